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
 * - `format=compact` asks for the compact answer (rows as arrays under one `fields` list,
 *   lib/compact-list.ts): every list answers it through `listReply`; any other format is a 422.
 * - Query-plan conditions (the browser's advanced query): `field=value` (eq) and `field[op]=value`
 *   for the fields an endpoint declares with their type (PlanFields). Only declared fields and known
 *   operators pass; anything else in brackets is a 422 naming the key, so a plan never silently
 *   filters less than the user asked. RuoYi's own `params[...]` keys stay ignored.
 */
import type { Context } from 'hono';
import { sql, type Expression, type SelectQueryBuilder, type SqlBool } from 'kysely';
import { z } from 'zod';
import { PAGE_SIZE_ALL } from '../../shared/wire-constants.js';
import type { TableReply } from '../contracts/common.js';
import { HttpError } from '../errors.js';
import { t } from '../i18n.js';
import { parseWith } from '../plugins/validate.js';
import { COMPACT_FORMAT, compactOnTheWire } from './compact-list.js';

/** The page size that means "every row" (SPEC.md section 9), as the browser's pager sends it. */
const ALL_ROWS = PAGE_SIZE_ALL;
/** The most rows one list answer carries (exports have their own, smaller budget: lib/xlsx.ts). */
const MAX_ROWS_PER_ANSWER = 200_000;

type Direction = 'asc' | 'desc';
/** Wire field name → column (qualified when the query joins), per endpoint. */
export type SortAllowlist = Readonly<Record<string, string>>;
export type OrderBy = ReadonlyArray<readonly [column: string, direction: Direction]>;

export type ListPage = {
  pageNum: number;
  pageSize: number;
  /** The caller's sort, resolved through the allowlist; null when none was asked for. */
  sort: { column: string; direction: Direction } | null;
  /** The wire fields the caller shows (`fields=a,b`), or null for all; see `projected`. */
  fields: string[] | null;
};

const digits = z
  .string()
  .regex(/^\d{1,9}$/)
  .transform(Number);

/** The page keys and sort of every list call (the contract's `list` filters come beside them). */
export const PageParams = z.object({
  pageNum: digits.pipe(z.number().min(1)).optional(),
  pageSize: digits
    .pipe(z.number().min(1).max(ALL_ROWS))
    .optional()
    .meta({ description: `Rows per page (default 10); ${ALL_ROWS} means all` }),
  orderByColumn: z.string().max(64).optional(),
  isAsc: z.enum(['asc', 'desc', 'ascending', 'descending']).optional(),
  fields: z
    .string()
    .regex(/^[A-Za-z][A-Za-z0-9_]*(,[A-Za-z][A-Za-z0-9_]*){0,49}$/)
    .optional(),
  format: z.enum([COMPACT_FORMAT]).optional().meta({ description: 'compact: rows as arrays of values in the order of `fields`, named once' }),
});

/** The wire name of a selection: `dict_code as dictCode` → dictCode, `status` → status. */
const wireName = (selection: string) => selection.split(/\s+as\s+/i).pop()!;

/**
 * The endpoint's selections narrowed to the fields the caller shows (`fields=dictCode,dictLabel`),
 * plus `always` (the row key, which pages need to act on a row). A list showing six of twelve
 * columns then reads, sends and parses half the data: what keeps a 100,000-row 'all' list fast.
 * A name the endpoint does not have is a 422 naming `fields`; no `fields` means every selection.
 */
export function projected<S extends string>(selections: readonly S[], page: Pick<ListPage, 'fields'>, always: readonly string[]): S[] {
  if (!page.fields) return [...selections];
  const known = new Set(selections.map(wireName));
  const unknown = page.fields.filter((f) => !known.has(f));
  if (unknown.length) throw new HttpError(422, 'fieldUnknown', 'fields', { field: `fields: ${unknown.join(', ')}` });
  const wanted = new Set([...page.fields, ...always]);
  return selections.filter((s) => wanted.has(wireName(s)));
}

/** The operators of a query-plan condition; 'eq' is also spelled as the plain key `field=value`. */
const PLAN_OPERATORS = ['eq', 'ne', 'like', 'gt', 'ge', 'lt', 'le', 'between', 'in'] as const;
type PlanOperator = (typeof PLAN_OPERATORS)[number];
/** 'date' columns hold epoch ms; their values come as YYYY-MM-DD or YYYY-MM-DD HH:mm:ss (local time). */
type PlanFieldType = 'text' | 'number' | 'date';
/** Wire field name → column and type, per endpoint: the fields a query plan may filter on. */
export type PlanFields = Readonly<Record<string, { column: string; type: PlanFieldType }>>;
/** One parsed condition; values already typed (numbers for number and date fields). */
export type PlanCondition = { column: string; type: PlanFieldType; op: PlanOperator; values: Array<string | number> };

/** At most this many values in one `in` (one bound value each) and characters in one value. */
const MAX_PLAN_VALUES = 100;
const MAX_PLAN_VALUE_LENGTH = 100;
const PLAN_KEY = /^([A-Za-z][A-Za-z0-9_]*)\[([A-Za-z]+)\]$/;
const DATE_VALUE = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2}):(\d{2}))?$/;

/**
 * A date value as the half-open span [start, end) of epoch ms it names: a whole day for YYYY-MM-DD,
 * one second with a time. So 'le 2025-03-01' includes that whole day, as a person means it.
 */
function dateSpan(value: string): [number, number] | null {
  const m = DATE_VALUE.exec(value);
  if (!m) return null;
  const [y, mo, d, h, mi, se] = m.slice(1).map((v) => (v === undefined ? undefined : Number(v)));
  const start = new Date(y!, mo! - 1, d!, h ?? 0, mi ?? 0, se ?? 0);
  // new Date rolls 2025-02-30 over into March: a date that does not exist is refused instead.
  if (start.getFullYear() !== y || start.getMonth() !== mo! - 1 || start.getDate() !== d || (h !== undefined && (h > 23 || mi! > 59 || se! > 59))) return null;
  const end = h === undefined ? new Date(y!, mo! - 1, d! + 1).getTime() : start.getTime() + 1000;
  return [start.getTime(), end];
}

/** Parses one condition's text for its field's type, or throws the 422 naming `key`. */
function planCondition(key: string, field: PlanFields[string], op: PlanOperator, raw: string): PlanCondition {
  const bad = () => new HttpError(422, 'fieldInvalid', key, { field: key });
  const parts = op === 'between' || op === 'in' ? raw.split(',').map((v) => v.trim()) : [raw.trim()];
  if (op === 'between' && parts.length !== 2) throw bad();
  if (parts.length > MAX_PLAN_VALUES || parts.some((v) => v === '' || v.length > MAX_PLAN_VALUE_LENGTH)) throw bad();
  if (field.type === 'text') return { column: field.column, type: 'text', op, values: parts };
  if (op === 'like') throw bad(); // "contains" means nothing for numbers and dates
  if (field.type === 'number') {
    // Whole numbers of at most 9 digits: every declared number column is an integer, and a value beyond
    // its range must be the caller's 422, not a cast error of PostgreSQL.
    if (!parts.every((v) => /^-?\d{1,9}$/.test(v))) throw bad();
    return { column: field.column, type: 'number', op, values: parts.map(Number) };
  }
  const spans = parts.map(dateSpan);
  if (spans.some((s) => s === null)) throw bad();
  return { column: field.column, type: 'date', op, values: (spans as Array<[number, number]>).flat() };
}

/**
 * The query-plan conditions of a flat input. `plain` are the endpoint's own filter keys: a plain
 * `field=value` of those keeps its filter meaning (e.g. contains); of another declared field it is 'eq'.
 */
function parsePlan(input: Record<string, unknown>, fields: PlanFields, plain: ReadonlySet<string>): PlanCondition[] {
  const conditions: PlanCondition[] = [];
  for (const [key, value] of Object.entries(input)) {
    const m = PLAN_KEY.exec(key);
    if (!m) {
      if (!plain.has(key) && Object.hasOwn(fields, key) && typeof value === 'string') conditions.push(planCondition(key, fields[key], 'eq', value));
      continue;
    }
    if (m[1] === 'params') continue; // RuoYi's own extras (params[beginTime]…), not a plan
    const field = Object.hasOwn(fields, m[1]) ? fields[m[1]] : undefined;
    const op = (PLAN_OPERATORS as readonly string[]).includes(m[2]) ? (m[2] as PlanOperator) : undefined;
    if (!field || !op) throw new HttpError(422, 'fieldUnknown', key, { field: key });
    if (typeof value !== 'string') throw new HttpError(422, 'fieldInvalid', key, { field: key });
    conditions.push(planCondition(key, field, op, value));
  }
  return conditions;
}

/** One condition as SQL both engines accept; values are always bound, columns come from the declaration. */
function conditionSql(cond: PlanCondition): Expression<SqlBool> {
  const col = sql.ref(cond.column);
  const v = cond.values;
  if (cond.type === 'date') {
    // values are [start, end) pairs: see dateSpan.
    const within = (i: number) => sql<SqlBool>`(${col} >= ${v[i]} and ${col} < ${v[i + 1]})`;
    switch (cond.op) {
      case 'eq':
        return within(0);
      case 'ne':
        return sql<SqlBool>`not ${within(0)}`;
      case 'gt':
        return sql<SqlBool>`${col} >= ${v[1]}`;
      case 'ge':
        return sql<SqlBool>`${col} >= ${v[0]}`;
      case 'lt':
        return sql<SqlBool>`${col} < ${v[0]}`;
      case 'le':
        return sql<SqlBool>`${col} < ${v[1]}`;
      case 'between':
        return sql<SqlBool>`(${col} >= ${v[0]} and ${col} < ${v[3]})`;
      case 'in':
        return sql<SqlBool>`(${sql.join(
          v.flatMap((_, i) => (i % 2 === 0 ? [within(i)] : [])),
          sql` or `,
        )})`;
      case 'like':
        break;
    }
    throw new Error('unreachable: like on a date');
  }
  switch (cond.op) {
    case 'eq':
      return sql<SqlBool>`${col} = ${v[0]}`;
    case 'ne':
      return sql<SqlBool>`${col} <> ${v[0]}`;
    case 'like':
      return contains(cond.column, String(v[0]));
    case 'gt':
      return sql<SqlBool>`${col} > ${v[0]}`;
    case 'ge':
      return sql<SqlBool>`${col} >= ${v[0]}`;
    case 'lt':
      return sql<SqlBool>`${col} < ${v[0]}`;
    case 'le':
      return sql<SqlBool>`${col} <= ${v[0]}`;
    case 'between':
      return sql<SqlBool>`${col} between ${v[0]} and ${v[1]}`;
    case 'in':
      return sql<SqlBool>`${col} in (${sql.join(v)})`;
  }
}

/** Adds the plan's conditions to a list's FROM + WHERE (all of them must hold). */
export function applyPlan<DB, TB extends keyof DB, O>(qb: SelectQueryBuilder<DB, TB, O>, plan: readonly PlanCondition[]): SelectQueryBuilder<DB, TB, O> {
  let filtered = qb;
  for (const cond of plan) filtered = filtered.where(conditionSql(cond));
  return filtered;
}

// The contracts' text filter, also for records and the code generator's output (lib/gen/generate.ts).
export { textFilter } from '../contracts/fields.js';

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
  planFields: PlanFields = {},
): { page: ListPage; filters: z.output<F>; plan: PlanCondition[] } {
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
  const plan = parsePlan(clean, planFields, new Set(Object.keys(filters.shape)));
  const fields = p.fields ? [...new Set(p.fields.split(','))] : null;
  return { page: { pageNum: p.pageNum ?? 1, pageSize: p.pageSize ?? 10, sort, fields }, filters: parseWith(filters, clean), plan };
}

/** parseListInput over the request's query string. */
export function parseList<F extends z.ZodObject>(c: Context, filters: F, sortable: SortAllowlist, planFields?: PlanFields) {
  return parseListInput(c.req.query(), filters, sortable, planFields);
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
  const { query, total } = await pageQuery(filtered, page, select, defaults);
  return { rows: query ? await query.execute() : [], total };
}

/**
 * What runList runs: the count, then the page's query (ordered, limited), or null for a page past the
 * end. lib/list-answer.ts runs the same query with the database writing each row as JSON.
 */
export async function pageQuery<DB, TB extends keyof DB, Row>(
  filtered: SelectQueryBuilder<DB, TB, object>,
  page: ListPage,
  select: (qb: SelectQueryBuilder<DB, TB, object>) => SelectQueryBuilder<DB, TB, Row>,
  defaults: OrderBy,
): Promise<{ query: SelectQueryBuilder<DB, TB, Row> | null; total: number }> {
  const counted = await filtered.select(sql<number | string>`count(*)`.as('n')).executeTakeFirstOrThrow();
  const total = Number((counted as { n: number | string }).n);
  const offset = (page.pageNum - 1) * page.pageSize;
  if (offset >= total) return { query: null, total };
  assertRowBudget(Math.min(page.pageSize, total - offset), MAX_ROWS_PER_ANSWER, 'pageSize');
  let query = applyOrder(select(filtered), orderFor(page, defaults));
  // 'All' needs no LIMIT; a real page size does (offset is below total here, so always a safe integer).
  if (page.pageSize < total) query = query.limit(page.pageSize).offset(offset);
  return { query, total };
}

/** Case-insensitive "contains" with LIKE wildcards in the text taken literally; the same SQL on both engines. */
export function contains(column: string, text: string): Expression<SqlBool> {
  const pattern = `%${text.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
  return sql<SqlBool>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
}

/** A list's answer: RuoYi's `{ code, msg, rows, total }`, written in the compact form when the caller asked for it. */
export function listReply<Row>(c: Context, result: { rows: Row[]; total: number }): TableReply<Row> {
  const reply = { code: 200, msg: t(c, 'ok'), rows: result.rows, total: result.total };
  return c.req.query('format') === COMPACT_FORMAT ? compactOnTheWire(reply) : reply;
}
