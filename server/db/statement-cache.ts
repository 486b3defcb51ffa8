/**
 * SQLite statements prepared once per SQL text: Kysely's SQLite dialect asks better-sqlite3 to prepare
 * every query anew, and compiling the SQL costs more than running it for the small indexed reads most
 * requests make. Kysely compiles the same builder chain to the same text with `?` parameters, so a
 * bounded map by text serves nearly every call; rarely used texts (IN lists of every length) fall out
 * of it, least recently used first.
 *
 * Sharing a statement is safe: a better-sqlite3 connection runs one statement at a time (an open
 * iterator blocks every other call, and Kysely holds the connection for a stream anyway). A schema
 * change needs nothing here: SQLite recompiles a prepared statement whose tables changed when it next runs.
 */
import type { Database as SqliteDatabase, Statement } from 'better-sqlite3';
import type { SqliteDatabase as KyselySqliteDatabase } from 'kysely';

/** Enough for every query text the server builds, with room for the variants of IN lists. */
const STATEMENT_CACHE_SIZE = 1000;

/** `database` as Kysely's SQLite dialect sees it, with each SQL text prepared once (at most `size` kept). */
export function cachingStatements(database: SqliteDatabase, size = STATEMENT_CACHE_SIZE): KyselySqliteDatabase {
  const statements = new Map<string, Statement>();
  return {
    close: () => database.close(),
    prepare(sql) {
      const cached = statements.get(sql);
      if (cached) {
        // Moved to the end: the map's order is its recency.
        statements.delete(sql);
        statements.set(sql, cached);
        return cached;
      }
      const statement = database.prepare(sql);
      statements.set(sql, statement);
      if (statements.size > size) statements.delete(statements.keys().next().value!);
      return statement;
    },
  };
}
