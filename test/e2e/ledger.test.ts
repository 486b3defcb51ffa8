/**
 * 总账 in real Chromium against the real server: the trial balance of the demo books for the login
 * period is shown balanced, with sub-accounts indented; the trial-calculation task started from the page
 * reaches 100 % over the task socket, says the books balance, and its workbook downloads and reads back.
 */
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { Browser } from 'puppeteer-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { idle, launchBrowser } from './support/browser';
import { catchDownloads } from './support/downloads';
import { startServer, type RunningServer } from './support/server';
import { enterModule, signIn } from './support/session';

const test = suite<{ server: RunningServer; browser: Browser }>('general ledger');

test.before(async (ctx) => {
  ctx.server = await startServer();
  ctx.browser = await launchBrowser();
});
test.after(async (ctx) => {
  await ctx.browser?.close();
  await ctx.server?.stop();
});

test('the trial balance is shown balanced, and its workbook task runs to the end and downloads', async ({ server, browser }) => {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  const downloads = await catchDownloads(browser, context);
  try {
    await signIn(page, server);
    await enterModule(page, 1001);
    await page.evaluate(() => window.htShell.navigate('/accounting/ledger/general'));
    const scope = '[data-ht="page"][data-route="/accounting/ledger/general"]';
    await page.waitForSelector(`${scope} [data-ht="ledger-balanced"]`);
    await idle(page);
    assert.is(await page.$eval(`${scope} [data-ht="ledger-balanced"]`, (el) => el.textContent), '试算平衡');
    const rows = await page.$$eval(`${scope} [data-ht="row"]`, (els) => els.map((el) => el.textContent ?? ''));
    assert.ok(
      rows.some((r) => r.startsWith('1002银行存款')),
      rows.slice(0, 5).join(' | '),
    );
    // Income accounts are at the end of the (virtualised) chart: scroll there to find the sub-account.
    await page.$eval(`${scope} [data-ht="table-scroll"]`, (el) => el.scrollTo({ top: el.scrollHeight }));
    await page.waitForFunction((sel) => [...document.querySelectorAll(`${sel} [data-ht="row"]`)].some((r) => r.textContent?.startsWith('600101主营业务收入-客房收入')), { polling: 100 }, scope);

    await page.click(`${scope} [data-ht="ledger-trial"]`);
    const task = await page.waitForSelector(`${scope} [data-ht="task-row"]`);
    await page.waitForFunction((sel) => document.querySelector(`${sel} [data-ht="task-progress"]`)?.getAttribute('aria-valuenow') === '100', { polling: 100 }, scope);
    await page.waitForFunction((sel) => document.querySelector(`${sel} [data-ht="task-row"]`)?.textContent?.includes('借贷相等'), { polling: 100 }, scope);
    assert.ok(task);
    const saved = downloads.next();
    await page.click(`${scope} [data-ht="task-result"]`);
    const file = await saved;
    assert.match(path.basename(file), /^trial-balance-\d{4}-\d{2}\.xlsx$/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(file);
    assert.is(book.worksheets[0].name, '试算平衡表');
    assert.is(book.worksheets[0].getRow(1).getCell(2).value, '科目名称');
  } finally {
    await context.close();
  }
});

test('the detail ledger of an account runs its balance, exports it, and a voucher number opens the voucher', async ({ server, browser }) => {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport({ width: 1400, height: 1000 });
  const downloads = await catchDownloads(browser, context);
  try {
    await signIn(page, server);
    await enterModule(page, 1001);
    await page.evaluate(() => window.htShell.navigate('/accounting/ledger/detail'));
    const scope = '[data-ht="page"][data-route="/accounting/ledger/detail"]';
    await page.waitForSelector(`${scope} [data-ht="ledger-carried"]`);
    await idle(page);
    // Pick 1002 银行存款 in the searchable account field.
    await page.click(`${scope} [data-ht="ledger-account"]`, { clickCount: 3 }); // selects the shown account to type over it
    await page.keyboard.type('1002');
    const option = await page.waitForSelector('::-p-aria([name="1002 银行存款"][role="option"])');
    await option!.click();
    await page.waitForFunction((sel) => (document.querySelector(`${sel} [data-ht="ledger-account"]`) as HTMLInputElement)?.value.startsWith('1002'), { polling: 100 }, scope);
    await idle(page);
    const rows = await page.$$eval(`${scope} [data-ht="row"]`, (els) => els.map((el) => el.textContent ?? ''));
    assert.ok(rows.length > 0, 'the demo books post to the bank account in the login period');
    assert.ok(
      rows.every((r) => r.includes('1002')),
      rows.join(' | '),
    );

    const saved = downloads.next();
    await page.click(`${scope} [data-ht="ledger-export"]`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(await saved);
    assert.is(book.worksheets[0].name, '明细账');
    assert.is(book.worksheets[0].getRow(2).getCell(4).value, '承前余额');
    assert.is(book.worksheets[0].rowCount, rows.length + 3, 'header, brought forward, the lines, the totals');

    const link = await page.$eval(`${scope} [data-ht="row"] [data-ht="voucher-link"]`, (a) => a.textContent ?? '');
    await page.click(`${scope} [data-ht="row"] [data-ht="voucher-link"]`);
    await page.waitForSelector('[data-ht="page"][data-route^="/htservice/accountChangeVoucher"]');
    await idle(page);
    assert.match(await page.$eval('[data-ht="page"]', (el) => el.textContent ?? ''), link);
  } finally {
    await context.close();
  }
});

test.run();
