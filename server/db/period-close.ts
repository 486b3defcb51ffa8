/**
 * What 结账 checks before a period closes, read by the close page and again by the close itself inside its
 * write transaction (routes/period-close.ts), so the page shows exactly what the close will refuse:
 * - vouchers: every voucher of the period posted (status '3'); the others are listed by number;
 * - depreciation: run for the period (`asset_depreciation_runs`) when the organisation has generated asset
 *   cards with months left that were in use before the period began (those a run would depreciate);
 * - carryForward: no income or expense balance left in the period (db/carry-forward.ts);
 * - trialBalance: the booked vouchers and the opening balances balance (lib/trial-balance.ts).
 * `closePeriod` is the close itself (the route, and the demo books of seed-books.ts).
 */
import type { PeriodCheck } from '../contracts/period-close.js';
import { toFen } from '../../shared/money.js';
import type { Db, Engine } from './connect.js';
import { accountFigures } from './ledger.js';
import { profitLossBalances } from './carry-forward.js';
import { periodText } from '../lib/period-text.js';
import { lockRow, type WriteTx } from './write-transaction.js';
import { HttpError } from '../errors.js';
import { translate, type Lang, type MsgKey } from '../i18n.js';
import { trialBalance } from '../lib/trial-balance.js';
import { voucherNumber } from '../lib/voucher-rules.js';

const POSTED = '3';

type PeriodRow = { period_id: number; year: number; period: number; start_date: string };

export async function periodChecks(db: Db | WriteTx, orgId: number, p: PeriodRow): Promise<PeriodCheck[]> {
  const [unposted, depreciable, run, balances, figures] = await Promise.all([
    db
      .selectFrom('vouchers')
      .select(['voucher_id', 'voucher_word', 'voucher_no', 'status'])
      .where('org_id', '=', orgId)
      .where('period_id', '=', p.period_id)
      .where('status', '!=', POSTED)
      .orderBy('voucher_no')
      .execute(),
    db
      .selectFrom('asset_cards')
      .select('card_id')
      .where('org_id', '=', orgId)
      .where('gen_status', '=', '1')
      .where('start_date', '<', p.start_date)
      .whereRef('depreciated_months', '<', 'life_months')
      .limit(1)
      .executeTakeFirst(),
    db.selectFrom('asset_depreciation_runs').select('run_id').where('org_id', '=', orgId).where('year', '=', p.year).where('period', '=', p.period).executeTakeFirst(),
    profitLossBalances(db, orgId, p.period_id),
    accountFigures(db, { orgId, year: p.year, period: p.period, auditedOnly: true }),
  ]);
  const check = (key: PeriodCheck['key'], passed: boolean, more: Partial<PeriodCheck> = {}): PeriodCheck => ({ key, passed, vouchers: [], accounts: [], ...more });
  return [
    check('vouchers', unposted.length === 0, {
      vouchers: unposted.map((v) => ({ voucherId: v.voucher_id, voucherNumber: voucherNumber(v.voucher_word, v.voucher_no), status: v.status })),
    }),
    check('depreciation', !depreciable || run !== undefined),
    check('carryForward', balances.length === 0, { accounts: balances.map((b) => ({ accountCode: b.account_code, deptId: b.dept_id, balance: toFen(b.balance) })) }),
    check('trialBalance', trialBalance(figures).balanced),
  ];
}

const CHECK_NAME: Record<PeriodCheck['key'], MsgKey> = {
  vouchers: 'periodCheckVouchers',
  depreciation: 'periodCheckDepreciation',
  carryForward: 'periodCheckCarryForward',
  trialBalance: 'periodCheckTrialBalance',
};

export const PERIOD_FIELDS = ['period_id', 'year', 'period', 'start_date', 'end_date', 'status', 'closed_by', 'closed_at'] as const;
export type ClosePeriodRow = { period_id: number; year: number; period: number; start_date: string; end_date: string; status: string; closed_by: string | null; closed_at: number | null };

/** The organisation's period `periodId`, locked (FOR UPDATE on PostgreSQL) when `engine` is given; 404 naming `field` otherwise. */
export async function periodRow(db: Db | WriteTx, orgId: number, periodId: number, engine?: Engine, field = 'periodId'): Promise<ClosePeriodRow> {
  const query = db.selectFrom('accounting_periods').select(PERIOD_FIELDS).where('org_id', '=', orgId).where('period_id', '=', periodId);
  const row = await (engine ? lockRow(engine, query) : query).executeTakeFirst();
  if (!row) throw new HttpError(404, 'notFound', field);
  return row;
}

/** The organisation's first period in date order with `status`, before (or, for 'last', the latest of) the given date. */
export function neighbour(trx: WriteTx, orgId: number, status: '0' | '1', which: { before: string } | 'last') {
  let q = trx.selectFrom('accounting_periods').select(['year', 'period']).where('org_id', '=', orgId).where('status', '=', status);
  q = which === 'last' ? q.orderBy('start_date', 'desc') : q.where('start_date', '<', which.before).orderBy('start_date');
  return q.limit(1).executeTakeFirst();
}

/**
 * 结账 of one period inside the caller's write transaction, which it locks first: 409 when it is closed
 * already, an earlier period is still open, or a check fails (the failed checks named in `lang`).
 */
export async function closePeriod(trx: WriteTx, engine: Engine, close: { orgId: number; periodId: number; closedBy: string; now: number; lang: Lang; field?: string }): Promise<ClosePeriodRow> {
  const { orgId, lang, field = 'periodId' } = close;
  const p = await periodRow(trx, orgId, close.periodId, engine, field);
  const label = periodText(p.year, p.period);
  if (p.status !== '0') throw new HttpError(409, 'periodAlreadyClosed', field, { period: label });
  const earlier = await neighbour(trx, orgId, '0', { before: p.start_date });
  if (earlier) throw new HttpError(409, 'periodEarlierOpen', field, { earlier: periodText(earlier.year, earlier.period) });
  const failed = (await periodChecks(trx, orgId, p)).filter((check) => !check.passed);
  if (failed.length) throw new HttpError(409, 'periodChecksFailed', field, { period: label, checks: failed.map((check) => translate(lang, CHECK_NAME[check.key])).join(lang === 'en' ? ', ' : '、') });
  const values = { status: '1', closed_by: close.closedBy, closed_at: close.now };
  await trx.updateTable('accounting_periods').set(values).where('period_id', '=', p.period_id).execute();
  return { ...p, ...values };
}
