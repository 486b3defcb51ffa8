/**
 * WebSocket upgrade routing for the serving process: one `upgrade` listener on the HTTP server and a
 * small list of path → handler (routes.ts), so each socket feature adds one entry instead of its own
 * listener. A path no entry matches is refused with 404 before any handshake.
 */
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';

export type SocketRoute = {
  /** Matched against the request's path (no query); the match is handed to the handler. */
  path: RegExp;
  handle: (ws: WebSocket, request: IncomingMessage, match: RegExpExecArray) => void;
};

/** Most bytes one client message may have: socket messages are small commands, never uploads. */
const MAX_MESSAGE_BYTES = 64 * 1024;

export function attachSockets(server: Pick<Server, 'on' | 'off'>, routes: SocketRoute[]): { close: () => void } {
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES });
  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
    for (const route of routes) {
      const match = route.path.exec(pathname);
      if (match) {
        wss.handleUpgrade(request, socket, head, (ws) => route.handle(ws, request, match));
        return;
      }
    }
    socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
  };
  server.on('upgrade', onUpgrade);
  return {
    close() {
      server.off('upgrade', onUpgrade);
      for (const client of wss.clients) client.close(1001);
      wss.close();
    },
  };
}
