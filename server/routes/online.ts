/**
 * Online users, RuoYi's /monitor/online under /htservice/online: the live sessions (not revoked,
 * within the idle timeout and the 12 h lifetime, user not disabled: the same test as plugins/auth.ts)
 * of the session's organisation only. A hotel's administrator sees and ends only the sessions of that
 * hotel's own users: the platform administrator and users of other hotels signed in to it stay out of
 * the list and out of reach (their addresses included); the platform administrator sees all of them.
 *
 * - `GET list` (system:online:list): filters userName and ipaddr (contains), newest sign-in first.
 *   `tokenId` is the short session id of the login log, derived from the token's hash: it names a
 *   session without being able to act as one. Neither the token nor its hash ever goes out.
 * - `DELETE /{tokenId}` (system:online:forceLogout): revokes that session and releases its licence
 *   seats, as a sign-out does. A tokenId that is not a live session of this organisation → 404.
 */
import type { Hono } from 'hono';
import { onlineForceLogout, onlineList, type OnlineSession } from '../contracts/monitor.js';
import type { AppEnv, AuthInfo, Deps } from '../context.js';
import type { Db } from '../db/connect.js';
import { idleMinutes } from '../db/config-values.js';
import { ADMIN_ROLE, isAdmin } from '../db/grants.js';
import { HttpError } from '../errors.js';
import { t } from '../i18n.js';
import { contains, listReply, parseList, runList, type OrderBy, type SortAllowlist } from '../lib/list-query.js';
import { MINUTE, formatDateTime } from '../lib/time.js';
import { shortSessionId } from '../lib/tokens.js';
import { parseUserAgent } from '../lib/user-agent.js';
import { ABSOLUTE_LIFETIME_MS, authenticate, revokeSession } from '../plugins/auth.js';
import { contract } from '../plugins/contract.js';
import { requirePermi } from '../plugins/permission.js';

const SORT: SortAllowlist = { userName: 'users.user_name', ipaddr: 'sessions.ip', loginTime: 'sessions.created_at', lastActiveTime: 'sessions.last_active_at' };
const ORDER: OrderBy = [
  ['sessions.created_at', 'desc'],
  ['sessions.token_hash', 'asc'],
];

/** The live sessions at `now` in the caller's organisation that the caller may see (FROM + WHERE); the dashboard counts them too. */
export async function liveSessions(deps: Deps, db: Db, auth: AuthInfo) {
  const now = deps.now();
  const idleMs = (await idleMinutes(db)) * MINUTE;
  let query = db
    .selectFrom('sessions')
    .innerJoin('users', 'users.user_id', 'sessions.user_id')
    .where('sessions.org_id', '=', auth.orgId)
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.last_active_at', '>=', now - idleMs)
    .where('sessions.created_at', '>=', now - ABSOLUTE_LIFETIME_MS)
    .where('users.status', '=', '0');
  if (!isAdmin(auth)) {
    query = query
      .where('users.org_id', '=', auth.orgId)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('role_users')
              .innerJoin('roles', 'roles.role_id', 'role_users.role_id')
              .select('role_users.user_id')
              .whereRef('role_users.user_id', '=', 'users.user_id')
              .where('roles.role_key', '=', ADMIN_ROLE),
          ),
        ),
      );
  }
  return query;
}

export function mountOnline(api: Hono<AppEnv>, deps: Deps) {
  const session = authenticate(deps);

  api.get('/htservice/online/list', session, requirePermi('system:online:list'), contract(onlineList), async (c) => {
    const { page, filters } = parseList(c, onlineList.list, SORT);
    let query = await liveSessions(deps, deps.db, c.var.auth);
    if (filters.userName) query = query.where(contains('users.user_name', filters.userName));
    if (filters.ipaddr) query = query.where(contains('sessions.ip', filters.ipaddr));
    const result = await runList(
      query,
      page,
      (q) => q.select(['sessions.token_hash', 'users.user_name', 'users.nick_name', 'sessions.ip', 'sessions.user_agent', 'sessions.created_at', 'sessions.last_active_at']),
      ORDER,
    );
    const rows = result.rows.map((r): OnlineSession => {
      const ua = parseUserAgent(r.user_agent);
      return {
        tokenId: shortSessionId(r.token_hash),
        userName: r.user_name,
        nickName: r.nick_name,
        ipaddr: r.ip,
        browser: ua.browser,
        os: ua.os,
        loginTime: formatDateTime(Number(r.created_at)),
        lastActiveTime: formatDateTime(Number(r.last_active_at)),
      };
    });
    return c.json(listReply(c, { rows, total: result.total }));
  });

  api.delete('/htservice/online/:tokenId', session, requirePermi('system:online:forceLogout'), contract(onlineForceLogout), async (c) => {
    const { tokenId } = c.req.valid('param');
    // The short id is a hash of the token hash, so no index finds it: the organisation's live
    // sessions are few (one per signed-in person), and only their hashes are read.
    const live = await (await liveSessions(deps, deps.db, c.var.auth)).select('sessions.token_hash').execute();
    const target = live.find((s) => shortSessionId(s.token_hash) === tokenId);
    if (!target) throw new HttpError(404, 'notFound', 'tokenId');
    await revokeSession(deps, target.token_hash);
    return c.json({ code: 200, msg: t(c, 'ok') });
  });
}
