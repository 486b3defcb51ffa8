/**
 * `PUT /htservice/module/updatePassword` (personal centre): body { userId, password (the current
 * one), psw (the new one) }. Any signed-in user, for their own account only (another userId → 403).
 *
 * Order: body (422) → own account (403) → new password rules, which cost no secret check (422 naming
 * psw: 8–64 characters with a letter and a digit, as at registration, and not the current one) →
 * current password under the account lockout (lib/own-password.ts: 400, or 423 ending the session).
 * On success the new scrypt hash is stored and every OTHER session of the user ends (DESIGN.md
 * section 5: a password change revokes sessions), releasing their seats; this one stays signed in.
 * It is the one call (with getInfo) open while a new password is due, and clears that flag.
 */
import type { Hono } from 'hono';
import { updatePassword } from '../contracts/auth.js';
import type { AppEnv, Deps } from '../context.js';
import { HttpError } from '../errors.js';
import { t } from '../i18n.js';
import { verifyOwnPassword } from '../lib/own-password.js';
import { hashPassword } from '../lib/password.js';
import { strongEnough } from '../../shared/account-rules.js';
import { authenticate, revokeOtherSessions } from '../plugins/auth.js';
import { contract } from '../plugins/contract.js';

export function mountUpdatePassword(api: Hono<AppEnv>, deps: Deps) {
  api.put('/htservice/module/updatePassword', authenticate(deps, { pendingPassword: true }), contract(updatePassword), async (c) => {
    const body = c.req.valid('json');
    const auth = c.var.auth;
    if (body.userId !== auth.user.userId) throw new HttpError(403, 'otherUser', 'userId');
    if (!strongEnough(body.psw)) throw new HttpError(422, 'weakPassword', 'psw');
    if (body.psw === body.password) throw new HttpError(422, 'samePassword', 'psw');
    await verifyOwnPassword(deps, auth, body.password, 'wrongOldPassword');
    const passwordHash = await hashPassword(body.psw);
    const now = deps.now();
    await deps.db
      .updateTable('users')
      .set((eb) => ({ password_hash: passwordHash, password_change_required: 0, version: eb('version', '+', 1), updated_at: now }))
      .where('user_id', '=', auth.user.userId)
      .execute();
    await revokeOtherSessions(deps, auth.user.userId, auth.session.tokenHash);
    return c.json({ code: 200, msg: t(c, 'passwordChanged') });
  });
}
