/**
 * 总账 in real Chromium against the real server: the trial balance of the demo books for the login
 * period is shown balanced, with sub-accounts indented; the trial-calculation task started from the page
 * reaches 100 % over the task socket, says the books balance, and its workbook downloads and reads back.
 */
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { Browser } from 'puppeteer-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { idle, launchBrowser } from './support/browser';
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
  await page.setViewport({ width: 1400, height: 1400 }); // every account's row on screen (the table is virtualised)
  const downloads = mkdtempSync(path.join(tmpdir(), 'ht-download-'));
  const cdp = await browser.target().createCDPSession();
  await cdp.send('Browser.setDownloadBehavior', { behavior: 'allow', downloadPath: downloads, eventsEnabled: true, browserContextId: context.id });
  const downloaded = new Promise<void>((resolve) => cdp.on('Browser.downloadProgress', (e: { state: string }) => e.state === 'completed' && resolve()));
  try {
    await signIn(page, server);
    await enterModule(page, 1001);
    await page.evaluate(() => window.htShell.navigate('/accounting/ledger/general'));
    const scope = '[data-ht="page"][data-route="/accounting/ledger/general"]';
    await page.waitForSelector(`${scope} [data-ht="ledger-balanced"]`);
    await idle(page);
    assert.is(await page.$eval(`${scope} [data-ht="ledger-balanced"]`, (el) => el.textContent), '试算平衡');
    const rows = await page.$$eval(`${scope} [data-ht="row"]`, (els) => els.map((el) => el.textContent ?? ''));
    assert.ok(rows.some((r) => r.startsWith('1002银行存款')), rows.slice(0, 5).join(' | '));
    assert.ok(rows.some((r) => r.startsWith('600101主营业务收入-客房收入')), 'a sub-account is listed');

    await page.click(`${scope} [data-ht="ledger-trial"]`);
    const task = await page.waitForSelector(`${scope} [data-ht="task-row"]`);
    await page.waitForFunction((sel) => document.querySelector(`${sel} [data-ht="task-progress"]`)?.getAttribute('aria-valuenow') === '100', { polling: 100 }, scope);
    await page.waitForFunction((sel) => document.querySelector(`${sel} [data-ht="task-row"]`)?.textContent?.includes('借贷相等'), { polling: 100 }, scope);
    assert.ok(task);
    await page.click(`${scope} [data-ht="task-result"]`);
    await downloaded;
    const file = readdirSync(downloads).find((f) => f.endsWith('.xlsx'));
    assert.ok(file?.startsWith('trial-balance-'), `saved as ${file}`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(path.join(downloads, file!));
    assert.is(book.worksheets[0].name, '试算平衡表');
    assert.is(book.worksheets[0].getRow(1).getCell(2).value, '科目名称');
  } finally {
    await context.close();
  }
});

test.run();
