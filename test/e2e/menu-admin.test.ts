/**
 * Menu management as the administrator uses it, in real Chromium against the real server: rename a page
 * menu and, after a reload, see the new title in the sidebar and the tab; add a page below a directory
 * and open it from the sidebar; delete it again; the tree expands and collapses.
 */
import type { Browser, BrowserContext, Page } from 'puppeteer-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { idle, launchBrowser } from './support/browser';
import { startServer, type RunningServer } from './support/server';
import { enterModule, signIn } from './support/session';

type Ctx = { server: RunningServer; browser: Browser; context: BrowserContext; page: Page };
const menus = suite<Ctx>('menu administration');

menus.before(async (ctx) => {
  ctx.server = await startServer();
  ctx.browser = await launchBrowser();
});
menus.after(async (ctx) => {
  await ctx.browser?.close();
  await ctx.server?.stop();
});
menus.before.each(async (ctx) => {
  ctx.context = await ctx.browser.createBrowserContext();
  ctx.page = await ctx.context.newPage();
  await signIn(ctx.page, ctx.server);
  await enterModule(ctx.page, 2001);
});
menus.after.each(async (ctx) => {
  await ctx.context.close();
});

async function go(page: Page, route: string) {
  await page.evaluate((r) => window.htShell.navigate(r), route);
  await page.waitForSelector(`[data-ht="page"][data-route="${route}"]`);
  await idle(page);
}

/** Opens the menu page with the system module's directory 系统管理 expanded. */
async function openMenuPage(page: Page) {
  await go(page, '/system/manage/menu');
  await page.waitForSelector('[data-ht="page"] [data-ht="table"][data-table-id="sys-menu"] [data-ht="row"]');
  await idle(page);
  await rowAction(page, '展开系统服务');
  await rowAction(page, '展开系统管理');
  await idle(page);
}

/** Clicks a row's control by its accessible name (the attribute, not the accessibility tree: rows re-render). */
async function rowAction(page: Page, label: string) {
  const selector = `[data-ht="page"] [data-ht="row"] [aria-label="${label}"]`;
  // The table draws only the rows in view: scroll down a screen at a time until the row is drawn.
  await page.waitForFunction(
    (sel) => {
      if (document.querySelector(sel)) return true;
      const scroller = document.querySelector('[data-ht="page"] [data-ht="table-scroll"]');
      scroller?.scrollBy(0, scroller.clientHeight);
      return false;
    },
    { polling: 100 },
    selector,
  );
  // The scroll settles first (whenIdle waits for it): the rows beside the view are drawn again then.
  await idle(page);
  await page.click(selector);
}

async function fill(page: Page, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) {
    const selector = `form:has([data-ht="crud-save"]) input[name="${name}"]`;
    await page.click(selector, { clickCount: 3 });
    await page.keyboard.press('Backspace');
    await page.type(selector, value);
  }
}

async function save(page: Page) {
  await page.click('[data-ht="crud-save"]');
  await page.waitForFunction(() => !document.querySelector('[data-ht="crud-save"]'));
  await idle(page);
}

const rowNames = (page: Page) => page.$$eval('[data-ht="page"] [data-ht="row"]', (rows) => rows.map((r) => (r.querySelector('td')?.textContent ?? '').replace(/^[▸▾]/, '')));
const sidebarItem = (page: Page, path: string) => page.$eval(`[data-ht="sidebar"] [data-ht="menu-item"][data-path="${path}"]`, (el) => el.textContent ?? '').catch(() => null);
const tabTitle = (page: Page, path: string) => page.$eval(`[data-ht="tab"][data-path="${path}"] [data-ht="tab-title"]`, (el) => el.textContent ?? '').catch(() => null);

async function reload(page: Page) {
  await page.reload();
  await page.waitForSelector('[data-ht="sidebar"]');
  await idle(page);
}

menus('the tree expands and collapses; a search shows the hits with their parents', async ({ page }) => {
  await go(page, '/system/manage/menu');
  await page.waitForSelector('[data-ht="page"] [data-ht="row"]');
  await idle(page);
  assert.equal(await rowNames(page), ['会计核算', '固定资产', '低值易耗品', '业务管理', '报表中心', '系统服务', '客户关系', '服务平台', '初始化平台'], 'one row per module');
  await rowAction(page, '展开系统服务');
  await page.waitForFunction(() => [...document.querySelectorAll('[data-ht="page"] [data-ht="row"]')].some((r) => r.textContent?.includes('系统管理')));
  const before = (await rowNames(page)).length;
  // The first child: the table draws only the rows in view, and 系统管理 holds many pages.
  assert.not.ok((await rowNames(page)).includes('用户管理'), 'directories start collapsed');
  await rowAction(page, '展开系统管理');
  await page.waitForFunction(() => [...document.querySelectorAll('[data-ht="page"] [data-ht="row"]')].some((r) => r.textContent?.includes('用户管理')));
  assert.is(await page.$eval('[data-ht="page"] [data-ht="row"] [aria-label="折叠系统管理"]', (el) => el.getAttribute('aria-expanded')), 'true');
  await rowAction(page, '折叠系统管理');
  await page.waitForFunction((n) => document.querySelectorAll('[data-ht="page"] [data-ht="row"]').length === n, {}, before);

  await page.type('[data-ht="page"] [role="search"] input[name="menuName"]', '字典');
  await page.click('[data-ht="page"] [data-ht="crud-search"]');
  await page.waitForFunction(() => new URL(location.href).searchParams.get('menuName') === '字典');
  await idle(page);
  const hits = await rowNames(page);
  assert.ok(hits.includes('字典管理') && hits.includes('系统服务'), hits.join(','));
  assert.not.ok(hits.includes('会计核算'), 'modules without a hit are left out');
});

menus('rename a page menu: after a reload the sidebar and the tab show the new title', async ({ page }) => {
  await openMenuPage(page);
  await rowAction(page, '修改 参数设置');
  await page.waitForSelector('form:has([data-ht="crud-save"]) input[name="menuName"]');
  await fill(page, { menuName: '酒店参数' });
  await page.waitForFunction(() => document.querySelector('[data-ht="tab"][data-active="true"]')?.getAttribute('data-editing') === 'true');
  await save(page);
  await page.waitForFunction(() => [...document.querySelectorAll('[data-ht="page"] [data-ht="row"]')].some((r) => r.textContent?.includes('酒店参数')));

  await reload(page);
  await go(page, '/system/manage/config');
  assert.is(await sidebarItem(page, '/system/manage/config'), '酒店参数');
  assert.is(await tabTitle(page, '/system/manage/config'), '酒店参数');
});

menus('add a page below a directory: it appears in the table and, after a reload, in the sidebar; then delete it', async ({ page }) => {
  await openMenuPage(page);
  await rowAction(page, '在 系统管理 下新增');
  await page.waitForSelector('form:has([data-ht="crud-save"]) input[name="menuName"]');
  await page.click('[data-ht="crud-save"]'); // empty: refused in the dialog
  await page.waitForSelector('::-p-text(菜单名称不能为空)');
  await fill(page, { menuName: '客房参数', path: 'roomConfig', component: 'system/config/index' });
  await save(page);
  await page.waitForFunction(() => [...document.querySelectorAll('[data-ht="page"] [data-ht="row"]')].some((r) => r.textContent?.includes('客房参数')));

  await reload(page);
  await go(page, '/system/manage/roomConfig');
  assert.is(await sidebarItem(page, '/system/manage/roomConfig'), '客房参数');
  assert.is(await tabTitle(page, '/system/manage/roomConfig'), '客房参数');
  await page.waitForSelector('[data-ht="page"][data-route="/system/manage/roomConfig"] [data-ht="table"]');

  await openMenuPage(page);
  await rowAction(page, '删除 客房参数');
  await page.waitForSelector('::-p-text(是否确认删除名称为“客房参数”的菜单？)');
  await page.click('.mantine-Modal-content ::-p-text(确 定)');
  await page.waitForFunction(() => ![...document.querySelectorAll('[data-ht="page"] [data-ht="row"]')].some((r) => r.textContent?.includes('客房参数')));
  await reload(page);
  await idle(page);
  assert.is(await sidebarItem(page, '/system/manage/roomConfig'), null, 'gone from the sidebar');
});

menus.run();
