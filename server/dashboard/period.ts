/**
 * The accounting period holding the business date: the shell's loginPeriod (routes/org.ts selectLoginDatePeriod,
 * and the token answer's first screen, routes/auth-first-screen.ts) and the dashboards' period.
 */
import type { AccountingPeriod } from '../contracts/org.js';
import type { Db } from '../db/connect.js';
import { readPeriod } from '../routes/org-period.js';

export async function periodHolding(db: Db, orgId: number, date: string): Promise<AccountingPeriod | null> {
  const row = await db.selectFrom('accounting_periods').selectAll().where('org_id', '=', orgId).where('start_date', '<=', date).where('end_date', '>=', date).orderBy('start_date').executeTakeFirst();
  return row ? readPeriod(row) : null;
}

/** 'YYYY-MM', the period as vouchers carry it. */
export const periodLabel = (p: Pick<AccountingPeriod, 'year' | 'period'>): string => `${p.year}-${String(p.period).padStart(2, '0')}`;
