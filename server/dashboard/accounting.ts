/**
 * 会计核算's dashboard: vouchers waiting to be sent ('0') and audited ('1') in any period, those audited
 * in the current period, and the year's vouchers per period by status. Two GROUP BYs on the voucher
 * indexes of migration 0034: (org_id, status, period) and (org_id, period, status).
 */
import type { AccountingDashboard } from '../contracts/dashboard.js';
import { hasPermi } from '../plugins/permission.js';
import { num, type DashboardContext } from './context.js';
import { periodHolding, periodLabel } from './period.js';

/** Each voucher status's bar: the booked statuses (audited, posted) apart, so the chart shows what is left to post. */
const STATUS_FIELD: Record<string, 'unaudited' | 'sent' | 'audited' | 'posted'> = { '0': 'unaudited', '1': 'sent', '2': 'audited', '3': 'posted' };

/** The voucher list's readers (凭证录入 and 凭证审核). */
const VOUCHER_READERS = ['accounting:voucher:list', 'accounting:voucher:query'];

export async function accountingDashboard(ctx: DashboardContext): Promise<AccountingDashboard> {
  const { db } = ctx.deps;
  const orgId = ctx.auth.orgId;
  const period = await periodHolding(db, orgId, ctx.asOf);
  if (!hasPermi(ctx.auth, ...VOUCHER_READERS)) return { asOf: ctx.asOf, period, vouchers: null };

  const year = period?.year ?? Number(ctx.asOf.slice(0, 4));
  const [waiting, yearRows] = await Promise.all([
    db
      .selectFrom('vouchers')
      .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
      .where('org_id', '=', orgId)
      .where('status', 'in', ['0', '1'])
      .groupBy('status')
      .execute(),
    db
      .selectFrom('vouchers')
      .select(['period', 'status', (eb) => eb.fn.countAll<number>().as('n')])
      .where('org_id', '=', orgId)
      .where('period', '>=', `${year}-01`)
      .where('period', '<=', `${year}-12`)
      .groupBy(['period', 'status'])
      .execute(),
  ]);

  const byPeriod = new Map<string, { period: string; unaudited: number; sent: number; audited: number; posted: number }>();
  for (const row of yearRows) {
    const entry = byPeriod.get(row.period) ?? { period: row.period, unaudited: 0, sent: 0, audited: 0, posted: 0 };
    const field = STATUS_FIELD[row.status];
    entry[field] += num(row.n);
    byPeriod.set(row.period, entry);
  }
  const waitingCount = (status: string) => num(waiting.find((r) => r.status === status)?.n);
  return {
    asOf: ctx.asOf,
    period,
    vouchers: {
      toSend: waitingCount('0'),
      toAudit: waitingCount('1'),
      auditedThisPeriod: period ? (byPeriod.get(periodLabel(period))?.audited ?? 0) : 0,
      year,
      byPeriod: [...byPeriod.values()].sort((a, b) => a.period.localeCompare(b.period)),
    },
  };
}
