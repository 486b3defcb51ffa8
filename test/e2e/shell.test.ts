/**
 * The shell around the pages, in real Chromium against the real built shell and server: sidebar and
 * palette open pages as tabs, the tab context menu, the editing guard, fixed tabs, reload keeps tabs,
 * mobile width, size and theme, and the layout page's accessibility.
 */
import type { Browser, BrowserContext, HTTPRequest, Page } from 'puppeteer-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { seriousViolations } from './support/axe';
import { idle, launchBrowser } from './support/browser';
import { startServer, type RunningServer } from './support/server';
import { activeTab, enterModule, signIn, tabPaths } from './support/session';

type Ctx = { server: RunningServer; browser: Browser; context: BrowserContext; page: Page };
const shell = suite<Ctx>('shell');
const SHOTS = 'test-results/e2e';

shell.before(async (ctx) => {
  ctx.server = await startServer();
  ctx.browser = await launchBrowser();
});
shell.after(async (ctx) => {
  await ctx.browser?.close();
  await ctx.server?.stop();
});
shell.before.each(async (ctx) => {
  ctx.context = await ctx.browser.createBrowserContext();
  ctx.page = await ctx.context.newPage();
  await signIn(ctx.page, ctx.server);
  await enterModule(ctx.page, 1001);
});
shell.after.each(async (ctx) => {
  await ctx.context.close();
});

async function openFromSidebar(page: Page, dir: string, path: string) {
  const link = `[data-ht="sidebar"] a[data-ht="menu-item"][data-path="${path}"]`;
  const shown = await page.$eval(link, (el) => (el as HTMLElement).offsetParent !== null).catch(() => false);
  if (!shown) await page.click(`[data-ht="sidebar"] [data-ht="menu-item"][data-path="${dir}"]`);
  await page.waitForSelector(link, { visible: true });
  await page.click(link);
  await idle(page);
}

shell('the sidebar opens pages as tabs; the home tab is fixed; the breadcrumb follows', async ({ page }) => {
  await openFromSidebar(page, '/accounting/voucher', '/accounting/voucher/entry');
  await openFromSidebar(page, '/accounting/ledger', '/accounting/ledger/general');
  assert.equal(await tabPaths(page), ['/accounting/index', '/accounting/voucher/entry', '/accounting/ledger/general']);
  assert.is(await activeTab(page), '/accounting/ledger/general');
  assert.is(await page.$eval('[data-ht="tab"][data-path="/accounting/index"]', (el) => el.getAttribute('data-affix')), 'true');
  assert.match(await page.$eval('[data-ht="breadcrumb"]', (el) => el.textContent ?? ''), /首页.*账簿查询.*总账/);
  assert.is(await page.$eval('[data-ht="page"]', (el) => el.getAttribute('data-route')), '/accounting/ledger/general');
  assert.is((await page.$$('[data-ht="page-cached"]')).length >= 1, true, 'pages behind other tabs stay alive');
  assert.is(await page.$eval('[data-ht="page-cached"][data-route="/accounting/voucher/entry"]', (el) => (el as HTMLElement).offsetParent), null, 'and are not shown');
  const reloads: string[] = [];
  const onRequest = (req: HTTPRequest) => /\/(voucher|ledger)\//.test(req.url()) && reloads.push(req.url());
  page.on('request', onRequest);
  await page.click('[data-ht="tab"][data-path="/accounting/voucher/entry"] [data-ht="tab-title"]');
  await idle(page);
  page.off('request', onRequest);
  assert.is(new URL(page.url()).pathname, '/accounting/voucher/entry');
  assert.equal(reloads, [], 'a page shown again from its tab keeps its data: no request');
  assert.is(await page.$eval('[data-ht="page"]', (el) => el.getAttribute('data-route')), '/accounting/voucher/entry');
  assert.equal(await seriousViolations(page), [], 'the layout page has no serious accessibility violations');
  await page.screenshot({ path: `${SHOTS}/shell-tabs.png` });
});

/** Typing goes to the palette's search box only once it has focus. */
async function paletteFocused(page: Page) {
  await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label')?.startsWith('输入页面'));
}

shell('the palette finds pages by pinyin initials and by English, and runs actions', async ({ page }) => {
  await page.keyboard.down('Control');
  await page.keyboard.press('k');
  await page.keyboard.up('Control');
  await page.waitForSelector('[data-ht="palette-item"]');
  await paletteFocused(page);
  await page.keyboard.type('pzsh');
  await page.waitForFunction(() => document.querySelector('[data-ht="palette-item"]')?.getAttribute('data-id') === 'page:/accounting/voucher/audit');
  await page.screenshot({ path: `${SHOTS}/shell-palette.png` });
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => !document.querySelector('[data-ht="palette-item"]'));
  await idle(page);
  assert.is(new URL(page.url()).pathname, '/accounting/voucher/audit');

  await page.click('[data-ht="palette-open"]');
  await page.waitForSelector('[data-ht="palette-item"]');
  await paletteFocused(page);
  await page.keyboard.type('asset cards');
  await page.waitForFunction(() => document.querySelector('[data-ht="palette-item"]')?.getAttribute('data-id') === 'page:/assets/card');
  await page.keyboard.press('Enter');
  await idle(page);
  assert.is(new URL(page.url()).pathname, '/assets/card', 'a page of another module opens and switches the module');
  assert.match(await page.$eval('[data-ht="sidebar"]', (el) => el.textContent ?? ''), '资产折旧');
});

shell('the tab menu refreshes, closes others and closes all; fixed tabs survive', async ({ page }) => {
  await openFromSidebar(page, '/accounting/voucher', '/accounting/voucher/entry');
  await openFromSidebar(page, '/accounting/voucher', '/accounting/voucher/audit');
  await openFromSidebar(page, '/accounting/ledger', '/accounting/ledger/general');
  await page.click('[data-ht="tab"][data-path="/accounting/voucher/audit"] [data-ht="tab-title"]', { button: 'right' });
  await page.waitForSelector('[data-ht="tab-menu"]');
  const items = await page.$$eval('[data-ht="tab-menu"] [role="menuitem"]', (els) => els.map((el) => el.textContent));
  assert.equal(items, ['刷新页面', '关闭当前', '关闭其他', '全部关闭']);
  const box = await page.$eval('[data-ht="tab-menu"]', (el) => el.getBoundingClientRect().width);
  assert.is(Math.round(box), 105);
  await page.click('[data-ht="tab-menu"] [role="menuitem"]:nth-child(3)');
  await idle(page);
  assert.equal(await tabPaths(page), ['/accounting/index', '/accounting/voucher/audit']);
  assert.is(await activeTab(page), '/accounting/voucher/audit');

  await page.click('[data-ht="tab"][data-path="/accounting/voucher/audit"] [data-ht="tab-title"]', { button: 'right' });
  await page.waitForSelector('[data-ht="tab-menu"]');
  await page.click('[data-ht="tab-menu"] [role="menuitem"]:nth-child(4)');
  await idle(page);
  assert.equal(await tabPaths(page), ['/accounting/index'], 'close all keeps the fixed home tab');
  assert.is(new URL(page.url()).pathname, '/accounting/index');

  await page.click('[data-ht="tab"][data-path="/accounting/index"] [data-ht="tab-title"]', { button: 'middle' });
  await idle(page);
  assert.equal(await tabPaths(page), ['/accounting/index'], 'a middle click does not close a fixed tab');
});

shell('an edited document asks before its tab closes; Cancel keeps it', async ({ page }) => {
  await page.evaluate(() => window.htShell.navigate('/accounting/voucher/entry?editFlag=2'));
  assert.is(await page.$eval('[data-ht="tab"][data-path="/accounting/voucher/entry"]', (el) => el.getAttribute('data-editing')), 'true');
  await page.click('[data-ht="tab"][data-path="/accounting/voucher/entry"] button[aria-label^="关闭"]');
  await page.waitForSelector('::-p-text(当前单据正在修改中，是否放弃修改？)');
  await page.click('::-p-aria([name="取消"][role="button"])');
  await idle(page);
  assert.ok((await tabPaths(page)).includes('/accounting/voucher/entry'), 'Cancel keeps the tab');
  await page.click('[data-ht="tab"][data-path="/accounting/voucher/entry"] button[aria-label^="关闭"]');
  await page.waitForSelector('::-p-text(当前单据正在修改中，是否放弃修改？)');
  await page.click('::-p-aria([name="确定"][role="button"])');
  await idle(page);
  assert.not.ok((await tabPaths(page)).includes('/accounting/voucher/entry'), 'OK closes it');
  assert.is(new URL(page.url()).pathname, '/accounting/index', 'the last remaining tab becomes active');
});

shell('tabs survive a reload; fixed routes open as tabs', async ({ page }) => {
  await openFromSidebar(page, '/accounting/voucher', '/accounting/voucher/entry');
  await page.evaluate(() => window.htShell.navigate('/user/profile'));
  // The profile page loads lazily: wait for it to be the visible page and settled before reading it.
  await page.waitForSelector('[data-ht="page"][data-route="/user/profile"]');
  await idle(page);
  assert.match(await page.$eval('[data-ht="page"]', (el) => el.textContent ?? ''), '(admin)');
  await page.reload();
  await page.waitForSelector('[data-ht="tabs"]');
  await idle(page);
  assert.equal(await tabPaths(page), ['/accounting/index', '/accounting/voucher/entry', '/user/profile']);
  assert.is(await activeTab(page), '/user/profile');
});

shell('below 992 px the sidebar closes and reopens from the header; it closes again on navigation', async ({ page }) => {
  const navbarVisible = () => page.$eval('[data-ht="sidebar"]', (el) => el.getBoundingClientRect().right > 0 && getComputedStyle(el).visibility !== 'hidden');
  await page.setViewport({ width: 800, height: 900 });
  await page.waitForFunction(() => document.querySelector('[data-device="mobile"]'));
  await idle(page);
  assert.is(await navbarVisible(), false, 'closed on a narrow screen');
  await page.click('[data-ht="sidebar-toggle"]');
  await idle(page);
  assert.is(await navbarVisible(), true, 'opened by the header button');
  await page.click('[data-ht="sidebar"] a[data-ht="menu-item"][data-path="/accounting/openingBalance"]');
  await idle(page);
  assert.is(await navbarVisible(), false, 'closed again after navigating');
  await page.screenshot({ path: `${SHOTS}/shell-mobile.png` });
});

shell('at 1024 px the sidebar is an icon rail whose groups open their pages beside it; wider, it opens again', async ({ page }) => {
  await page.setViewport({ width: 1024, height: 768 });
  await page.waitForSelector('[data-sidebar="rail"]');
  await idle(page);
  assert.is(await page.$eval('[data-ht="sidebar"]', (el) => Math.round(el.getBoundingClientRect().width)), 64);
  await page.click('[data-ht="sidebar"] [data-ht="menu-item"][data-path="/accounting/voucher"]');
  const audit = '[role="menu"] a[data-ht="menu-item"][data-path="/accounting/voucher/audit"]';
  await page.waitForSelector(audit, { visible: true });
  await page.click(audit);
  await page.waitForSelector('[data-ht="page"][data-route="/accounting/voucher/audit"]');
  await idle(page);
  await page.screenshot({ path: `${SHOTS}/shell-rail.png` });
  await page.setViewport({ width: 1366, height: 800 });
  await page.waitForSelector('[data-sidebar="open"]');
  assert.is(await page.$eval('[data-ht="sidebar"]', (el) => Math.round(el.getBoundingClientRect().width)), 240);
});

shell('size and theme changes are visible at once and remembered', async ({ page, context }) => {
  const scale = () => page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--mantine-scale').trim());
  assert.is(await scale(), '1');
  await page.click('[data-ht="size-select"]');
  // The menu's items appear once it has opened (a render later, which a loaded machine can stretch).
  await (await page.waitForSelector('[data-value="default"]', { visible: true }))!.click();
  await idle(page);
  assert.is(await scale(), '1.1');
  assert.is((await context.cookies()).find((c) => c.name === 'size')?.value, 'default');

  await page.click('[data-ht="user-menu"]');
  await page.click('::-p-text(布局设置)');
  await page.waitForSelector('[data-ht="theme-color"]');
  const input = await page.$('[data-ht="theme-color"] input, input[data-ht="theme-color"]');
  await input!.click({ clickCount: 3 });
  await input!.type('#11a983');
  await page.keyboard.press('Enter');
  await idle(page);
  const brand = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--mantine-color-brand-8').trim());
  assert.is(brand.toLowerCase(), '#11a983');
  const swatches = await page.$$('[data-ht="theme-cluster"] > *');
  assert.is(swatches.length, 11, '10 tints and one shade');
});

shell('in English: menu, tabs, breadcrumb and tab menu translate; Ctrl+Alt+number switches tabs', async ({ page }) => {
  await page.evaluate(() => window.htShell.setLocale('en'));
  await openFromSidebar(page, '/accounting/voucher', '/accounting/voucher/entry');
  assert.match(await page.$eval('[data-ht="sidebar"]', (el) => el.textContent ?? ''), 'Voucher entry');
  assert.match(await page.$eval('[data-ht="breadcrumb"]', (el) => el.textContent ?? ''), /Home.*Vouchers.*Voucher entry/);
  assert.match(await page.$eval('[data-ht="tab"][data-path="/accounting/index"]', (el) => el.textContent ?? ''), 'Home');
  assert.is(await page.title(), 'Accounting - Hotel Back-Office System');
  await page.click('[data-ht="tab"][data-path="/accounting/voucher/entry"] [data-ht="tab-title"]', { button: 'right' });
  const items = await page.$$eval('[data-ht="tab-menu"] [role="menuitem"]', (els) => els.map((el) => el.textContent));
  assert.equal(items, ['Refresh page', 'Close current', 'Close others', 'Close all']);
  await page.keyboard.press('Escape');
  await page.keyboard.down('Control');
  await page.keyboard.down('Alt');
  await page.keyboard.press('1');
  await page.keyboard.up('Alt');
  await page.keyboard.up('Control');
  await idle(page);
  assert.is(new URL(page.url()).pathname, '/accounting/index', 'Ctrl+Alt+1 goes to the first tab');
  assert.equal(await seriousViolations(page), [], 'the English layout has no serious accessibility violations');
});

shell('shortcut menus: a sidebar entry dragged out, and the page pinned from the palette, are kept per user', async ({ page, browser, server }) => {
  // Holding the pointer on the entry arms the drag (after 50 ms); then the browser's drag events.
  const entry = '[data-ht="sidebar"] a[data-ht="menu-item"][data-path="/accounting/openingBalance"]';
  const box = (await (await page.$(entry))!.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.waitForSelector(`${entry}[draggable="true"]`);
  await page.evaluate(() => {
    const source = document.querySelector('[data-ht="sidebar"] a[data-ht="menu-item"][data-path="/accounting/openingBalance"]')!;
    const target = document.querySelector('[data-ht="shortcuts"]')!;
    const dataTransfer = new DataTransfer();
    source.dispatchEvent(new DragEvent('dragstart', { bubbles: true, cancelable: true, dataTransfer }));
    target.dispatchEvent(new DragEvent('dragover', { bubbles: true, cancelable: true, dataTransfer }));
    target.dispatchEvent(new DragEvent('drop', { bubbles: true, cancelable: true, dataTransfer }));
    source.dispatchEvent(new DragEvent('dragend', { bubbles: true, dataTransfer }));
  });
  await page.mouse.up();
  await page.waitForSelector('[data-ht="shortcut"][data-path="/accounting/openingBalance"]');
  assert.ok(await page.$('[data-ht="sidebar"] a[data-ht="menu-item"][data-path="/accounting/openingBalance"]'), 'a copy: the menu entry stays');

  await openFromSidebar(page, '/accounting/ledger', '/accounting/ledger/general');
  await page.click('[data-ht="palette-open"]');
  await paletteFocused(page);
  await page.keyboard.type('快捷菜单');
  await page.waitForFunction(() => document.querySelector('[data-ht="palette-item"]')?.getAttribute('data-id') === 'action:pin');
  await page.keyboard.press('Enter');
  await page.waitForSelector('[data-ht="shortcut"][data-path="/accounting/ledger/general"]');

  // The same user on another terminal (a fresh browser context) finds them there.
  const other = await browser.createBrowserContext();
  try {
    const elsewhere = await other.newPage();
    await idle(page); // a queued save keeps the shell busy until the server has it
    await signIn(elsewhere, server);
    await enterModule(elsewhere, 1001);
    const kept = await elsewhere.$$eval('[data-ht="shortcut"]', (els) => els.map((el) => el.getAttribute('data-path')));
    assert.equal(kept, ['/accounting/openingBalance', '/accounting/ledger/general']);
  } finally {
    await other.close();
  }
});

shell.run();
