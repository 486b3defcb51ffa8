/**
 * Scheduled jobs, modules and the licence reminder as the administrator uses them, in real Chromium
 * against the real server: a licence ending in 5 days is announced once after entering a module (not
 * again after a reload); a job run now answers with its result and its log row is on /job/log; a
 * module is edited and one hotel's licence of it changed from the module page; the log filters by
 * result, exports a real .xlsx and is cleaned.
 */
import Sqlite from 'better-sqlite3';
import ExcelJS from 'exceljs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'puppeteer-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { formatDate } from '../../server/lib/time';
import { idle, launchBrowser } from './support/browser';
import { catchDownloads } from './support/downloads';
import { startServer, type RunningServer } from './support/server';
import { enterModule, signIn } from './support/session';
import { clickRowAction } from './support/row-actions';

type Ctx = { server: RunningServer; browser: Browser; context: BrowserContext; page: Page };
const test = suite<Ctx>('jobs and modules');
const DAY = 24 * 60 * 60 * 1000;

test.before(async (ctx) => {
  // The scheduler stays off: this file drives the jobs itself, with no background runs beside it.
  ctx.server = await startServer({ HT_JOBS: 'off' });
  ctx.browser = await launchBrowser();
  const db = new Sqlite(path.join(ctx.server.dataDir, 'ht.db'));
  db.prepare("UPDATE module_licences SET expires_on = ? WHERE module_id = 1002 AND org_id = (SELECT org_id FROM organisations WHERE org_code = 'HT001')").run(formatDate(Date.now() + 5 * DAY));
  db.close();
});
test.after(async (ctx) => {
  await ctx.browser?.close();
  await ctx.server?.stop();
});
test.before.each(async (ctx) => {
  ctx.context = await ctx.browser.createBrowserContext();
  ctx.page = await ctx.context.newPage();
  await signIn(ctx.page, ctx.server);
});
test.after.each(async (ctx) => {
  await ctx.context.close();
});

async function open(page: Page, route: string) {
  await page.evaluate((r) => window.htShell.navigate(r), route);
  await page.waitForSelector('[data-ht="page"] [data-ht="table"]');
  await idle(page);
}

const rowTexts = (page: Page, scope = '[data-ht="page"]') => page.$$eval(`${scope} [data-ht="row"]`, (rows) => rows.map((r) => r.textContent ?? ''));

test('entering a module warns once about the licence that ends in 5 days', async ({ page }) => {
  await enterModule(page, 2001);
  const warning = await page.waitForSelector('[data-ht="licence-warning"]');
  assert.match(await warning!.evaluate((el) => el.textContent ?? ''), /固定资产：\d{4}-\d{2}-\d{2} 到期，剩余 5 天/);
  await page.reload();
  await page.waitForSelector('[data-ht="tabs"]');
  await idle(page);
  assert.is(await page.$('[data-ht="licence-warning"]'), null, 'not again in the same session');
});

test('run a job now, see its result and its log row on /job/log', async ({ page }) => {
  await enterModule(page, 2001);
  await open(page, '/system/monitor/job');
  // By its name: the job key is a secondary column, hidden until shown under 列设置.
  assert.ok((await rowTexts(page)).some((r) => r.includes('释放失效授权席位')));
  await page.click('[data-ht="page"] [data-ht="row"] [aria-label="执行一次：释放失效授权席位"]');
  await page.waitForSelector('::-p-text(释放失效授权席位 执行成功)');
  await idle(page);
  await clickRowAction(page, '[data-ht="page"] [data-ht="row"]:has([aria-label="执行一次：释放失效授权席位"])', '[aria-label="释放失效授权席位 的调度日志"]');
  await page.waitForFunction(() => location.pathname === '/job/log' && /jobId=\d+/.test(location.search));
  // Scoped by route: the jobs page behind its tab may be marked hidden a frame after the log page shows.
  const logPage = '[data-ht="page"][data-route="/job/log"]';
  await page.waitForSelector(`${logPage} [data-ht="row"]`);
  await idle(page);
  const rows = await rowTexts(page, logPage);
  assert.is(rows.length, 1, `only this job: ${rows.join(' | ')} ${await page.evaluate(() => location.href)}`);
  assert.match(rows[0], /释放失效授权席位 \d+ 个/);
  assert.match(rows[0], '成功');
});

test("edit a module and one hotel's licence of it on the module page", async ({ page }) => {
  await enterModule(page, 2001);
  await open(page, '/htservice/module');
  await page.type('[data-ht="page"] [role="search"] [name="moduleName"]', '固定资产');
  await page.click('[data-ht="page"] [data-ht="crud-search"]');
  await page.waitForFunction(() => document.querySelectorAll('[data-ht="page"] [data-ht="row"]').length === 1);
  await idle(page);
  await page.click('[data-ht="page"] [data-ht="row"] [aria-label="修改 1002"]');
  await page.waitForSelector('form:has([data-ht="crud-save"]) [name="remark"]');
  await page.type('form:has([data-ht="crud-save"]) [name="remark"]', '客房资产与设备');
  await page.click('[data-ht="crud-save"]');
  await page.waitForFunction(() => !document.querySelector('[data-ht="crud-save"]'));
  await idle(page);
  assert.match((await rowTexts(page))[0], '客房资产与设备');

  await page.click('[data-ht="page"] [data-ht="row"] [aria-label="查看 固定资产 的授权"]');
  await page.waitForSelector('[data-ht="licences"] [data-ht="row"]');
  await idle(page);
  const before = await rowTexts(page, '[data-ht="licences"]');
  assert.equal(before.length, 2, 'every hotel, for the platform administrator');
  await page.click('[data-ht="licences"] [data-ht="row"] [aria-label="修改 合软度假酒店 的授权"]');
  const seats = await page.waitForSelector('[data-ht="licence-form"] input[name="seats"]');
  await seats!.click({ clickCount: 3 });
  await page.keyboard.press('Backspace');
  await seats!.type('8');
  await page.click('[data-ht="licence-save"]');
  await page.waitForFunction(() => !document.querySelector('[data-ht="licence-save"]'));
  await idle(page);
  const after = await rowTexts(page, '[data-ht="licences"]');
  assert.ok(
    after.some((r) => r.includes('合软度假酒店') && r.includes('8')),
    after.join(' | '),
  );
});

test('the job log filters by result, exports a real xlsx and is cleaned', async ({ page, browser, context, server }) => {
  const db = new Sqlite(path.join(server.dataDir, 'ht.db'));
  const insert = db.prepare(
    "INSERT INTO sys_job_log (job_id, job_name, job_key, status, message, error, start_time, stop_time) SELECT job_id, job_name, job_key, ?, ?, ?, ?, ? FROM sys_job WHERE job_key = 'purgeLoginLogs'",
  );
  insert.run('1', '数据库忙', 'Error: 数据库忙', Date.now() - 60_000, Date.now() - 59_000);
  insert.run('0', '清理 180 天前的登录日志 3 条', '', Date.now() - 30_000, Date.now() - 29_000);
  db.close();
  const downloads = await catchDownloads(browser, context);

  await enterModule(page, 2001);
  await open(page, '/job/log?status=1');
  const logPage = '[data-ht="page"][data-route="/job/log"]';
  await page.waitForFunction((scope) => document.querySelectorAll(`${scope} [data-ht="row"]`).length === 1, {}, logPage);
  assert.match((await rowTexts(page, logPage))[0], '数据库忙');
  const saved = downloads.next();
  await page.click(`${logPage} [data-ht="crud-export"]`);
  const file = await saved;
  assert.match(file, /\.xlsx$/, 'an xlsx file was saved');
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(file);
  const sheet = book.worksheets[0];
  assert.is(sheet.rowCount, 2, 'the header and the one failed run');
  assert.is(sheet.getRow(2).getCell(5).value, '数据库忙');

  await page.click('[data-ht="job-log-clean"]');
  await page.waitForSelector('::-p-text(确定清空全部调度日志吗？)');
  await page.click('[role="dialog"] ::-p-aria([name="确 定"][role="button"])');
  await page.waitForSelector('::-p-text(调度日志已清空)');
  await idle(page);
  assert.is((await rowTexts(page, logPage)).length, 0);
});

test.run();
