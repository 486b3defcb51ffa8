/**
 * The report pages as a user meets them, in real Chromium against the real server: the operating
 * revenue report shows its chart (an svg with bars) and totals, follows a change of range, and exports
 * to Excel through a task whose file is downloaded and read back; the inventory price chart opens in
 * the consumables module with its bars and donut; the report calculation page writes a period's
 * income statement through its task.
 */
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
const reports = suite<Ctx>('reports');

reports.before(async (ctx) => {
  ctx.server = await startServer();
  ctx.browser = await launchBrowser();
});
reports.after(async (ctx) => {
  await ctx.browser?.close();
  await ctx.server?.stop();
});
reports.before.each(async (ctx) => {
  ctx.context = await ctx.browser.createBrowserContext();
  ctx.page = await ctx.context.newPage();
  await signIn(ctx.page, ctx.server);
});
reports.after.each(async (ctx) => {
  await ctx.context.close();
});

async function open(page: Page, route: string) {
  await page.evaluate((r) => window.htShell.navigate(r), route);
  await page.waitForSelector('[data-ht="page"] [data-ht="report"] [data-ht="table"]');
  await idle(page);
}

const totalOf = (page: Page, key: string) => page.$eval(`[data-ht="page"] [data-ht="report-totals"] [data-total="${key}"]`, (el) => el.lastElementChild?.textContent ?? '');
const barCount = (page: Page) => page.$$eval('[data-ht="page"] [data-ht="report-chart"] svg .recharts-bar-rectangle', (bars) => bars.length);

/** Sets the range inputs and runs the query. */
async function setRange(page: Page, from: string, to: string) {
  for (const [name, value] of [
    ['from', from],
    ['to', to],
  ]) {
    const selector = `[data-ht="page"] [data-ht="report-filters"] input[name="${name}"]`;
    await page.click(selector, { clickCount: 3 });
    await page.keyboard.press('Backspace');
    await page.type(selector, value);
  }
  await page.click('[data-ht="page"] [data-ht="report-search"]');
  await idle(page);
}

const yearAgo = () => new Date(Date.now() - 366 * 24 * 3600 * 1000).toISOString().slice(0, 10);
const today = () => new Date().toISOString().slice(0, 10);

reports('operating revenue: chart and totals, a change of range, and an Excel export through the job', async ({ page, browser, context }) => {
  await enterModule(page, 3001);
  await open(page, '/htservice/crmOperatingRevenueDetail');
  assert.ok(await page.$('link[rel="stylesheet"][href*="/charts-"]'), 'the chart styles came with the page');
  await setRange(page, yearAgo(), today());
  await page.waitForSelector('[data-ht="page"] [data-ht="report-chart"] svg .recharts-bar-rectangle');
  assert.ok((await barCount(page)) > 0, 'bars are drawn');
  const wide = await totalOf(page, 'amount');
  assert.match(wide, /^[\d,]+\.\d\d$/);
  assert.not.equal(wide, '0.00', 'the demo revenue of the last year');

  await setRange(page, '2000-01-01', '2000-01-31');
  assert.is(await totalOf(page, 'amount'), '0.00');
  assert.is(await barCount(page), 0, 'no rows, no chart');
  await setRange(page, yearAgo(), today());
  assert.is(await totalOf(page, 'amount'), wide);

  const downloads = await catchDownloads(browser, context);
  await page.click('[data-ht="page"] [data-ht="report-excel"]');
  const result = '[data-ht="page"] [data-ht="task-row"][data-kind="reportExcel"][data-status="done"] [data-ht="task-result"]';
  await page.waitForSelector(result, { timeout: 20_000 });
  const saved = downloads.next();
  await page.click(result);
  const file = path.basename(await saved);
  assert.ok(file.startsWith('营业收入明细-') && file.endsWith('.xlsx'), file);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(path.join(downloads.dir, file));
  const sheet = book.getWorksheet('营业收入明细')!;
  const last = (sheet.getRow(sheet.rowCount).values as unknown[]).slice(1);
  assert.is(last[0], '合计');
  assert.is(Number(last[2]).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }), wide, 'the workbook total is the page total');

  // PDF preview: the task's PDF opens in the print preview (pages drawn), without a voucher's print records.
  await page.click('[data-ht="page"] [data-ht="report-pdf"]');
  const preview = '[data-ht="page"] [data-ht="task-row"][data-kind="reportPdf"][data-status="done"] [data-ht="task-preview"]';
  await page.waitForSelector(preview, { timeout: 20_000 });
  await page.click(preview);
  await page.waitForSelector('[data-ht="print-dialog"] [data-ht="print-canvas"][data-drawn="1@100"]', { timeout: 20_000 });
  assert.ok(Number(await page.$eval('[data-ht="print-dialog"] [data-ht="print-page"]', (el) => el.getAttribute('data-pages'))) >= 1);
  assert.is(await page.$('[data-ht="print-dialog"] [data-ht="print-count"]'), null, 'a report has no print records');
  assert.ok(await page.$('[data-ht="print-dialog"] [data-ht="print-print"]'), 'it can be printed');
});

reports('the inventory price chart opens in the consumables module with bars and a donut', async ({ page }) => {
  await enterModule(page, 1003);
  await open(page, '/cloudCommerce/sourcing/InventoryPriceStatus2Chart');
  await page.waitForSelector('[data-ht="page"] [data-ht="report-chart"][data-chart-type="donut"] svg .recharts-pie-sector');
  assert.ok((await barCount(page)) >= 3, 'one bar per warehouse');
  assert.equal(await page.$$eval('[data-ht="page"] [data-ht="report-chart"] figcaption', (els) => els.map((e) => e.textContent)), ['各仓库库存金额', '单价区间物品数']);
  assert.match(await totalOf(page, 'amount'), /^[\d,]+\.\d\d$/);
  assert.not.ok(await page.$('[data-ht="page"] [data-ht="report-filters"]'), 'current stock: no range to choose');
});

reports("report calculation writes the period's income statement through its task", async ({ page }) => {
  await enterModule(page, 1005);
  await page.evaluate(() => window.htShell.navigate('/reports/calculate'));
  await page.waitForSelector('[data-ht="page"] [data-ht="report-calculate-start"]');
  await idle(page);
  await page.click('[data-ht="page"] [data-ht="report-calculate-start"]');
  await page.waitForSelector('[data-ht="page"] [data-ht="task-row"][data-kind="reportCalculate"][data-status="done"]', { timeout: 20_000 });
  // Fifteen lines down to 净利润; the table draws the rows in view (virtualised), which are the first ones.
  await page.waitForSelector('[data-ht="page"] [data-ht="report-calculate"] [data-ht="table"][data-row-count="15"]');
  await idle(page);
  const names = await page.$$eval('[data-ht="page"] [data-ht="report-calculate"] [data-ht="row"]', (rows) => rows.map((r) => r.firstElementChild?.textContent ?? ''));
  const lines = [
    '营业收入',
    '营业成本',
    '税金及附加',
    '销售费用',
    '管理费用',
    '财务费用',
    '资产减值损失',
    '投资收益',
    '其他收益',
    '营业利润',
    '营业外收入',
    '营业外支出',
    '利润总额',
    '所得税费用',
    '净利润',
  ];
  assert.ok(names.length >= 5, `rows drawn: ${names.length}`);
  assert.equal(
    names,
    lines.slice(0, names.length).map((line) => `利润表-${line}`),
  );
});

reports.run();
