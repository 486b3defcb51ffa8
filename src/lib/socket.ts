/**
 * The one WebSocket client of the shell and the widgets (SPEC.md section 7, "WebSocket endpoints"):
 * - the address: the page's host unless a port is given, `wss:` unless the page itself is plain http;
 * - authentication by the first message `{ type: 'auth', token }` (browsers cannot set headers on a
 *   WebSocket, and a token in the URL would end up in logs); a close with code 4401 means the session
 *   is gone: no retry;
 * - reconnection with exponential backoff (1 s doubling to 30 s, with jitter) after any other close,
 *   until the caller closes it; messages are JSON both ways.
 * Persistent sockets are not "work" for whenIdle(): they stay open while the shell is idle.
 */
export const UNAUTHORIZED_CLOSE = 4401;
const FIRST_DELAY_MS = 1000;
const MAX_DELAY_MS = 30_000;

export type SocketState = 'connecting' | 'open' | 'closed' | 'unauthorized';

export type SocketOptions = {
  /** Path on the server, e.g. '/prod-api/ws/jobs'. */
  path: string;
  /** A port other than the page's (SPEC.md: "host from the page unless a port is given"). */
  port?: number;
  /** Read at every (re)connect, so a renewed session is used. */
  token: () => string | undefined;
  onMessage: (message: unknown) => void;
  onState?: (state: SocketState) => void;
  /** For tests: the WebSocket class and the page location. */
  WebSocketImpl?: typeof WebSocket;
  location?: Pick<Location, 'protocol' | 'hostname' | 'host'>;
  random?: () => number;
};

export type Socket = { send: (message: unknown) => boolean; close: () => void };

/** ws(s)://host[:port]/path for the page at `loc`. */
export function socketUrl(path: string, loc: Pick<Location, 'protocol' | 'hostname' | 'host'>, port?: number): string {
  const scheme = loc.protocol === 'http:' ? 'ws:' : 'wss:';
  const host = port ? `${loc.hostname}:${port}` : loc.host;
  return `${scheme}//${host}${path}`;
}

/** The wait before reconnect attempt `attempt` (0-based): 1 s, 2 s, 4 s … at most 30 s, ±20 % jitter. */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** attempt);
  return Math.round(base * (0.8 + 0.4 * random()));
}

export function openSocket(options: SocketOptions): Socket {
  const Impl = options.WebSocketImpl ?? WebSocket;
  const url = socketUrl(options.path, options.location ?? location, options.port);
  let socket: WebSocket | null = null;
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let stopped = false;
  const state = (s: SocketState) => options.onState?.(s);

  const connect = () => {
    timer = null;
    state('connecting');
    const ws = new Impl(url);
    socket = ws;
    ws.onopen = () => {
      attempt = 0;
      ws.send(JSON.stringify({ type: 'auth', token: options.token() ?? '' }));
      state('open');
    };
    ws.onmessage = (event: MessageEvent) => {
      try {
        options.onMessage(JSON.parse(String(event.data)));
      } catch {
        // not JSON: not ours to interpret
      }
    };
    ws.onclose = (event: CloseEvent) => {
      if (socket !== ws) return;
      socket = null;
      if (stopped) return state('closed');
      if (event.code === UNAUTHORIZED_CLOSE) return state('unauthorized');
      state('closed');
      timer = setTimeout(connect, backoffDelay(attempt++, options.random));
    };
  };
  connect();

  return {
    send(message) {
      if (!socket || socket.readyState !== Impl.OPEN) return false;
      socket.send(JSON.stringify(message));
      return true;
    },
    close() {
      stopped = true;
      if (timer) clearTimeout(timer);
      socket?.close(1000);
      if (!socket) state('closed');
    },
  };
}
