/**
 * The business module as the front desk of the first hotel uses it, in real Chromium against the real
 * server: open 价格协议 from the sidebar, create an agreement (a valid-to before the valid-from is
 * refused at that field first), then import an xlsx of agreements built here with exceljs: the
 * progress bar reaches 100 % and the imported agreements are in the list.
 */
import ExcelJS from 'exceljs';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'puppeteer-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { PRICE_HEADER, priceRows } from '../support/agreement-sheet';
import { idle, launchBrowser } from './support/browser';
import { choose, typeInto } from './support/crud-form';
import { startServer, type RunningServer } from './support/server';
import { enterModule, signIn } from './support/session';

type Ctx = { server: RunningServer; browser: Browser; context: BrowserContext; page: Page; dir: string };
const business = suite<Ctx>('business');

business.before(async (ctx) => {
  ctx.server = await startServer();
  ctx.browser = await launchBrowser();
  ctx.dir = mkdtempSync(path.join(tmpdir(), 'ht-e2e-business-'));
});
business.after(async (ctx) => {
  await ctx.browser?.close();
  await ctx.server?.stop();
});
business.before.each(async (ctx) => {
  ctx.context = await ctx.browser.createBrowserContext();
  ctx.page = await ctx.context.newPage();
  await signIn(ctx.page, ctx.server, { user: 'frontdesk1' });
  await enterModule(ctx.page, 1004);
  await ctx.page.click('[data-ht="sidebar"] [data-ht="menu-item"][data-path="/business/priceAgreement"]');
  await ctx.page.waitForSelector('[data-ht="page"] [data-ht="row"]');
  await idle(ctx.page);
});
business.after.each(async (ctx) => {
  await ctx.context.close();
});

const rowTexts = (page: Page) => page.$$eval('[data-ht="page"] [data-ht="row"]', (rows) => rows.map((r) => r.textContent ?? ''));

/** Searches the list by agreement number (contains). */
async function searchNo(page: Page, text: string) {
  const input = '[data-ht="page"] [role="search"] [name="agreementNo"]';
  await page.click(input, { clickCount: 3 });
  await page.keyboard.press('Backspace');
  await page.type(input, text);
  await page.click('[data-ht="page"] [data-ht="crud-search"]');
  await page.waitForFunction((t: string) => new URL(location.href).searchParams.get('agreementNo') === t, {}, text);
  await idle(page);
}

business('价格协议: create an agreement; a valid-to before the valid-from is refused at that field', async ({ page }) => {
  assert.match(await page.$eval('[data-ht="page"] h1', (el) => el.textContent ?? ''), '价格协议');
  await page.click('[data-ht="page"] [data-ht="crud-add"]');
  await page.waitForSelector('[data-ht="crud-save"]');
  await typeInto(page, 'agreementNo', 'XJ-E2E-1');
  await typeInto(page, 'agreementUnit', '华为技术有限公司');
  await choose(page, '房型', '豪华大床房');
  await typeInto(page, 'agreedPrice', '688');
  await choose(page, '早餐', '双早');
  await typeInto(page, 'validFrom', '2026-03-01');
  await typeInto(page, 'validTo', '2026-02-28');
  await choose(page, '状态', '生效');
  await typeInto(page, 'salesperson', '周婷');
  await page.click('[data-ht="crud-save"]');
  await page.waitForSelector('::-p-text(失效日期 不能早于 生效日期)');

  await typeInto(page, 'validTo', '2027-02-28');
  await page.click('[data-ht="crud-save"]');
  await page.waitForFunction(() => !document.querySelector('[data-ht="crud-save"]'));
  await idle(page);
  await searchNo(page, 'XJ-E2E-1');
  const rows = await rowTexts(page);
  assert.is(rows.length, 1);
  assert.ok(
    ['XJ-E2E-1', '华为技术有限公司', '豪华大床房', '688.00', '双早', '2027-02-28', '生效', '周婷'].every((text) => rows[0].includes(text)),
    rows[0],
  );
});

business('价格协议: import an xlsx; the progress reaches 100 % and the agreements are listed', async ({ page, dir }) => {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('协议价格');
  sheet.addRow(PRICE_HEADER);
  for (const row of priceRows(300, 'E2E-IMP')) sheet.addRow(row);
  const file = path.join(dir, 'price-agreements.xlsx');
  await workbook.xlsx.writeFile(file);

  await page.click('[data-ht="page"] [data-ht="record-import"]');
  await page.waitForSelector('[data-ht="page"] [data-ht="record-import-section"] [data-ht="import-panel"]');
  const input = await page.waitForSelector('[data-ht="page"] [data-ht="import-panel"] input[type="file"]');
  await input!.uploadFile(file);
  await page.waitForSelector('[data-ht="page"] [data-ht="import-start"]:not([disabled])');
  await page.click('[data-ht="page"] [data-ht="import-start"]');
  const row = await page.waitForSelector('[data-ht="page"] [data-ht="task-row"][data-kind="price-agreement-import"][data-status="done"]', { timeout: 60_000 });
  assert.is(await row!.$eval('[data-ht="task-progress"]', (el) => Number(el.getAttribute('aria-valuenow'))), 100);
  assert.match(await row!.$eval('[data-ht="task-step"]', (el) => el.textContent ?? ''), '导入 300 行（新增 300，更新 0），错误 0 行');

  await idle(page);
  await searchNo(page, 'E2E-IMP');
  assert.is(await page.$eval('[data-ht="page"] [data-ht="pagination"]', (el) => el.getAttribute('data-total')), '300');
  await searchNo(page, 'E2E-IMP-123');
  const rows = await rowTexts(page);
  assert.is(rows.length, 1);
  assert.ok(
    ['中青旅控股股份有限公司', '豪华大床房', '523.00', '单早', '2026-01-01', '2026-12-31', '生效', '周婷'].every((text) => rows[0].includes(text)),
    rows[0],
  );
});

business.run();
