/**
 * `PUT /htservice/module/matchPassword`: the kiosk lock screen checks the signed-in user's password
 * before it lifts (DESIGN.md section 1), under the account lockout (lib/own-password.ts): a wrong
 * password is 400; the failure that locks the account, and any attempt while locked, 423 and the
 * session ends.
 * - Not activity: an idle kiosk behind its lock screen still reaches its idle timeout.
 */
import type { Hono } from 'hono';
import { matchPassword } from '../contracts/module.js';
import type { AppEnv, Deps } from '../context.js';
import { t } from '../i18n.js';
import { verifyOwnPassword } from '../lib/own-password.js';
import { authenticate } from '../plugins/auth.js';
import { contract } from '../plugins/contract.js';

export function mountLockScreen(api: Hono<AppEnv>, deps: Deps) {
  api.put('/htservice/module/matchPassword', authenticate(deps, { touch: false }), contract(matchPassword), async (c) => {
    const { password } = c.req.valid('json');
    await verifyOwnPassword(deps, c.var.auth, password);
    return c.json({ code: 200, msg: t(c, 'ok') });
  });
}
