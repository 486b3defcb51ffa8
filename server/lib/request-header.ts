/**
 * A request header read from Node's own parsed headers when the request came over a socket:
 * `c.req.header()` makes @hono/node-server build a fetch `Headers` of every header first, several
 * microseconds that a static file or a cached answer would otherwise spend on nothing else.
 * In-process requests (`app.request()` in tests) have no Node request and read the usual way.
 */
import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';

/** `name` in lower case, as Node keys them. */
export function requestHeader(c: Context, name: string): string | undefined {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  return incoming ? nodeHeader(incoming, name) : c.req.header(name);
}

/** `name` (lower case) of a Node request, repeated values joined as fetch's `Headers` joins them. */
export function nodeHeader(incoming: IncomingMessage, name: string): string | undefined {
  const value = incoming.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}
