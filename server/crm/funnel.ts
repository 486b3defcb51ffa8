/**
 * The opportunity funnel (潜在客户漏斗): how many opportunities stand at each stage and their expected
 * amount, grouped by nothing, the responsible engineer, the sales owner or the month of the expected
 * signing, in one GROUP BY over the organisation's opportunity records. Conversions and win rates are
 * derived from these cells by the page (src/modules/records/views/funnel-math.ts), so the one query
 * serves the funnel, the per-engineer breakdown and the win-rate tables alike.
 */
import { sql } from 'kysely';
import { toFen } from '../../shared/money.js';
import type { FunnelCell, FunnelGroupBy, FunnelQuery } from '../contracts/crm-views.js';
import type { Db, Engine } from '../db/connect.js';
import { HttpError } from '../errors.js';
import { recordKind } from '../records/kinds/index.js';
import { recordTable } from '../records/store.js';

/** The column (or expression) a grouping reads. */
function groupExpression(groupBy: FunnelGroupBy) {
  if (groupBy === 'month') return sql<string | null>`substr(${sql.ref('expectedDate')}, 1, 7)`;
  if (groupBy === 'none') return sql<string | null>`null`;
  return sql<string | null>`${sql.ref(groupBy)}`;
}

export async function funnelCells(db: Db, engine: Engine, orgId: number, q: FunnelQuery): Promise<FunnelCell[]> {
  if (q.from && q.to && q.from > q.to) throw new HttpError(422, 'reportRangeReversed', 'to');
  let query = recordTable(db, engine, orgId, recordKind('opportunity')!);
  if (q.engineer) query = query.where(sql.ref('engineer'), '=', q.engineer);
  if (q.owner) query = query.where(sql.ref('owner'), '=', q.owner);
  if (q.from) query = query.where(sql.ref('expectedDate'), '>=', q.from);
  if (q.to) query = query.where(sql.ref('expectedDate'), '<=', q.to);
  const group = groupExpression(q.groupBy);
  const rows: Array<{ grp: string | null; stage: string | number | null; n: number | string; fen: number | string | null; rate: number | string | null }> = await query
    .select([
      group.as('grp'),
      'stage',
      sql<number>`count(*)`.as('n'),
      // Integer fen as the record table reads money, so the sum never drifts.
      sql<number>`sum(coalesce(${sql.ref('expectedAmount')}, 0))`.as('fen'),
      sql<number>`avg(${sql.ref('winRate')})`.as('rate'),
    ])
    .groupBy(q.groupBy === 'none' ? ['stage'] : [group, sql.ref('stage')])
    .execute();
  return rows.map((r) => ({
    group: r.grp === null || r.grp === undefined ? null : String(r.grp),
    stage: String(r.stage),
    count: Number(r.n),
    amount: toFen(r.fen ?? 0),
    avgWinRate: r.rate === null || r.rate === undefined ? null : Math.round(Number(r.rate) * 10) / 10,
  }));
}
