/**
 * Month end (issue 20, part C) on HT001's books of this year, emptied first, periods 1–3:
 * - 期间损益结转 moves every income and expense balance of the period (booked vouchers only) to 本年利润, one
 *   line per account and department, and leaves each of them at zero while the books still balance;
 * - a second run is refused (409) while the first voucher is unbooked, carries only what was booked since,
 *   and says so when nothing is left;
 * - 结账 is refused with each unmet check alone (vouchers not posted, no depreciation, profit and loss not
 *   carried forward, trial balance off), then closes; periods close in order;
 * - a closed period refuses voucher create, edit, delete and status changes, and the carry-forward;
 * - 反结账 only of the latest closed period, recorded in the operation log; another hotel's period is not found.
 * Vouchers are booked or posted by setting their status (the audit and posting rules have tests of their own).
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { setup, type Harness } from './support.js';

type Ctx = { h: Harness; tokens: Record<string, string>; org: number; year: number; depts: Record<string, number> };
const test = suite<Ctx>('period close');
const API = '/prod-api/htservice';

const call = (ctx: Ctx, method: string, path: string, opts: { token?: string; body?: unknown; query?: Record<string, string> } = {}) =>
  ctx.h.call(method, `${API}${path}`, { token: opts.token ?? ctx.tokens.accountant1, body: opts.body, query: opts.query, headers: { 'accept-language': 'zh-CN' } });

type Line = { summary: string; accountCode: string; debit: number; credit: number; deptId?: number; cashflowCode?: string };
/** Cash and bank lines carry a cash-flow item (CF01); the demo chart's revenue and 6602 lines a department. */
const line = (accountCode: string, debit: number, credit: number, deptId?: number): Line => ({
  summary: '测试',
  accountCode,
  debit,
  credit,
  deptId,
  cashflowCode: /^100[12]/.test(accountCode) ? 'CF01' : undefined,
});
const day = (ctx: Ctx, month: number, d = 10) => `${ctx.year}-${String(month).padStart(2, '0')}-${String(d).padStart(2, '0')}`;

async function voucher(ctx: Ctx, date: string, lines: Line[], status: '0' | '2' | '3'): Promise<number> {
  const res = await call(ctx, 'POST', '/voucher', { body: { voucherDate: date, lines } });
  assert.is(res.status, 200, res.text);
  await setStatus(ctx, status, [res.body.data.voucherId]);
  return res.body.data.voucherId;
}
const setStatus = (ctx: Ctx, status: string, ids?: number[]) =>
  ctx.h.db
    .updateTable('vouchers')
    .set({ status })
    .where('org_id', '=', ctx.org)
    .$if(ids !== undefined, (q) => q.where('voucher_id', 'in', ids!))
    .execute();

async function periodId(ctx: Ctx, period: number): Promise<number> {
  const row = await ctx.h.db.selectFrom('accounting_periods').select('period_id').where('org_id', '=', ctx.org).where('year', '=', ctx.year).where('period', '=', period).executeTakeFirstOrThrow();
  return row.period_id;
}
const checks = async (ctx: Ctx, period: number) =>
  (await call(ctx, 'GET', `/periodClose/${await periodId(ctx, period)}/checks`)).body.data.checks as Array<{ key: string; passed: boolean; vouchers: any[]; accounts: any[] }>;
const failed = async (ctx: Ctx, period: number) => (await checks(ctx, period)).filter((c) => !c.passed).map((c) => c.key);
const close = async (ctx: Ctx, period: number, token?: string) => call(ctx, 'PUT', `/periodClose/${await periodId(ctx, period)}/close`, { token });
const reopen = async (ctx: Ctx, period: number, token?: string) => call(ctx, 'PUT', `/periodClose/${await periodId(ctx, period)}/reopen`, { token });

async function runTask(ctx: Ctx, kind: string, period: number) {
  const started = await ctx.h.runTask(kind, { body: { year: ctx.year, period }, token: ctx.tokens.accountant1, headers: { 'accept-language': 'zh-CN' } });
  return started;
}
/** Carries the period forward and posts the voucher made; answers it. */
async function carryForward(ctx: Ctx, period: number, status: '0' | '2' | '3' = '3') {
  const run = await runTask(ctx, 'period-carry-forward', period);
  assert.is(run.status, 200, run.body?.msg);
  assert.is(run.task.status, 'done', JSON.stringify(run.task));
  const voucherId = run.task.step.params.voucherId as number;
  await setStatus(ctx, status, [voucherId]);
  return (await call(ctx, 'GET', `/voucher/${voucherId}`)).body.data;
}
/** The trial balance of the period over booked vouchers: whether it balances and each profit-and-loss row's period movement. */
async function ledger(ctx: Ctx, period: number) {
  const data = (await call(ctx, 'GET', '/accounting/ledger/general', { query: { year: String(ctx.year), period: String(period), auditedOnly: '1' } })).body.data;
  return data;
}

test.before(async (ctx) => {
  ctx.h = await setup({ env: { HT_CAPTCHA: 'off' } });
  const { h } = ctx;
  ctx.tokens = {};
  for (const user of ['admin', 'accountant1', 'accountant2', 'frontdesk1']) ctx.tokens[user] = await h.login(user);
  ctx.org = await h.orgId('HT001');
  ctx.year = new Date(h.clock.now).getFullYear();
  ctx.depts = Object.fromEntries((await h.db.selectFrom('departments').select(['dept_code', 'dept_id']).where('org_id', '=', ctx.org).execute()).map((d) => [d.dept_code, d.dept_id]));
  // HT001's books start empty: what the tests post is all there is.
  const ids = (await h.db.selectFrom('vouchers').select('voucher_id').where('org_id', '=', ctx.org).execute()).map((v) => v.voucher_id);
  if (ids.length) {
    for (const table of ['voucher_print_records', 'voucher_logs', 'voucher_lines'] as const) await h.db.deleteFrom(table).where('voucher_id', 'in', ids).execute();
    await h.db.deleteFrom('vouchers').where('org_id', '=', ctx.org).execute();
  }
  await h.db.deleteFrom('opening_balances').where('org_id', '=', ctx.org).execute();
  // The hotel's assets are depreciated for period 1 (a voucher of 6602 against 1602, booked below).
  const depreciation = await runTask(ctx, 'asset-depreciation', 1);
  assert.is(depreciation.task.status, 'done', JSON.stringify(depreciation.task));
});

test.after(async (ctx) => ctx.h.close());

test('carry-forward: every income and expense account of the period at zero, per account and department, books balanced', async (ctx) => {
  const { FO, FIN } = ctx.depts;
  await voucher(ctx, day(ctx, 1), [line('1002', 1_200_000, 0), line('600101', 0, 1_000_000, FO), line('600101', 0, 150_000, FIN), line('600102', 0, 50_000, FO)], '2');
  await voucher(ctx, day(ctx, 1, 12), [line('6602', 30_000, 0, FIN), line('6401', 80_000, 0), line('1001', 0, 110_000)], '3');
  // Not booked: left out of the balances carried.
  await voucher(ctx, day(ctx, 1, 15), [line('6602', 99_900, 0, FIN), line('1001', 0, 99_900)], '0');
  // The depreciation voucher made in before() is booked too.
  await setStatus(ctx, '2', [(await ctx.h.db.selectFrom('asset_depreciation_runs').select('voucher_id').where('org_id', '=', ctx.org).executeTakeFirstOrThrow()).voucher_id!]);

  const cf = await carryForward(ctx, 1, '2');
  assert.is(cf.voucherDate, `${ctx.year}-01-31`);
  const depreciation = Number(
    (await ctx.h.db.selectFrom('asset_depreciation_runs').select('total').where('org_id', '=', ctx.org).where('year', '=', ctx.year).where('period', '=', 1).executeTakeFirstOrThrow()).total,
  );
  const lines = cf.lines.map((l: any) => [l.accountCode, l.deptId, l.debit, l.credit]);
  // One line per account and department, each on the side opposite its balance;
  // the depreciation's lines (管理费用-折旧费) are the assets module's.
  for (const expected of [
    ['600101', FO, 1_000_000, 0],
    ['600101', FIN, 150_000, 0],
    ['600102', FO, 50_000, 0],
    ['6401', null, 0, 80_000],
    ['6602', FIN, 0, 30_000],
  ]) {
    assert.ok(
      lines.some((l: any) => JSON.stringify(l) === JSON.stringify(expected)),
      JSON.stringify(expected),
    );
  }
  const credited6602 = lines.filter((l: any) => l[0].startsWith('6602')).reduce((n: number, l: any) => n + l[3], 0);
  assert.is(credited6602, 30_000 + depreciation);
  // 本年利润 takes the income sum and the expense sum on one line each.
  assert.equal(
    lines.filter((l: any) => l[0] === '4103').map((l: any) => [l[2], l[3]]),
    [
      [0, 1_200_000],
      [80_000 + 30_000 + depreciation, 0],
    ],
  );
  const data = await ledger(ctx, 1);
  assert.ok(data.balanced);
  for (const row of data.rows.filter((r: any) => r.accountCode.startsWith('6'))) assert.is(row.periodDebit, row.periodCredit, row.accountCode);
  const profit = data.rows.find((r: any) => r.accountCode === '4103');
  // The period's profit (a loss when the depreciation outweighs the takings) now sits on 本年利润 alone.
  const net = 1_200_000 - 110_000 - depreciation;
  assert.equal([profit.closingSide, profit.closing], [net > 0 ? 'C' : 'D', Math.abs(net)]);
  assert.equal((await checks(ctx, 1)).find((c) => c.key === 'carryForward')!.passed, true);
});

test('second run: 409 while the earlier one is unbooked, then only what was booked since, then nothing left', async (ctx) => {
  await voucher(ctx, day(ctx, 1, 20), [line('1001', 70_000, 0), line('600102', 0, 70_000, ctx.depts.FIN)], '2');
  const second = await carryForward(ctx, 1, '0');
  assert.equal(
    second.lines.map((l: any) => [l.accountCode, l.debit, l.credit]),
    [
      ['600102', 70_000, 0],
      ['4103', 0, 70_000],
    ],
  );

  const pending = await runTask(ctx, 'period-carry-forward', 1);
  assert.is(pending.status, 409);
  assert.ok(pending.body.msg.includes(second.voucherNumber), pending.body.msg);
  await setStatus(ctx, '2', [second.voucherId]);
  const nothing = await runTask(ctx, 'period-carry-forward', 1);
  assert.is(nothing.status, 422);
  assert.match(nothing.body.msg, /没有余额/);
  const carried = await ctx.h.db.selectFrom('vouchers').select('voucher_id').where('org_id', '=', ctx.org).where('carry_forward', '=', 1).execute();
  assert.is(carried.length, 2);
});

test('close refused: vouchers not all posted, the unposted listed by number', async (ctx) => {
  await ctx.h.db
    .deleteFrom('voucher_logs')
    .where('voucher_id', 'in', ctx.h.db.selectFrom('vouchers').select('voucher_id').where('org_id', '=', ctx.org).where('status', '=', '0'))
    .execute();
  await ctx.h.db
    .deleteFrom('voucher_lines')
    .where('voucher_id', 'in', ctx.h.db.selectFrom('vouchers').select('voucher_id').where('org_id', '=', ctx.org).where('status', '=', '0'))
    .execute();
  await ctx.h.db.deleteFrom('vouchers').where('org_id', '=', ctx.org).where('status', '=', '0').execute();
  assert.equal(await failed(ctx, 1), ['vouchers']);
  const unposted = (await checks(ctx, 1))[0].vouchers;
  assert.ok(unposted.length > 0 && unposted.every((v: any) => /^记-\d{4}$/.test(v.voucherNumber)));
  const res = await close(ctx, 1);
  assert.is(res.status, 409);
  assert.ok(res.body.msg.includes('凭证全部审核记账') && !res.body.msg.includes('试算平衡'), res.body.msg);
  await setStatus(ctx, '3');
});

test('close refused: profit and loss not carried forward', async (ctx) => {
  await voucher(ctx, day(ctx, 1, 25), [line('1002', 40_000, 0), line('600101', 0, 40_000, ctx.depts.FO)], '3');
  assert.equal(await failed(ctx, 1), ['carryForward']);
  const left = (await checks(ctx, 1)).find((c) => c.key === 'carryForward')!.accounts;
  assert.equal(left, [{ accountCode: '600101', deptId: ctx.depts.FO, balance: -40_000 }]);
  const res = await close(ctx, 1);
  assert.is(res.status, 409);
  assert.ok(res.body.msg.includes('已结转损益'), res.body.msg);
  await carryForward(ctx, 1);
});

test('close refused: trial balance not balanced', async (ctx) => {
  await ctx.h.db
    .insertInto('opening_balances')
    .values({ org_id: ctx.org, year: ctx.year, account_code: '1001', account_name: '库存现金', direction: 'D', balance_c: 100, updated_at: ctx.h.clock.now })
    .execute();
  assert.equal(await failed(ctx, 1), ['trialBalance']);
  const res = await close(ctx, 1);
  assert.is(res.status, 409);
  assert.ok(res.body.msg.includes('试算平衡'), res.body.msg);
  await ctx.h.db.deleteFrom('opening_balances').where('org_id', '=', ctx.org).execute();
});

test('close: checks pass, the period closes with who and when; closing it again is refused', async (ctx) => {
  assert.equal(await failed(ctx, 1), []);
  assert.is((await close(ctx, 1, ctx.tokens.frontdesk1)).status, 403);
  const res = await close(ctx, 1);
  assert.is(res.status, 200, res.text);
  assert.equal([res.body.data.status, res.body.data.closedAt], ['1', ctx.h.clock.now]);
  assert.ok(res.body.data.closedBy);
  const list = (await call(ctx, 'GET', '/periodClose/list', { query: { year: String(ctx.year) } })).body.data;
  assert.equal(
    list.slice(0, 2).map((p: any) => p.status),
    ['1', '0'],
  );
  assert.is((await close(ctx, 1)).status, 409);
});

test('close refused: depreciation not run (period 2), and periods close in order (period 3 before 2)', async (ctx) => {
  assert.equal(await failed(ctx, 2), ['depreciation']);
  const res = await close(ctx, 2);
  assert.is(res.status, 409);
  assert.ok(res.body.msg.includes('已计提折旧'), res.body.msg);

  assert.equal(await failed(ctx, 3), ['depreciation']);
  const early = await close(ctx, 3);
  assert.is(early.status, 409);
  assert.ok(early.body.msg.includes(`${ctx.year}-02`), early.body.msg);

  const run = await runTask(ctx, 'asset-depreciation', 2);
  assert.is(run.task.status, 'done');
  await setStatus(ctx, '3');
  await carryForward(ctx, 2);
  assert.is((await close(ctx, 2)).status, 200);
});

test('a closed period refuses voucher create, edit, delete, status changes and the carry-forward', async (ctx) => {
  const before = await ctx.h.db.selectFrom('vouchers').selectAll().where('org_id', '=', ctx.org).orderBy('voucher_id').execute();
  const period = `${ctx.year}-01`;
  const refused = (res: { status: number; body: any }) => {
    assert.is(res.status, 422, JSON.stringify(res.body));
    assert.ok(res.body.msg.includes(period), res.body.msg);
  };
  refused(await call(ctx, 'POST', '/voucher', { body: { voucherDate: day(ctx, 1), lines: [line('1001', 100, 0), line('1002', 0, 100)] } }));
  const jan = before.find((v) => v.period === period)!;
  // An open period's unaudited voucher cannot be moved into the closed one either.
  const march = await voucher(ctx, day(ctx, 3), [line('1001', 100, 0), line('1002', 0, 100)], '0');
  const marchRow = await ctx.h.db.selectFrom('vouchers').select('version').where('voucher_id', '=', march).executeTakeFirstOrThrow();
  refused(await call(ctx, 'PUT', '/voucher', { body: { voucherId: march, version: marchRow.version, voucherDate: day(ctx, 1) } }));
  const edit = await call(ctx, 'PUT', '/voucher', { body: { voucherId: jan.voucher_id, version: jan.version, remark: '改' } });
  assert.ok(edit.status === 409 || edit.status === 422, edit.text);
  refused(await call(ctx, 'DELETE', `/voucher/${jan.voucher_id}`));
  refused(await call(ctx, 'PUT', '/voucher/revoke', { token: ctx.tokens.admin, body: { voucherIds: [jan.voucher_id] } }));
  refused(await call(ctx, 'PUT', '/voucher/send', { body: { voucherIds: [march, jan.voucher_id] } }));
  const cf = await runTask(ctx, 'period-carry-forward', 1);
  refused(cf);
  await ctx.h.db.deleteFrom('voucher_logs').where('voucher_id', '=', march).execute();
  await ctx.h.db.deleteFrom('voucher_lines').where('voucher_id', '=', march).execute();
  await ctx.h.db.deleteFrom('vouchers').where('voucher_id', '=', march).execute();
  assert.equal(await ctx.h.db.selectFrom('vouchers').selectAll().where('org_id', '=', ctx.org).orderBy('voucher_id').execute(), before);
});

test('reopen: only the latest closed period, recorded in the operation log; writes go through again', async (ctx) => {
  const early = await reopen(ctx, 1);
  assert.is(early.status, 409);
  assert.ok(early.body.msg.includes(`${ctx.year}-02`), early.body.msg);
  assert.is((await reopen(ctx, 3)).status, 409);
  assert.is((await reopen(ctx, 2, ctx.tokens.frontdesk1)).status, 403);
  const res = await reopen(ctx, 2);
  assert.is(res.status, 200, res.text);
  assert.equal([res.body.data.status, res.body.data.closedBy], ['0', null]);
  await ctx.h.operLog.idle();
  const entry = await ctx.h.db
    .selectFrom('oper_logs')
    .select(['perms', 'target', 'status', 'oper_name'])
    .where('perms', '=', 'accounting:period:reopen')
    .where('status', '=', '0')
    .executeTakeFirstOrThrow();
  assert.equal([entry.target, entry.oper_name], [String(await periodId(ctx, 2)), 'accountant1']);
  const posted = await ctx.h.db.selectFrom('vouchers').select('voucher_id').where('org_id', '=', ctx.org).where('period', '=', `${ctx.year}-02`).executeTakeFirstOrThrow();
  assert.is(
    (await call(ctx, 'PUT', '/voucher/revoke', { token: ctx.tokens.admin, body: { voucherIds: [posted.voucher_id] } })).status,
    409,
    'a status change meets the status rules again, not the closed period',
  );
});

test("another hotel's period is not found, and the front desk may not read the checks", async (ctx) => {
  const id = await periodId(ctx, 2);
  assert.is((await call(ctx, 'GET', `/periodClose/${id}/checks`, { token: ctx.tokens.accountant2 })).status, 404);
  assert.is((await call(ctx, 'PUT', `/periodClose/${id}/close`, { token: ctx.tokens.accountant2 })).status, 404);
  assert.is((await call(ctx, 'GET', `/periodClose/${id}/checks`, { token: ctx.tokens.frontdesk1 })).status, 403);
});

test.run();
