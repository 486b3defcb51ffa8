/**
 * `POST /htservice/logininfor`: the shell writes the login log (SPEC.md section 4), the server
 * decides what it may claim. Identity, session id, address and time always come from the server.
 * - Success / Logout need the bearer token of the session they describe. A Logout may arrive just
 *   after `DELETE /auth/token/logout` revoked that token, so a session revoked in the last minute
 *   still counts for a Logout entry.
 * - Error (a failed sign-in has no token) is accepted without one, under the per-address budget
 *   of rate-limit.ts so nobody can flood the log. It may name the organisation the attempt chose
 *   (`orgId`, as the sign-in form had it): kept when that organisation exists, so the entry shows in
 *   that organisation's login log (logininfor-manage.ts lists per organisation); else kept without one.
 */
import type { Context, Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv, Deps } from '../context.js';
import { HttpError } from '../errors.js';
import { t } from '../i18n.js';
import { sha256Hex, shortSessionId } from '../lib/tokens.js';
import { parseUserAgent } from '../lib/user-agent.js';
import { bearerToken, findSession, resolveAuth } from '../plugins/auth.js';
import { assertIpAllowed, recordIpFailure } from '../plugins/rate-limit.js';
import { parseJson } from '../plugins/validate.js';

const LOGOUT_GRACE_MS = 60_000;

const LoginLogBody = z.object({
  userName: z.string().trim().max(64),
  nickName: z.string().max(64).optional(),
  sessionId: z.string().max(64).optional(),
  status: z.enum(['Success', 'Error', 'Logout']),
  browser: z.string().max(50).optional(),
  os: z.string().max(50).optional(),
  msg: z.string().max(255).optional(),
  orgId: z.union([z.number(), z.string()]).optional(),
});

/** The organisation an anonymous Error entry names, when it is a real one (anything else: none). */
async function attemptedOrg(deps: Deps, raw: number | string | undefined): Promise<number | null> {
  const id = typeof raw === 'string' && /^\d{1,9}$/.test(raw) ? Number(raw) : raw;
  if (typeof id !== 'number' || !Number.isInteger(id) || id <= 0 || id > 999_999_999) return null;
  const org = await deps.db.selectFrom('organisations').select('org_id').where('org_id', '=', id).executeTakeFirst();
  return org?.org_id ?? null;
}

type Identity = { userName: string; nickName: string; sessionId: string; orgId: number | null };

/** The session a Success/Logout entry may speak for, or null. */
async function sessionIdentity(deps: Deps, c: Context, status: string): Promise<Identity | null> {
  const live = await resolveAuth(deps, c);
  if (live) {
    const { user, session, orgId } = live;
    return { userName: user.userName, nickName: user.nickName, sessionId: session.sessionId, orgId };
  }
  const token = bearerToken(c);
  if (status !== 'Logout' || !token) return null;
  const tokenHash = sha256Hex(token);
  const row = await findSession(deps, tokenHash);
  if (!row || row.revoked_at === null || deps.now() - row.revoked_at > LOGOUT_GRACE_MS) return null;
  return { userName: row.user_name, nickName: row.nick_name, sessionId: shortSessionId(tokenHash), orgId: row.org_id };
}

export function mountLoginInfo(api: Hono<AppEnv>, deps: Deps) {
  api.post('/htservice/logininfor', async (c) => {
    const body = await parseJson(c, LoginLogBody);
    const ip = deps.clientIp(c);
    let who: Identity | null = null;
    if (body.status !== 'Error') {
      who = await sessionIdentity(deps, c, body.status);
      if (!who) throw new HttpError(401, 'unauthorized');
    } else {
      // A failed sign-in names whoever was tried; it proves nothing, so it spends the address's budget.
      await assertIpAllowed(deps, ip, 'log');
      await recordIpFailure(deps, ip, body.userName, 'log');
      who = { userName: body.userName, nickName: body.nickName ?? '', sessionId: '', orgId: await attemptedOrg(deps, body.orgId) };
    }
    const ua = parseUserAgent(c.req.header('user-agent') ?? '');
    await deps.db
      .insertInto('login_logs')
      .values({
        user_name: who.userName,
        nick_name: who.nickName,
        session_id: who.sessionId,
        status: body.status,
        ipaddr: ip.slice(0, 64),
        browser: (body.browser || ua.browser).slice(0, 50),
        os: (body.os || ua.os).slice(0, 50),
        msg: body.msg ?? '',
        login_time: deps.now(),
        org_id: who.orgId,
      })
      .execute();
    return c.json({ code: 200, msg: t(c, 'ok') });
  });
}
