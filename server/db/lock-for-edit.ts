/**
 * The read every optimistic edit starts with: the row, locked for the rest of the write transaction
 * (lockRow), or 404 naming `idField` when there is no such row the caller may see, or 409 when another
 * edit saved it since the caller read `version`.
 */
import type { SelectQueryBuilder } from 'kysely';
import { HttpError } from '../errors.js';
import type { Engine } from './connect.js';
import { assertVersion } from './versioned-update.js';
import { lockRow } from './write-transaction.js';

export async function lockForEdit<DB, TB extends keyof DB, O extends { version: number }>(engine: Engine, query: SelectQueryBuilder<DB, TB, O>, version: number, idField: string): Promise<O> {
  const current = await lockRow(engine, query).executeTakeFirst();
  if (!current) throw new HttpError(404, 'notFound', idField);
  assertVersion(current, version);
  return current as O;
}
