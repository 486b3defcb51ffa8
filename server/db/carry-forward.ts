/**
 * 期间损益结转: one voucher, dated the period's last day, that moves the period balance of every income and
 * expense account (lib/account-classes.ts) to 本年利润 (PROFIT_ACCOUNT), one line per account and department,
 * so each of them is left at zero for the period. The balance is that of the period's booked vouchers
 * (BOOKED_STATUSES), earlier carry-forwards included: running it again after one was booked carries only what
 * was booked since. The voucher is unaudited and marked `carry_forward` (migration 0038); it is audited and
 * posted like any other before the period can close (db/period-close.ts).
 *
 * Lines are grouped by account and every auxiliary dimension a line carries (department, customer, supplier,
 * project, employee: shared/aux-dimensions.ts), so the auxiliary ledgers of 本年利润's counterpart accounts
 * also end the period at zero. The voucher is a system one (`origin: 'system'`): an item since disabled is kept.
 *
 * Refused (HttpError): an unknown (422) or closed (422) period, an earlier carry-forward of the period not yet
 * booked (409: audit or delete it first), nothing to carry (422), no usable 本年利润 account (422).
 */
import { sql } from 'kysely';
import type { Db, Engine } from './connect.js';
import { insertVoucher, type NewLine } from './vouchers.js';
import { lockRow, type WriteTx } from './write-transaction.js';
import { periodText } from '../lib/period-text.js';
import { HttpError } from '../errors.js';
import { keyedSummary } from '../lib/voucher-summary.js';
import { isExpenseAccount, isIncomeAccount, PROFIT_ACCOUNT } from '../lib/account-classes.js';
import { BOOKED_STATUSES, voucherNumber } from '../lib/voucher-rules.js';
import { AUX_DIMENSIONS, LINE_FIELDS } from '../../shared/aux-dimensions.js';

export type CarryForwardScope = { orgId: number; userId: number; userName: string };
export type CarryForwardResult = { voucherId: number; voucherNumber: string; accounts: number };

/** The line columns a carry-forward line keeps from the lines it sums, with the voucher-line field of each. */
const LINE_DIMENSIONS = AUX_DIMENSIONS.map((d) => [`${d}_id` as const, LINE_FIELDS[d]] as const);

/** A period row by year and number, locked (FOR UPDATE on PostgreSQL); 422 when unknown. */
async function lockPeriod(trx: WriteTx, engine: Engine, orgId: number, target: { year: number; period: number }) {
  const row = await lockRow(
    engine,
    trx
      .selectFrom('accounting_periods')
      .select(['period_id', 'year', 'period', 'start_date', 'end_date', 'status', 'closed_by', 'closed_at'])
      .where('org_id', '=', orgId)
      .where('year', '=', target.year)
      .where('period', '=', target.period),
  ).executeTakeFirst();
  if (!row) throw new HttpError(422, 'periodUnknown', 'period', { period: periodText(target.year, target.period) });
  return row;
}

/** The period's income and expense balances (debit − credit, fen) per account and department, zero ones left out. */
export async function profitLossBalances(db: Db | WriteTx, orgId: number, periodId: number) {
  const rows = await db
    .selectFrom('voucher_lines as l')
    .innerJoin('vouchers as v', 'v.voucher_id', 'l.voucher_id')
    .select(['l.account_code', ...LINE_DIMENSIONS.map(([column]) => `l.${column}` as const), sql<number | string>`sum(l.debit) - sum(l.credit)`.as('balance')])
    .where('v.org_id', '=', orgId)
    .where('v.period_id', '=', periodId)
    .where('v.status', 'in', BOOKED_STATUSES)
    // Class 6 (损益) only; which of them are income or expense is decided in code below.
    .where('l.account_code', 'like', '6%')
    .groupBy(['l.account_code', ...LINE_DIMENSIONS.map(([column]) => `l.${column}` as const)])
    .orderBy('l.account_code')
    .execute();
  return rows.map((r) => ({ ...r, balance: Number(r.balance) })).filter((r) => r.balance !== 0 && (isIncomeAccount(r.account_code) || isExpenseAccount(r.account_code)));
}

/** The carry-forward vouchers of the period not yet booked, oldest first. */
function pendingCarryForwards(db: Db | WriteTx, orgId: number, periodId: number) {
  return db
    .selectFrom('vouchers')
    .select(['voucher_id', 'voucher_word', 'voucher_no'])
    .where('org_id', '=', orgId)
    .where('period_id', '=', periodId)
    .where('carry_forward', '=', 1)
    .where('status', 'not in', BOOKED_STATUSES)
    .orderBy('voucher_no')
    .execute();
}

/** The refusals a carry-forward of the open period `periodId` meets before anything is written (409, 422). */
export async function assertCarryForwardPossible(db: Db | WriteTx, orgId: number, period: { period_id: number; status: string; label: string }) {
  if (period.status !== '0') throw new HttpError(422, 'voucherPeriodClosed', 'period', { period: period.label });
  const [pending] = await pendingCarryForwards(db, orgId, period.period_id);
  if (pending) throw new HttpError(409, 'carryForwardPending', 'period', { period: period.label, no: voucherNumber(pending.voucher_word, pending.voucher_no) });
  const balances = await profitLossBalances(db, orgId, period.period_id);
  if (balances.length === 0) throw new HttpError(422, 'carryForwardNothing', 'period', { period: period.label });
  return balances;
}

export async function carryForward(trx: WriteTx, engine: Engine, now: number, scope: CarryForwardScope, target: { year: number; period: number }): Promise<CarryForwardResult> {
  const { orgId } = scope;
  const row = await lockPeriod(trx, engine, orgId, target);
  const label = periodText(row.year, row.period);
  const balances = await assertCarryForwardPossible(trx, orgId, { ...row, label });
  const profit = await trx.selectFrom('acc_accounts').select('account_code').where('org_id', '=', orgId).where('account_code', '=', PROFIT_ACCOUNT).where('status', '=', '0').executeTakeFirst();
  if (!profit) throw new HttpError(422, 'carryForwardNoProfitAccount', 'period', { code: PROFIT_ACCOUNT });

  const summary = keyedSummary('carryForwardSummary', { period: label });
  // Each balance is moved out by its opposite side; 本年利润 takes the income and the expense sums on one line each.
  const lines: NewLine[] = balances.map((b) => ({
    ...summary,
    accountCode: b.account_code,
    debit: Math.max(-b.balance, 0),
    credit: Math.max(b.balance, 0),
    ...Object.fromEntries(LINE_DIMENSIONS.map(([column, field]) => [field, b[column]])),
  }));
  for (const isOfGroup of [isIncomeAccount, isExpenseAccount]) {
    const sum = balances.filter((b) => isOfGroup(b.account_code)).reduce((n, b) => n + b.balance, 0);
    if (sum !== 0) lines.push({ ...summary, accountCode: PROFIT_ACCOUNT, debit: Math.max(sum, 0), credit: Math.max(-sum, 0) });
  }
  const voucherId = await insertVoucher(trx, engine, {
    orgId,
    voucherDate: row.end_date,
    attachments: 0,
    remark: '',
    lines,
    maker: { userId: scope.userId, userName: scope.userName },
    now,
    origin: 'system',
  });
  await trx.updateTable('vouchers').set({ carry_forward: 1 }).where('voucher_id', '=', voucherId).execute();
  const voucher = await trx.selectFrom('vouchers').select(['voucher_word', 'voucher_no']).where('voucher_id', '=', voucherId).executeTakeFirstOrThrow();
  return { voucherId, voucherNumber: voucherNumber(voucher.voucher_word, voucher.voucher_no), accounts: balances.length };
}
