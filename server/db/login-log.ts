/**
 * The login log's one writer. The server records every sign-in outcome itself where it happens
 * (routes/auth.ts: success, each failure with its reason, lockout; logout), whatever the client does,
 * so a script calling the token endpoint directly leaves the same trace as the shell.
 *
 * `msg` holds a message key of server/i18n.ts (e.g. `badCredentials`), translated for the reader when
 * the log is listed or exported; entries a client posted keep the text it sent.
 */
import type { Context } from 'hono';
import type { LoginLogStatus } from '../contracts/monitor.js';
import type { Deps } from '../context.js';
import { isMsgKey, type MsgKey } from '../i18n.js';
import { parseUserAgent } from '../lib/user-agent.js';

export type LoginLogEntry = {
  userName: string;
  nickName?: string;
  sessionId?: string;
  status: LoginLogStatus;
  msg: MsgKey | string;
  orgId: number | null;
  /** What the client says of itself; the User-Agent header when it says nothing. */
  browser?: string;
  os?: string;
};

export async function writeLoginLog(deps: Deps, c: Context, entry: LoginLogEntry): Promise<void> {
  const ua = parseUserAgent(c.req.header('user-agent') ?? '');
  await deps.db
    .insertInto('login_logs')
    .values({
      user_name: entry.userName.slice(0, 64),
      nick_name: (entry.nickName ?? '').slice(0, 64),
      session_id: entry.sessionId ?? '',
      status: entry.status,
      ipaddr: deps.clientIp(c).slice(0, 64),
      browser: (entry.browser || ua.browser).slice(0, 50),
      os: (entry.os || ua.os).slice(0, 50),
      msg: entry.msg.slice(0, 255),
      login_time: deps.now(),
      org_id: entry.orgId,
    })
    .execute();
}

/** A client's Error entry this close after the server's own for the same name and address is the same event. */
const CLIENT_ECHO_MS = 60_000;

/**
 * Whether the server already logged a failed sign-in of `userName` from `ip` in the last minute. The
 * server's entries are the ones whose `msg` is a message key; a client's earlier post does not count.
 */
export async function serverLoggedFailure(deps: Deps, userName: string, ip: string): Promise<boolean> {
  const rows = await deps.db
    .selectFrom('login_logs')
    .select('msg')
    .where('user_name', '=', userName.slice(0, 64))
    .where('ipaddr', '=', ip.slice(0, 64))
    .where('status', '=', 'Error')
    .where('login_time', '>=', deps.now() - CLIENT_ECHO_MS)
    .orderBy('info_id', 'desc')
    .limit(20)
    .execute();
  return rows.some((r) => isMsgKey(r.msg));
}
