/**
 * Request-body limits checked before any handler work (and before the body is parsed at all):
 * - size: at most MAX_BODY_BYTES, counted while the body streams in (hono's bodyLimit), answered 413;
 * - nesting: at most MAX_JSON_DEPTH levels of arrays and objects, answered 422.
 *
 * Why a depth limit: no request of this API nests deeper than a dozen levels, while a 40 KB body of
 * `[[[[…]]]]` is legal JSON twenty thousand levels deep. Anything that walks such a value recursively
 * (validation, the NUL check, a serialiser) overflows the stack, and the attempt blocks the event loop
 * for every other client. The depth is read from the raw text by one loop that tracks strings and
 * escapes, so it costs a pass over the bytes and can itself never recurse.
 *
 * Multipart bodies (uploads) carry files, not JSON; their limits are the size here and those of the
 * importers (server/tasks). Every other body is scanned whatever its Content-Type claims, because
 * validate.ts's parseJson reads JSON whatever the header says.
 */
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../context.js';
import { HttpError } from '../errors.js';

const MAX_BODY_BYTES = 1024 * 1024;
export const MAX_JSON_DEPTH = 32;

const OPEN_SQUARE = 0x5b;
const OPEN_CURLY = 0x7b;
const CLOSE_SQUARE = 0x5d;
const CLOSE_CURLY = 0x7d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/** The deepest nesting of `[`/`{` outside strings in `text`, stopping as soon as it passes `limit`. */
export function jsonDepth(text: string, limit = Infinity): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === BACKSLASH) i++;
      else if (ch === QUOTE) inString = false;
    } else if (ch === QUOTE) {
      inString = true;
    } else if (ch === OPEN_SQUARE || ch === OPEN_CURLY) {
      depth++;
      if (depth > deepest) {
        deepest = depth;
        if (deepest > limit) return deepest;
      }
    } else if (ch === CLOSE_SQUARE || ch === CLOSE_CURLY) {
      depth--;
    }
  }
  return deepest;
}

const HAS_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Refuses a body nested deeper than MAX_JSON_DEPTH before any handler reads it. */
export function bodyDepthLimit(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (HAS_BODY.has(c.req.method) && !/^multipart\//i.test(c.req.header('content-type') ?? '')) {
      // hono caches the text, so the handler's own read costs nothing more.
      const text = await c.req.text();
      if (jsonDepth(text, MAX_JSON_DEPTH) > MAX_JSON_DEPTH) throw new HttpError(422, 'bodyTooDeep', 'body', { max: MAX_JSON_DEPTH });
    }
    await next();
  };
}

/** Refuses a body over MAX_BODY_BYTES while it streams in (the Content-Length is not trusted). */
export function bodySizeLimit(): MiddlewareHandler<AppEnv> {
  const limit = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: () => {
      throw new HttpError(413, 'bodyTooLarge', 'body', { maxKb: MAX_BODY_BYTES / 1024 });
    },
  });
  // Only calls that take a body are measured: asking a GET for its body makes @hono/node-server build a whole fetch Request.
  return (c, next) => (HAS_BODY.has(c.req.method) ? limit(c, next) : next());
}
