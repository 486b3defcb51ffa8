/**
 * The task WebSocket (/prod-api/ws/task, or /prod-api/ws/task/{kind} for one kind; contract in
 * server/contracts/task.ts). The first message must authenticate within 5 s (`resolveToken`, the same
 * rules as a request's), else the socket is closed with 4401; the session is checked again with every
 * message and watched (socket-sessions.ts: revocation pushes, a sweep), and its end closes the socket
 * with 4401 too. Progress goes out only while the session was confirmed live within the last second.
 * Only tasks the caller may see are ever sent (state.ts `maySee`): ids of another user's or hotel's task
 * are ignored without a word. Per task at most one message per `minIntervalMs`; the last state of a burst
 * is sent when the interval is over, and a finished state goes out at once.
 */
import type { AuthInfo, Deps } from '../context.js';
import type { TaskProgress } from '../contracts/task.js';
import { resolveToken } from '../plugins/auth.js';
import type { PushBus } from '../push/bus.js';
import type { TaskHub } from '../tasks/hub.js';
import { TASK_KINDS } from '../tasks/registry.js';
import { FINISHED, maySee, TASK_COLUMNS, toState, type TaskRow } from '../tasks/state.js';
import { UNAUTHORIZED_CLOSE } from './authenticated.js';
import { createSocketSessions, type SocketSessions, type WatchedSession } from './socket-sessions.js';
import type { SocketRoute } from './upgrade.js';

const TASK_SOCKET_PATH = /^\/prod-api\/ws\/task(?:\/([a-z-]+))?$/;

/** How old a confirmation of the session may be when progress goes out (progress comes in bursts). */
const PUSH_CHECK_MS = 1000;

export type TaskSocketOptions = {
  authTimeoutMs?: number;
  minIntervalMs?: number;
  /** The process's registry of open sockets (routes.ts shares one between routes). */
  sessions?: SocketSessions;
  /** Without `sessions`: how often the route's own registry sweeps its sockets' sessions. */
  sessionCheckMs?: number;
};

type Message = { type?: unknown; token?: unknown; taskIds?: unknown };

export function taskSocketRoute(deps: Pick<Deps, 'db' | 'now'> & { bus?: PushBus }, hub: TaskHub, options: TaskSocketOptions = {}): SocketRoute {
  const authTimeoutMs = options.authTimeoutMs ?? 5000;
  const minIntervalMs = options.minIntervalMs ?? 100;
  const sessions = options.sessions ?? createSocketSessions(deps, { sweepMs: options.sessionCheckMs });

  return {
    path: TASK_SOCKET_PATH,
    handle(ws, _request, match) {
      const onlyKind = match[1];
      if (onlyKind && !TASK_KINDS[onlyKind]) return ws.close(1008, 'unknown task kind');
      let auth: AuthInfo | null = null;
      let token = '';
      let watchAll = false;
      const watched = new Set<number>();
      const lastSent = new Map<number, number>();
      const pending = new Map<number, { row: TaskRow; timer: NodeJS.Timeout }>();
      let chain = Promise.resolve();
      let outbox = Promise.resolve();
      let stopListening = () => {};
      let liveness: WatchedSession | undefined;

      const unauthorized = () => ws.close(UNAUTHORIZED_CLOSE, 'unauthorized');
      const authTimer = setTimeout(unauthorized, authTimeoutMs);
      const send = (row: TaskRow) => {
        lastSent.set(row.task_id, Date.now());
        const message: TaskProgress = { type: 'progress', ...toState(row) };
        // In order, and only to a live session. A check that fails (database down) drops the frame: the
        // page reads the true state when it resubscribes.
        outbox = outbox
          .then(async () => {
            if ((await liveness?.live(PUSH_CHECK_MS)) && ws.readyState === ws.OPEN) ws.send(JSON.stringify(message));
          })
          .catch(() => undefined);
      };
      const wants = (row: TaskRow) => auth !== null && maySee(auth, row) && (!onlyKind || row.kind === onlyKind) && (watchAll || watched.has(row.task_id));
      const push = (row: TaskRow) => {
        if (!wants(row)) return;
        const waiting = pending.get(row.task_id);
        if (waiting) clearTimeout(waiting.timer);
        pending.delete(row.task_id);
        const wait = (lastSent.get(row.task_id) ?? 0) + minIntervalMs - Date.now();
        if (wait <= 0 || (FINISHED as string[]).includes(row.status)) return send(row);
        pending.set(row.task_id, { row, timer: setTimeout(() => (pending.delete(row.task_id), send(row)), wait) });
      };
      const sessionAlive = async () => {
        if (auth && !(await resolveToken(deps, token, false))) {
          unauthorized();
          return false;
        }
        return true;
      };

      async function handle(message: Message) {
        if (!auth) {
          if (message.type !== 'auth' || typeof message.token !== 'string') return unauthorized();
          clearTimeout(authTimer);
          token = message.token;
          auth = await resolveToken(deps, token);
          if (!auth) return unauthorized();
          if (ws.readyState !== ws.OPEN) return; // closed while the token was checked: nothing to watch
          liveness = sessions.watch({ tokenHash: auth.session.tokenHash, userId: auth.user.userId }, unauthorized);
          stopListening = hub.listen(push);
          ws.send(JSON.stringify({ type: 'ready' }));
          return;
        }
        if (!(await sessionAlive())) return;
        if (message.type === 'subscribe') {
          const ids = Array.isArray(message.taskIds) ? message.taskIds.filter((id): id is number => Number.isSafeInteger(id)).slice(0, 1000) : null;
          let query = deps.db.selectFrom('tasks').select(TASK_COLUMNS).where('org_id', '=', auth.orgId);
          if (ids) {
            for (const id of ids) watched.add(id);
            if (ids.length === 0) return;
            query = query.where('task_id', 'in', ids);
          } else {
            watchAll = true;
            query = query.where('status', 'in', ['queued', 'running']);
          }
          // The true state at once, so a reconnecting page shows where the task really is.
          for (const row of await query.orderBy('task_id').execute()) if (wants(row)) send(row);
        } else if (message.type === 'unsubscribe' && Array.isArray(message.taskIds)) {
          for (const id of message.taskIds) watched.delete(id as number);
        }
      }

      ws.on('message', (data) => {
        let message: Message;
        try {
          message = JSON.parse(String(data)) as Message;
        } catch {
          return;
        }
        // One at a time, in order: a subscribe sent right after auth waits for the session lookup.
        chain = chain.then(() => handle(message ?? {})).catch(() => ws.close(1011));
      });
      ws.on('close', () => {
        clearTimeout(authTimer);
        liveness?.unwatch();
        for (const p of pending.values()) clearTimeout(p.timer);
        stopListening();
      });
    },
  };
}
