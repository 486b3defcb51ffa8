/**
 * The one error shape of the API: HTTP status = body `code`, `msg` human text in the caller's
 * language, `field` naming the offending request field for 400/422. Unknown errors become 500 with
 * the default text and their stack goes to stderr, never to the caller.
 */
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { isDatabaseUnavailable } from './db/unavailable.js';
import { t, type MsgKey, type MsgParams } from './i18n.js';

/** Seconds a caller is asked to wait when the database is unreachable. */
const DB_RETRY_AFTER_SECONDS = 5;

/** An expected failure: `msg` is a message key of i18n.ts, translated when answered. */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly msg: MsgKey,
    readonly field?: string,
    readonly params?: MsgParams,
  ) {
    super(`${status} ${msg}${field ? ` (${field})` : ''}`);
  }
}

export function errorBody(c: Context, status: ContentfulStatusCode, msg: MsgKey, field?: string, params?: MsgParams) {
  return c.json(field ? { code: status, msg: t(c, msg, params), field } : { code: status, msg: t(c, msg, params) }, status);
}

/** app.onError */
export function onError(err: Error, c: Context) {
  if (err instanceof HttpError) return errorBody(c, err.status, err.msg, err.field, err.params);
  if (err instanceof HTTPException) {
    // Raised by Hono's own middleware (body limit, malformed input): a caller's mistake, not ours.
    const status = err.status as ContentfulStatusCode;
    const key: MsgKey = status === 413 ? 'tooLarge' : status === 401 ? 'unauthorized' : status === 404 ? 'notFound' : 'badJson';
    return errorBody(c, Math.min(status, 500) as ContentfulStatusCode, status >= 500 ? 'unknown' : key);
  }
  if (isDatabaseUnavailable(err)) {
    console.warn(`[${new Date().toISOString()}] ${c.req.method} ${c.req.path}: database unavailable (${err.message})`);
    c.header('Retry-After', String(DB_RETRY_AFTER_SECONDS));
    return errorBody(c, 503, 'dbUnavailable');
  }
  console.error(`[${new Date().toISOString()}] ${c.req.method} ${c.req.path} failed:`, err.stack ?? err);
  return errorBody(c, 500, 'unknown');
}

/** app.notFound */
export function onNotFound(c: Context) {
  return errorBody(c, 404, 'notFound');
}
