/**
 * A list's "created / signed in between two days" filter: `beginTime` and `endTime` as YYYY-MM-DD,
 * both days inclusive, in the server's local time zone. RuoYi's pages send them as
 * `params[beginTime]` / `params[endTime]`; both spellings are accepted.
 */
import { sql, type Expression, type SqlBool } from 'kysely';

/** The input with RuoYi's `params[beginTime]`/`params[endTime]` read as beginTime/endTime (a plain key wins). */
export function withRuoYiRange(input: Record<string, unknown>): Record<string, unknown> {
  return { beginTime: input['params[beginTime]'], endTime: input['params[endTime]'], ...input };
}

/** Local midnight of a YYYY-MM-DD day, plus `days`. */
export function midnight(date: string, days = 0): number {
  return new Date(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)) + days).getTime();
}

/** WHERE conditions for `column` (epoch ms) within the days beginTime…endTime (either may be absent). */
export function withinDays(column: string, range: { beginTime?: string; endTime?: string }): Array<Expression<SqlBool>> {
  const conditions: Array<Expression<SqlBool>> = [];
  if (range.beginTime) conditions.push(sql<SqlBool>`${sql.ref(column)} >= ${midnight(range.beginTime)}`);
  if (range.endTime) conditions.push(sql<SqlBool>`${sql.ref(column)} < ${midnight(range.endTime, 1)}`);
  return conditions;
}
