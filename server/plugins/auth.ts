/**
 * Bearer-token authentication (DESIGN.md section 5). The token is read ONLY from
 * `Authorization: Bearer`: the HTService-Token cookie is the shell's storage, never an
 * authenticator, so no cross-site request can ride on it. Sessions die on revocation, after the
 * idle timeout (config `sys.session.idleMinutes`) and at 12 h whatever the activity.
 */
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv, AuthInfo, Deps } from '../context.js';
import { readArea } from '../db/areas.js';
import { idleMinutes } from '../db/config-values.js';
import { loadGrants } from '../db/grants.js';
import { releaseSessionSeats } from '../db/seats.js';
import { HttpError } from '../errors.js';
import { sha256Hex, shortSessionId } from '../lib/tokens.js';
import { HOUR, MINUTE } from '../lib/time.js';
import { withFacts } from '../lib/route-facts.js';
import { CONFIG_TABLES, createHotCache, SESSION_TABLES } from '../lib/hot-cache.js';
import { requestHeader } from '../lib/request-header.js';
import { announceSessionsEnded } from '../push/session-ended.js';

export const ABSOLUTE_LIFETIME_MS = 12 * HOUR;
/** Writing last activity on every read would turn every GET into a write; 30 s is far below any idle timeout. */
const ACTIVITY_WRITE_INTERVAL_MS = 30_000;

const BEARER = /^Bearer +([A-Za-z0-9_-]{20,128})$/i;

/** The bearer token of an Authorization header's value, or null (none, other scheme, or not token-shaped). */
function tokenOf(authorization: string | undefined): string | null {
  const m = BEARER.exec(authorization?.trim() ?? '');
  return m ? m[1] : null;
}

/** The bearer token of the request, or null (no header, other scheme, or not token-shaped). */
export function bearerToken(c: Context): string | null {
  return tokenOf(requestHeader(c, 'authorization'));
}

/** The session row of a token hash with its user, whatever its state. */
export function findSession(deps: Pick<Deps, 'db'>, tokenHash: string) {
  return deps.db
    .selectFrom('sessions')
    .innerJoin('users', 'users.user_id', 'sessions.user_id')
    .select([
      'sessions.token_hash',
      'sessions.org_id',
      'sessions.login_date',
      'sessions.created_at',
      'sessions.last_active_at',
      'sessions.revoked_at',
      'sessions.area',
      'users.user_id',
      'users.user_name',
      'users.nick_name',
      'users.org_id as home_org_id',
      'users.status as user_status',
      'users.password_change_required',
    ])
    .where('sessions.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/**
 * Ends a session: revoked from now on (kept for the login log's Logout grace), its licence seats
 * released, and its open sockets on every process closed (push/session-ended.ts).
 */
export async function revokeSession(deps: Deps, tokenHash: string): Promise<void> {
  const ended = await deps.db.updateTable('sessions').set({ revoked_at: deps.now() }).where('token_hash', '=', tokenHash).where('revoked_at', 'is', null).returning('user_id').execute();
  await releaseSessionSeats(deps.db, shortSessionId(tokenHash));
  await announceSessionsEnded(
    deps.bus,
    ended.map((s) => s.user_id),
  );
}

/**
 * Ends every other open session of a user (a password change): one update and one seat release for
 * all of them, whatever their number, and their sockets closed. The session `keepTokenHash` stays.
 */
export async function revokeOtherSessions(deps: Deps, userId: number, keepTokenHash: string): Promise<void> {
  const ended = await deps.db
    .updateTable('sessions')
    .set({ revoked_at: deps.now() })
    .where('user_id', '=', userId)
    .where('token_hash', '<>', keepTokenHash)
    .where('revoked_at', 'is', null)
    .returning('token_hash')
    .execute();
  if (ended.length > 0) {
    await deps.db
      .deleteFrom('seat_leases')
      .where(
        'session_id',
        'in',
        ended.map((s) => shortSessionId(s.token_hash)),
      )
      .execute();
    await announceSessionsEnded(deps.bus, [userId]);
  }
}

/** Resolves the request's live session, or null. `touch` false reads without counting as activity. */
export function resolveAuth(deps: Deps, c: Context, touch = true): Promise<AuthInfo | null> {
  const token = bearerToken(c);
  return token ? resolveToken(deps, token, touch) : Promise.resolve(null);
}

/** A session row with the grants and request identity built from it, as the session cache keeps them. */
type SessionState = { row: NonNullable<Awaited<ReturnType<typeof findSession>>>; auth: AuthInfo };

/** Sessions by token hash, read again after any write to what they are read from (lib/hot-cache.ts). */
const sessionStates = createHotCache<SessionState | null>(SESSION_TABLES, 10_000);
const idleTimeouts = createHotCache<number>(CONFIG_TABLES, 1);

async function loadSessionState(db: Deps['db'], tokenHash: string): Promise<SessionState | null> {
  const row = await findSession({ db }, tokenHash);
  if (!row) return null;
  const grants = await loadGrants(db, row.user_id);
  const auth: AuthInfo = {
    session: { tokenHash, sessionId: shortSessionId(tokenHash), createdAt: row.created_at, loginDate: row.login_date },
    user: { userId: row.user_id, userName: row.user_name, nickName: row.nick_name, orgId: row.home_org_id },
    orgId: row.org_id,
    area: readArea(row.area),
    roles: grants.roles,
    permissions: grants.permissions,
    passwordChangeRequired: row.password_change_required === 1,
  };
  return { row, auth };
}

/** Whether a remembered session may be used at all: found, not revoked, its user enabled. */
const usable = (state: SessionState | null | undefined): state is SessionState => Boolean(state) && state!.row.revoked_at === null && state!.row.user_status === '0';
/** Whether a session is within both timeouts at `now`: idle since its last activity, and its absolute lifetime. */
const withinTimeouts = (row: SessionState['row'], now: number, idleMs: number) => now - row.last_active_at <= idleMs && now - row.created_at <= ABSOLUTE_LIFETIME_MS;

/**
 * The live session of a token, or null: the same rules as a request's, for callers without an HTTP
 * request (a WebSocket authenticates with its first message, since browsers cannot set its headers).
 * The session and its grants come from memory while nothing they are read from changed; revocation,
 * a disabled user, changed grants or idle minutes are writes, so they apply to the very next request.
 */
export async function resolveToken(deps: Pick<Deps, 'db' | 'now'>, token: string, touch = true): Promise<AuthInfo | null> {
  if (!/^[A-Za-z0-9_-]{20,128}$/.test(token)) return null;
  const tokenHash = sha256Hex(token);
  const load = () => loadSessionState(deps.db, tokenHash);
  let state = await sessionStates.get(deps.db, tokenHash, load);
  if (!usable(state)) return null;
  const now = deps.now();
  const idleMs = (await idleTimeouts.get(deps.db, 'idle', () => idleMinutes(deps.db))) * MINUTE;
  if (now - state.row.last_active_at > idleMs) {
    // Another process may have counted activity this one has not seen (touches bump no version): ask the database.
    state = await sessionStates.get(deps.db, tokenHash, load, true);
    if (!usable(state)) return null;
  }
  const row = state.row;
  if (!withinTimeouts(row, now, idleMs)) return null;
  if (touch && now - row.last_active_at >= ACTIVITY_WRITE_INTERVAL_MS) {
    await deps.db.updateTable('sessions').set({ last_active_at: now }).where('token_hash', '=', tokenHash).execute();
    row.last_active_at = now; // the remembered copy follows the write (which bumps no version)
  }
  return state.auth;
}

/**
 * The session of an Authorization header's value when memory alone says it is live and nothing is to
 * be written (fast-answers.ts): the remembered session and idle timeout still good, not revoked, the user
 * enabled, within both timeouts, and its activity time not due for a write. Undefined in every other case,
 * where the caller takes the app's way (`authenticate`), which reads, counts activity or refuses.
 */
export function rememberedAuth(deps: Pick<Deps, 'db' | 'now'>, authorization: string | undefined): AuthInfo | undefined {
  const token = tokenOf(authorization);
  if (!token) return undefined;
  const state = sessionStates.peek(deps.db, sha256Hex(token));
  const idleMinutesNow = idleTimeouts.peek(deps.db, 'idle');
  if (!usable(state) || idleMinutesNow === undefined) return undefined;
  const now = deps.now();
  if (!withinTimeouts(state.row, now, idleMinutesNow * MINUTE) || now - state.row.last_active_at >= ACTIVITY_WRITE_INTERVAL_MS) return undefined;
  return state.auth;
}

/**
 * Middleware: 401 unless a live session; puts AuthInfo on `c.var.auth`. While the user must choose a
 * new password (someone else set the current one), only calls marked `pendingPassword: true` pass (the
 * user's own info and the password change); everything else answers 403 saying what to do.
 */
export function authenticate(deps: Deps, options: { touch?: boolean; pendingPassword?: boolean } = {}): MiddlewareHandler<AppEnv> {
  const middleware: MiddlewareHandler<AppEnv> = async (c, next) => {
    const auth = await resolveAuth(deps, c, options.touch ?? true);
    if (!auth) throw new HttpError(401, 'unauthorized');
    if (auth.passwordChangeRequired && !options.pendingPassword) throw new HttpError(403, 'passwordChangeRequired');
    c.set('auth', auth);
    await next();
  };
  return withFacts(middleware, { session: true });
}
