/**
 * Answers given from memory on Node's request itself, before the app (Hono) sees it: a file of the
 * build already read (static.ts), getRouters and getInfo already made for a session already known
 * (routes/menu.ts, routes/user.ts). Such an answer is a few microseconds of work: no fetch Request or
 * Response, no routing, no middleware. It must be exactly what the app would answer: each handler
 * gives one only when everything it depends on is in memory and still good (lib/hot-cache.ts peek),
 * and nothing is to be written or refused; otherwise it gives nothing and the app answers as ever.
 * Only GET with a plain path (no percent-escapes) is tried, never while the process stops (the app
 * answers 503 then: plugins/draining.ts). The headers are made once, security headers included.
 */
import type { NonSharedBuffer } from 'node:buffer';
import type { IncomingMessage, RequestListener } from 'node:http';
import type { Drain } from './plugins/draining.js';

/** A whole answer: status, headers made once (security headers included), body (null: none, as for 304). */
export type FastAnswer = { status: number; headers: Record<string, string>; body: NonSharedBuffer | null };

/** The answer to a GET of `path` (without its query), or undefined when the app must answer. */
type FastHandler = (req: IncomingMessage, path: string) => FastAnswer | undefined;

/** Where routes register their answers from memory, by exact path. */
export type FastRoutes = { route: (path: string, handler: FastHandler) => void };

export type FastAnswers = FastRoutes & {
  /** The same registry for paths below `prefix` (the API's /prod-api). */
  under: (prefix: string) => FastRoutes;
  /** Tried for a GET whose path has no handler of its own (the build's files). */
  otherwise: (handler: FastHandler) => void;
  /** A Node request listener: answers from memory where it can, hands everything else to `next` (the app's). */
  listener: (next: RequestListener, drain?: Drain) => RequestListener;
};

export function createFastAnswers(): FastAnswers {
  const exact = new Map<string, FastHandler>();
  let fallback: FastHandler | undefined;
  const route = (path: string, handler: FastHandler) => void exact.set(path, handler);

  /** The answer from memory to `req`, if any; a handler that fails leaves the request to the app (which reports errors). */
  const answer = (req: IncomingMessage): FastAnswer | undefined => {
    if (req.method !== 'GET') return undefined;
    const url = req.url ?? '';
    const query = url.indexOf('?');
    const path = query < 0 ? url : url.slice(0, query);
    if (path.charCodeAt(0) !== 47 /* / */ || path.includes('%')) return undefined;
    const handler = exact.get(path) ?? fallback;
    try {
      return handler?.(req, path);
    } catch {
      return undefined;
    }
  };

  return {
    route,
    under: (prefix) => ({ route: (path, handler) => route(prefix + path, handler) }),
    otherwise: (handler) => void (fallback = handler),
    listener: (next, drain) => (req, res) => {
      const found = drain?.active ? undefined : answer(req);
      if (!found) return next(req, res);
      res.writeHead(found.status, found.headers);
      if (found.body) res.end(found.body);
      else res.end();
    },
  };
}
