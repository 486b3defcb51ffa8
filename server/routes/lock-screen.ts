/**
 * `PUT /htservice/module/matchPassword`: the kiosk lock screen checks the signed-in user's password
 * before it lifts (DESIGN.md section 1). It guards the same secret as sign-in, so it obeys the same
 * account lockout: every wrong password counts toward the 10 that lock the account for 15 minutes.
 *
 * - A wrong password is 400, not 401: a 401 would tell the shell the session expired.
 * - The failure that locks the account, and any attempt while it is locked, answer 423 and end this
 *   session (a lock screen that can be guessed at forever would void the lockout); the shell then
 *   goes back to sign-in, where 423 continues until the lock runs out.
 * - Not activity: an idle kiosk behind its lock screen still reaches its idle timeout.
 */
import type { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv, Deps } from '../context.js';
import { HttpError } from '../errors.js';
import { t } from '../i18n.js';
import { verifyPassword } from '../lib/password.js';
import { MINUTE } from '../lib/time.js';
import { authenticate, revokeSession } from '../plugins/auth.js';
import { ACCOUNT_LOCK_MS, countAccountFailure } from '../plugins/rate-limit.js';
import { parseJson } from '../plugins/validate.js';

const MatchPasswordBody = z.object({ password: z.string().min(1).max(128) });

export function mountLockScreen(api: Hono<AppEnv>, deps: Deps) {
  api.put('/htservice/module/matchPassword', authenticate(deps, { touch: false }), async (c) => {
    const { password } = await parseJson(c, MatchPasswordBody);
    const { user, session } = c.var.auth;
    const now = deps.now();
    const row = await deps.db
      .selectFrom('users')
      .select(['password_hash', 'failed_count', 'locked_until'])
      .where('user_id', '=', user.userId)
      .executeTakeFirstOrThrow();
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
      throw new HttpError(400, 'wrongPassword', 'password');
    }
    if (row.failed_count !== 0) {
      await deps.db.updateTable('users').set({ failed_count: 0, locked_until: null }).where('user_id', '=', user.userId).execute();
    }
    return c.json({ code: 200, msg: t(c, 'ok') });
  });
}
