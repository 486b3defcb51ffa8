/** The RPA examples of examples/rpa run against the real product, as a script would in a hotel. */
import ExcelJS from 'exceljs';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { importDictCsv, readCsv } from '../../examples/rpa/import-dict-csv';
import { monthEnd } from '../../examples/rpa/month-end';
import { openAssetPages } from '../../examples/rpa/open-pages';
import { launchBrowser } from './support/browser';
import { catchDownloads } from './support/downloads';
import { startServer } from './support/server';
import { tokenOf } from './support/session';

test('open-pages: signs in, switches module, opens three pages, closes the others', async () => {
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    const tabs = await openAssetPages(page, { url: server.url, user: 'admin', password: server.password });
    assert.equal(tabs, ['/assets/index', '/assets/check']);
  } finally {
    await browser.close();
    await server.stop();
  }
});

test('import-dict-csv: bulk-creates dictionary data from a CSV file through the UI', async () => {
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    const rows = readCsv(readFileSync(new URL('../../examples/rpa/data/room-types.csv', import.meta.url), 'utf8'));
    assert.is(rows.length, 4);
    const listed = await importDictCsv(await browser.newPage(), { url: server.url, user: 'admin', password: server.password, dictType: 'sys_user_sex', rows });
    for (const row of rows) assert.ok(listed.some((text) => text.includes(row.dictLabel) && text.includes(row.dictValue)), row.dictLabel);
  } finally {
    await browser.close();
    await server.stop();
  }
});

test('month-end: depreciates the period, sends its voucher, audits what colleagues sent, saves the trial balance', async () => {
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    const context = await browser.createBrowserContext();
    const downloads = await catchDownloads(browser, context);
    const saved = downloads.next();
    const result = await monthEnd(await context.newPage(), { url: server.url, user: 'admin', password: server.password, orgCode: 'HT001' });
    assert.match(result.depreciationVoucher, /^记-\d{4}$/);
    assert.ok(result.audited.length > 0, 'the demo books hold vouchers the accountant sent for audit');
    assert.not.ok(result.audited.includes(result.depreciationVoucher), "one's own voucher is left for a colleague");
    assert.match(result.trialBalance, /试算平衡：/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(await saved);
    assert.is(book.worksheets[0].name, '试算平衡表');

    // What the server now holds: the voucher sent, the audited ones audited.
    const token = await tokenOf(context);
    const api = async (p: string) => (await fetch(`${server.url}/prod-api/htservice${p}`, { headers: { authorization: `Bearer ${token}` } })).json();
    const vouchers: Array<{ voucherNumber: string; status: string }> = (await api('/voucher/list?pageSize=500')).rows;
    assert.is(vouchers.find((v) => v.voucherNumber === result.depreciationVoucher)?.status, '1', 'sent for audit');
    for (const no of result.audited) assert.is(vouchers.find((v) => v.voucherNumber === no)?.status, '2', `${no} audited`);

    // A second run the same month changes nothing it already did.
    const again = await monthEnd(await context.newPage(), { url: server.url, user: 'admin', password: server.password, orgCode: 'HT001' });
    assert.equal([again.depreciationVoucher, again.audited], [result.depreciationVoucher, []]);
  } finally {
    await browser.close();
    await server.stop();
  }
});

test.run();
