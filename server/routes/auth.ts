/**
 * Sign-in (`POST /auth/oauth/token`, OAuth password grant as the RuoYi-cloud shell sends it) and
 * sign-out (`DELETE /auth/token/logout`). Order of checks, each answered before the next runs:
 * client (401) → fields (422) → address budget (429) → captcha (400) → organisation (422) →
 * lock (423) → password and account state (401, one message for an unknown name, a wrong password and
 * a disabled account) → organisation membership (403, only after the password proved who it is).
 *
 * Lockout: failures 1-10 answer 401; the 10th locks the account for 15 minutes; every attempt while
 * locked (the 11th on) answers 423, even with the right password, without running scrypt. After the
 * lock expires the count starts again from zero; a verified password of an active account resets it.
 * Names without an account and disabled accounts go through the same steps, so neither the status nor
 * the lockout tells an attacker which names exist or whether a password was right.
 *
 * Every outcome past the address budget is written to the login log here (db/login-log.ts): the
 * success, each refusal with its real reason, and the logout; a client's own log call adds nothing.
 *
 * The initialisation platform's variant is the same call with `websource=initplat`: `orgId` may be
 * left out (the user's home organisation is used), and after the password only users whose roles
 * reach module 3002 get a token (403 otherwise). The session records its area, and
 * `POST /auth/token/tokenInit` is how the initplat shell confirms its token before using it.
 */
import type { Hono, MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import { signIn, signOut, tokenInit, type TokenInitReply, type TokenReply } from '../contracts/auth.js';
import type { AppEnv, Deps } from '../context.js';
import { areaOfWebsource, INITPLAT_MODULE_ID, mayUseInitplat } from '../db/areas.js';
import { captchaEnabled, idleMinutes } from '../db/config-values.js';
import { loadGrants } from '../db/grants.js';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { writeLoginLog } from '../db/login-log.js';
import { HttpError } from '../errors.js';
import { pickLang, t, type MsgKey, type MsgParams } from '../i18n.js';
import { burnVerification, verifyPassword } from '../lib/password.js';
import { requestHeader } from '../lib/request-header.js';
import { formatDate, MINUTE } from '../lib/time.js';
import { newToken, safeEqual, sha256Hex, shortSessionId } from '../lib/tokens.js';
import { authenticate, bearerToken, findSession, resolveToken, revokeSession } from '../plugins/auth.js';
import { assertIpAllowed, countAccountFailure, countNameFailure, nameLockedUntil, recordIpFailure } from '../plugins/rate-limit.js';
import { contract } from '../plugins/contract.js';
import { firstScreenOf } from './auth-first-screen.js';
import { checkCaptcha } from './captcha.js';

/** `Authorization: Basic base64(web:<secret>)`, compared in constant time: checked before the fields are. */
const clientAuth =
  (deps: Deps): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const m = /^Basic +([A-Za-z0-9+/=]+)$/i.exec(c.req.header('authorization')?.trim() ?? '');
    const decoded = m ? Buffer.from(m[1], 'base64').toString('utf8') : '';
    const colon = decoded.indexOf(':');
    const id = colon >= 0 ? decoded.slice(0, colon) : '';
    const secret = colon >= 0 ? decoded.slice(colon + 1) : '';
    const idOk = safeEqual(id, deps.config.clientId);
    const secretOk = safeEqual(secret, deps.config.clientSecret);
    if (!m || !idOk || !secretOk) throw new HttpError(401, 'clientAuthFailed');
    await next();
  };

async function orgIsActive(deps: Deps, orgId: number): Promise<boolean> {
  const org = await deps.db.selectFrom('organisations').select('status').where('org_id', '=', orgId).executeTakeFirst();
  return org?.status === '0';
}

/**
 * A refused sign-in: what the caller is told (`msg`) and, for the login log, the real reason, which may
 * say more than the caller may learn (a disabled account answers like a wrong password).
 */
class SignInRefused extends HttpError {
  constructor(
    status: ContentfulStatusCode,
    msg: MsgKey,
    readonly reason: MsgKey = msg,
    field?: string,
    params?: MsgParams,
  ) {
    super(status, msg, field, params);
  }
}

type TokenInput = z.output<typeof signIn.query>;
type Verified = { user: { user_id: number; user_name: string; nick_name: string; password_change_required: number }; orgId: number };

/** One wrong password (or a disabled account's attempt) of an existing account: counted, and maybe its lock. */
async function failAccount(deps: Deps, ip: string, userId: number, userName: string, reason: MsgKey): Promise<never> {
  const locked = await countAccountFailure(deps, userId);
  await recordIpFailure(deps, ip, userName, 'signin');
  throw new SignInRefused(401, 'badCredentials', locked ? 'loginLogLockedNow' : reason);
}

/** Checks captcha, organisation, lock and password in SPEC's order; answers the verified account or throws SignInRefused. */
async function verifySignIn(deps: Deps, q: TokenInput, ip: string, area: ReturnType<typeof areaOfWebsource>): Promise<Verified> {
  const now = deps.now();
  if (await captchaEnabled(deps.db, deps.config)) {
    try {
      await checkCaptcha(deps, q.uuid, q.code);
    } catch (err) {
      // A wrong code is a failed attempt too: it spends the address budget, so nobody floods the log with them.
      if (err instanceof HttpError) await recordIpFailure(deps, ip, q.username, 'signin');
      throw err;
    }
  }
  if (q.orgId !== undefined && !(await orgIsActive(deps, q.orgId))) throw new SignInRefused(422, 'unknownOrg', 'unknownOrg', 'orgId');

  const user = await deps.db.selectFrom('users').selectAll().where('user_name', '=', q.username).executeTakeFirst();
  if (!user) {
    // A name without an account locks like one (rate-limit.ts), and the password check costs the same time.
    const lockedUntil = await nameLockedUntil(deps, q.username);
    await recordIpFailure(deps, ip, q.username, 'signin');
    if (lockedUntil !== null) throw new SignInRefused(423, 'accountLocked', 'loginLogLocked', undefined, { minutes: Math.ceil((lockedUntil - now) / MINUTE) });
    await burnVerification(q.password);
    const locked = await countNameFailure(deps, q.username);
    throw new SignInRefused(401, 'badCredentials', locked ? 'loginLogLockedNow' : 'loginLogUnknownUser');
  }
  if (user.locked_until !== null && user.locked_until > now) {
    await recordIpFailure(deps, ip, q.username, 'signin');
    throw new SignInRefused(423, 'accountLocked', 'loginLogLocked', undefined, { minutes: Math.ceil((user.locked_until - now) / MINUTE) });
  }
  if (user.locked_until !== null) {
    // The lock has run out: the next attempts start a fresh count.
    await deps.db.updateTable('users').set({ failed_count: 0, locked_until: null }).where('user_id', '=', user.user_id).execute();
  }
  if (!(await verifyPassword(q.password, user.password_hash))) return failAccount(deps, ip, user.user_id, q.username, 'loginLogBadPassword');
  // A disabled account answers like a wrong password even to the right one, so its password cannot be confirmed.
  if (user.status !== '0') return failAccount(deps, ip, user.user_id, q.username, 'loginLogDisabled');
  if (user.failed_count !== 0) {
    await deps.db.updateTable('users').set({ failed_count: 0, locked_until: null }).where('user_id', '=', user.user_id).execute();
  }
  const grants = await loadGrants(deps.db, user.user_id);
  // An initplat sign-in without an organisation works in the user's home organisation.
  const orgId = q.orgId ?? user.org_id;
  if (!grants.isAdmin && user.org_id !== orgId) throw new SignInRefused(403, 'wrongOrg', 'wrongOrg', 'orgId');
  if (q.orgId === undefined && !(await orgIsActive(deps, orgId))) throw new SignInRefused(422, 'unknownOrg', 'unknownOrg', 'orgId');
  if (area === 'initplat' && !(await mayUseInitplat(deps.db, grants))) throw new SignInRefused(403, 'initplatForbidden');
  return { user, orgId };
}

/** The organisation a refused attempt is filed under: the one it chose when that exists, else none. */
async function attemptedOrg(deps: Deps, orgId: number | undefined): Promise<number | null> {
  if (orgId === undefined) return null;
  const org = await deps.db.selectFrom('organisations').select('org_id').where('org_id', '=', orgId).executeTakeFirst();
  return org?.org_id ?? null;
}

export function mountAuth(api: Hono<AppEnv>, deps: Deps) {
  api.post('/auth/oauth/token', clientAuth(deps), contract(signIn), async (c) => {
    const q = c.req.valid('query');
    const area = areaOfWebsource(q.websource);
    if (q.orgId === undefined && area === 'main') throw new HttpError(422, 'fieldRequired', 'orgId', { field: 'orgId' });
    const ip = deps.clientIp(c);
    const now = deps.now();
    // Over the address budget nothing more is written, not even a log entry: the refused attempts are logged.
    await assertIpAllowed(deps, ip, 'signin');

    let verified: Verified;
    try {
      verified = await verifySignIn(deps, q, ip, area);
    } catch (err) {
      if (err instanceof HttpError) {
        const reason = err instanceof SignInRefused ? err.reason : err.msg;
        await writeLoginLog(deps, c, { userName: q.username, status: 'Error', msg: reason, orgId: await attemptedOrg(deps, q.orgId) });
      }
      throw err;
    }
    const { user, orgId } = verified;
    const token = newToken();
    const tokenHash = sha256Hex(token);
    await deps.db
      .insertInto('sessions')
      .values({
        token_hash: tokenHash,
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
    const passwordChangeRequired = user.password_change_required === 1;
    const lang = pickLang(requestHeader(c, 'accept-language'));
    // The session is read back as every later request will see it, and its first screen built from it
    // while the log entry is written (none while a new password is due: those calls are refused till then).
    const [firstScreen, idle] = await Promise.all([
      passwordChangeRequired ? null : resolveToken(deps, token, false).then((auth) => (auth ? firstScreenOf(deps, auth, lang) : null)),
      idleMinutes(deps.db),
      writeLoginLog(deps, c, { userName: user.user_name, nickName: user.nick_name, sessionId: shortSessionId(tokenHash), status: 'Success', msg: 'loginLogSuccess', orgId }),
    ]);
    c.header('Cache-Control', 'no-store');
    return c.json<TokenReply>({
      access_token: token,
      token_type: 'bearer' as const,
      expires_in: idle * 60,
      scope: 'server' as const,
      nick_name: user.nick_name,
      user_id: user.user_id,
      org_id: orgId,
      password_change_required: passwordChangeRequired,
      ...(firstScreen ? { first_screen: firstScreen } : {}),
    });
  });

  // The initplat shell's set-up call right after its token call: only an initplat session passes, so
  // a main token copied into the Initplat-Token cookie is refused instead of half working.
  api.post('/auth/token/tokenInit', authenticate(deps, { pendingPassword: true }), contract(tokenInit), (c) => {
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
  api.delete('/auth/token/logout', contract(signOut), async (c) => {
    const token = bearerToken(c);
    const tokenHash = token ? sha256Hex(token) : null;
    const session = tokenHash ? await findSession(deps, tokenHash) : undefined;
    if (!tokenHash || !session) throw new HttpError(401, 'unauthorized');
    if (session.revoked_at === null) {
      await revokeSession(deps, tokenHash);
      await writeLoginLog(deps, c, { userName: session.user_name, nickName: session.nick_name, sessionId: shortSessionId(tokenHash), status: 'Logout', msg: 'logoutOk', orgId: session.org_id });
    }
    return c.json({ code: 200, msg: t(c, 'logoutOk') });
  });
}
