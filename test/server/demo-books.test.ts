/**
 * The first hotel's demo books (server/db/seed-books.ts), as its accountant finds them on a fresh server:
 * - the DEMO_CLOSED_MONTHS months before the current one are closed by 李建国 and pass every check 期末结账
 *   shows, the periods before them closed too, the second hotel's year left open;
 * - those months hold posted vouchers with customers and employees on their receivable and advance lines, a
 *   cash-flow item on every cash and bank line, the cashier's signature on the cash ones, a depreciation run
 *   and a carry-forward each;
 * - the current period holds the work left: vouchers unsent, sent, audited but unsigned, no depreciation,
 *   profit and loss not carried forward — and its close is refused for exactly those;
 * - a voucher dated in a closed month is refused, and so is editing or deleting a posted one of a closed month, for
 *   the closed period (not for its status).
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { DEMO_CLOSED_MONTHS } from '../../server/db/seed-books.js';
import { formatDate } from '../../server/lib/time.js';
import { setup, type Harness } from './support.js';

type Ctx = { h: Harness; token: string; org: number };
const test = suite<Ctx>('demo books');
const API = '/prod-api/htservice';

test.before(async (ctx) => {
  ctx.h = await setup({ demoBooks: true });
  ctx.token = await ctx.h.login('accountant1');
  ctx.org = await ctx.h.orgId('HT001');
});
test.after(async (ctx) => {
  await ctx.h.close();
});

const call = (ctx: Ctx, method: string, path: string, opts: { body?: unknown; query?: Record<string, string> } = {}) =>
  ctx.h.call(method, `${API}${path}`, { token: ctx.token, ...opts, headers: { 'accept-language': 'zh-CN' } });

/** The `n`-th month before the current one (0: the current), as year and period. */
function monthBefore(ctx: Ctx, n: number) {
  const today = formatDate(ctx.h.clock.now);
  const index = Number(today.slice(0, 4)) * 12 + Number(today.slice(5, 7)) - 1 - n;
  return { year: Math.floor(index / 12), period: (index % 12) + 1 };
}

async function periodOf(ctx: Ctx, m: { year: number; period: number }) {
  const list = await call(ctx, 'GET', '/periodClose/list', { query: { year: String(m.year) } });
  assert.is(list.status, 200, list.text);
  return list.body.data.find((p: any) => p.period === m.period);
}
const checksOf = async (ctx: Ctx, periodId: number) => (await call(ctx, 'GET', `/periodClose/${periodId}/checks`)).body.data.checks as Array<{ key: string; passed: boolean; vouchers: any[] }>;

test('the months before the current one are closed and pass every check 期末结账 shows', async (ctx) => {
  for (let n = 1; n <= DEMO_CLOSED_MONTHS; n++) {
    const p = await periodOf(ctx, monthBefore(ctx, n));
    assert.equal([p.status, p.closedBy], ['1', '李建国'], `${p.year}-${p.period}`);
    assert.equal(
      (await checksOf(ctx, p.periodId)).filter((c) => !c.passed).map((c) => c.key),
      [],
      `${p.year}-${p.period}`,
    );
  }
  const before = await periodOf(ctx, monthBefore(ctx, DEMO_CLOSED_MONTHS + 1));
  assert.is(before.status, '1', 'the history before the system is closed too');
  const runs = await ctx.h.db.selectFrom('asset_depreciation_runs').select(['year', 'period']).where('org_id', '=', ctx.org).orderBy('year').orderBy('period').execute();
  assert.equal(
    runs,
    Array.from({ length: DEMO_CLOSED_MONTHS }, (_, i) => monthBefore(ctx, DEMO_CLOSED_MONTHS - i)),
  );

  // The second hotel keeps this year open.
  const other = await ctx.h.db
    .selectFrom('accounting_periods')
    .select('status')
    .where('org_id', '=', await ctx.h.orgId('HT002'))
    .where('year', '=', monthBefore(ctx, 0).year)
    .execute();
  assert.ok(other.every((p) => p.status === '0'));
});

test('the closed months are posted vouchers with customers, employees, cash-flow items and the cashier’s signature', async (ctx) => {
  const last = monthBefore(ctx, 1);
  const period = `${last.year}-${String(last.period).padStart(2, '0')}`;
  const vouchers = await ctx.h.db.selectFrom('vouchers').select(['voucher_id', 'status', 'cashier_name', 'carry_forward']).where('org_id', '=', ctx.org).where('period', '=', period).execute();
  assert.ok(vouchers.length > 5, 'a month of business');
  assert.ok(
    vouchers.every((v) => v.status === '3'),
    'all posted',
  );
  assert.is(vouchers.filter((v) => v.carry_forward === 1).length, 1, 'one carry-forward');
  const lines = await ctx.h.db
    .selectFrom('voucher_lines')
    .select(['voucher_id', 'account_code', 'customer_id', 'employee_id', 'cashflow_code'])
    .where(
      'voucher_id',
      'in',
      vouchers.map((v) => v.voucher_id),
    )
    .execute();
  const cash = lines.filter((l) => /^100[12]/.test(l.account_code));
  assert.ok(cash.length > 0 && cash.every((l) => l.cashflow_code !== null), 'cash and bank lines carry a cash-flow item');
  const signed = new Set(vouchers.filter((v) => v.cashier_name === '系统管理员').map((v) => v.voucher_id));
  assert.ok(
    cash.every((l) => signed.has(l.voucher_id)),
    'the cashier signed every cash voucher',
  );
  assert.ok(lines.filter((l) => l.account_code === '1122').every((l) => l.customer_id !== null));
  assert.ok(lines.filter((l) => l.account_code === '1221').every((l) => l.employee_id !== null));

  // 辅助余额表 of the customers names them with the month's movement.
  const aux = await call(ctx, 'GET', '/accounting/ledger/auxBalance', { query: { dimension: 'customer', year: String(last.year), from: String(last.period), to: String(last.period) } });
  assert.is(aux.status, 200, aux.text);
  assert.ok(JSON.stringify(aux.body.data).includes('携程旅行网'), aux.text.slice(0, 300));
});

test('the current period holds the work left, and its close is refused for exactly that', async (ctx) => {
  const p = await periodOf(ctx, monthBefore(ctx, 0));
  assert.is(p.status, '0');
  const checks = await checksOf(ctx, p.periodId);
  assert.equal(
    checks.filter((c) => !c.passed).map((c) => c.key),
    ['vouchers', 'depreciation', 'carryForward'],
  );
  const waiting = checks
    .find((c) => c.key === 'vouchers')!
    .vouchers.map((v) => v.status)
    .sort();
  assert.equal(waiting, ['0', '0', '1', '2'], 'unsent, sent and audited (the cashier has not signed)');
  const closing = await call(ctx, 'PUT', `/periodClose/${p.periodId}/close`);
  assert.is(closing.status, 409);
  assert.match(closing.body.msg, '凭证全部审核记账、已计提折旧、已结转损益');
});

test('a voucher dated in a closed month is refused', async (ctx) => {
  const last = monthBefore(ctx, 1);
  const date = `${last.year}-${String(last.period).padStart(2, '0')}-15`;
  const res = await call(ctx, 'POST', '/voucher', {
    body: {
      voucherDate: date,
      lines: [
        { summary: '补记', accountCode: '1403', debit: 100, credit: 0 },
        { summary: '补记', accountCode: '2241', debit: 0, credit: 100 },
      ],
    },
  });
  assert.equal([res.status, res.body.field], [422, 'voucherDate']);
  assert.match(res.body.msg, '已结账');
});

test('editing or deleting a posted voucher of a closed month is refused for the closed period', async (ctx) => {
  const last = monthBefore(ctx, 1);
  const period = `${last.year}-${String(last.period).padStart(2, '0')}`;
  const posted = await ctx.h.db
    .selectFrom('vouchers')
    .select(['voucher_id', 'version'])
    .where('org_id', '=', ctx.org)
    .where('period', '=', period)
    .where('status', '=', '3')
    .orderBy('voucher_id')
    .executeTakeFirstOrThrow();
  const edit = await call(ctx, 'PUT', '/voucher', { body: { voucherId: posted.voucher_id, version: posted.version, remark: '改' } });
  assert.equal([edit.status, edit.body.msg], [422, `会计期间 ${period} 已结账，不能新增、修改、删除凭证或改变凭证状态`]);
  const remove = await call(ctx, 'DELETE', `/voucher/${posted.voucher_id}`);
  assert.equal([remove.status, remove.body.msg], [422, `会计期间 ${period} 已结账，不能新增、修改、删除凭证或改变凭证状态`]);
});

test.run();
