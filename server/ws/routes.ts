/** The server's WebSocket endpoints: add a row to give a feature its socket (server/ws/index.ts routes them). */
import { chatSocket } from '../chat/socket.js';
import type { Deps } from '../context.js';
import type { SocketRoute } from './index.js';

export function socketRoutes(deps: Deps): SocketRoute[] {
  return [{ path: '/prod-api/ws/chat', handler: chatSocket(deps) }];
}
