/**
 * Checking the signed-in user's own password (lock screen, password change). It guards the same
 * secret as sign-in, so it obeys the same account lockout: every wrong password counts toward the 10
 * that lock the account for 15 minutes (plugins/rate-limit.ts).
 *
 * - A wrong password is 400 (with `wrongKey`'s text), not 401: a 401 would tell the shell the session expired.
 * - The failure that locks the account, and any attempt while it is locked, answer 423 and end this
 *   session (a check that can be guessed at forever would void the lockout); the shell then goes
 *   back to sign-in, where 423 continues until the lock runs out.
 */
import type { AuthInfo, Deps } from '../context.js';
import { HttpError } from '../errors.js';
import type { MsgKey } from '../i18n.js';
import { revokeSession } from '../plugins/auth.js';
import { ACCOUNT_LOCK_MS, countAccountFailure } from '../plugins/rate-limit.js';
import { verifyPassword } from './password.js';
import { MINUTE } from './time.js';

/** Throws 423/400 unless `password` is the session user's; a right one resets the failure count. */
export async function verifyOwnPassword(deps: Deps, auth: AuthInfo, password: string, wrongKey: MsgKey = 'wrongPassword'): Promise<void> {
  const { user, session } = auth;
  const now = deps.now();
  const row = await deps.db.selectFrom('users').select(['password_hash', 'failed_count', 'locked_until']).where('user_id', '=', user.userId).executeTakeFirstOrThrow();
  if (row.locked_until !== null && row.locked_until > now) {
    await revokeSession(deps, session.tokenHash);
    throw new HttpError(423, 'accountLocked', undefined, { minutes: Math.ceil((row.locked_until - now) / MINUTE) });
  }
  if (row.locked_until !== null) {
    // The lock has run out: the next attempts start a fresh count, as at sign-in.
    await deps.db.updateTable('users').set({ failed_count: 0, locked_until: null }).where('user_id', '=', user.userId).execute();
  }
  if (!(await verifyPassword(password, row.password_hash))) {
    if (await countAccountFailure(deps, user.userId)) {
      await revokeSession(deps, session.tokenHash);
      throw new HttpError(423, 'accountLocked', undefined, { minutes: ACCOUNT_LOCK_MS / MINUTE });
    }
    throw new HttpError(400, wrongKey, 'password');
  }
  if (row.failed_count !== 0) {
    await deps.db.updateTable('users').set({ failed_count: 0, locked_until: null }).where('user_id', '=', user.userId).execute();
  }
}
