/**
 * System-service pages as a new administrator uses them, in real Chromium against the real server:
 * create a dictionary type and its data, edit a config key, customise and reset a table's columns (kept
 * across a reload and another browser), and export dictionary data to a real xlsx file.
 */
import Sqlite from 'better-sqlite3';
import ExcelJS from 'exceljs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'puppeteer-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { idle, launchBrowser } from './support/browser';
import { catchDownloads } from './support/downloads';
import { startServer, type RunningServer } from './support/server';
import { enterModule, signIn } from './support/session';

type Ctx = { server: RunningServer; browser: Browser; context: BrowserContext; page: Page };
const system = suite<Ctx>('system pages');

system.before(async (ctx) => {
  ctx.server = await startServer();
  ctx.browser = await launchBrowser();
});
system.after(async (ctx) => {
  await ctx.browser?.close();
  await ctx.server?.stop();
});
system.before.each(async (ctx) => {
  ctx.context = await ctx.browser.createBrowserContext();
  ctx.page = await ctx.context.newPage();
  await signIn(ctx.page, ctx.server);
  await enterModule(ctx.page, 2001);
});
system.after.each(async (ctx) => {
  await ctx.context.close();
});

async function open(page: Page, route: string) {
  await page.evaluate((r) => window.htShell.navigate(r), route);
  await page.waitForSelector('[data-ht="page"] [data-ht="table"]');
  await idle(page);
}

/** Fills the add/edit dialog's fields by name and saves it. */
async function fillAndSave(page: Page, values: Record<string, string>) {
  await page.waitForSelector('[data-ht="crud-form"] form, form:has([data-ht="crud-save"])');
  for (const [name, value] of Object.entries(values)) {
    const selector = `form:has([data-ht="crud-save"]) [name="${name}"]`;
    await page.$eval(selector, (el) => ((el as HTMLInputElement).value = ''));
    await page.click(selector, { clickCount: 3 });
    await page.keyboard.press('Backspace');
    await page.type(selector, value);
  }
  await page.click('[data-ht="crud-save"]');
  await page.waitForFunction(() => !document.querySelector('[data-ht="crud-save"]'));
  await idle(page);
}

const cellTexts = (page: Page) => page.$$eval('[data-ht="page"] [data-ht="row"]', (rows) => rows.map((r) => r.textContent ?? ''));

system('create a dictionary type and its data; the tab is marked as editing while the dialog has changes', async ({ page }) => {
  await open(page, '/system/manage/dict');
  await page.click('[data-ht="page"] [data-ht="crud-add"]');
  await page.waitForSelector('[data-ht="crud-save"]');
  await page.type('form:has([data-ht="crud-save"]) [name="dictName"]', '客房类型');
  await page.waitForFunction(() => document.querySelector('[data-ht="tab"][data-active="true"]')?.getAttribute('data-editing') === 'true');
  await page.type('form:has([data-ht="crud-save"]) [name="dictType"]', 'hotel_room_type');
  await page.click('[data-ht="crud-save"]');
  await page.waitForFunction(() => !document.querySelector('[data-ht="crud-save"]'));
  await idle(page);
  assert.ok(
    (await cellTexts(page)).some((t) => t.includes('hotel_room_type')),
    'the new type is listed',
  );
  assert.is(await page.$eval('[data-ht="tab"][data-active="true"]', (el) => el.getAttribute('data-editing')), null, 'saved: no longer editing');

  await page.click('::-p-aria([name="查看 hotel_room_type 的字典数据"])');
  await page.waitForSelector('[data-ht="page"] [data-ht="crud-add"]');
  await idle(page);
  assert.match(new URL(page.url()).pathname, /^\/dict\/type\/data\/\d+$/);
  await page.click('[data-ht="page"] [data-ht="crud-add"]');
  await fillAndSave(page, { dictLabel: '大床房', dictValue: 'king' });
  assert.ok((await cellTexts(page)).some((t) => t.includes('大床房') && t.includes('king')));
});

system('a required field left empty is named in the dialog and nothing is saved', async ({ page }) => {
  await open(page, '/system/manage/dict');
  const before = (await cellTexts(page)).length;
  await page.click('[data-ht="page"] [data-ht="crud-add"]');
  await page.waitForSelector('[data-ht="crud-save"]');
  await page.click('[data-ht="crud-save"]');
  await page.waitForSelector('::-p-text(字典名称不能为空)');
  await page.keyboard.press('Escape');
  await idle(page);
  assert.is((await cellTexts(page)).length, before);
});

system('edit a config key', async ({ page }) => {
  await open(page, '/system/manage/config');
  await page.type('[data-ht="page"] [role="search"] [name="configKey"]', 'sys.index.skinName');
  await page.click('[data-ht="page"] [data-ht="crud-search"]');
  await page.waitForFunction(() => document.querySelectorAll('[data-ht="page"] [data-ht="row"]').length === 1);
  assert.match(new URL(page.url()).search, 'configKey=sys.index.skinName', 'the search is in the URL');
  await page.click('[data-ht="page"] [data-ht="row"] ::-p-text(修改)');
  await fillAndSave(page, { configValue: 'skin-green' });
  assert.match((await cellTexts(page))[0], 'skin-green');
});

system('customised columns survive a reload and another browser; reset brings them back', async ({ page, browser, server }) => {
  const headers = (p: Page) => p.$$eval('[data-ht="page"] [data-ht="table"] thead th', (ths) => ths.map((th) => th.textContent?.trim() ?? ''));
  await open(page, '/system/manage/dict');
  assert.ok((await headers(page)).includes('备注'));
  await page.click('[data-ht="page"] [data-ht="crud-columns"]');
  await page.waitForSelector('[data-ht="column-settings"]');
  await page.click('[data-ht="column-settings"] ::-p-aria([name="显示备注"][role="checkbox"])');
  await page.click('[data-ht="column-save"]');
  await page.waitForFunction(() => !document.querySelector('[data-ht="column-settings"]'));
  await idle(page);
  assert.not.ok((await headers(page)).includes('备注'), 'hidden at once');
  await page.reload();
  await page.waitForSelector('[data-ht="page"] [data-ht="table"]');
  await idle(page);
  assert.not.ok((await headers(page)).includes('备注'), 'still hidden after a reload');

  const other = await browser.createBrowserContext();
  try {
    const elsewhere = await other.newPage();
    await signIn(elsewhere, server);
    await enterModule(elsewhere, 2001);
    await open(elsewhere, '/system/manage/dict');
    assert.not.ok((await headers(elsewhere)).includes('备注'), 'and in another browser');
  } finally {
    await other.close();
  }

  await page.click('[data-ht="page"] [data-ht="crud-columns"]');
  await page.waitForSelector('[data-ht="column-reset"]');
  await page.click('[data-ht="column-reset"]');
  await page.waitForFunction(() => !document.querySelector('[data-ht="column-settings"]'));
  await idle(page);
  assert.ok((await headers(page)).includes('备注'), 'reset shows it again');
});

system('export dictionary data to a real xlsx file', async ({ page, browser, context }) => {
  const downloads = await catchDownloads(browser, context);
  const saved = downloads.next();
  await open(page, '/system/manage/dict');
  await page.click('::-p-aria([name="查看 sys_common_status 的字典数据"])');
  await page.waitForSelector('[data-ht="page"] [data-ht="crud-export"]');
  await idle(page);
  await page.click('[data-ht="page"] [data-ht="crud-export"]');
  const file = await saved;
  assert.match(path.basename(file), /^sys-dict-data_\d{14}\.xlsx$/);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(file);
  const sheet = book.worksheets[0];
  const rows: string[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((v) => String(v ?? ''))));
  const labelAt = rows[0].indexOf('字典标签');
  assert.ok(labelAt >= 0, `header: ${rows[0].join(',')}`);
  assert.equal(
    rows
      .slice(1)
      .map((r) => r[labelAt])
      .sort(),
    ['失败', '成功', '退出'].sort(),
  );
});

system('save a query plan under a name, find it again after a reload and apply it', async ({ page }) => {
  await open(page, '/system/manage/config');
  await page.click('[data-ht="page"] [data-ht="crud-plans"]');
  await page.waitForSelector('[data-ht="query-plans"]');
  await page.click('[data-ht="query-plan-save"]');
  await page.waitForSelector('::-p-text(请输入方案名称)');
  await page.click('[data-ht="query-add-condition"]');
  await page.type('[data-ht="query-condition"] ::-p-aria([name="参数名称 值"])', '主框架页-默认皮肤样式');
  await page.type('[data-ht="query-plan-name"]', '皮肤参数');
  await page.click('[data-ht="query-plan-save"]');
  await page.waitForSelector('::-p-aria([name="应用方案皮肤参数"])');
  await page.reload();
  await page.waitForSelector('[data-ht="page"] [data-ht="table"]');
  await idle(page);
  await page.click('[data-ht="page"] [data-ht="crud-plans"]');
  const apply = await page.waitForSelector('::-p-aria([name="应用方案皮肤参数"])');
  await apply!.click();
  await page.waitForFunction(() => document.querySelectorAll('[data-ht="page"] [data-ht="row"]').length === 1);
  assert.match((await cellTexts(page))[0], 'sys.index.skinName');
});

system('page through 2,000 rows and switch to all', async ({ page, server }) => {
  const db = new Sqlite(path.join(server.dataDir, 'ht.db'));
  const type = db.prepare("INSERT INTO dict_type (dict_name, dict_type, status, remark) VALUES ('房间号', 'hotel_room_no', '0', '') RETURNING dict_id").get() as { dict_id: number };
  const insert = db.prepare(
    "INSERT INTO dict_data (dict_sort, dict_label, dict_value, dict_type, css_class, list_class, is_default, status, remark) VALUES (?, ?, ?, 'hotel_room_no', '', '', 'N', '0', '')",
  );
  db.transaction(() => {
    for (let i = 1; i <= 2000; i++) insert.run(i, `房间 ${String(i).padStart(4, '0')}`, `R${i}`);
  })();
  db.close();
  await open(page, `/dict/type/data/${type.dict_id}`);
  assert.match(await page.$eval('[data-ht="page"] [data-ht="pagination"]', (el) => el.textContent ?? ''), '2000');
  await page.click('[data-ht="page"] [data-ht="page-button"][data-page="3"]');
  await page.waitForFunction(() => new URL(location.href).searchParams.get('pageNum') === '3');
  await idle(page);
  assert.match((await cellTexts(page))[0], '房间 0021', 'page 3 starts at row 21');
  await page.reload();
  await page.waitForSelector('[data-ht="page"] [data-ht="row"]');
  await idle(page);
  assert.match((await cellTexts(page))[0], '房间 0021', 'the page is a deep link');
  await page.evaluate(() => {
    const url = new URL(location.href);
    url.searchParams.set('pageSize', '100000000');
    url.searchParams.set('pageNum', '1');
    return window.htShell.navigate(url.pathname + url.search);
  });
  await page.waitForFunction(() => document.querySelector('[data-ht="page"] [data-ht="pagination"]')?.getAttribute('data-page-size') === '100000000');
  await idle(page);
  const rendered = (await cellTexts(page)).length;
  assert.ok(rendered > 10 && rendered < 200, `all 2,000 rows are reachable but only the visible ones are in the page (${rendered})`);
  await page.$eval('[data-ht="page"] [data-ht="table-scroll"]', (el) => el.scrollTo(0, el.scrollHeight));
  await page.waitForFunction(() => [...document.querySelectorAll('[data-ht="page"] [data-ht="row"]')].some((r) => r.textContent?.includes('房间 2000')));
});

system('the login log lists sign-ins; online users lists live sessions', async ({ page }) => {
  await open(page, '/system/monitor/logininfor');
  assert.ok(
    (await cellTexts(page)).some((t) => t.includes('admin') && t.includes('成功')),
    'this sign-in is logged',
  );
  await open(page, '/system/monitor/online');
  assert.ok(
    (await cellTexts(page)).some((t) => t.includes('admin')),
    'this session is online',
  );
});

system('change the password in the personal centre and sign in with the new one', async ({ browser, server }) => {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await signIn(page, server, { user: 'accountant1' });
    await enterModule(page, 1001);
    await page.evaluate(() => window.htShell.navigate('/user/profile'));
    await page.waitForSelector('[data-ht="password-form"]');
    await page.type('[data-ht="password-form"] [name="password"]', server.password);
    await page.type('[data-ht="password-form"] [name="psw"]', 'NewPass2026');
    await page.type('[data-ht="password-form"] [name="confirm"]', 'NewPass2026');
    await page.click('[data-ht="password-save"]');
    await page.waitForSelector('[data-ht="password-changed"]');
    const fresh = await browser.createBrowserContext();
    try {
      const again = await fresh.newPage();
      await signIn(again, { ...server, password: 'NewPass2026' }, { user: 'accountant1' });
      assert.ok(await again.$('[data-ht="module"]'), 'the new password signs in');
    } finally {
      await fresh.close();
    }
  } finally {
    await context.close();
  }
});

system.run();
