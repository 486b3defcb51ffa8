/**
 * Ends every open session of some users at once (disabled, deleted, password reset by an
 * administrator, roles or a role's grants changed): their next request answers 401, and their
 * licence seats are released. Takes the transaction of the change, so the change and the
 * revocation land together or not at all. After the commit the caller announces the users
 * (push/session-ended.ts), so their open sockets close on every process.
 */
import type { Kysely } from 'kysely';
import { shortSessionId } from '../lib/tokens.js';
import type { Database } from './schema.js';

export async function revokeUserSessions(trx: Kysely<Database>, userIds: readonly number[], now: number): Promise<void> {
  if (userIds.length === 0) return;
  const ended = await trx
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('user_id', 'in', [...userIds])
    .where('revoked_at', 'is', null)
    .returning('token_hash')
    .execute();
  if (ended.length > 0) {
    await trx
      .deleteFrom('seat_leases')
      .where(
        'session_id',
        'in',
        ended.map((s) => shortSessionId(s.token_hash)),
      )
      .execute();
  }
}

/** The users holding any of `roleIds` (whose sessions a change of those roles ends). */
export async function holdersOf(trx: Kysely<Database>, roleIds: readonly number[]): Promise<number[]> {
  if (roleIds.length === 0) return [];
  const rows = await trx
    .selectFrom('role_users')
    .select('user_id')
    .distinct()
    .where('role_id', 'in', [...roleIds])
    .execute();
  return rows.map((r) => r.user_id);
}
