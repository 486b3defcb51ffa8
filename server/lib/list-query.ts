/**
 * The one list layer of the RuoYi-style list calls (DESIGN.md section 4): `pageNum` (default 1),
 * `pageSize` (default 10; 100000000 means all), `orderByColumn` + `isAsc`, and each endpoint's typed
 * filters, answered as `{ code: 200, msg, rows, total }`.
 *
 * - The sort column goes through the endpoint's allowlist (wire field name → column), never into SQL
 *   text: anything else is a 422 naming `orderByColumn`. `isAsc` takes 'asc'/'desc' and RuoYi's
 *   element-ui spellings 'ascending'/'descending'.
 * - Two queries, whatever the page: a count and the page itself, selecting only the wire fields
 *   (aliased straight to their camelCase names, so rows go out without a per-row mapping step).
 * - 'All' is honoured, but one answer holds at most MAX_ROWS_PER_ANSWER rows: beyond that the caller
 *   gets a 422 on `pageSize` and must filter or page, instead of the server building a reply that
 *   never ends. The count runs first so that check (and an offset past the end) costs no page query.
 * - Empty query values (`dictName=`) mean "no filter", as RuoYi's list pages send them.
 */
import type { Context } from 'hono';
import { sql, type Expression, type SelectQueryBuilder, type SqlBool } from 'kysely';
import { z } from 'zod';
import type { TableReply } from '../contracts/common.js';
import { HttpError } from '../errors.js';
import { t } from '../i18n.js';
import { parseWith } from '../plugins/validate.js';

/** The page size that means "every row" (SPEC.md section 9). */
export const ALL_ROWS = 100_000_000;
/** The most rows one list answer carries (exports have their own, smaller budget: lib/xlsx.ts). */
export const MAX_ROWS_PER_ANSWER = 200_000;

export type Direction = 'asc' | 'desc';
/** Wire field name → column (qualified when the query joins), per endpoint. */
export type SortAllowlist = Readonly<Record<string, string>>;
export type OrderBy = ReadonlyArray<readonly [column: string, direction: Direction]>;

export type ListPage = {
  pageNum: number;
  pageSize: number;
  /** The caller's sort, resolved through the allowlist; null when none was asked for. */
  sort: { column: string; direction: Direction } | null;
};

const digits = z.string().regex(/^\d{1,9}$/).transform(Number);

const PageParams = z.object({
  pageNum: digits.pipe(z.number().min(1)).optional(),
  pageSize: digits.pipe(z.number().min(1).max(ALL_ROWS)).optional(),
  orderByColumn: z.string().max(64).optional(),
  isAsc: z.enum(['asc', 'desc', 'ascending', 'descending']).optional(),
});

/** An optional text filter: trimmed, '' means absent. */
export const textFilter = (max = 100) => z.string().max(max).transform((v) => v.trim() || undefined).optional();

/** The input without empty values: an empty `pageSize=` or `status=` is "not given", not a mistake. */
function withoutEmpty(input: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(input).filter(([, v]) => v !== '' && v !== undefined && v !== null));
}

/**
 * Parses page keys, sort and the endpoint's filters from one flat input (the query string, or an
 * export's form body). Keys the endpoint does not know are ignored: RuoYi clients send extras such
 * as `params[beginTime]`.
 */
export function parseListInput<F extends z.ZodObject>(
  input: Record<string, unknown>,
  filters: F,
  sortable: SortAllowlist,
): { page: ListPage; filters: z.output<F> } {
  const clean = withoutEmpty(input);
  const p = parseWith(PageParams, clean);
  let sort: ListPage['sort'] = null;
  if (p.orderByColumn !== undefined) {
    // Own properties only: 'constructor' or '__proto__' must not resolve to anything.
    const column = Object.hasOwn(sortable, p.orderByColumn) ? sortable[p.orderByColumn] : undefined;
    if (!column) {
      throw new HttpError(422, 'sortNotAllowed', 'orderByColumn', { column: p.orderByColumn, allowed: Object.keys(sortable).join(', ') });
    }
    sort = { column, direction: p.isAsc === 'desc' || p.isAsc === 'descending' ? 'desc' : 'asc' };
  }
  return { page: { pageNum: p.pageNum ?? 1, pageSize: p.pageSize ?? 10, sort }, filters: parseWith(filters, clean) };
}

/** parseListInput over the request's query string. */
export function parseList<F extends z.ZodObject>(c: Context, filters: F, sortable: SortAllowlist) {
  return parseListInput(c.req.query(), filters, sortable);
}

/** The ORDER BY of a list: the caller's sort first, then the endpoint's own order, which ends on a unique key so pages never overlap. */
export function orderFor(page: Pick<ListPage, 'sort'>, defaults: OrderBy): OrderBy {
  if (!page.sort) return defaults;
  const { column, direction } = page.sort;
  return [[column, direction], ...defaults.filter(([c]) => c !== column)];
}

export function applyOrder<DB, TB extends keyof DB, O>(qb: SelectQueryBuilder<DB, TB, O>, order: OrderBy): SelectQueryBuilder<DB, TB, O> {
  let ordered = qb;
  for (const [column, direction] of order) ordered = ordered.orderBy(sql.ref(column), direction);
  return ordered;
}

/** Throws the 422 of an answer that would carry more than `max` rows (a list page, or an export with `field` undefined). */
export function assertRowBudget(rows: number, max: number, field?: string): void {
  if (rows > max) throw new HttpError(422, 'tooManyRows', field, { max });
}

/**
 * Runs a list: `filtered` is the FROM + WHERE (no selection yet), `select` adds the wire fields,
 * `defaults` the endpoint's order (ending on a unique key).
 */
export async function runList<DB, TB extends keyof DB, Row>(
  filtered: SelectQueryBuilder<DB, TB, object>,
  page: ListPage,
  select: (qb: SelectQueryBuilder<DB, TB, object>) => SelectQueryBuilder<DB, TB, Row>,
  defaults: OrderBy,
): Promise<{ rows: Row[]; total: number }> {
  const counted = await filtered.select(sql<number | string>`count(*)`.as('n')).executeTakeFirstOrThrow();
  const total = Number((counted as { n: number | string }).n);
  const offset = (page.pageNum - 1) * page.pageSize;
  if (offset >= total) return { rows: [], total };
  assertRowBudget(Math.min(page.pageSize, total - offset), MAX_ROWS_PER_ANSWER, 'pageSize');
  let query = applyOrder(select(filtered), orderFor(page, defaults));
  // 'All' needs no LIMIT; a real page size does (offset is below total here, so always a safe integer).
  if (page.pageSize < total) query = query.limit(page.pageSize).offset(offset);
  return { rows: await query.execute(), total };
}

/** Case-insensitive "contains" with LIKE wildcards in the text taken literally; the same SQL on both engines. */
export function contains(column: string, text: string): Expression<SqlBool> {
  const pattern = `%${text.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
  return sql<SqlBool>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
}

export function listReply<Row>(c: Context, result: { rows: Row[]; total: number }): TableReply<Row> {
  return { code: 200, msg: t(c, 'ok'), rows: result.rows, total: result.total };
}
