/**
 * 维护记录统计 (WorkOrderByCompany): the work orders of each customer company, counted by type and by
 * status, with the latest on-site visit and the latest accepted order, in one GROUP BY over the
 * organisation's work-order records (conditional sums, one column per option of the kind).
 */
import { sql } from 'kysely';
import type { WorkOrderStatsQuery, WorkOrderStatsRow } from '../contracts/crm-views.js';
import type { Db, Engine } from '../db/connect.js';
import { HttpError } from '../errors.js';
import { contains } from '../lib/list-query.js';
import { recordKind } from '../records/kinds/index.js';
import { recordTable } from '../records/store.js';

/** Orders that send someone to the hotel: their accepted date is a visit. */
const ON_SITE_TYPES = ['offline', 'implement', 'afterSales'];

export function workOrderOptions(field: 'orderType' | 'status') {
  return recordKind('workOrder')!.fields.find((f) => f.key === field)!.options!;
}

export async function workOrderStats(db: Db, engine: Engine, orgId: number, q: WorkOrderStatsQuery): Promise<WorkOrderStatsRow[]> {
  if (q.from && q.to && q.from > q.to) throw new HttpError(422, 'reportRangeReversed', 'to');
  let query = recordTable(db, engine, orgId, recordKind('workOrder')!);
  if (q.customerName) query = query.where(contains('customerName', q.customerName));
  if (q.from) query = query.where(sql.ref('acceptDate'), '>=', q.from);
  if (q.to) query = query.where(sql.ref('acceptDate'), '<=', q.to);
  const types = workOrderOptions('orderType');
  const statuses = workOrderOptions('status');
  // Column aliases come from the kind's option values (fixed identifiers), never from the request.
  const countOf = (column: string, value: string, alias: string) => sql<number>`sum(case when ${sql.ref(column)} = ${value} then 1 else 0 end)`.as(alias);
  const rows: Array<Record<string, unknown>> = await query
    .select([
      'customerName',
      sql<number>`count(*)`.as('total'),
      ...types.map((o, i) => countOf('orderType', o.value, `t${i}`)),
      ...statuses.map((o, i) => countOf('status', o.value, `s${i}`)),
      sql<string | null>`max(case when ${sql.ref('orderType')} in (${sql.join(ON_SITE_TYPES)}) then ${sql.ref('acceptDate')} end)`.as('lastVisit'),
      sql<string | null>`max(${sql.ref('acceptDate')})`.as('lastAccepted'),
    ])
    .groupBy('customerName')
    .orderBy(sql`count(*)`, 'desc')
    .orderBy('customerName')
    .execute();
  return rows.map((r) => ({
    customerName: String(r.customerName),
    total: Number(r.total),
    byType: Object.fromEntries(types.map((o, i) => [o.value, Number(r[`t${i}`] ?? 0)])),
    byStatus: Object.fromEntries(statuses.map((o, i) => [o.value, Number(r[`s${i}`] ?? 0)])),
    lastVisit: (r.lastVisit as string | null) ?? null,
    lastAccepted: (r.lastAccepted as string | null) ?? null,
  }));
}
