/**
 * `POST /htservice/logininfor`: the shell's login-log call (SPEC.md section 7). The server writes every
 * sign-in outcome itself (db/login-log.ts, routes/auth.ts), so this call only adds what the server
 * could not have seen, and never a second entry for the same event:
 * - Success / Logout need the bearer token of the session they describe (a Logout may arrive just after
 *   `DELETE /auth/token/logout` revoked it: a session revoked in the last minute still counts). The
 *   server logged that session's sign-in when it issued the token and logs its end at logout, so the
 *   call is checked and acknowledged without a new entry.
 * - Error (a failed sign-in has no token) is accepted without one, under the per-address budget of
 *   rate-limit.ts, checked before the body is even parsed. It is written only when the server has no
 *   failure of that name and address from the last minute (a failure the server never saw, such as a
 *   network error), and may name the organisation the attempt chose (`orgId`): kept when it exists.
 */
import type { Context, Hono, MiddlewareHandler } from 'hono';
import { loginLogAdd } from '../contracts/auth.js';
import type { AppEnv, AuthInfo, Deps } from '../context.js';
import { HttpError } from '../errors.js';
import { t } from '../i18n.js';
import { serverLoggedFailure, writeLoginLog } from '../db/login-log.js';
import { sha256Hex } from '../lib/tokens.js';
import { bearerToken, findSession, resolveAuth } from '../plugins/auth.js';
import { contract } from '../plugins/contract.js';
import { assertIpAllowed, recordIpFailure } from '../plugins/rate-limit.js';

const LOGOUT_GRACE_MS = 60_000;

/** The organisation an anonymous Error entry names, when it is a real one (anything else: none). */
async function attemptedOrg(deps: Deps, raw: number | string | undefined): Promise<number | null> {
  const id = typeof raw === 'string' && /^\d{1,9}$/.test(raw) ? Number(raw) : raw;
  if (typeof id !== 'number' || !Number.isInteger(id) || id <= 0 || id > 999_999_999) return null;
  const org = await deps.db.selectFrom('organisations').select('org_id').where('org_id', '=', id).executeTakeFirst();
  return org?.org_id ?? null;
}

/** Whether a Logout names a session revoked within the last minute (the logout call may come first). */
async function recentlyEnded(deps: Deps, c: Context, status: string): Promise<boolean> {
  const token = bearerToken(c);
  if (status !== 'Logout' || !token) return false;
  const row = await findSession(deps, sha256Hex(token));
  return row !== undefined && row.revoked_at !== null && deps.now() - row.revoked_at <= LOGOUT_GRACE_MS;
}

export function mountLoginInfo(api: Hono<AppEnv>, deps: Deps) {
  /** A caller without a session proves nothing: its address budget is checked before any parsing. A live session is kept in `auth`. */
  const sessionOrBudget: MiddlewareHandler<AppEnv> = async (c, next) => {
    const live = await resolveAuth(deps, c);
    if (live) c.set('auth', live);
    else await assertIpAllowed(deps, deps.clientIp(c), 'log');
    await next();
  };

  api.post('/htservice/logininfor', sessionOrBudget, contract(loginLogAdd), async (c) => {
    const ip = deps.clientIp(c);
    const live = c.get('auth') as AuthInfo | undefined;
    const body = c.req.valid('json');
    if (body.status !== 'Error') {
      if (!live && !(await recentlyEnded(deps, c, body.status))) throw new HttpError(401, 'unauthorized');
      return c.json({ code: 200, msg: t(c, 'ok') });
    }
    // A failed sign-in names whoever was tried; it proves nothing, so it spends the address's budget.
    if (live) await assertIpAllowed(deps, ip, 'log');
    await recordIpFailure(deps, ip, body.userName, 'log');
    if (!(await serverLoggedFailure(deps, body.userName, ip))) {
      await writeLoginLog(deps, c, {
        userName: body.userName,
        nickName: body.nickName,
        status: 'Error',
        msg: body.msg ?? '',
        orgId: await attemptedOrg(deps, body.orgId),
        browser: body.browser,
        os: body.os,
      });
    }
    return c.json({ code: 200, msg: t(c, 'ok') });
  });
}
