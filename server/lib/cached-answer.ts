/**
 * A JSON answer kept in memory as its text, with an ETag from that text, made once per change of what
 * it is read from (lib/hot-cache.ts) instead of once per request. It is sent `private, no-cache`: the
 * browser keeps it and asks again with If-None-Match each time (fetch's default cache mode does that by
 * itself), and an unchanged answer is a 304 without a body. Every request still passes authentication
 * first, so a 304 never outlives a session. The ETag names the bytes, so two users with the same answer
 * share it safely and any change of the answer changes it. A large answer is also gzipped once, when
 * it is made, for callers that accept it.
 */
import type { NonSharedBuffer } from 'node:buffer';
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';
import type { FastAnswer } from '../fast-answers.js';
import { securedResponse, withSecurityHeaders } from '../plugins/security-headers.js';
import type { HotCache } from './hot-cache.js';
import { nodeHeader, requestHeader } from './request-header.js';

type Encoded = { body: NonSharedBuffer; headers: Record<string, string> };
export type PreparedAnswer = { etag: string; identity: Encoded; gzip: Encoded | null; notModified: Record<string, string> };

const CACHING = { 'Cache-Control': 'private, no-cache' };
/** Smaller answers are sent as they are: compressing them saves less than it costs the browser. */
const COMPRESS_FROM_BYTES = 1024;

/** The reply's bytes, and gzipped once here rather than per request (getRouters: 31 KB → about 4 KB). */
function prepare(reply: object): PreparedAnswer {
  const body = Buffer.from(JSON.stringify(reply));
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
  const headers = { 'Content-Type': 'application/json', ...CACHING, ETag: etag, Vary: 'Accept-Encoding' };
  const identity = { body, headers: withSecurityHeaders({ ...headers, 'Content-Length': String(body.length) }) };
  let gzip: Encoded | null = null;
  if (body.length >= COMPRESS_FROM_BYTES) {
    const zipped = gzipSync(body);
    gzip = { body: zipped, headers: withSecurityHeaders({ ...headers, 'Content-Encoding': 'gzip', 'Content-Length': String(zipped.length) }) };
  }
  return { etag, identity, gzip, notModified: withSecurityHeaders({ ...CACHING, ETag: etag, Vary: 'Accept-Encoding' }) };
}

/** Whether an If-None-Match value names `etag` (a list, weak or not, as RFC 9110 compares for GET). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch === etag || ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/** What to send of a prepared answer: 304 when the caller has it already, else its bytes (gzipped if accepted). */
function sendable(answer: PreparedAnswer, ifNoneMatch: string | undefined, acceptEncoding: string | undefined): FastAnswer {
  if (matches(ifNoneMatch, answer.etag)) return { status: 304, headers: answer.notModified, body: null };
  const sent = answer.gzip && /\bgzip\b/.test(acceptEncoding ?? '') ? answer.gzip : answer.identity;
  return { status: 200, headers: sent.headers, body: sent.body };
}

/** The answer of `key` (from `cache`, else made by `reply`), or 304 when the caller has it already. */
export async function cachedAnswer(c: Context, db: object, cache: HotCache<PreparedAnswer>, key: string, reply: () => Promise<object>): Promise<Response> {
  const answer = await cache.get(db, key, async () => prepare(await reply()));
  const found = sendable(answer, requestHeader(c, 'if-none-match'), requestHeader(c, 'accept-encoding'));
  return securedResponse(found.body, found.status, found.headers);
}

/**
 * The answer of `key` when `cache` holds it still good, for the fast way (fast-answers.ts); undefined
 * when it must be made (the app's handler makes it).
 */
export function rememberedAnswer(req: IncomingMessage, db: object, cache: HotCache<PreparedAnswer>, key: string): FastAnswer | undefined {
  const answer = cache.peek(db, key);
  return answer && sendable(answer, nodeHeader(req, 'if-none-match'), nodeHeader(req, 'accept-encoding'));
}
