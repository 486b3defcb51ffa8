/**
 * The general ledger / trial balance (GET /htservice/accounting/ledger/general) and its workbook task
 * (trial-calculation), over books whose figures were worked out by hand:
 *   opening   1001 库存现金 D 5,000.00 · 1002 银行存款 D 100,000.00 · 2202 应付账款 C 30,000.00 · 2211 应付职工薪酬 C 75,000.00
 *   period 3  (audited)   Dr 1002 1,000.00 / Cr 1122 1,000.00
 *   period 5  (audited)   Dr 1002 12,000.00 / Cr 600101 10,000.00, Cr 600102 2,000.00
 *   period 5  (unaudited) Dr 6602 500.00 / Cr 1001 500.00
 */
import ExcelJS from 'exceljs';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { fillDims } from './aux-fill.js';
import { setup, type Harness } from './support.js';

type Ctx = { h: Harness; token: string; year: number };
const test = suite<Ctx>('ledger');
const LEDGER = '/prod-api/htservice/accounting/ledger/general';

/** A call as accountant1 (or as `token`: null for none), in Chinese. */
const call = (ctx: Ctx, method: string, path: string, opts: { token?: string | null; body?: unknown; query?: Record<string, string> } = {}) =>
  ctx.h.call(method, path, { token: opts.token === undefined ? ctx.token : (opts.token ?? undefined), body: opts.body, query: opts.query, headers: { 'accept-language': 'zh-CN' } });

const line = (accountCode: string, debit: number, credit: number) => ({ summary: '测试', accountCode, debit, credit });

async function voucher(ctx: Ctx, date: string, lines: ReturnType<typeof line>[], audited: boolean) {
  const filled = await fillDims(ctx.h, await ctx.h.orgId('HT001'), lines);
  const res = await call(ctx, 'POST', '/prod-api/htservice/voucher', { body: { voucherDate: date, lines: filled } });
  assert.is(res.status, 200, JSON.stringify(res.body));
  if (audited) await ctx.h.db.updateTable('vouchers').set({ status: '2' }).where('voucher_id', '=', res.body.data.voucherId).execute();
}

test.before(async (ctx) => {
  ctx.h = await setup({ env: { HT_CAPTCHA: 'off' } });
  const { h } = ctx;
  ctx.token = await h.login('accountant1');
  ctx.year = new Date(h.clock.now).getFullYear();
  // HT001's books start empty for this test: the figures above are all there is.
  const org = await h.orgId('HT001');
  const ids = (await h.db.selectFrom('vouchers').select('voucher_id').where('org_id', '=', org).execute()).map((v) => v.voucher_id);
  if (ids.length) {
    for (const table of ['voucher_print_records', 'voucher_logs', 'voucher_lines'] as const) await h.db.deleteFrom(table).where('voucher_id', 'in', ids).execute();
    await h.db.deleteFrom('vouchers').where('org_id', '=', org).execute();
  }
  await h.db.deleteFrom('opening_balances').where('org_id', '=', org).execute();
  const opening = (account_code: string, account_name: string, direction: string, balance_c: number) => ({
    org_id: org,
    year: ctx.year,
    account_code,
    account_name,
    direction,
    balance_c,
    updated_at: h.clock.now,
  });
  await h.db
    .insertInto('opening_balances')
    .values([opening('1001', '库存现金', 'D', 500_000), opening('1002', '银行存款', 'D', 10_000_000), opening('2202', '应付账款', 'C', 3_000_000), opening('2211', '应付职工薪酬', 'C', 7_500_000)])
    .execute();
  await voucher(ctx, `${ctx.year}-03-10`, [line('1002', 100_000, 0), line('1122', 0, 100_000)], true);
  await voucher(ctx, `${ctx.year}-05-20`, [line('1002', 1_200_000, 0), line('600101', 0, 1_000_000), line('600102', 0, 200_000)], true);
  await voucher(ctx, `${ctx.year}-05-21`, [line('6602', 50_000, 0), line('1001', 0, 50_000)], false);
});

test.after(async (ctx) => ctx.h.close());

const rowOf = (data: any, code: string) => data.rows.find((r: any) => r.accountCode === code);

test('the trial balance of period 5 has the hand-worked figures, sub-accounts rolled up, and balances', async (ctx) => {
  const res = await call(ctx, 'GET', LEDGER, { query: { year: String(ctx.year), period: '5' } });
  assert.is(res.status, 200);
  const data = res.body.data;
  const pick = (code: string) => {
    const r = rowOf(data, code);
    return [r.level, r.openingSide, r.opening, r.periodDebit, r.periodCredit, r.yearDebit, r.yearCredit, r.closingSide, r.closing];
  };
  assert.equal(pick('1001'), [1, 'D', 500_000, 0, 50_000, 0, 50_000, 'D', 450_000]);
  assert.equal(pick('1002'), [1, 'D', 10_000_000, 1_200_000, 0, 1_300_000, 0, 'D', 11_300_000]);
  assert.equal(pick('1122'), [1, 'F', 0, 0, 0, 0, 100_000, 'C', 100_000], 'a period-3 posting counts in the year, not the period');
  assert.equal(pick('6001'), [1, 'F', 0, 0, 1_200_000, 0, 1_200_000, 'C', 1_200_000], 'the parent carries its sub-accounts');
  assert.equal(pick('600101'), [2, 'F', 0, 0, 1_000_000, 0, 1_000_000, 'C', 1_000_000]);
  assert.equal(pick('6602'), [1, 'F', 0, 50_000, 0, 50_000, 0, 'D', 50_000]);
  assert.equal(data.totals, {
    openingDebit: 10_500_000,
    openingCredit: 10_500_000,
    periodDebit: 1_250_000,
    periodCredit: 1_250_000,
    yearDebit: 1_350_000,
    yearCredit: 1_350_000,
    closingDebit: 11_800_000,
    closingCredit: 11_800_000,
  });
  assert.is(data.balanced, true);
  assert.equal([data.year, data.period, data.auditedOnly], [ctx.year, 5, false]);
});

test('audited only leaves the unaudited voucher out, and the books still balance', async (ctx) => {
  const data = (await call(ctx, 'GET', LEDGER, { query: { year: String(ctx.year), period: '5', auditedOnly: '1' } })).body.data;
  assert.equal([rowOf(data, '1001').closing, rowOf(data, '6602').closingSide], [500_000, 'F']);
  assert.equal([data.totals.periodDebit, data.totals.periodCredit, data.balanced], [1_200_000, 1_200_000, true]);
});

test('401 without a session, 403 without the permission, 422 naming a bad year or period; another hotel sees only its own books', async (ctx) => {
  const query = { year: String(ctx.year), period: '5' };
  assert.is((await call(ctx, 'GET', LEDGER, { query, token: null })).status, 401);
  assert.is((await call(ctx, 'GET', LEDGER, { query, token: await ctx.h.login('frontdesk1') })).status, 403);
  for (const [bad, field] of [
    [{ year: 'abcd', period: '5' }, 'year'],
    [{ year: String(ctx.year), period: '13' }, 'period'],
    [{ year: String(ctx.year) }, 'period'],
  ] as const) {
    const res = await call(ctx, 'GET', LEDGER, { query: bad as Record<string, string> });
    assert.is(res.status, 422, JSON.stringify(bad));
    assert.match(JSON.stringify(res.body), new RegExp(field));
  }
  const other = (await call(ctx, 'GET', LEDGER, { query, token: await ctx.h.login('accountant2') })).body.data;
  assert.is.not(rowOf(other, '1002').opening, 10_000_000, "HT002's bank balance is its own");
});

test('the trial-calculation task gives the same figures as a workbook, and says by how much unbalanced books are off', async (ctx) => {
  const started = await ctx.h.runTask('trial-calculation', { token: ctx.token, body: { year: ctx.year, period: 5 }, headers: { 'accept-language': 'zh-CN' } });
  assert.is(started.body.data.fileName, `试算平衡 ${ctx.year}-05`);
  const done = started.task;
  assert.equal([done.status, done.step.key, done.hasResult], ['done', 'trialBalanced', true]);
  const file = await call(ctx, 'GET', `/prod-api/htservice/task/${done.taskId}/result`);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(Buffer.from(file.bytes) as never);
  const sheet = book.worksheets[0];
  assert.is(sheet.name, '试算平衡表');
  assert.is(sheet.getRow(1).getCell(1).value, '科目编码');
  const lines = sheet
    .getSheetValues()
    .slice(2)
    .map((r) => (r as unknown[]).slice(1));
  const sub = lines.find((l) => l[0] === '  600101');
  assert.ok(sub, 'a sub-account is indented under its parent');
  assert.equal(sub!.slice(1), ['主营业务收入-客房收入', '平', 0, 0, 10000, 0, 10000, '贷', 10000]);
  assert.equal(lines.at(-1)!.slice(0, 1).concat(lines.at(-1)!.slice(3)), ['合计', '借 105000.00 / 贷 105000.00', 12500, 12500, 13500, 13500, undefined, '借 118000.00 / 贷 118000.00']);

  // One fen of opening balance too many on the debit side.
  const org = await ctx.h.orgId('HT001');
  await ctx.h.db
    .insertInto('opening_balances')
    .values({ org_id: org, year: ctx.year, account_code: '1403', account_name: '原材料', direction: 'D', balance_c: 1, updated_at: ctx.h.clock.now })
    .execute();
  const off = (await ctx.h.runTask('trial-calculation', { token: ctx.token, body: { year: ctx.year, period: 5 } })).task;
  assert.equal([off.status, off.step.key, off.step.params.difference], ['done', 'trialUnbalanced', '0.01']);
  assert.is((await call(ctx, 'GET', LEDGER, { query: { year: String(ctx.year), period: '5' } })).body.data.balanced, false);
});

const DETAIL = '/prod-api/htservice/accounting/ledger/detail';

test('the detail ledger brings the earlier periods forward and runs the balance line by line, sub-accounts included', async (ctx) => {
  const bank = (await call(ctx, 'GET', DETAIL, { query: { accountCode: '1002', year: String(ctx.year), from: '5', to: '5' } })).body.data;
  assert.equal([bank.accountName, bank.openingSide, bank.opening], ['银行存款', 'D', 10_100_000], 'opening 100,000.00 plus the period-3 receipt');
  assert.equal(
    bank.lines.map((l: any) => [l.voucherDate, l.debit, l.credit, l.side, l.balance]),
    [[`${ctx.year}-05-20`, 1_200_000, 0, 'D', 11_300_000]],
  );
  assert.match(bank.lines[0].voucherNumber, /^记-\d{4}$/);
  const income = (await call(ctx, 'GET', DETAIL, { query: { accountCode: '6001', year: String(ctx.year), from: '1', to: '5' } })).body.data;
  assert.equal(
    income.lines.map((l: any) => [l.accountCode, l.credit, l.side, l.balance]),
    [
      ['600101', 1_000_000, 'C', 1_000_000],
      ['600102', 200_000, 'C', 1_200_000],
    ],
  );
  assert.equal([income.debitTotal, income.creditTotal, income.closingSide, income.closing], [0, 1_200_000, 'C', 1_200_000]);

  const bad = await call(ctx, 'GET', DETAIL, { query: { accountCode: '1002', year: String(ctx.year), from: '6', to: '5' } });
  assert.equal([bad.status, bad.body.field, bad.body.msg], [422, 'from', '起始期间不能晚于结束期间']);
  assert.is((await call(ctx, 'GET', DETAIL, { query: { accountCode: '9999', year: String(ctx.year), from: '1', to: '5' } })).status, 404);
  assert.is((await call(ctx, 'GET', DETAIL, { query: { accountCode: '1002', year: String(ctx.year), from: '1', to: '5' }, token: await ctx.h.login('frontdesk1') })).status, 403);

  const file = await call(ctx, 'POST', `${DETAIL}/export`, { body: { accountCode: '1002', year: ctx.year, from: 5, to: 5 } });
  assert.is(file.status, 200);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(Buffer.from(file.bytes) as never);
  const lines = book.worksheets[0]
    .getSheetValues()
    .slice(2)
    .map((r) => (r as unknown[]).slice(1));
  assert.equal(lines[0].slice(3), ['承前余额', undefined, undefined, '借', 101000]);
  assert.equal(lines.at(-1)!.slice(4), [12000, 0, '借', 113000]);
});

test.run();
