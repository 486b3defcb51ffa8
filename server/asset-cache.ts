/**
 * The build's hashed files under /assets/ never change while a server runs (a rebuild writes new names),
 * so each is read from disk once, with its precompressed .br/.gz twins, and answered from memory after,
 * with headers made once (security headers included: see plugins/security-headers.ts).
 * A cold login page asks for some twenty of them at once on a two-core terminal server: answering each
 * from a buffer instead of stat calls and a file stream frees the CPU the browser needs at that moment.
 * The cache holds at most the files of dist/public/assets that were asked for (the build's own size).
 * `readVariants` and `pickVariant` also serve the other files of the build (public-files.ts).
 */
import type { NonSharedBuffer } from 'node:buffer';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { getMimeType } from 'hono/utils/mime';
import type { FastAnswer } from './fast-answers.js';
import { securedResponse, withSecurityHeaders } from './plugins/security-headers.js';

/** One encoding of a file with the headers of its answer, made once. */
export type Variant = { body: NonSharedBuffer; encoding?: 'br' | 'gzip'; headers: Record<string, string> };

/** Names the build writes: hashed file names in /assets/ and its subfolders; never `..` nor `//`. */
const ASSET_PATH = /^\/assets\/(?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/)*[A-Za-z0-9_-][A-Za-z0-9._-]*$/;
const IMMUTABLE = 'public, max-age=31536000, immutable';

async function readVariant(file: string, encoding?: 'br' | 'gzip'): Promise<Omit<Variant, 'headers'> | null> {
  const body = await readFile(file).catch(() => null);
  return body && { body, encoding };
}

/**
 * The file and its precompressed twins, best first (the first the browser accepts is sent), each with
 * its headers (`extra`: caching, validators); null when the file does not exist.
 */
export async function readVariants(file: string, extra: Record<string, string>): Promise<Variant[] | null> {
  const identity = await readVariant(file);
  if (!identity) return null;
  const compressed = await Promise.all([readVariant(`${file}.br`, 'br'), readVariant(`${file}.gz`, 'gzip')]);
  const type = getMimeType(file) ?? 'application/octet-stream';
  return [...compressed.filter((v) => v !== null), identity].map((v) => {
    const headers: Record<string, string> = { 'Content-Type': type, 'Content-Length': String(v.body.byteLength), ...extra, Vary: 'Accept-Encoding' };
    if (v.encoding) headers['Content-Encoding'] = v.encoding;
    return { ...v, headers: withSecurityHeaders(headers) };
  });
}

/** The first variant `acceptEncoding` allows (identity always is); q-values are not weighed, as browsers send none for br/gzip. */
export function pickVariant(variants: Variant[], acceptEncoding: string | undefined): Variant {
  const accepted = acceptEncoding ?? '';
  return variants.find((v) => !v.encoding || accepted.includes(v.encoding))!;
}

/** The answer of `variant` (200 with its headers), as the fast way sends it. */
const answerOf = (variant: Variant): FastAnswer => ({ status: 200, headers: variant.headers, body: variant.body });

export function createAssetCache(root: string) {
  const assets = new Map<string, Variant[] | Promise<Variant[] | null>>();

  /** The answer of a file already in memory, else undefined (fast-answers.ts: no promise, no Response). */
  function remembered(urlPath: string, acceptEncoding: string | undefined): FastAnswer | undefined {
    const known = assets.get(urlPath);
    return Array.isArray(known) ? answerOf(pickVariant(known, acceptEncoding)) : undefined;
  }

  /** The file's answer, or null when `urlPath` is not a file of the build (the caller answers 404). */
  function serve(urlPath: string, acceptEncoding: string | undefined): Response | null | Promise<Response | null> {
    const known = assets.get(urlPath);
    // Answered synchronously once loaded: no promise, no await on the hot path.
    if (Array.isArray(known)) {
      const variant = pickVariant(known, acceptEncoding);
      return securedResponse(variant.body, 200, variant.headers);
    }
    if (!ASSET_PATH.test(urlPath)) return null;
    let pending = known;
    if (!pending) {
      pending = readVariants(path.join(root, urlPath), { 'Cache-Control': IMMUTABLE });
      assets.set(urlPath, pending);
    }
    return pending.then((variants) => {
      if (!variants) {
        assets.delete(urlPath); // a missing file is not remembered: the cache only ever holds real files
        return null;
      }
      assets.set(urlPath, variants);
      const variant = pickVariant(variants, acceptEncoding);
      return securedResponse(variant.body, 200, variant.headers);
    });
  }

  return { serve, remembered };
}
