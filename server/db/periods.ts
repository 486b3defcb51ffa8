/** Writing an organisation's accounting periods of one year (the period editor, 组织初始化, data sync). */
import type { AccountingPeriodTable } from './schema.js';
import type { WriteTx } from './write-transaction.js';

/** Inserts the year's periods when it has none, else updates each by number. `trx` must be a write transaction. */
export async function writePeriods(
  trx: WriteTx,
  orgId: number,
  year: number,
  periods: ReadonlyArray<Omit<AccountingPeriodTable, 'period_id' | 'org_id' | 'year' | 'closed_by' | 'closed_at'>>,
  exists: boolean,
): Promise<void> {
  if (!exists) {
    await trx
      .insertInto('accounting_periods')
      .values(periods.map((p) => ({ ...p, org_id: orgId, year })))
      .execute();
    return;
  }
  for (const p of periods) {
    // A period the editor opens again no longer names who closed it (migration 0038).
    const closer = p.status === '0' ? { closed_by: null, closed_at: null } : {};
    await trx
      .updateTable('accounting_periods')
      .set({ start_date: p.start_date, end_date: p.end_date, status: p.status, ...closer })
      .where('org_id', '=', orgId)
      .where('year', '=', year)
      .where('period', '=', p.period)
      .execute();
  }
}
