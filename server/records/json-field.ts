/**
 * The one place that knows how each engine reads a value out of a record's JSON text: SQLite's
 * `json_extract(data, '$.key')` (numbers come back as numbers) and PostgreSQL's `data::jsonb ->> 'key'`
 * (always text, so number fields are cast back). The path is bound, never spliced into the SQL.
 * Money is kept in the JSON as yuan with two decimals and read as integer fen (rounded, so a stored
 * 0.1 + 0.2 is 30): every reader — lists, filters, query plans, sorts, views, reports — works in the
 * wire's unit, and sums never drift.
 */
import { sql, type RawBuilder } from 'kysely';
import type { RecordField } from '../contracts/records.js';
import type { Engine } from '../db/connect.js';

const NUMERIC: ReadonlySet<RecordField['type']> = new Set(['number', 'money']);

export function jsonField(engine: Engine, column: string, field: Pick<RecordField, 'key' | 'type'>): RawBuilder<unknown> {
  if (engine === 'postgres') {
    const text = sql`(${sql.ref(column)}::jsonb ->> ${field.key})`;
    if (field.type === 'money') return sql`cast(round(cast(${text} as double precision) * 100) as bigint)`;
    return NUMERIC.has(field.type) ? sql`cast(${text} as double precision)` : text;
  }
  const value = sql`json_extract(${sql.ref(column)}, ${`$.${field.key}`})`;
  return field.type === 'money' ? sql`cast(round(${value} * 100) as integer)` : value;
}
