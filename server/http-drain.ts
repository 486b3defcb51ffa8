/**
 * Graceful stop, the connections' half (server/plugins/draining.ts answers the requests). Counts the
 * requests in flight from the start, so that a stop can stop listening, let every request in flight
 * finish, and only then end the keep-alive connections left idle, within a bound.
 *
 * Why not just `http.Server.close()`: it also ends every idle keep-alive connection at once, and a
 * request already on its way over one of them meets a reset instead of an answer. Here the idle
 * connections stay open while anything is in flight; what arrives over them meanwhile is answered 503
 * by the draining middleware, and each answer closes its connection.
 */
import type { Server } from 'node:http';
import net from 'node:net';

type HttpDrain = {
  /**
   * Stops accepting connections now; resolves when every connection has ended, or at `boundMs`, when
   * the ones left are cut. Resolves with the number of requests that were still unanswered then.
   */
  drain: (boundMs: number) => Promise<number>;
};

export function trackRequests(server: Server): HttpDrain {
  let inFlight = 0;
  let draining = false;
  // Called again whenever the last request in flight finishes while draining.
  const endIdleConnectionsWhenQuiet = () => {
    if (draining && inFlight === 0) server.closeIdleConnections();
  };
  server.on('request', (_req, res) => {
    inFlight += 1;
    res.once('close', () => {
      inFlight -= 1;
      endIdleConnectionsWhenQuiet();
    });
  });

  return {
    drain: (boundMs) =>
      new Promise((resolve) => {
        draining = true;
        const bound = setTimeout(() => {
          const cut = inFlight;
          server.closeAllConnections();
          resolve(cut);
        }, boundMs);
        // net's close, not http's: stop listening but leave the idle connections to the steps above.
        net.Server.prototype.close.call(server, () => {
          clearTimeout(bound);
          resolve(0);
        });
        // After this turn of the event loop, so a request read in the same turn as the signal counts.
        setImmediate(endIdleConnectionsWhenQuiet);
      }),
  };
}
