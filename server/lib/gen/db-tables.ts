/**
 * The database's own tables as the code generator sees them, read through Kysely's introspection so
 * the same code serves SQLite and PostgreSQL. Views, Kysely's migration tables and the generator's own
 * tables are left out; on PostgreSQL only the current schema counts (a server may hold other schemas,
 * e.g. other test runs'), and table comments come from pg_class.
 */
import { sql } from 'kysely';
import type { Db, Engine } from '../../db/connect.js';
import type { DbColumn } from './infer.js';

export type DbTableInfo = { tableName: string; tableComment: string; columns: DbColumn[] };

/** The generator's own tables: configuring them would generate the generator. */
const GEN_OWN_TABLES = new Set(['gen_table', 'gen_table_column']);

async function postgresScope(db: Db): Promise<{ schema: string; comments: Map<string, string> }> {
  const { rows } = await sql<{ name: string; comment: string | null; schema: string }>`
    select c.relname as name, obj_description(c.oid, 'pg_class') as comment, n.nspname as schema
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = current_schema() and c.relkind = 'r'`.execute(db);
  const schema = (await sql<{ s: string }>`select current_schema() as s`.execute(db)).rows[0].s;
  return { schema, comments: new Map(rows.map((r) => [r.name, r.comment ?? ''])) };
}

/** Every base table of the database, sorted by name. */
export async function readDbTables(db: Db, engine: Engine): Promise<DbTableInfo[]> {
  const tables = await db.introspection.getTables();
  const scope = engine === 'postgres' ? await postgresScope(db) : null;
  return tables
    .filter((t) => !t.isView && !GEN_OWN_TABLES.has(t.name) && (!scope || t.schema === scope.schema))
    .map((t) => ({ tableName: t.name, tableComment: scope?.comments.get(t.name) ?? '', columns: t.columns.map((c) => ({ ...c })) }))
    .sort((a, b) => a.tableName.localeCompare(b.tableName));
}

/** One table by name, or undefined. */
export async function readDbTable(db: Db, engine: Engine, name: string): Promise<DbTableInfo | undefined> {
  return (await readDbTables(db, engine)).find((t) => t.tableName === name);
}
