/**
 * A closed accounting period (结账) refuses every change to its vouchers. Create and edit check the date's
 * period through `lockOpenPeriod` (vouchers.ts); every other voucher write — delete, each status change,
 * whatever a later action adds — calls `assertVouchersInOpenPeriods` with the vouchers it is about to change,
 * after locking them, inside its write transaction.
 */
import type { Db, Engine } from './connect.js';
import { shareRow, type WriteTx } from './write-transaction.js';
import { HttpError } from '../errors.js';
import { periodText } from '../lib/period-text.js';

/**
 * 422 naming `field` and the period when one of the vouchers lies in a closed period. The periods are held
 * FOR SHARE on PostgreSQL, so a close (which locks its period FOR UPDATE) waits for this change to commit
 * and then sees it, while changes in the same open period do not wait for each other.
 */
export async function assertVouchersInOpenPeriods(trx: WriteTx, engine: Engine, orgId: number, voucherIds: readonly number[], field = 'voucherIds'): Promise<void> {
  if (voucherIds.length === 0) return;
  const periods = await shareRow(
    engine,
    trx
      .selectFrom('accounting_periods')
      .select(['year', 'period', 'status'])
      .where('org_id', '=', orgId)
      .where('period_id', 'in', trx.selectFrom('vouchers').select('period_id').where('org_id', '=', orgId).where('voucher_id', 'in', voucherIds))
      .orderBy('year')
      .orderBy('period'),
  ).execute();
  const closed = periods.find((p) => p.status !== '0');
  if (closed) throw new HttpError(422, 'voucherPeriodClosed', field, { period: periodText(closed.year, closed.period) });
}

/** Which of the vouchers lie in a closed period: the voucher pages say why such a voucher cannot be changed. */
export async function vouchersInClosedPeriods(db: Db, orgId: number, voucherIds: readonly number[]): Promise<Set<number>> {
  if (voucherIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('vouchers as v')
    .innerJoin('accounting_periods as p', 'p.period_id', 'v.period_id')
    .select('v.voucher_id')
    .where('v.org_id', '=', orgId)
    .where('v.voucher_id', 'in', voucherIds)
    .where('p.status', '!=', '0')
    .execute();
  return new Set(rows.map((r) => r.voucher_id));
}
