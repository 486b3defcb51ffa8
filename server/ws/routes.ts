/** The server's WebSocket endpoints: add a row to give a feature its socket (upgrade.ts routes them). */
import { chatSocket } from '../chat/socket.js';
import { NOTICE_SOCKET_PATH, noticeSocket } from '../notices/socket.js';
import type { Deps } from '../context.js';
import type { TaskHub } from '../tasks/hub.js';
import { authenticatedRoute } from './authenticated.js';
import { createSocketSessions, type SocketSessions } from './socket-sessions.js';
import { taskSocketRoute } from './task-socket.js';
import type { SocketRoute } from './upgrade.js';

/** Every route watches its sockets' sessions in one registry, so the process sweeps them with one query. */
export function socketRoutes(deps: Deps, tasks: TaskHub, sessions: SocketSessions = createSocketSessions(deps)): SocketRoute[] {
  return [
    authenticatedRoute('/prod-api/ws/chat', deps, chatSocket(deps), sessions),
    taskSocketRoute(deps, tasks, { sessions }),
    authenticatedRoute(NOTICE_SOCKET_PATH, deps, noticeSocket(deps), sessions),
  ];
}
