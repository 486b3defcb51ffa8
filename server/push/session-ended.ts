/**
 * "Sessions of these users ended": published on the bus's 'session' channel after every revocation has
 * COMMITTED (logout, password change, disable, forced logout, a change of roles or grants), so every
 * process closes the sockets of those sessions at once instead of at the socket's next check.
 *
 * The push is a hint, not a verdict: a receiver re-reads the sessions of its open sockets of those users
 * (ws/socket-sessions.ts) and closes only the ones the database says ended. That is why it must be
 * published after the commit (a receiver reading earlier would still see the session live), why a user
 * id is enough (a logout of one session leaves their others open), and why a forged NOTIFY can only cause
 * a re-read. User ids only, never tokens or their hashes; batched so a NOTIFY stays under 8000 bytes.
 */
import type { PushBus } from './bus.js';

type SessionEndedPush = { users: number[] };

/** Ids per push: 500 ids of up to 10 digits keep the NOTIFY payload near 6 KB. */
const IDS_PER_PUSH = 500;

export async function announceSessionsEnded(bus: PushBus, userIds: readonly number[]): Promise<void> {
  const users = [...new Set(userIds)];
  for (let from = 0; from < users.length; from += IDS_PER_PUSH) {
    await bus.publish('session', { users: users.slice(from, from + IDS_PER_PUSH) } satisfies SessionEndedPush);
  }
}

/** The user ids of a received push; anything else (a malformed or foreign payload) names nobody. */
export function usersOf(payload: unknown): number[] {
  const users = (payload as Partial<SessionEndedPush> | null)?.users;
  return Array.isArray(users) ? users.filter((id): id is number => Number.isSafeInteger(id)) : [];
}
