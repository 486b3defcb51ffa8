/**
 * Sign-in (`POST /auth/oauth/token`, OAuth password grant as the RuoYi-cloud shell sends it) and
 * sign-out (`DELETE /auth/token/logout`). Order of checks, each answered before the next runs:
 * client (401) → fields (422) → address budget (429) → captcha (400) → organisation (422) →
 * account lock (423) → password (401, one message for unknown user and wrong password) →
 * disabled (403) → organisation membership (403, only after the password proved who it is).
 *
 * Lockout: failures 1-10 answer 401; the 10th locks the account for 15 minutes; every attempt while
 * locked (the 11th on) answers 423, even with the right password, without running scrypt. After the
 * lock expires the count starts again from zero; a verified password resets it.
 *
 * The initialisation platform's variant is the same call with `websource=initplat`: `orgId` may be
 * left out (the user's home organisation is used), and after the password only users whose roles
 * reach module 3002 get a token (403 otherwise). The session records its area, and
 * `POST /auth/token/tokenInit` is how the initplat shell confirms its token before using it.
 */
import type { Context, Hono } from 'hono';
import { z } from 'zod';
import type { TokenInitReply } from '../contracts/auth.js';
import type { AppEnv, Deps } from '../context.js';
import { areaOfWebsource, INITPLAT_MODULE_ID, mayUseInitplat } from '../db/areas.js';
import { captchaEnabled, idleMinutes } from '../db/config-values.js';
import { loadGrants } from '../db/grants.js';
import { HttpError } from '../errors.js';
import { t } from '../i18n.js';
import { burnVerification, verifyPassword } from '../lib/password.js';
import { formatDate, isIsoDate, MINUTE } from '../lib/time.js';
import { newToken, safeEqual, sha256Hex } from '../lib/tokens.js';
import { authenticate, bearerToken, findSession, revokeSession } from '../plugins/auth.js';
import { assertIpAllowed, countAccountFailure, recordIpFailure } from '../plugins/rate-limit.js';
import { parseQuery } from '../plugins/validate.js';
import { checkCaptcha } from './captcha.js';

const TokenQuery = z.object({
  username: z.string().trim().min(1).max(64),
  password: z.string().min(1).max(128),
  code: z.string().max(10).optional(),
  uuid: z.string().max(64).optional(),
  client_id: z.string().optional(),
  client_secret: z.string().optional(),
  grant_type: z.literal('password'),
  scope: z.literal('server'),
  // Required unless websource=initplat (checked after parsing, answered as the same 422).
  orgId: z.string().regex(/^\d{1,9}$/).transform(Number).optional(),
  websource: z.string().max(20).optional(),
  loginDate: z.string().refine(isIsoDate).optional(),
});

/** `Authorization: Basic base64(web:<secret>)`, compared in constant time. */
function assertClient(c: Context, deps: Deps): void {
  const m = /^Basic +([A-Za-z0-9+/=]+)$/i.exec(c.req.header('authorization')?.trim() ?? '');
  const decoded = m ? Buffer.from(m[1], 'base64').toString('utf8') : '';
  const colon = decoded.indexOf(':');
  const id = colon >= 0 ? decoded.slice(0, colon) : '';
  const secret = colon >= 0 ? decoded.slice(colon + 1) : '';
  const idOk = safeEqual(id, deps.config.clientId);
  const secretOk = safeEqual(secret, deps.config.clientSecret);
  if (!m || !idOk || !secretOk) throw new HttpError(401, 'clientAuthFailed');
}

async function orgIsActive(deps: Deps, orgId: number): Promise<boolean> {
  const org = await deps.db.selectFrom('organisations').select('status').where('org_id', '=', orgId).executeTakeFirst();
  return org?.status === '0';
}

export function mountAuth(api: Hono<AppEnv>, deps: Deps) {
  api.post('/auth/oauth/token', async (c) => {
    assertClient(c, deps);
    const q = parseQuery(c, TokenQuery);
    const area = areaOfWebsource(q.websource);
    if (q.orgId === undefined && area === 'main') throw new HttpError(422, 'fieldRequired', 'orgId', { field: 'orgId' });
    const ip = deps.clientIp(c);
    const now = deps.now();
    await assertIpAllowed(deps, ip, 'signin');
    if (await captchaEnabled(deps.db, deps.config)) await checkCaptcha(deps, q.uuid, q.code);

    if (q.orgId !== undefined && !(await orgIsActive(deps, q.orgId))) throw new HttpError(422, 'unknownOrg', 'orgId');

    const user = await deps.db.selectFrom('users').selectAll().where('user_name', '=', q.username).executeTakeFirst();
    if (!user) {
      await burnVerification(q.password);
      await recordIpFailure(deps, ip, q.username, 'signin');
      throw new HttpError(401, 'badCredentials');
    }
    if (user.locked_until !== null && user.locked_until > now) {
      await recordIpFailure(deps, ip, q.username, 'signin');
      throw new HttpError(423, 'accountLocked', undefined, { minutes: Math.ceil((user.locked_until - now) / MINUTE) });
    }
    if (user.locked_until !== null) {
      // The lock has run out: the next attempts start a fresh count.
      await deps.db.updateTable('users').set({ failed_count: 0, locked_until: null }).where('user_id', '=', user.user_id).execute();
    }
    if (!(await verifyPassword(q.password, user.password_hash))) {
      await countAccountFailure(deps, user.user_id);
      await recordIpFailure(deps, ip, q.username, 'signin');
      throw new HttpError(401, 'badCredentials');
    }
    if (user.failed_count !== 0) {
      await deps.db.updateTable('users').set({ failed_count: 0, locked_until: null }).where('user_id', '=', user.user_id).execute();
    }
    if (user.status !== '0') throw new HttpError(403, 'accountDisabled');
    const grants = await loadGrants(deps.db, user.user_id);
    // An initplat sign-in without an organisation works in the user's home organisation.
    const orgId = q.orgId ?? user.org_id;
    if (!grants.isAdmin && user.org_id !== orgId) throw new HttpError(403, 'wrongOrg', 'orgId');
    if (q.orgId === undefined && !(await orgIsActive(deps, orgId))) throw new HttpError(422, 'unknownOrg', 'orgId');
    if (area === 'initplat' && !(await mayUseInitplat(deps.db, grants))) throw new HttpError(403, 'initplatForbidden');

    const token = newToken();
    await deps.db
      .insertInto('sessions')
      .values({
        token_hash: sha256Hex(token),
        user_id: user.user_id,
        org_id: orgId,
        login_date: q.loginDate ?? formatDate(now),
        created_at: now,
        last_active_at: now,
        revoked_at: null,
        ip: ip.slice(0, 64),
        user_agent: (c.req.header('user-agent') ?? '').slice(0, 500),
        area,
      })
      .execute();
    c.header('Cache-Control', 'no-store');
    return c.json({
      access_token: token,
      token_type: 'bearer' as const,
      expires_in: (await idleMinutes(deps.db)) * 60,
      scope: 'server' as const,
      nick_name: user.nick_name,
      user_id: user.user_id,
      org_id: orgId,
    });
  });

  // The initplat shell's set-up call right after its token call: only an initplat session passes, so
  // a main token copied into the Initplat-Token cookie is refused instead of half working.
  api.post('/auth/token/tokenInit', authenticate(deps), (c) => {
    const auth = c.var.auth;
    if (auth.area !== 'initplat') throw new HttpError(403, 'notInitplatSession');
    const reply: TokenInitReply = {
      code: 200,
      msg: t(c, 'ok'),
      data: { moduleId: INITPLAT_MODULE_ID, userName: auth.user.userName, nickName: auth.user.nickName },
    };
    return c.json(reply);
  });

  // Idempotent: a known token (even revoked or expired) answers 200; an unknown one 401.
  // Signing out also gives back the session's licence seats at once, not after their lease.
  api.delete('/auth/token/logout', async (c) => {
    const token = bearerToken(c);
    const tokenHash = token ? sha256Hex(token) : null;
    if (!tokenHash || !(await findSession(deps, tokenHash))) throw new HttpError(401, 'unauthorized');
    await revokeSession(deps, tokenHash);
    return c.json({ code: 200, msg: t(c, 'logoutOk') });
  });
}
