/**
 * A transaction that holds the write lock from its first statement, for read-then-write decisions
 * that must not interleave (licence seats: count, then insert only if below the limit).
 *
 * - SQLite: Kysely's `transaction()` sends a plain (DEFERRED) `begin`, which takes the write lock
 *   only at the first write. Inside this process that is harmless (the one connection is behind a
 *   mutex), but a second connection to the file could then win the lock between our count and our
 *   insert, and the upgrade fails with SQLITE_BUSY at once (busy_timeout does not apply to it).
 *   `BEGIN IMMEDIATE` takes the lock up front, so a competitor waits (busy_timeout) instead.
 * - PostgreSQL: an ordinary READ COMMITTED transaction; callers lock the row that guards the
 *   decision with `SELECT … FOR UPDATE` (see `lockRow`), and every statement after the lock sees
 *   what the previous holder committed.
 *
 * `fn` must use the handle it is given, never the outer `db`: on SQLite the outer handle waits for
 * the very connection this transaction holds.
 */
import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { Db, Engine } from './connect.js';
import type { Database } from './schema.js';

export type WriteTx = Kysely<Database>;

export async function writeTransaction<T>(db: Db, engine: Engine, fn: (trx: WriteTx) => Promise<T>): Promise<T> {
  if (engine === 'postgres') return db.transaction().execute(fn);
  return db.connection().execute(async (conn) => {
    await sql`begin immediate`.execute(conn);
    try {
      const result = await fn(conn);
      await sql`commit`.execute(conn);
      return result;
    } catch (err) {
      await sql`rollback`.execute(conn).catch(() => undefined); // the original error is the one worth reporting
      throw err;
    }
  });
}

/**
 * `SELECT … FOR UPDATE` on PostgreSQL, for the row a read-then-write decision rests on (a record's
 * version, a dictionary type about to be deleted). On SQLite the query is left as it is: inside
 * writeTransaction, BEGIN IMMEDIATE already holds the only write lock (and SQLite has no FOR UPDATE).
 */
export function lockRow<DB, TB extends keyof DB, O>(engine: Engine, query: SelectQueryBuilder<DB, TB, O>): SelectQueryBuilder<DB, TB, O> {
  return engine === 'postgres' ? query.forUpdate() : query;
}

/** `FOR SHARE` on PostgreSQL: the row must stay as read (a dictionary type its new data names) while others may read it too. */
export function shareRow<DB, TB extends keyof DB, O>(engine: Engine, query: SelectQueryBuilder<DB, TB, O>): SelectQueryBuilder<DB, TB, O> {
  return engine === 'postgres' ? query.forShare() : query;
}
