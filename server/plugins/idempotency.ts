/**
 * `Idempotency-Key` on writes (POST, PUT, PATCH, DELETE): the first request with a key runs and its
 * answer is kept for a day; the same request again with the same key — a retry after a lost reply, a
 * double submit, an RPA script run twice — gets that answer back (header `Idempotent-Replayed: true`)
 * without running again, so a create makes one row however often it is sent.
 *
 * - Keys belong to the signed-in user; without a live session the request passes through (and the
 *   route answers 401). Multipart uploads pass through too: their body is not read twice.
 * - The same key with a different method, path, query or body is refused (422); a second request while
 *   the first is still running gets 409 and may retry. 5xx and non-JSON answers (files) are not kept.
 * - A key still marked running after RUNNING_TIMEOUT_MS belongs to a process that died mid-request: the
 *   next request with it runs afresh.
 */
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv, Deps } from '../context.js';
import { isUniqueViolation } from '../db/unique-violation.js';
import { HttpError } from '../errors.js';
import { sha256Hex } from '../lib/tokens.js';
import { bearerToken } from './auth.js';

const IDEMPOTENCY_HEADER = 'Idempotency-Key';
const KEEP_MS = 24 * 60 * 60 * 1000;
const RUNNING_TIMEOUT_MS = 60 * 1000;
const KEY_RULE = /^[\x21-\x7e]{1,255}$/;
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

async function sessionUser(deps: Deps, c: Context): Promise<number | null> {
  const token = bearerToken(c);
  if (!token) return null;
  const row = await deps.db.selectFrom('sessions').select('user_id').where('token_hash', '=', sha256Hex(token)).where('revoked_at', 'is', null).executeTakeFirst();
  return row?.user_id ?? null;
}

function replay(row: { status: number | null; body: string | null }): Response {
  return new Response(row.body, { status: row.status!, headers: { 'content-type': 'application/json; charset=UTF-8', 'idempotent-replayed': 'true' } });
}

export function idempotency(deps: Deps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    // The method first: a GET never reads a header here (reading one builds all of them on a served request).
    if (!WRITES.has(c.req.method)) return next();
    const key = c.req.header(IDEMPOTENCY_HEADER);
    if (key === undefined || (c.req.header('content-type') ?? '').startsWith('multipart/')) return next();
    if (!KEY_RULE.test(key)) throw new HttpError(400, 'fieldInvalid', IDEMPOTENCY_HEADER, { field: IDEMPOTENCY_HEADER });
    const userId = await sessionUser(deps, c);
    if (userId === null) return next();

    const url = new URL(c.req.url);
    const requestHash = sha256Hex(`${c.req.method}\n${url.pathname}${url.search}\n${await c.req.text()}`);
    const now = deps.now();
    await deps.db
      .deleteFrom('idempotency_keys')
      .where('user_id', '=', userId)
      .where('created_at', '<', now - KEEP_MS)
      .execute();
    try {
      await deps.db.insertInto('idempotency_keys').values({ user_id: userId, idem_key: key, request_hash: requestHash, status: null, body: null, created_at: now }).execute();
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const first = await deps.db.selectFrom('idempotency_keys').selectAll().where('user_id', '=', userId).where('idem_key', '=', key).executeTakeFirstOrThrow();
      if (first.request_hash !== requestHash) throw new HttpError(422, 'idempotencyMismatch', IDEMPOTENCY_HEADER);
      if (first.status !== null) return replay(first);
      if (now - first.created_at < RUNNING_TIMEOUT_MS) throw new HttpError(409, 'idempotencyInProgress', IDEMPOTENCY_HEADER);
      // Abandoned by a process that died mid-request: take it over (only one taker wins the update).
      const taken = await deps.db
        .updateTable('idempotency_keys')
        .set({ created_at: now })
        .where('user_id', '=', userId)
        .where('idem_key', '=', key)
        .where('created_at', '=', first.created_at)
        .executeTakeFirst();
      if (Number(taken.numUpdatedRows) !== 1) throw new HttpError(409, 'idempotencyInProgress', IDEMPOTENCY_HEADER);
    }

    await next();
    const keep = c.res.status < 500 && (c.res.headers.get('content-type') ?? '').includes('application/json');
    if (keep) {
      const answer = { status: c.res.status, body: await c.res.clone().text() };
      await deps.db.updateTable('idempotency_keys').set(answer).where('user_id', '=', userId).where('idem_key', '=', key).execute();
    } else {
      await deps.db.deleteFrom('idempotency_keys').where('user_id', '=', userId).where('idem_key', '=', key).execute();
    }
  };
}
