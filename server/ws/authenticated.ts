/**
 * Sockets that authenticate the same way (SPEC.md section 7), for routes of the upgrade table (upgrade.ts):
 * its first message is `{ type: 'auth', token }`, checked with resolveToken; a missing, late or dead
 * session closes the socket with 4401 (the browser's socket.ts then stops retrying). Frames that arrive
 * while the token is being checked are kept and handed over in order. Once open, every frame is checked
 * like a request, and the session is watched (socket-sessions.ts) so its end closes the socket at once.
 */
import type { WebSocket } from 'ws';
import type { AuthInfo, Deps } from '../context.js';
import { resolveToken } from '../plugins/auth.js';
import { createSocketSessions, type SocketSessions } from './socket-sessions.js';
import type { SocketRoute } from './upgrade.js';

export const UNAUTHORIZED_CLOSE = 4401;
const AUTH_TIMEOUT_MS = 10_000;

export type SocketSession = {
  socket: WebSocket;
  auth: AuthInfo;
  send: (frame: unknown) => void;
  /** Ask before pushing to the socket: false (and the socket closed) once its session has ended. */
  live: (maxAgeMs?: number) => Promise<boolean>;
};
/** Called once the socket is authenticated; returns what to do with each later frame (parsed JSON). */
export type SocketHandler = (session: SocketSession) => { onFrame: (frame: unknown) => void | Promise<void>; onClose?: () => void };

function accept(deps: Deps, sessions: SocketSessions, socket: WebSocket, handler: SocketHandler): void {
  const early: unknown[] = [];
  let deliver: ((frame: unknown) => void) | null = null;
  let authed = false;
  const timer = setTimeout(() => socket.close(UNAUTHORIZED_CLOSE, 'unauthorized'), AUTH_TIMEOUT_MS);
  socket.on('message', (data) => {
    let frame: unknown;
    try {
      frame = JSON.parse(String(data));
    } catch {
      return; // not JSON: ignored, as the browser side does
    }
    if (deliver) return deliver(frame);
    if (authed) return void early.push(frame);
    authed = true;
    const token = (frame as { type?: unknown; token?: unknown })?.type === 'auth' ? (frame as { token?: unknown }).token : undefined;
    void (typeof token === 'string' ? resolveToken(deps, token) : Promise.resolve(null)).then(
      (auth) => {
        clearTimeout(timer);
        // A session whose password must be changed first may open no socket, as it may call nothing else.
        if (!auth || auth.passwordChangeRequired || socket.readyState !== socket.OPEN) return socket.close(UNAUTHORIZED_CLOSE, 'unauthorized');
        const unauthorized = () => socket.close(UNAUTHORIZED_CLOSE, 'unauthorized');
        const watched = sessions.watch({ tokenHash: auth.session.tokenHash, userId: auth.user.userId }, unauthorized);
        socket.on('close', () => watched.unwatch());
        const send = (out: unknown) => socket.readyState === socket.OPEN && socket.send(JSON.stringify(out));
        const session = handler({ socket, auth, send, live: watched.live });
        // Every frame is checked like a request (and counts as activity like one), so a session that ended
        // never acts through its socket, not even in the moment before its end closes the socket.
        // Frames are handled one after the other, so a client's order is the server's order.
        let chain: Promise<unknown> = Promise.resolve();
        deliver = (f) => {
          chain = chain.then(async () => ((await resolveToken(deps, token as string)) ? session.onFrame(f) : unauthorized())).catch(() => send({ type: 'error', msg: 'failed' }));
        };
        socket.on('close', () => session.onClose?.());
        for (const f of early.splice(0)) deliver(f);
      },
      () => socket.close(1011, 'unavailable'),
    );
  });
  socket.on('close', () => clearTimeout(timer));
}

/**
 * A route of the upgrade table (upgrade.ts) for `path`, whose sockets authenticate by their first
 * message before `handler` sees any frame. `sessions`: the process's registry of open sockets
 * (routes.ts shares one between routes); a registry of the route's own by default.
 */
export function authenticatedRoute(path: string, deps: Deps, handler: SocketHandler, sessions: SocketSessions = createSocketSessions(deps)): SocketRoute {
  const exact = new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`);
  return { path: exact, handle: (socket) => accept(deps, sessions, socket, handler) };
}
