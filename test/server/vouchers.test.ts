/**
 * Accounting vouchers: the balance rule (422 naming the field, in both languages), numbering per
 * period (no duplicates or gaps under concurrent creates), every status transition of the table in
 * lib/voucher-rules.ts (the allowed ones succeed, every other one is a 409 with the reason and changes
 * nothing), the maker-cannot-audit and only-the-sender-withdraws rules, stale versions, the list layer,
 * and the xlsx export with the amount in capitals.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import ExcelJS from 'exceljs';
import { setup, type Harness } from './support.js';

const V = '/prod-api/htservice/voucher';
type Ctx = { h: Harness; admin: string; acc1: string; date: string; period: string };
const test = suite<Ctx>('vouchers');

const balanced = (date: string, amount = 12_345) => ({
  voucherDate: date,
  attachments: 2,
  lines: [
    { summary: '收房费', accountCode: '1002', debit: amount, credit: 0, cashflowCode: 'CF01' },
    { summary: '收房费', accountCode: '6001', debit: 0, credit: amount },
  ],
});

test.before(async (ctx) => {
  ctx.h = await setup({ env: { HT_CAPTCHA: 'off' } });
  ctx.admin = await ctx.h.login('admin');
  ctx.acc1 = await ctx.h.login('accountant1');
  const d = new Date(Date.now());
  ctx.period = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}`;
  ctx.date = `${ctx.period}-02`;
});
test.after(async (ctx) => ctx.h.close());

async function create(ctx: Ctx, token = ctx.admin, body: unknown = balanced(ctx.date)) {
  const res = await ctx.h.call('POST', V, { token, body });
  assert.is(res.status, 200, res.text);
  return res.body.data;
}
const get = async (ctx: Ctx, id: number) => (await ctx.h.call('GET', `${V}/${id}`, { token: ctx.admin })).body.data;
const act = (ctx: Ctx, action: string, ids: number[], token = ctx.admin, lang = 'zh-CN') =>
  ctx.h.call('PUT', `${V}/${action}`, { token, body: { voucherIds: ids }, headers: { 'accept-language': lang } });

test('the seed gives each hotel a chart of accounts and balanced demo vouchers in the current period', async (ctx) => {
  const accounts = await ctx.h.call('GET', `${V}/accounts`, { token: ctx.acc1 });
  const codes = accounts.body.data.map((a: { accountCode: string }) => a.accountCode);
  for (const code of ['1001', '1002', '1122', '1601', '1602', '2202', '6001', '6602', '6601']) assert.ok(codes.includes(code), code);
  const list = await ctx.h.call('GET', `${V}/list`, { token: ctx.acc1, query: { period: ctx.period, orderByColumn: 'voucherNo', isAsc: 'asc' } });
  assert.is(list.body.total, 4);
  assert.equal(
    list.body.rows.map((r: { voucherNumber: string }) => r.voucherNumber),
    ['记-0001', '记-0002', '记-0003', '记-0004'],
  );
  assert.ok(list.body.rows.every((r: { debitTotal: number; creditTotal: number }) => r.debitTotal === r.creditTotal && r.debitTotal > 0));
  assert.equal(
    list.body.rows.map((r: { status: string }) => r.status),
    ['2', '1', '0', '0'],
  );
});

test('create: the next number of the period, lines named from the chart, the log starts', async (ctx) => {
  const v = await create(ctx);
  assert.is(v.voucherNumber, '记-0005');
  assert.is(v.period, ctx.period);
  assert.is(v.status, '0');
  assert.is(v.debitTotal, 12_345);
  assert.equal(
    v.lines.map((l: { accountName: string }) => l.accountName),
    ['银行存款', '主营业务收入'],
  );
  assert.equal(
    v.logs.map((l: { action: string }) => l.action),
    ['create'],
  );
});

test('the balance rule and the line rules: 422 naming the field, in Chinese and English, nothing written', async (ctx) => {
  const before = await ctx.h.db
    .selectFrom('vouchers')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const unbalanced = {
    ...balanced(ctx.date),
    lines: [
      { summary: 'a', accountCode: '1001', debit: 10_000, credit: 0 },
      { summary: 'a', accountCode: '6001', debit: 0, credit: 9_999 },
    ],
  };
  const zh = await ctx.h.call('POST', V, { token: ctx.admin, body: unbalanced });
  assert.is(zh.status, 422);
  assert.is(zh.body.field, 'lines');
  assert.is(zh.body.msg, '借贷不平衡：借方合计 100.00，贷方合计 99.99，差额 0.01');
  const en = await ctx.h.call('POST', V, { token: ctx.admin, body: unbalanced, headers: { 'accept-language': 'en-US' } });
  assert.is(en.body.msg, 'Debit and credit do not balance: debit total 100.00, credit total 99.99, difference 0.01');
  const cases: Array<[string, unknown, string]> = [
    ['one line', { ...balanced(ctx.date), lines: [{ summary: 'a', accountCode: '1001', debit: 1, credit: 0 }] }, 'lines'],
    [
      'both sides on a line',
      {
        ...balanced(ctx.date),
        lines: [
          { summary: 'a', accountCode: '1001', debit: 5, credit: 5 },
          { summary: 'b', accountCode: '6001', debit: 0, credit: 0 },
        ],
      },
      'lines.0.credit',
    ],
    [
      'neither side',
      {
        ...balanced(ctx.date),
        lines: [
          { summary: 'a', accountCode: '1001', debit: 5, credit: 0 },
          { summary: 'b', accountCode: '6001', debit: 0, credit: 0 },
        ],
      },
      'lines.1.debit',
    ],
    [
      'a float amount',
      {
        ...balanced(ctx.date),
        lines: [
          { summary: 'a', accountCode: '1001', debit: 1.5, credit: 0 },
          { summary: 'b', accountCode: '6001', debit: 0, credit: 1.5 },
        ],
      },
      'lines.0.debit',
    ],
    [
      'an unknown account',
      {
        ...balanced(ctx.date),
        lines: [
          { summary: 'a', accountCode: '9999', debit: 5, credit: 0 },
          { summary: 'b', accountCode: '6001', debit: 0, credit: 5 },
        ],
      },
      'lines.0.accountCode',
    ],
    [
      'no summary',
      {
        ...balanced(ctx.date),
        lines: [
          { summary: ' ', accountCode: '1001', debit: 5, credit: 0 },
          { summary: 'b', accountCode: '6001', debit: 0, credit: 5 },
        ],
      },
      'lines.0.summary',
    ],
    ['a closed period (last year)', balanced(`${Number(ctx.period.slice(0, 4)) - 1}-06-15`), 'voucherDate'],
    ['a date outside every period', balanced('1999-01-01'), 'voucherDate'],
    ['an impossible date', balanced(`${ctx.period.slice(0, 4)}-02-30`), 'voucherDate'],
  ];
  for (const [name, body, field] of cases) {
    const res = await ctx.h.call('POST', V, { token: ctx.admin, body });
    assert.is(res.status, 422, name);
    assert.is(res.body.field, field, name);
  }
  const after = await ctx.h.db
    .selectFrom('vouchers')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  assert.is(Number(after.n), Number(before.n));
});

test('numbering under concurrency: 12 creates at once get 12 distinct, consecutive numbers', async (ctx) => {
  const answers = await Promise.all(Array.from({ length: 12 }, () => ctx.h.call('POST', V, { token: ctx.admin, body: balanced(ctx.date, 100) })));
  assert.ok(
    answers.every((a) => a.status === 200),
    answers.map((a) => a.text).join('\n'),
  );
  const numbers = answers.map((a) => a.body.data.voucherNo as number).sort((a, b) => a - b);
  assert.is(new Set(numbers).size, 12);
  assert.is(numbers[11] - numbers[0], 11);
});

test('every status transition: the allowed ones move the voucher, every other one is 409 with a reason and changes nothing', async (ctx) => {
  const ALLOWED: Record<string, string> = { 'send@0': '1', 'withdraw@1': '0', 'audit@1': '2', 'revoke@2': '1' };
  // One voucher per status, made and sent by admin; accountant1 may audit it.
  const at = async (status: string) => {
    const v = await create(ctx);
    if (status !== '0') assert.is((await act(ctx, 'send', [v.voucherId])).status, 200);
    if (status === '2') assert.is((await act(ctx, 'audit', [v.voucherId], ctx.acc1)).status, 200);
    return v.voucherId as number;
  };
  for (const status of ['0', '1', '2']) {
    for (const action of ['send', 'withdraw', 'audit', 'revoke']) {
      const id = await at(status);
      const before = await get(ctx, id);
      const res = await act(ctx, action, [id], action === 'audit' ? ctx.acc1 : ctx.admin);
      const key = `${action}@${status}`;
      if (ALLOWED[key]) {
        assert.is(res.status, 200, `${key}: ${res.text}`);
        assert.is((await get(ctx, id)).status, ALLOWED[key], key);
      } else {
        assert.is(res.status, 409, `${key}: ${res.text}`);
        assert.match(res.body.msg, before.voucherNumber, key);
        assert.equal(await get(ctx, id), before, `${key} changed nothing`);
      }
    }
  }
  // Edit and delete only while unaudited.
  for (const status of ['1', '2']) {
    const id = await at(status);
    const v = await get(ctx, id);
    const edit = await ctx.h.call('PUT', V, { token: ctx.admin, body: { voucherId: id, version: v.version, remark: 'x' } });
    assert.is(edit.status, 409);
    assert.is(edit.body.msg, `凭证 ${v.voucherNumber} 为${status === '1' ? '已送审' : '已审核'}状态，只有未审核的凭证可以修改或删除`);
    assert.is((await ctx.h.call('DELETE', `${V}/${id}`, { token: ctx.admin })).status, 409);
    assert.equal(await get(ctx, id), v);
  }
});

test('the maker cannot audit their own voucher; only the sender withdraws; revoke returns it to the audit queue', async (ctx) => {
  const v = await create(ctx);
  assert.is((await act(ctx, 'send', [v.voucherId])).status, 200);
  const own = await act(ctx, 'audit', [v.voucherId], ctx.admin);
  assert.is(own.status, 409);
  assert.is(own.body.msg, `凭证 ${v.voucherNumber} 由您制单，制单人不能审核自己的凭证`);
  const notSender = await act(ctx, 'withdraw', [v.voucherId], ctx.acc1, 'en');
  assert.is(notSender.status, 409);
  assert.match(notSender.body.msg, 'only the sender can withdraw it');
  assert.is((await act(ctx, 'audit', [v.voucherId], ctx.acc1)).status, 200);
  const audited = await get(ctx, v.voucherId);
  assert.is(audited.auditorName, '李建国');
  assert.is((await act(ctx, 'revoke', [v.voucherId], ctx.acc1)).status, 200);
  const revoked = await get(ctx, v.voucherId);
  assert.is(revoked.status, '1');
  assert.is(revoked.auditorName, null);
  assert.equal(
    revoked.logs.map((l: { action: string }) => l.action),
    ['create', 'send', 'audit', 'revoke'],
  );
});

test('a batch is all or nothing: one refused voucher leaves the others unsent', async (ctx) => {
  const a = await create(ctx);
  const b = await create(ctx);
  assert.is((await act(ctx, 'send', [b.voucherId])).status, 200);
  const res = await act(ctx, 'send', [a.voucherId, b.voucherId]);
  assert.is(res.status, 409);
  assert.is((await get(ctx, a.voucherId)).status, '0');
  const both = await create(ctx);
  assert.is((await act(ctx, 'send', [a.voucherId, both.voucherId])).status, 200);
  assert.is((await get(ctx, both.voucherId)).status, '1');
});

test('edit: new lines and totals, the version moves, a stale version is 409; delete removes lines and log', async (ctx) => {
  const v = await create(ctx);
  const body = { ...balanced(ctx.date, 50_000), voucherId: v.voucherId, version: v.version, remark: '改' };
  const ok = await ctx.h.call('PUT', V, { token: ctx.admin, body });
  assert.is(ok.status, 200, ok.text);
  assert.is(ok.body.data.debitTotal, 50_000);
  assert.is(ok.body.data.version, v.version + 1);
  const stale = await ctx.h.call('PUT', V, { token: ctx.admin, body });
  assert.is(stale.status, 409);
  assert.is(stale.body.field, 'version');
  const bad = await ctx.h.call('PUT', V, { token: ctx.admin, body: { ...body, version: v.version + 1, lines: [body.lines[0], { ...body.lines[1], credit: 1 }] } });
  assert.is(bad.status, 422);
  assert.is((await ctx.h.call('DELETE', `${V}/${v.voucherId}`, { token: ctx.admin })).status, 200);
  assert.is((await ctx.h.call('GET', `${V}/${v.voucherId}`, { token: ctx.admin })).status, 404);
  const left = await ctx.h.db.selectFrom('voucher_lines').select('line_id').where('voucher_id', '=', v.voucherId).execute();
  assert.is(left.length, 0);
});

test('list: filters on status, number and date range; sort outside the allowlist is 422', async (ctx) => {
  const sent = await ctx.h.call('GET', `${V}/list`, { token: ctx.acc1, query: { status: '1', pageSize: '100' } });
  assert.ok(sent.body.rows.length > 0 && sent.body.rows.every((r: { status: string }) => r.status === '1'));
  const one = await ctx.h.call('GET', `${V}/list`, { token: ctx.acc1, query: { voucherNo: '2' } });
  assert.is(one.body.total, 1);
  const none = await ctx.h.call('GET', `${V}/list`, { token: ctx.acc1, query: { beginTime: '1999-01-01', endTime: '1999-12-31' } });
  assert.is(none.body.total, 0);
  const paged = await ctx.h.call('GET', `${V}/list`, { token: ctx.acc1, query: { pageSize: '3', pageNum: '2', orderByColumn: 'voucherNo', isAsc: 'asc' } });
  assert.equal(
    paged.body.rows.map((r: { voucherNo: number }) => r.voucherNo),
    [4, 5, 6],
  );
  const sort = await ctx.h.call('GET', `${V}/list`, { token: ctx.acc1, query: { orderByColumn: 'maker_id' } });
  assert.is(sort.status, 422);
  assert.is(sort.body.field, 'orderByColumn');
});

test('export: one voucher, and several appended in one workbook, with the total in capitals', async (ctx) => {
  const a = await create(ctx, ctx.admin, balanced(ctx.date, 123_450));
  const res = await ctx.h.call('POST', '/prod-api/crmPrint/printpdf/voucherExport', { token: ctx.acc1, body: { currentRow: { voucherId: a.voucherId, debitTotal: 1 }, parament: {} } });
  assert.is(res.status, 200, res.text);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(Buffer.from(res.bytes) as never);
  const sheet = book.worksheets[0];
  assert.is(sheet.getCell('A2').value, a.voucherNumber);
  assert.is(sheet.getCell('F4').value, '合计：壹仟贰佰叁拾肆元伍角整');
  assert.is(sheet.getCell('H4').value, 1234.5);
  const many = await ctx.h.call('POST', '/prod-api/crmPrint/printpdf/voucherAppendExport', { token: ctx.acc1, body: { currentRow: [{ voucherId: 1 }, { voucherId: a.voucherId }] } });
  const book2 = new ExcelJS.Workbook();
  await book2.xlsx.load(Buffer.from(many.bytes) as never);
  const numbers = new Set<string>();
  book2.worksheets[0].eachRow((row, n) => n > 1 && numbers.add(String(row.getCell(1).value)));
  assert.equal([...numbers], ['记-0001', a.voucherNumber]);
});

test.run();
