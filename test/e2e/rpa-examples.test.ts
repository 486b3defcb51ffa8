/** The RPA examples of examples/rpa run against the real product, as a script would in a hotel. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { importDictCsv, readCsv } from '../../examples/rpa/import-dict-csv';
import { monthEnd } from '../../examples/rpa/month-end';
import { openAssetPages } from '../../examples/rpa/open-pages';
import { idle, launchBrowser } from './support/browser';
import { startServer } from './support/server';
import { enterModule, signIn, tokenOf } from './support/session';

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
    for (const row of rows)
      assert.ok(
        listed.some((text) => text.includes(row.dictLabel) && text.includes(row.dictValue)),
        row.dictLabel,
      );
  } finally {
    await browser.close();
    await server.stop();
  }
});

test("month-end: the demo hotel's period closed by script: depreciate, send, audit, sign, post, carry forward, check, close", async () => {
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    const said: string[] = [];
    const result = await monthEnd(browser, {
      url: server.url,
      orgCode: 'HT001',
      log: (line) => said.push(line),
      accountant: { user: 'accountant1', password: server.password },
      checker: { user: 'admin', password: server.password },
    });
    const today = new Date();
    const period = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}`;
    assert.is(result.period, period, 'the login period');
    assert.match(result.depreciationVoucher, /^记-\d{4}$/);
    assert.match(result.carryForwardVoucher, /^记-\d{4}$/);
    // The demo period holds vouchers unsent, sent and audited but unsigned (server/db/seed-vouchers.ts).
    for (const no of [result.depreciationVoucher, result.carryForwardVoucher]) assert.ok(result.sent.includes(no) && result.audited.includes(no) && result.posted.includes(no), no);
    assert.ok(result.signed.length > 0, 'the cashier signed the cash and bank vouchers');
    assert.equal(result.checks, { vouchers: true, depreciation: true, carryForward: true, trialBalance: true });
    assert.is(said.at(-1), `${period} 已结账`, said.join('\n'));

    // What the accountant now sees: 期末结账 shows the period closed, and a voucher dated in it is refused with the reason.
    const context = await browser.createBrowserContext();
    const page = await context.newPage();
    await signIn(page, server, { user: 'accountant1', orgCode: 'HT001' });
    await enterModule(page, 1001);
    await page.evaluate(() => window.htShell.navigate('/accounting/periodClose'));
    const row = `[data-ht="page"] [data-ht="close-period"][data-period="${today.getMonth() + 1}"]`;
    await page.waitForSelector(row);
    await idle(page);
    assert.is(await page.$eval(row, (el) => el.getAttribute('data-status')), '1');
    assert.match(await page.$eval(row, (el) => el.textContent ?? ''), '已结账');
    const token = await tokenOf(context);
    // Its vouchers say why they cannot be changed any more.
    const listed: Array<{ voucherId: number; voucherNumber: string }> = (
      await (await fetch(`${server.url}/prod-api/htservice/voucher/list?period=${period}&pageSize=500`, { headers: { authorization: `Bearer ${token}` } })).json()
    ).rows;
    const depreciation = listed.find((v) => v.voucherNumber === result.depreciationVoucher)!;
    await page.evaluate((id) => window.htShell.navigate(`/htservice/accountChangeVoucher?voucherId=${id}`), depreciation.voucherId);
    await page.waitForSelector('[data-ht="voucher-detail"] [data-ht="voucher-period-closed"]');
    await idle(page);
    assert.match(await page.$eval('[data-ht="voucher-period-closed"]', (el) => el.textContent ?? ''), period);
    const refused = await fetch(`${server.url}/prod-api/htservice/voucher`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        voucherDate: `${period}-01`,
        lines: [
          { summary: '补记', accountCode: '1403', debit: 100, credit: 0 },
          { summary: '补记', accountCode: '2241', debit: 0, credit: 100 },
        ],
      }),
    });
    const answer = await refused.json();
    assert.equal([refused.status, answer.field], [422, 'voucherDate']);
    assert.match(answer.msg, `会计期间 ${period} 已结账`);
  } finally {
    await browser.close();
    await server.stop();
  }
});

test.run();
