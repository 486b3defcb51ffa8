/**
 * Reading records of one kind as if they were a table of their own: a derived table over `records`
 * (one organisation, one kind) with one column per field, named by the field's key. The list layer's
 * filters, query plans and sort allowlist then work on those columns exactly as on any table, on both
 * engines (json-field.ts holds the only engine difference). The number and name come from their own
 * indexed columns.
 */
import { sql, type Kysely } from 'kysely';
import { z } from 'zod';
import type { RecordField, RecordKind, RecordRow } from '../contracts/records.js';
import type { Db, Engine } from '../db/connect.js';
import { applyPlan, contains, textFilter, type OrderBy, type PlanCondition, type PlanFields, type SortAllowlist } from '../lib/list-query.js';
import { formatDateTime } from '../lib/time.js';
import { jsonField } from './json-field.js';
import type { RecordValues } from './validation.js';

function columnOf(engine: Engine, kind: RecordKind, field: RecordField) {
  if (field.key === kind.codeField) return sql.ref('code');
  if (field.key === kind.titleField) return sql`nullif(${sql.ref('title')}, '')`;
  return jsonField(engine, 'data', field);
}

/** Tables whose columns are known only at run time (a record field's value: text, a number, or null when unset). */
export type RecordTables = Record<string, Record<string, string | number | null>>;

/** FROM the kind's records of one organisation, with one column per field. */
export function recordTable(db: Db, engine: Engine, orgId: number, kind: RecordKind) {
  const view = db
    .selectFrom('records')
    .where('org_id', '=', orgId)
    .where('kind', '=', kind.key)
    .select([
      'record_id as recordId',
      'version',
      'created_by as createBy',
      'created_at as createdAt',
      'updated_by as updateBy',
      'updated_at as updatedAt',
      ...kind.fields.map((f) => columnOf(engine, kind, f).as(f.key)),
    ])
    .as('r');
  // The columns are the kind's field keys, known only at run time: any name may be asked for from here on.
  return (db as unknown as Kysely<RecordTables>).selectFrom(view);
}

/** A row of the derived table as the wire shows it. */
export function toWire(row: Record<string, unknown>): RecordRow {
  const { createdAt, updatedAt, ...rest } = row;
  return { ...(rest as RecordRow), recordId: Number(row.recordId), version: Number(row.version), createTime: formatDateTime(Number(createdAt)), updateTime: formatDateTime(Number(updatedAt)) };
}

/** Sorting through the kind's sortable fields (plus recordId and the audit times), never anything else. */
export function sortAllowlist(kind: RecordKind): SortAllowlist {
  return { recordId: 'recordId', createTime: 'createdAt', updateTime: 'updatedAt', ...Object.fromEntries(kind.fields.filter((f) => f.sort).map((f) => [f.key, f.key])) };
}

export function defaultOrder(kind: RecordKind): OrderBy {
  return [
    [kind.defaultSort.field, kind.defaultSort.order],
    ['recordId', 'asc'],
  ];
}

/**
 * Query-plan fields: every field. Dates are 'YYYY-MM-DD' text, which orders like the dates it names,
 * so they are text to the list layer (whose 'date' means epoch ms).
 */
export function planFields(kind: RecordKind): PlanFields {
  return Object.fromEntries(kind.fields.map((f) => [f.key, { column: f.key, type: f.type === 'number' || f.type === 'money' ? 'number' : 'text' }]));
}

/** The search filters: text fields match by "contains", the others by equality (money in integer fen, as the columns read). */
export function filterSchema(kind: RecordKind) {
  const number = z
    .string()
    .trim()
    .regex(/^-?\d{1,12}(\.\d{1,2})?$/)
    .optional();
  const fen = z
    .string()
    .trim()
    .regex(/^-?\d{1,15}$/)
    .optional();
  return z.object(Object.fromEntries(kind.fields.filter((f) => f.search).map((f) => [f.key, f.type === 'money' ? fen : f.type === 'number' ? number : textFilter()])));
}

const EXACT: ReadonlySet<RecordField['type']> = new Set(['select', 'user', 'number', 'money', 'date']);

/** FROM + WHERE of a list or export. */
export function filteredRecords(db: Db, engine: Engine, orgId: number, kind: RecordKind, filters: Record<string, string | undefined>, plan: readonly PlanCondition[]) {
  let query = applyPlan(recordTable(db, engine, orgId, kind), plan);
  for (const field of kind.fields) {
    const value = filters[field.key];
    if (value === undefined) continue;
    if (!EXACT.has(field.type)) query = query.where(contains(field.key, value));
    else if (field.type === 'number' || field.type === 'money') query = query.where(sql.ref(field.key), '=', Number(value));
    else query = query.where(sql.ref(field.key), '=', value);
  }
  return query;
}

/** The stored form of a record's values: the JSON text and the copies in `code` and `title`. */
export function storedColumns(kind: RecordKind, values: RecordValues) {
  return { code: String(values[kind.codeField] ?? ''), title: String(values[kind.titleField] ?? ''), data: JSON.stringify(values) };
}
