/**
 * The build's hashed files under /assets/ never change while a server runs (a rebuild writes new names),
 * so each is read from disk once, with its precompressed .br/.gz twins, and answered from memory after.
 * A cold login page asks for some twenty of them at once on a two-core terminal server: answering each
 * from a buffer instead of stat calls and a file stream frees the CPU the browser needs at that moment.
 * The cache holds at most the files of dist/public/assets that were asked for (the build's own size).
 */
import type { NonSharedBuffer } from 'node:buffer';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { getMimeType } from 'hono/utils/mime';

type Variant = { body: NonSharedBuffer; encoding?: 'br' | 'gzip' };
type Asset = { type: string; variants: Variant[] };

/** Names the build writes: hashed file names in /assets/ and its subfolders; never `..` nor `//`. */
const ASSET_PATH = /^\/assets\/(?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/)*[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

async function readVariant(file: string, encoding?: Variant['encoding']): Promise<Variant | null> {
  const body = await readFile(file).catch(() => null);
  return body && { body, encoding };
}

async function load(root: string, urlPath: string): Promise<Asset | null> {
  const file = path.join(root, urlPath);
  const identity = await readVariant(file);
  if (!identity) return null;
  const compressed = await Promise.all([readVariant(`${file}.br`, 'br'), readVariant(`${file}.gz`, 'gzip')]);
  // Best first: the first variant the browser accepts is the one sent.
  const variants = [...compressed.filter((v): v is Variant => v !== null), identity];
  return { type: getMimeType(file) ?? 'application/octet-stream', variants };
}

export function createAssetCache(root: string) {
  const assets = new Map<string, Promise<Asset | null>>();

  /** The file's answer, or null when `urlPath` is not a file of the build (the caller answers 404). */
  return async function serveAsset(urlPath: string, acceptEncoding: string | undefined): Promise<Response | null> {
    if (!ASSET_PATH.test(urlPath)) return null;
    let pending = assets.get(urlPath);
    if (!pending) {
      pending = load(root, urlPath);
      assets.set(urlPath, pending);
    }
    const asset = await pending;
    if (!asset) {
      assets.delete(urlPath); // a missing file is not remembered: the cache only ever holds real files
      return null;
    }
    const accepted = new Set((acceptEncoding ?? '').split(',').map((e) => e.trim().split(';')[0]));
    const variant = asset.variants.find((v) => !v.encoding || accepted.has(v.encoding))!;
    const headers: Record<string, string> = {
      'Content-Type': asset.type,
      'Content-Length': String(variant.body.byteLength),
      'Cache-Control': 'public, max-age=31536000, immutable',
      Vary: 'Accept-Encoding',
    };
    if (variant.encoding) headers['Content-Encoding'] = variant.encoding;
    return new Response(variant.body, { headers });
  };
}
