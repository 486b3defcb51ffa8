/**
 * The one optimistic-concurrency write (DESIGN.md section 6: concurrent edits carry a version and get
 * 409 on conflict). One UPDATE sets the values and `version = version + 1` where the key matches and the
 * version is still the caller's; no row back means someone saved first (conflict) or there is no such row
 * (missing), told apart by one more read only on that path.
 *
 * On PostgreSQL a second concurrent UPDATE of the row waits for the first to commit and then re-checks
 * its WHERE against the new version, so exactly one wins; on SQLite statements never interleave.
 * Routes that must read the row to decide (lockForEdit, or their own read) check the version there with
 * `assertVersion` and still write through here, so the version rule lives in this file alone.
 */
import { sql, type FilterObject, type Kysely, type SelectExpression, type Selection, type UpdateObject } from 'kysely';
import { HttpError } from '../errors.js';
import type { Database } from './schema.js';

/** Tables whose rows carry an edit `version`. */
export type VersionedTable = { [T in keyof Database]: 'version' extends keyof Database[T] ? T : never }[keyof Database];

export type VersionedOutcome<R> = { status: 'updated'; row: R } | { status: 'conflict' } | { status: 'missing' };

export type VersionedUpdate<T extends VersionedTable, SE extends SelectExpression<Database, T>> = {
  /** Column values that pick the one row (its id, and its organisation where the caller's scope requires it). */
  key: Readonly<FilterObject<Database, T>>;
  /** The version the caller read. */
  version: number;
  /** The new values; `version` is bumped here, never by the caller. */
  set: Omit<UpdateObject<Database, T>, 'version'>;
  /** Columns of the updated row to answer (at least one: `['version']` when the caller needs nothing). */
  returning: readonly SE[];
};

/** The update, or why there was none. */
export async function updateVersioned<T extends VersionedTable, SE extends SelectExpression<Database, T>>(
  db: Kysely<Database>,
  table: T,
  update: VersionedUpdate<T, SE>,
): Promise<VersionedOutcome<Selection<Database, T, SE>>> {
  // Kysely cannot follow a table name that is itself a type parameter through update/where/returning;
  // the signature above keeps the callers' column checks, the body works on the untyped builder.
  const loose = db as unknown as Kysely<Record<string, { version: number }>>;
  const row = await loose
    .updateTable(table as string)
    .set(update.set as UpdateObject<Record<string, { version: number }>, string>)
    .set((eb) => ({ version: eb('version', '+', 1) }))
    .where((eb) => eb.and(update.key as Readonly<FilterObject<Record<string, { version: number }>, string>>))
    .where('version', '=', update.version)
    .returning(update.returning as unknown as readonly 'version'[])
    .executeTakeFirst();
  if (row) return { status: 'updated', row: row as unknown as Selection<Database, T, SE> };
  const exists = await loose
    .selectFrom(table as string)
    .select(sql<number>`1`.as('one'))
    .where((eb) => eb.and(update.key as Readonly<FilterObject<Record<string, { version: number }>, string>>))
    .executeTakeFirst();
  return exists ? { status: 'conflict' } : { status: 'missing' };
}

/** updateVersioned answering the API's way: 404 naming `idField` for a missing row, 409 for a stale version. */
export async function updateVersionedOrThrow<T extends VersionedTable, SE extends SelectExpression<Database, T>>(
  db: Kysely<Database>,
  table: T,
  update: VersionedUpdate<T, SE>,
  idField: string,
): Promise<Selection<Database, T, SE>> {
  const outcome = await updateVersioned(db, table, update);
  if (outcome.status === 'missing') throw new HttpError(404, 'notFound', idField);
  if (outcome.status === 'conflict') throw new HttpError(409, 'staleVersion', 'version');
  return outcome.row;
}

/** 409 when the row read to decide an edit is no longer the version the caller edited. */
export function assertVersion(current: { version: number }, expected: number): void {
  if (current.version !== expected) throw new HttpError(409, 'staleVersion', 'version');
}
