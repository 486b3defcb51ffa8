/**
 * 客户关系's dashboard, each block behind the list permission of the record kind it reads: work orders by
 * status (one GROUP BY), contracts running out within the window (a COUNT and a short list) and the
 * opportunity funnel (the funnel page's own query, crm/funnel.ts, ungrouped).
 */
import { sql } from 'kysely';
import { toFen, ZERO_FEN } from '../../shared/money.js';
import type { CrmDashboard, ExpiringContract } from '../contracts/dashboard.js';
import { FunnelQuery } from '../contracts/crm-views.js';
import { funnelCells } from '../crm/funnel.js';
import { workOrderOptions } from '../crm/work-order-stats.js';
import { addDays } from '../lib/time.js';
import { hasPermi } from '../plugins/permission.js';
import { recordKind } from '../records/kinds/index.js';
import { recordTable } from '../records/store.js';
import { EXPIRY_DAYS, LIST_SIZE, num, type DashboardContext } from './context.js';

/** Work orders in these states need nobody any more; every other state is open work. */
const WORK_ORDER_FINAL = ['done', 'closed'];
/** Contracts in these states no longer run out. */
const CONTRACT_ENDED = ['finished', 'terminated'];

async function workOrders(ctx: DashboardContext): Promise<NonNullable<CrmDashboard['workOrders']>> {
  const rows: Array<{ status: string; n: number | string }> = await recordTable(ctx.deps.db, ctx.deps.engine, ctx.auth.orgId, recordKind('workOrder')!)
    .select([sql.ref<string>('status').as('status'), sql<number>`count(*)`.as('n')])
    .groupBy(sql.ref('status'))
    .execute();
  const counted = new Map(rows.map((r) => [String(r.status), num(r.n)]));
  const byStatus = workOrderOptions('status').map((o) => ({ value: o.value, label: o[ctx.lang], count: counted.get(o.value) ?? 0 }));
  return { open: byStatus.filter((s) => !WORK_ORDER_FINAL.includes(s.value)).reduce((sum, s) => sum + s.count, 0), byStatus };
}

async function contracts(ctx: DashboardContext, until: string): Promise<NonNullable<CrmDashboard['contracts']>> {
  const ending = () =>
    recordTable(ctx.deps.db, ctx.deps.engine, ctx.auth.orgId, recordKind('contract')!)
      .where(sql.ref('endDate'), '>=', ctx.asOf)
      .where(sql.ref('endDate'), '<=', until)
      .where(sql.ref('status'), 'not in', CONTRACT_ENDED);
  const [count, rows] = await Promise.all([
    ending().select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow(),
    ending().select(['recordId', 'contractNo', 'contractName', 'customerName', 'endDate', 'amount']).orderBy(sql.ref('endDate')).orderBy('recordId').limit(LIST_SIZE).execute(),
  ]);
  return {
    expiringCount: num((count as { n: number | string }).n),
    expiring: rows.map(
      (r: Record<string, unknown>): ExpiringContract => ({
        recordId: Number(r.recordId),
        contractNo: String(r.contractNo ?? ''),
        contractName: String(r.contractName ?? ''),
        customerName: String(r.customerName ?? ''),
        endDate: String(r.endDate),
        // The record table reads money as fen, the dashboard's unit too.
        amount: toFen(num(r.amount as number | null)),
      }),
    ),
  };
}

async function funnel(ctx: DashboardContext): Promise<NonNullable<CrmDashboard['funnel']>> {
  const cells = await funnelCells(ctx.deps.db, ctx.deps.engine, ctx.auth.orgId, FunnelQuery.parse({}));
  const stages = recordKind('opportunity')!.fields.find((f) => f.key === 'stage')!.options!;
  return {
    steps: stages.map((o) => {
      const cell = cells.find((c) => c.stage === o.value);
      return { stage: o.value, label: o[ctx.lang], count: cell?.count ?? 0, amount: cell?.amount ?? ZERO_FEN };
    }),
  };
}

export async function crmDashboard(ctx: DashboardContext): Promise<CrmDashboard> {
  const until = addDays(ctx.asOf, EXPIRY_DAYS);
  const { auth } = ctx;
  const [orders, ending, opportunities] = await Promise.all([
    hasPermi(auth, 'crm:workOrder:list') ? workOrders(ctx) : null,
    hasPermi(auth, 'crm:contract:list') ? contracts(ctx, until) : null,
    hasPermi(auth, 'crm:opportunity:list') ? funnel(ctx) : null,
  ]);
  return { asOf: ctx.asOf, until, workOrders: orders, contracts: ending, funnel: opportunities };
}
