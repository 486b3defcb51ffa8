/**
 * A record kind's rows of the session's organisation counted by status, one GROUP BY on the records'
 * (org_id, kind) index through the record store's derived table (records/store.ts), so the counts are
 * exactly what the kind's list filters. Every status the kind offers is listed, with 0 where none hold it,
 * labelled in the caller's language (business agreements, report records).
 */
import { sql } from 'kysely';
import type { RecordKind } from '../contracts/records.js';
import { recordTable } from '../records/store.js';
import { num, type DashboardContext } from './context.js';

export type StatusCounts = { total: number; byStatus: Array<{ value: string; label: string; count: number }> };

export async function countByStatus(ctx: DashboardContext, kind: RecordKind): Promise<StatusCounts> {
  const { db, engine } = ctx.deps;
  const rows = await recordTable(db, engine, ctx.auth.orgId, kind)
    .select([sql.ref<string>('status').as('status'), sql<number>`count(*)`.as('n')])
    .groupBy(sql.ref('status'))
    .execute();
  const counted = new Map<string, number>(rows.map((r: { status: string; n: number | string }) => [String(r.status), num(r.n)]));
  const options = kind.fields.find((f) => f.key === 'status')!.options!;
  return {
    total: [...counted.values()].reduce((sum, n) => sum + n, 0),
    byStatus: options.map((o) => ({ value: o.value, label: o[ctx.lang], count: counted.get(o.value) ?? 0 })),
  };
}
