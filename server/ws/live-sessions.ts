/**
 * Which of some sessions are still live, in one query per 500 sessions: the rule of resolveToken
 * (plugins/auth.ts) — not revoked, user not disabled (nor deleted), within the idle timeout and the
 * 12 h lifetime — without touching last activity (checking a socket is not the user doing something).
 */
import type { Deps } from '../context.js';
import { idleMinutes } from '../db/config-values.js';
import { MINUTE } from '../lib/time.js';
import { ABSOLUTE_LIFETIME_MS } from '../plugins/auth.js';

/** Well under every engine's limit of bound values per statement. */
const HASHES_PER_QUERY = 500;

export async function liveTokenHashes(deps: Pick<Deps, 'db' | 'now'>, tokenHashes: readonly string[]): Promise<Set<string>> {
  const live = new Set<string>();
  const hashes = [...new Set(tokenHashes)];
  if (hashes.length === 0) return live;
  const now = deps.now();
  const idleMs = (await idleMinutes(deps.db)) * MINUTE;
  for (let from = 0; from < hashes.length; from += HASHES_PER_QUERY) {
    const rows = await deps.db
      .selectFrom('sessions')
      .innerJoin('users', 'users.user_id', 'sessions.user_id')
      .select('sessions.token_hash')
      .where('sessions.token_hash', 'in', hashes.slice(from, from + HASHES_PER_QUERY))
      .where('sessions.revoked_at', 'is', null)
      .where('users.status', '=', '0')
      .where('sessions.last_active_at', '>=', now - idleMs)
      .where('sessions.created_at', '>=', now - ABSOLUTE_LIFETIME_MS)
      .execute();
    for (const row of rows) live.add(row.token_hash);
  }
  return live;
}
