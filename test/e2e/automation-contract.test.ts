/**
 * The automation contract of DESIGN.md section 7, driven the way a script drives the product: only
 * `window.htShell`, `data-ht` hooks and accessible names, waiting on `whenIdle()` or a hook instead of
 * sleeping. navigate and whenIdle with `<html data-shell-state>` and state(); tabs() against the bar;
 * closeTab() on a fixed tab, a path not open, an editing tab (the confirm: Cancel keeps it, OK closes it)
 * and the active tab; setLocale with on() and the mirrored `ht:*` DOM event; the hooks of the shell's
 * regions; each widget's root hook in the shell and on /embed.html.
 */
import type { Browser, BrowserContext, Page } from 'puppeteer-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { idle, launchBrowser } from './support/browser';
import { startServer, type RunningServer } from './support/server';
import { activeTab, enterModule, loginOrgs, signIn, tabPaths } from './support/session';

type Ctx = { server: RunningServer; browser: Browser; contexts: BrowserContext[] };
const contract = suite<Ctx>('automation contract');

contract.before(async (ctx) => {
  ctx.server = await startServer();
  ctx.browser = await launchBrowser();
  ctx.contexts = [];
});
contract.after(async (ctx) => {
  await ctx.browser?.close();
  await ctx.server?.stop();
});
contract.after.each(async (ctx) => {
  for (const c of ctx.contexts.splice(0)) await c.close();
});

async function newPage(ctx: Ctx): Promise<Page> {
  const context = await ctx.browser.createBrowserContext();
  ctx.contexts.push(context);
  return context.newPage();
}

/** Signed in and inside the accounting module (1001), at its home page. */
async function inAccounting(ctx: Ctx, user = 'admin'): Promise<Page> {
  const page = await newPage(ctx);
  await signIn(page, ctx.server, { user });
  await enterModule(page, 1001);
  return page;
}

const ENTRY = '/accounting/voucher/entry';
const LEDGER = '/accounting/ledger/general';
const HOME = '/accounting/index';
const ABANDON = '::-p-text(当前单据正在修改中，是否放弃修改？)';

/** The tab titles as the bar shows them, without the editing mark. */
const barTitles = (page: Page) => page.$$eval('[data-ht="tab"] [data-ht="tab-title"]', (els) => els.map((el) => (el.textContent ?? '').replace(/^● /, '')));

contract('navigate resolves settled: idle shell, the route in state(), its tab active, the list ready after whenIdle', async (ctx) => {
  const page = await inAccounting(ctx);
  await page.evaluate((path) => window.htShell.navigate(path), ENTRY);
  assert.is(await page.$eval('html', (el) => el.getAttribute('data-shell-state')), 'idle');
  const state = await page.evaluate(() => window.htShell.state());
  const org = (await loginOrgs(ctx.server))[0];
  assert.equal(
    { path: state.path, locale: state.locale, shellState: state.shellState, user: state.user, orgCode: state.orgCode },
    { path: ENTRY, locale: 'zh', shellState: 'idle', user: 'admin', orgCode: org.orgCode },
  );
  assert.is(state.module, '会计核算');
  assert.is(await activeTab(page), ENTRY);

  await page.waitForSelector(`[data-ht="page"][data-route="${ENTRY}"] [data-ht="table"][data-table-id="voucher-entry"]`);
  await page.evaluate(() => window.htShell.whenIdle());
  assert.is(await page.$eval('html', (el) => el.getAttribute('data-shell-state')), 'idle');
  assert.ok((await page.$$('[data-ht="page"] [data-ht="table"] [data-ht="row"]')).length > 0, 'the seeded vouchers are listed once idle');
  assert.ok(Number(await page.$eval('[data-ht="page"] [data-ht="pagination"]', (el) => el.getAttribute('data-total'))) > 0);
});

contract("tabs() answers what the bar shows; closeTab goes through the close button's guard", async (ctx) => {
  const page = await inAccounting(ctx);
  await page.evaluate((path) => window.htShell.navigate(`${path}?editFlag=2`), ENTRY);
  await page.evaluate((path) => window.htShell.navigate(path), LEDGER);

  const tabs = await page.evaluate(() => window.htShell.tabs());
  assert.equal(
    tabs.map((tab) => tab.path),
    await tabPaths(page),
    "the bar's tabs in its order",
  );
  assert.equal(
    tabs.map((tab) => tab.path),
    [HOME, ENTRY, LEDGER],
  );
  assert.equal(
    tabs.map((tab) => tab.title),
    await barTitles(page),
    "the bar's titles",
  );
  assert.equal(
    tabs.slice(1).map((tab) => tab.title),
    ['凭证录入', '总账'],
  );
  assert.equal(
    tabs.map(({ active, affix, editing }) => ({ active, affix, editing })),
    [
      { active: false, affix: true, editing: false },
      { active: false, affix: false, editing: true },
      { active: true, affix: false, editing: false },
    ],
  );

  assert.is(await page.evaluate((path) => window.htShell.closeTab(path), HOME), false, 'a fixed tab never closes');
  assert.is(await page.evaluate(() => window.htShell.closeTab('/accounting/not-open')), false, 'a path not open');
  assert.equal(await tabPaths(page), [HOME, ENTRY, LEDGER]);

  // The editing tab asks first; the promise waits for the answer, which a script gives like a user.
  type Closing = { closing?: Promise<boolean> };
  const startClosing = () => page.evaluate((path) => void ((window as unknown as Closing).closing = window.htShell.closeTab(path)), ENTRY);
  const closingAnswer = () => page.evaluate(() => (window as unknown as Closing).closing!);
  await startClosing();
  await page.waitForSelector(ABANDON);
  await page.click('::-p-aria([name="取消"][role="button"])');
  assert.is(await closingAnswer(), false, 'Cancel: not closed');
  assert.equal(await tabPaths(page), [HOME, ENTRY, LEDGER], 'Cancel keeps the tab');
  assert.is(await activeTab(page), LEDGER);

  await startClosing();
  await page.waitForSelector(ABANDON);
  await page.click('::-p-aria([name="确定"][role="button"])');
  assert.is(await closingAnswer(), true, 'OK: closed');
  assert.equal(await tabPaths(page), [HOME, LEDGER]);
  assert.is(new URL(page.url()).pathname, LEDGER, 'closing a tab behind the active one stays where it is');

  // The active tab without edits closes at once, and the shell goes to the last remaining tab.
  assert.is(await page.evaluate((path) => window.htShell.closeTab(path), LEDGER), true);
  assert.is(new URL(page.url()).pathname, HOME);
  assert.equal(await page.evaluate(() => window.htShell.tabs()), [{ path: HOME, title: (await barTitles(page))[0], active: true, affix: true, editing: false }]);
  assert.is(await page.$eval('html', (el) => el.getAttribute('data-shell-state')), 'idle', 'closeTab resolves once the shell is idle');
});

contract('setLocale switches the language, on() and the ht:* DOM event both hear it, tabs() titles follow', async (ctx) => {
  const page = await inAccounting(ctx);
  await page.evaluate((path) => window.htShell.navigate(path), LEDGER);
  await page.evaluate(() => {
    const heard: string[] = [];
    (window as unknown as { heard: string[] }).heard = heard;
    window.htShell.on('locale:changed', ({ locale }) => heard.push(`on ${locale}`));
    window.addEventListener('ht:locale:changed', (event) => heard.push(`dom ${(event as CustomEvent<{ locale: string }>).detail.locale}`));
  });
  await page.evaluate(() => window.htShell.setLocale('en'));
  assert.equal((await page.evaluate(() => (window as unknown as { heard: string[] }).heard)).sort(), ['dom en', 'on en']);
  assert.is((await page.evaluate(() => window.htShell.state())).locale, 'en');
  const tabs = await page.evaluate(() => window.htShell.tabs());
  assert.equal(
    tabs.map((tab) => tab.title),
    await barTitles(page),
  );
  assert.is(tabs.find((tab) => tab.path === LEDGER)?.title, 'General ledger');
  await page.evaluate(() => window.htShell.setLocale('zh'));
});

contract("the shell's regions carry their hooks", async (ctx) => {
  const page = await newPage(ctx);
  await signIn(page, ctx.server);
  assert.ok(await page.$('[data-ht="module"][data-module-id="1001"]'), 'module cards on the module selection page');
  await enterModule(page, 1001);
  await page.evaluate((path) => window.htShell.navigate(path), ENTRY);
  await page.waitForSelector(`[data-ht="page"][data-route="${ENTRY}"] [data-ht="table"][data-table-id="voucher-entry"]`);
  await idle(page);
  for (const hook of [
    '[data-ht="sidebar"] [data-ht="menu-item"][data-path]',
    '[data-ht="header"]',
    '[data-ht="tabs"] [data-ht="tab"][data-path][data-active="true"][data-affix="false"]',
    `[data-ht="tab"][data-path="${HOME}"][data-affix="true"]`,
    '[data-ht="breadcrumb"]',
    '[data-ht="page"] [data-ht="pagination"]',
    '[data-ht="user-panel"]',
  ]) {
    assert.ok(await page.$(hook), hook);
  }

  await page.click(`[data-ht="tab"][data-path="${ENTRY}"] [data-ht="tab-title"]`, { button: 'right' });
  await page.waitForSelector('[data-ht="tab-menu"] [role="menuitem"]');
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => !document.querySelector('[data-ht="tab-menu"]'));

  await page.click('[data-ht="palette-open"]');
  await page.waitForSelector('[data-ht="palette"] [data-ht="palette-item"]');
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => !document.querySelector('[data-ht="palette-item"]'));

  await page.click('[data-ht="job-centre-open"]');
  await page.waitForSelector('[data-ht="job-centre"]');
  await page.keyboard.press('Escape');
  // The drawer may stay mounted while closed: what a script sees is that it is no longer shown.
  await page.waitForSelector('[data-ht="job-centre"]', { hidden: true });

  await page.click('[data-ht="user-menu"]');
  await page.click('::-p-text(锁定屏幕)');
  await page.waitForSelector('[data-ht="lock-screen"] input[name="unlockPassword"]');
  await page.type('[data-ht="lock-screen"] input[name="unlockPassword"]', ctx.server.password);
  await page.click('[data-ht="unlock"]');
  await page.waitForFunction(() => !document.querySelector('[data-ht="lock-screen"]'));
});

contract("in the shell each widget's root carries its hook: login-date picker, customer service, print preview", async (ctx) => {
  const page = await inAccounting(ctx);
  await page.waitForSelector('[data-ht="user-panel"] [data-ht="widget-login-date-picker"] [data-ht="login-date"]');
  await page.waitForSelector('[data-ht="header"] [data-ht="widget-customer-service"]');

  await page.evaluate((path) => window.htShell.navigate(path), ENTRY);
  const print = '[data-ht="page"] [data-ht="row"] [data-ht="voucher-print"]';
  await page.waitForSelector(print);
  await idle(page);
  await page.click(print);
  await page.waitForSelector('[data-ht="print-dialog"] [data-ht="widget-print-preview"] [data-ht="print-canvas"][data-drawn="1@100"]');
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => !document.querySelector('[data-ht="widget-print-preview"]'));
});

contract("on /embed.html each widget's root carries the same hook", async (ctx) => {
  const page = await newPage(ctx);
  // accountant1 may see vouchers, so the page mounts the print preview too.
  await signIn(page, ctx.server, { user: 'accountant1' });
  await page.goto(`${ctx.server.url}/embed.html`);
  await page.waitForSelector('[data-ht="embed-login-date"] > [data-ht="widget-login-date-picker"] [data-ht="login-date"]');
  await page.waitForSelector('[data-ht="embed-chat"] > [data-ht="widget-customer-service"]');
  // The launcher floats in a portal at the bottom right, outside the widget's root.
  await page.waitForSelector('[data-ht="chat-launcher"]');
  await page.waitForSelector('[data-ht="embed-print-preview"] > [data-ht="widget-print-preview"] [data-ht="print-canvas"]');
  assert.is(await page.$('[data-ht="header"], #root'), null, 'no shell on the page');
});

contract.run();
