/** The server's WebSocket endpoints: add a row to give a feature its socket (upgrade.ts routes them). */
import { chatSocket } from '../chat/socket.js';
import type { Deps } from '../context.js';
import type { TaskHub } from '../tasks/hub.js';
import { authenticatedRoute } from './authenticated.js';
import { taskSocketRoute } from './task-socket.js';
import type { SocketRoute } from './upgrade.js';

export function socketRoutes(deps: Deps, tasks: TaskHub): SocketRoute[] {
  return [authenticatedRoute('/prod-api/ws/chat', deps, chatSocket(deps)), taskSocketRoute(deps, tasks)];
}
