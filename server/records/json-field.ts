/**
 * The one place that knows how each engine reads a value out of a record's JSON text: SQLite's
 * `json_extract(data, '$.key')` (numbers come back as numbers) and PostgreSQL's `data::jsonb ->> 'key'`
 * (always text, so number fields are cast back). The path is bound, never spliced into the SQL.
 */
import { sql, type RawBuilder } from 'kysely';
import type { RecordField } from '../contracts/records.js';
import type { Engine } from '../db/connect.js';

const NUMERIC: ReadonlySet<RecordField['type']> = new Set(['number', 'money']);

export function jsonField(engine: Engine, column: string, field: Pick<RecordField, 'key' | 'type'>): RawBuilder<unknown> {
  if (engine === 'postgres') {
    const text = sql`(${sql.ref(column)}::jsonb ->> ${field.key})`;
    return NUMERIC.has(field.type) ? sql`cast(${text} as double precision)` : text;
  }
  return sql`json_extract(${sql.ref(column)}, ${`$.${field.key}`})`;
}
