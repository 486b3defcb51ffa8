/**
 * Graceful stop, the app's half (server/http-drain.ts is the connections' half). Once the process has
 * been told to stop, a request that still reaches it, over a keep-alive connection opened before, is
 * answered 503 with Retry-After instead of meeting a reset, so its caller retries against the restarted
 * server or another process. Every answer given while stopping, including those of requests that
 * started before, says `Connection: close`, so no client sends another request over that connection.
 */
import type { MiddlewareHandler } from 'hono';
import { errorBody } from '../errors.js';

/** Seconds a caller of a stopping server is asked to wait: about what a restart takes. */
const STOPPING_RETRY_AFTER_SECONDS = 5;

/** Whether this process is stopping: `start` is called once, by the signal handler of server/index.ts. */
export type Drain = { readonly active: boolean; start: () => void };

export function createDrain(): Drain {
  let active = false;
  return {
    get active() {
      return active;
    },
    start: () => {
      active = true;
    },
  };
}

export function draining(drain: Drain): MiddlewareHandler {
  return async (c, next) => {
    if (drain.active) {
      c.header('Connection', 'close');
      c.header('Retry-After', String(STOPPING_RETRY_AFTER_SECONDS));
      return errorBody(c, 503, 'serverStopping');
    }
    await next();
    if (drain.active) c.res.headers.set('Connection', 'close');
  };
}
