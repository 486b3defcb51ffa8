/**
 * Organisations as the platform administrator manages them, in real Chromium against the real server:
 * open an organisation's detail from the organisation list (/htservice/org in the main shell), move a month
 * end, find closing the first period refused for the close checks (结账), save, reload and find the move kept; a broken period is named at its
 * input and not saved; edit an organisation parameter and bring the set up to date; the initialisation platform's list shows each
 * organisation's state and opens the same detail, whose initialisation then has nothing left to add.
 */
import type { Browser, BrowserContext, Page } from 'puppeteer-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { seriousViolations } from './support/axe';
import { idle, launchBrowser } from './support/browser';
import { startServer, type RunningServer } from './support/server';
import { enterModule, signIn } from './support/session';

type Ctx = { server: RunningServer; browser: Browser; context: BrowserContext; page: Page };
const orgs = suite<Ctx>('organisation administration');

orgs.before(async (ctx) => {
  ctx.server = await startServer();
  ctx.browser = await launchBrowser();
});
orgs.after(async (ctx) => {
  await ctx.browser?.close();
  await ctx.server?.stop();
});
orgs.before.each(async (ctx) => {
  ctx.context = await ctx.browser.createBrowserContext();
  ctx.page = await ctx.context.newPage();
  await signIn(ctx.page, ctx.server);
});
orgs.after.each(async (ctx) => {
  await ctx.context.close();
});

const year = new Date().getFullYear();

async function open(page: Page, route: string, ready: string) {
  await page.evaluate((r) => window.htShell.navigate(r), route);
  await page.waitForSelector(ready);
  await idle(page);
}

/** Replaces an input's text the way a user does: select all, type. */
async function retype(page: Page, selector: string, value: string) {
  await page.click(selector, { clickCount: 3 });
  await page.keyboard.press('Backspace');
  await page.type(selector, value);
}

/** Signs in on the initialisation platform's login page the shell has just sent us to, and waits for where it leads. */
async function signInInitplat(page: Page, server: RunningServer, ready: string) {
  await page.waitForSelector('[data-ht="login-form"][data-variant="initplat"]');
  await idle(page);
  await page.type('input[name="username"]', 'admin');
  await page.type('input[name="password"]', server.password);
  await page.click('[data-ht="login-submit"]');
  await page.waitForSelector(ready);
  await idle(page);
}

const field = (page: Page, label: string) => page.$eval(`[data-ht="period-table"] [aria-label="${label}"]`, (el) => (el as HTMLInputElement).value);
const closed = (page: Page, n: number) => page.$eval(`[data-ht="period-table"] [aria-label="第 ${n} 期已结账"]`, (el) => (el as HTMLInputElement).checked);

orgs('the administrator opens a hotel’s detail, edits a period (closing it is held to the close checks), saves, reloads and sees it', async ({ page }) => {
  await enterModule(page, 2001);
  await open(page, '/system/manage/org', '[data-ht="page"] [data-ht="table"] [data-ht="row"]');
  const codes = await page.$$eval('[data-ht="page"] [data-ht="org-detail-link"]', (els) => els.map((el) => el.textContent));
  assert.ok(codes.includes('HT001') && codes.includes('HT002'), 'both hotels listed');
  await page.click('[data-ht="page"] [data-ht="row"] [aria-label="查看 HT002 的组织详情"]');
  await page.waitForSelector('[data-ht="page"][data-route="/htservice/org"] [data-ht="period-table"]');
  await idle(page);
  assert.is(new URL(page.url()).pathname, '/htservice/org');
  assert.match(await page.$eval('[data-ht="page"] h1', (el) => el.textContent ?? ''), '合软度假酒店');
  assert.ok((await page.$$('[data-ht="org-licences"] [data-ht="licence-row"]')).length > 0, 'its licences are listed');
  assert.is(await field(page, '第 1 期结束日期'), `${year}-01-31`);
  assert.equal(await seriousViolations(page), [], 'the detail page has no serious accessibility violations');

  await retype(page, '[aria-label="第 1 期结束日期"]', `${year}-01-25`);
  await retype(page, '[aria-label="第 2 期开始日期"]', `${year}-01-26`);
  // Closing goes through 结账 and its checks: the hotel's assets are not depreciated for period 1, so the save is refused at the box.
  await page.click('[data-ht="period-table"] [aria-label="第 1 期已结账"]');
  await page.waitForFunction(() => document.querySelector('[data-ht="tab"][data-active="true"]')?.getAttribute('data-editing') === 'true');
  await page.click('[data-ht="period-save"]');
  await page.waitForSelector('[data-ht="period-table"] [aria-invalid="true"][aria-label="第 1 期已结账"]');
  await page.waitForSelector('::-p-text(不能结账，未通过：已计提折旧)');
  await idle(page);
  // Left open, the moved month end is saved.
  await page.click('[data-ht="period-table"] [aria-label="第 1 期已结账"]');
  await page.click('[data-ht="period-save"]');
  await page.waitForSelector('::-p-text(会计期间已保存)');
  await idle(page);
  assert.is(await page.$eval('[data-ht="tab"][data-active="true"]', (el) => el.getAttribute('data-editing')), null, 'saved: no longer editing');

  await page.reload();
  await page.waitForSelector('[data-ht="page"] [data-ht="period-table"]');
  await idle(page);
  assert.is(await field(page, '第 1 期结束日期'), `${year}-01-25`);
  assert.is(await field(page, '第 2 期开始日期'), `${year}-01-26`);
  assert.not.ok(await closed(page, 1), 'period 1 stays open');

  // A date that does not exist is explained at its input before anything is sent.
  const februaryEnd = await field(page, '第 2 期结束日期');
  await retype(page, '[aria-label="第 2 期结束日期"]', `${year}-02-30`);
  await page.click('[data-ht="period-save"]');
  await page.waitForSelector('::-p-text(请输入 YYYY-MM-DD 格式的有效日期)');
  await retype(page, '[aria-label="第 2 期结束日期"]', februaryEnd);
  // An overlap is refused by the server and named at the input; nothing saved.
  await retype(page, '[aria-label="第 4 期开始日期"]', `${year}-03-30`);
  await page.click('[data-ht="period-save"]');
  await page.waitForSelector('[data-ht="period-table"] [aria-invalid="true"][aria-label="第 4 期开始日期"]');
  await idle(page);
  await page.reload();
  await page.waitForSelector('[data-ht="page"] [data-ht="period-table"]');
  await idle(page);
  assert.is(await field(page, '第 4 期开始日期'), `${year}-04-01`);

  // Another year: last year's periods are all closed.
  await page.select('[data-ht="period-year"] select, select[data-ht="period-year"]', String(year - 1));
  await page.waitForFunction((y) => (document.querySelector('[aria-label="第 1 期开始日期"]') as HTMLInputElement | null)?.value === `${y}-01-01`, {}, year - 1);
  await idle(page);
  assert.ok(await closed(page, 12));
});

orgs('the administrator edits an organisation parameter of their hotel', async ({ page }) => {
  await enterModule(page, 2001);
  await open(page, '/htservice/baseOrgPara', '[data-ht="page"] [data-ht="table"] [data-ht="row"]');
  await page.type('[data-ht="page"] [role="search"] [name="paraKey"]', 'acct.taxRate');
  await page.click('[data-ht="page"] [data-ht="crud-search"]');
  await page.waitForFunction(() => document.querySelectorAll('[data-ht="page"] [data-ht="row"]').length === 1);
  await idle(page);
  await page.click('[data-ht="page"] [data-ht="row"] ::-p-text(修改)');
  await page.waitForSelector('form:has([data-ht="crud-save"]) [name="paraValue"]');
  await idle(page);
  await retype(page, 'form:has([data-ht="crud-save"]) [name="paraValue"]', '9');
  await page.click('[data-ht="crud-save"]');
  await page.waitForFunction(() => !document.querySelector('[data-ht="crud-save"]'));
  await idle(page);
  const row = await page.$eval('[data-ht="page"] [data-ht="row"]', (el) => el.textContent ?? '');
  assert.match(row, '默认税率');
  assert.match(row, /acct\.taxRate.*9/);
  await page.reload();
  await page.waitForSelector('[data-ht="page"] [data-ht="row"]');
  await idle(page);
  assert.match(await page.$eval('[data-ht="page"] [data-ht="row"]', (el) => el.textContent ?? ''), /acct\.taxRate.*9/);

  // Bringing the set up to date adds nothing to a seeded hotel and keeps the edited value.
  await page.click('[data-ht="page"] [data-ht="org-para-update"]');
  await page.waitForSelector('::-p-text(参数已是最新，没有需要补充的参数)');
  await idle(page);
  assert.match(await page.$eval('[data-ht="page"] [data-ht="row"]', (el) => el.textContent ?? ''), /acct\.taxRate.*9/);
});

orgs('the initialisation platform lists the organisations with their state and opens the detail', async ({ page, server }) => {
  await page.click('[data-ht="module"][data-module-id="3002"]');
  await signInInitplat(page, server, '[data-ht="user-panel"]');
  await open(page, '/initplat/org', '[data-ht="page"] [data-ht="table"] [data-ht="row"]');
  const rows = await page.$$eval('[data-ht="page"] [data-ht="row"]', (els) => els.map((el) => el.textContent ?? ''));
  assert.ok(
    rows.some((r) => r.includes('HT001') && r.includes('已初始化')),
    rows.join(' | '),
  );
  await page.click('[data-ht="page"] [data-ht="row"] [aria-label="查看 HT001 的组织详情"]');
  await page.waitForSelector('[data-ht="page"] [data-ht="org-init"]');
  await idle(page);
  await page.click('[data-ht="org-init"]');
  await page.waitForSelector('::-p-text(该组织已初始化，没有需要补充的内容)');
});

orgs.run();
