/**
 * The financial statements (routes/statements.ts): the balance sheet balances on the demo data and on a
 * small fixture worked out by hand below, before and after the month's carry-forward, and its 未分配利润
 * moves over the year by the income statement's year-to-date 净利润; the income statement reaches 净利润;
 * the cash-flow statement's net increase equals the change of cash and bank balances, and cash lines
 * without an item are shown and break the check; PDF and workbook answers carry the statement; the
 * statements are the caller's hotel's own, need their permission, and a bad period names the field.
 */
import ExcelJS from 'exceljs';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { pagesText } from '../support/pdf-text.js';
import { setup, type Harness } from './support.js';

type Ctx = { h: Harness; t: Record<string, string> };
const test = suite<Ctx>('financial statements');
const API = '/prod-api/htservice/accounting/statement';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

test.before(async (ctx) => {
  ctx.h = await setup({ env: { HT_CAPTCHA: 'off' } });
  ctx.t = {};
  for (const user of ['accountant1', 'accountant2', 'frontdesk1']) ctx.t[user] = await ctx.h.login(user);
  await fixture(ctx.h);
});
test.after(async (ctx) => ctx.h.close());

type Line = [account: string, debit: number, credit: number, cashflow?: string];

/** A voucher of HT002 in `period` with `status`, lines in fen; `carryForward` marks the month-end one. */
async function voucher(h: Harness, period: string, status: string, no: number, lines: Line[], carryForward = 0) {
  const orgId = await h.orgId('HT002');
  const anyPeriod = await h.db.selectFrom('accounting_periods').select('period_id').where('org_id', '=', orgId).executeTakeFirstOrThrow();
  const total = lines.reduce((n, l) => n + l[1], 0);
  const v = await h.db
    .insertInto('vouchers')
    .values({
      org_id: orgId,
      period_id: anyPeriod.period_id,
      period,
      voucher_date: `${period}-15`,
      voucher_word: '记',
      voucher_no: no,
      attachments: 0,
      status,
      debit_total: total,
      credit_total: total,
      maker_id: 1,
      maker_name: 'admin',
      remark: '',
      version: 1,
      created_at: 0,
      updated_at: 0,
      carry_forward: carryForward,
    })
    .returning('voucher_id')
    .executeTakeFirstOrThrow();
  await h.db
    .insertInto('voucher_lines')
    .values(
      lines.map(([account_code, debit, credit, cashflow_code], i) => ({
        voucher_id: v.voucher_id,
        org_id: orgId,
        line_no: i + 1,
        summary: '测试',
        account_code,
        account_name: account_code,
        debit,
        credit,
        dept_id: null,
        cashflow_code: cashflow_code ?? null,
      })),
    )
    .execute();
}

/** HT002's year 2019: balanced opening balances and the vouchers of January to March (amounts in fen). */
async function fixture(h: Harness) {
  const orgId = await h.orgId('HT002');
  const openings: Array<[string, 'D' | 'C', number]> = [
    ['1001', 'D', 1_000_000],
    ['1002', 'D', 20_000_000],
    ['1601', 'D', 50_000_000],
    ['1602', 'C', 10_000_000],
    ['2202', 'C', 5_000_000],
    ['4001', 'C', 50_000_000],
    ['4104', 'C', 6_000_000],
  ];
  await h.db
    .insertInto('opening_balances')
    .values(openings.map(([account_code, direction, balance_c]) => ({ org_id: orgId, year: 2019, account_code, account_name: account_code, direction, balance_c, updated_at: 0 })))
    .execute();
  await voucher(h, '2019-01', '3', 9001, [
    ['1002', 10_000_000, 0, 'CF01'],
    ['600101', 0, 9_400_000],
    ['2221', 0, 600_000],
  ]);
  await voucher(h, '2019-02', '2', 9002, [
    ['660201', 500_000, 0],
    ['1602', 0, 500_000],
  ]);
  await voucher(h, '2019-02', '2', 9003, [
    ['2202', 2_000_000, 0],
    ['1002', 0, 2_000_000, 'CF04'],
  ]);
  await voucher(h, '2019-02', '2', 9004, [
    ['1001', 300_000, 0, 'CF03'],
    ['6301', 0, 300_000],
  ]);
  await voucher(h, '2019-02', '2', 9005, [
    ['6801', 1_000_000, 0],
    ['2221', 0, 1_000_000],
  ]);
  await voucher(h, '2019-02', '0', 9006, [
    ['1002', 99_999_900, 0, 'CF01'],
    ['6001', 0, 99_999_900],
  ]);
  await voucher(h, '2019-02', '2', 9007, [
    ['1001', 100_000, 0, 'CF90'],
    ['1002', 0, 100_000, 'CF90'],
  ]);
  await voucher(h, '2019-02', '2', 9008, [
    ['6711', 200_000, 0],
    ['1002', 0, 200_000, 'CF07'],
  ]);
  // March: room revenue banked without a cash-flow item.
  await voucher(h, '2019-03', '2', 9009, [
    ['1002', 50_000, 0],
    ['6051', 0, 50_000],
  ]);
}

/** The statement as `user` sees it: rows by name → amounts, and the checks. */
async function statement(ctx: Ctx, key: string, year: number, period: number, user = 'accountant2', lang = 'zh-CN') {
  const res = await ctx.h.call('GET', `${API}/${key}`, { token: ctx.t[user], query: { year: String(year), period: String(period) }, headers: { 'accept-language': lang } });
  assert.is(res.status, 200, res.text);
  const rows = new Map<string, Array<number | null>>((res.body.data.rows as any[]).map((r) => [r.name, r.amounts]));
  return {
    data: res.body.data,
    rows,
    amounts: (name: string) => {
      const found = rows.get(name);
      if (!found) throw new Error(`no row ${name} in ${[...rows.keys()].join(', ')}`);
      return found;
    },
  };
}

test('the balance sheet of the fixture, by hand: balanced at the end of the period and at the start of the year', async (ctx) => {
  const bs = await statement(ctx, 'balanceSheet', 2019, 2);
  assert.equal(bs.data.columns, ['期末余额', '年初余额']);
  assert.equal(bs.amounts('货币资金'), [29_100_000, 21_000_000]);
  assert.equal(bs.amounts('固定资产'), [39_500_000, 40_000_000], 'net of 累计折旧');
  assert.equal(bs.amounts('资产总计'), [68_600_000, 61_000_000]);
  assert.equal(bs.amounts('应付账款'), [3_000_000, 5_000_000]);
  assert.equal(bs.amounts('应交税费'), [1_600_000, 0]);
  assert.equal(bs.amounts('负债合计'), [4_600_000, 5_000_000]);
  assert.equal(bs.amounts('实收资本'), [50_000_000, 50_000_000]);
  assert.equal(bs.amounts('未分配利润'), [14_000_000, 6_000_000], 'profit not carried forward counts');
  assert.equal(bs.amounts('负债和所有者权益总计'), [68_600_000, 61_000_000]);
  assert.equal(
    bs.data.checks.map((c: any) => c.ok),
    [true, true],
  );
  assert.ok(!bs.rows.has('其他所有者权益'), 'an optional line without amounts is left out');
  const numbers = (bs.data.rows as any[]).filter((r) => r.kind !== 'section').map((r) => Number(r.no));
  assert.equal(
    numbers,
    numbers.map((_, i) => i + 1),
    '行次 run 1, 2, 3 …',
  );
});

test('the income statement down to 净利润, and 未分配利润 moves over the year by its year-to-date 净利润', async (ctx) => {
  const is = await statement(ctx, 'incomeStatement', 2019, 2);
  assert.equal(is.data.columns, ['本期金额', '本年累计金额', '上年同期金额']);
  assert.equal(is.amounts('营业收入'), [0, 9_400_000, 0]);
  assert.equal(is.amounts('管理费用'), [500_000, 500_000, 0]);
  assert.equal(is.amounts('营业利润'), [-500_000, 8_900_000, 0]);
  assert.equal(is.amounts('营业外收入'), [300_000, 300_000, 0]);
  assert.equal(is.amounts('营业外支出'), [200_000, 200_000, 0]);
  assert.equal(is.amounts('利润总额'), [-400_000, 9_000_000, 0]);
  assert.equal(is.amounts('所得税费用'), [1_000_000, 1_000_000, 0]);
  assert.equal(is.amounts('净利润'), [-1_400_000, 8_000_000, 0]);
  assert.is(is.data.rows.at(-1).name, '净利润');
  const bs = await statement(ctx, 'balanceSheet', 2019, 2);
  const [end, start] = bs.amounts('未分配利润') as number[];
  assert.is(end - start, is.amounts('净利润')[1]);
});

test('after the carry-forward of January and February the statements read the same', async (ctx) => {
  const before = [await statement(ctx, 'balanceSheet', 2019, 2), await statement(ctx, 'incomeStatement', 2019, 2)].map((s) => s.data.rows);
  await voucher(
    ctx.h,
    '2019-01',
    '2',
    9101,
    [
      ['600101', 9_400_000, 0],
      ['4103', 0, 9_400_000],
    ],
    1,
  );
  await voucher(
    ctx.h,
    '2019-02',
    '2',
    9102,
    [
      ['6301', 300_000, 0],
      ['4103', 1_400_000, 0],
      ['660201', 0, 500_000],
      ['6711', 0, 200_000],
      ['6801', 0, 1_000_000],
    ],
    1,
  );
  const bs = await statement(ctx, 'balanceSheet', 2019, 2);
  const is = await statement(ctx, 'incomeStatement', 2019, 2);
  assert.equal([bs.data.rows, is.data.rows], before);
  assert.equal(
    bs.data.checks.map((c: any) => c.ok),
    [true, true],
  );
  // The trial balance agrees: every profit-and-loss account is now at zero, 本年利润 holds the profit.
  const ledger = await ctx.h.call('GET', '/prod-api/htservice/accounting/ledger/general', { token: ctx.t.accountant2, query: { year: '2019', period: '2', auditedOnly: '1' } });
  const closing = new Map((ledger.body.data.rows as any[]).map((r) => [r.accountCode, [r.closingSide, r.closing]]));
  assert.equal(closing.get('4103'), ['C', 8_000_000]);
  for (const code of ['6001', '6301', '6602', '6711', '6801']) assert.equal(closing.get(code), ['F', 0], code);
});

test('the cash-flow statement: items by activity, internal transfers left out, the net increase agreeing with cash and bank', async (ctx) => {
  const cf = await statement(ctx, 'cashFlow', 2019, 2);
  assert.equal(cf.data.columns, ['本期金额', '本年累计金额']);
  assert.equal(cf.amounts('销售商品、提供劳务收到的现金'), [0, 10_000_000]);
  assert.equal(cf.amounts('经营活动现金流入小计'), [300_000, 10_300_000]);
  assert.equal(cf.amounts('经营活动现金流出小计'), [2_200_000, 2_200_000]);
  assert.equal(cf.amounts('经营活动产生的现金流量净额'), [-1_900_000, 8_100_000]);
  assert.equal(cf.amounts('投资活动产生的现金流量净额'), [0, 0]);
  assert.equal(cf.amounts('四、现金及现金等价物净增加额'), [-1_900_000, 8_100_000]);
  assert.equal(cf.amounts('加：期初现金及现金等价物余额'), [31_000_000, 21_000_000]);
  assert.equal(cf.amounts('五、期末现金及现金等价物余额'), [29_100_000, 29_100_000]);
  assert.equal(
    cf.data.checks.map((c: any) => [c.ok, c.left.amount, c.right.amount]),
    [
      [true, -1_900_000, -1_900_000],
      [true, 8_100_000, 8_100_000],
    ],
  );
  assert.ok(!cf.rows.has('未指定现金流量项目的现金收支'));
  const bs = await statement(ctx, 'balanceSheet', 2019, 2);
  assert.is(bs.amounts('货币资金')[0], cf.amounts('五、期末现金及现金等价物余额')[0]);

  // March's receipt carries no item: shown on its own line, and the check names the difference.
  const march = await statement(ctx, 'cashFlow', 2019, 3);
  assert.equal(march.amounts('未指定现金流量项目的现金收支'), [50_000, 50_000]);
  assert.equal(
    march.data.checks.map((c: any) => [c.ok, c.left.amount, c.right.amount]),
    [
      [false, 0, 50_000],
      [false, 8_100_000, 8_150_000],
    ],
  );
});

test('the demo hotel: the balance sheet balances and agrees with the income statement, before and after the carry-forward; the cash flow agrees with cash', async (ctx) => {
  const now = new Date(ctx.h.clock.now);
  const [year, period] = [now.getFullYear(), now.getMonth() + 1];
  const bs = await statement(ctx, 'balanceSheet', year, period, 'accountant1');
  assert.equal(
    bs.data.checks.map((c: any) => c.ok),
    [true, true],
    JSON.stringify(bs.data.checks),
  );
  assert.ok((bs.amounts('资产总计')[0] as number) > 0);
  const is = await statement(ctx, 'incomeStatement', year, period, 'accountant1');
  const [end, start] = bs.amounts('未分配利润') as number[];
  assert.is(end - start, is.amounts('净利润')[1]);
  assert.ok((is.amounts('营业收入')[0] as number) > 0, 'the audited demo revenue counts');
  const cf = await statement(ctx, 'cashFlow', year, period, 'accountant1');
  assert.equal(
    cf.data.checks.map((c: any) => c.ok),
    [true, true],
    JSON.stringify(cf.data.checks),
  );

  // The month's carry-forward (期间损益结转, audited) changes neither statement.
  const run = await ctx.h.runTask('period-carry-forward', { token: ctx.t.accountant1, body: { year, period } });
  assert.is(run.task?.status, 'done', JSON.stringify(run));
  await ctx.h.db.updateTable('vouchers').set({ status: '2' }).where('voucher_id', '=', run.task.step.params.voucherId).execute();
  assert.equal((await statement(ctx, 'balanceSheet', year, period, 'accountant1')).data.rows, bs.data.rows);
  assert.equal((await statement(ctx, 'incomeStatement', year, period, 'accountant1')).data.rows, is.data.rows);
});

test('in English: titles, columns and line names', async (ctx) => {
  const bs = await statement(ctx, 'balanceSheet', 2019, 2, 'accountant2', 'en');
  assert.is(bs.data.title, 'Balance sheet');
  assert.equal(bs.data.columns, ['End of period', 'Start of year']);
  assert.equal(bs.amounts('Total assets'), [68_600_000, 61_000_000]);
  const cf = await statement(ctx, 'cashFlow', 2019, 2, 'accountant2', 'en');
  assert.equal(cf.amounts('Cash received from sales of goods and rendering of services'), [0, 10_000_000]);
});

test('the PDF: the hotel, the title, the period and the figures, in the request language', async (ctx) => {
  const { h } = ctx;
  const res = await h.call('POST', `${API}/balanceSheet/pdf`, { token: ctx.t.accountant2, body: { year: 2019, period: 2 }, headers: { 'accept-language': 'zh-CN' } });
  assert.is(res.status, 200, res.text);
  assert.is(res.headers.get('content-type'), 'application/pdf');
  assert.match(res.headers.get('content-disposition') ?? '', /balance-sheet_2019-02\.pdf/);
  const pages = await pagesText(res.bytes);
  const org = await h.db.selectFrom('organisations').select('org_name').where('org_code', '=', 'HT002').executeTakeFirstOrThrow();
  const text = pages.join(' ');
  for (const part of [org.org_name, '资产负债表', '会计期间：2019 年第 2 期', '单位：元', '货币资金', '291,000.00', '资产总计', '686,000.00', '负债和所有者权益总计', `第 1 / ${pages.length} 页`])
    assert.ok(text.includes(part), `${part} in: ${text}`);

  const en = await h.call('POST', `${API}/incomeStatement/pdf`, { token: ctx.t.accountant2, body: { year: 2019, period: 2 }, headers: { 'accept-language': 'en' } });
  const [page] = await pagesText(en.bytes);
  for (const part of ['Income statement', 'Period: 2019-02', 'Net profit', '80,000.00', '-14,000.00', 'Page 1 of 1']) assert.ok(page.includes(part), `${part} in: ${page}`);
});

test('the workbook: one sheet named after the statement, every row, amounts in yuan', async (ctx) => {
  const res = await ctx.h.call('POST', `${API}/cashFlow/export`, { token: ctx.t.accountant2, body: { year: 2019, period: 2 }, headers: { 'accept-language': 'zh-CN' } });
  assert.is(res.status, 200, res.text);
  assert.is(res.headers.get('content-type'), XLSX);
  assert.match(res.headers.get('content-disposition') ?? '', new RegExp(encodeURIComponent('现金流量表_2019-02.xlsx')));
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(Buffer.from(res.bytes) as never);
  const sheet = book.getWorksheet('现金流量表')!;
  const values = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1);
  assert.equal(values(1), ['项目 (2019-02)', '行次', '本期金额', '本年累计金额']);
  assert.equal(values(2), ['一、经营活动产生的现金流量：'], 'a heading without 行次 or amounts');
  const rows = Array.from({ length: sheet.rowCount - 1 }, (_, i) => values(i + 2));
  assert.equal(rows.find((r) => String(r[0]).trim() === '经营活动产生的现金流量净额')?.slice(2), [-19_000, 81_000]);
  assert.equal(rows.at(-1), ['五、期末现金及现金等价物余额', String(rows.filter((r) => r[1] !== undefined).length), 291_000, 291_000]);
});

test('each hotel sees its own books; the permission is checked; a bad period names the field', async (ctx) => {
  const theirs = await statement(ctx, 'balanceSheet', 2019, 2, 'accountant1');
  assert.equal(theirs.amounts('资产总计'), [0, 0], 'HT002 fixture is not in HT001');
  for (const path of ['balanceSheet', 'incomeStatement', 'cashFlow']) {
    const res = await ctx.h.call('GET', `${API}/${path}`, { token: ctx.t.frontdesk1, query: { year: '2019', period: '2' } });
    assert.is(res.status, 403, path);
    assert.is((await ctx.h.call('POST', `${API}/${path}/pdf`, { token: ctx.t.frontdesk1, body: { year: 2019, period: 2 } })).status, 403);
  }
  const cases: Array<[Record<string, string>, string]> = [
    [{ year: '2019', period: '13' }, 'period'],
    [{ year: '19x', period: '1' }, 'year'],
    [{ period: '1' }, 'year'],
  ];
  for (const [query, field] of cases) {
    const res = await ctx.h.call('GET', `${API}/balanceSheet`, { token: ctx.t.accountant2, query });
    assert.equal([res.status, res.body.field], [422, field], JSON.stringify(query));
  }
  const bad = await ctx.h.call('POST', `${API}/balanceSheet/export`, { token: ctx.t.accountant2, body: { year: 2019, period: 0 } });
  assert.equal([bad.status, bad.body.field], [422, 'period']);
});

test.run();
