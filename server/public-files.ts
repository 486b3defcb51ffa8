/**
 * The build's other files (favicon, embed page and script, the widgets' stable loaders): answered
 * from memory like /assets/, but a rebuild replaces them in place without a restart, so each folder
 * holding a remembered file is watched (inotify) and any change there forgets its files; they are read
 * again, with their precompressed twins, on the next request. Where a folder cannot be watched, the
 * file is checked with a `statSync` per request instead. They revalidate (`no-cache`) with an ETag
 * from size and modification time, so a browser that has one gets 304.
 */
import { statSync, watch, type FSWatcher } from 'node:fs';
import path from 'node:path';
import { readVariants, pickVariant, type Variant } from './asset-cache.js';
import type { FastAnswer } from './fast-answers.js';
import { securedResponse, withSecurityHeaders } from './plugins/security-headers.js';

type Entry = { dir: string; etag: string; variants: Variant[]; notModified: Record<string, string>; watched: boolean };

/** A path the build could have written: no `..`, no `//`, no hidden files, ASCII names. */
const FILE_PATH = /^(?:\/[A-Za-z0-9_-][A-Za-z0-9._-]*)+$/;

const etagOf = (stat: { size: number; mtimeMs: number }) => `"${stat.size.toString(36)}-${Math.trunc(stat.mtimeMs).toString(36)}"`;

export function createPublicFiles(root: string) {
  const entries = new Map<string, Entry>();
  const watchers = new Map<string, FSWatcher>();

  const forget = (dir: string) => {
    for (const [urlPath, entry] of entries) if (entry.dir === dir) entries.delete(urlPath);
    watchers.get(dir)?.close();
    watchers.delete(dir); // watched anew on the next load: the folder itself may have been replaced
  };

  /** Whether changes in `dir` are being watched (started now if need be). */
  const watchDir = (dir: string): boolean => {
    if (watchers.has(dir)) return true;
    try {
      const watcher = watch(dir, { persistent: false }, () => forget(dir));
      watcher.on('error', () => forget(dir));
      watchers.set(dir, watcher);
      return true;
    } catch {
      return false;
    }
  };

  async function load(urlPath: string, file: string): Promise<Entry | null> {
    const dir = path.dirname(file);
    const watched = watchDir(dir); // before reading, so a change during the read is not missed
    const stat = statSync(file, { throwIfNoEntry: false });
    if (!stat?.isFile()) return null;
    const etag = etagOf(stat);
    const variants = await readVariants(file, { 'Cache-Control': 'no-cache', ETag: etag });
    if (!variants) return null;
    const entry = { dir, etag, variants, notModified: withSecurityHeaders({ 'Cache-Control': 'no-cache', ETag: etag }), watched };
    if (watchers.has(dir) || !watched) entries.set(urlPath, entry); // not if the folder changed meanwhile
    return entry;
  }

  const answerOf = (entry: Entry, acceptEncoding: string | undefined, ifNoneMatch: string | undefined): FastAnswer => {
    if (ifNoneMatch === entry.etag) return { status: 304, headers: entry.notModified, body: null };
    const variant = pickVariant(entry.variants, acceptEncoding);
    return { status: 200, headers: variant.headers, body: variant.body };
  };
  const answer = (entry: Entry, acceptEncoding: string | undefined, ifNoneMatch: string | undefined): Response => {
    const found = answerOf(entry, acceptEncoding, ifNoneMatch);
    return securedResponse(found.body, found.status, found.headers);
  };

  /**
   * The answer of a file in memory whose folder is watched, else undefined (fast-answers.ts: no stat,
   * no promise, no Response). An unwatched file is checked on disk first: `serve` does that.
   */
  function remembered(urlPath: string, acceptEncoding: string | undefined, ifNoneMatch: string | undefined): FastAnswer | undefined {
    const entry = entries.get(urlPath);
    return entry?.watched ? answerOf(entry, acceptEncoding, ifNoneMatch) : undefined;
  }

  /**
   * The file's answer; null when `urlPath` names no file of the build (the caller answers the shell).
   * A remembered file is answered synchronously: no promise on the hot path.
   */
  function serve(urlPath: string, acceptEncoding: string | undefined, ifNoneMatch: string | undefined): Response | null | Promise<Response | null> {
    let entry = entries.get(urlPath);
    if (entry && !entry.watched) {
      const stat = statSync(path.join(root, urlPath), { throwIfNoEntry: false });
      if (!stat?.isFile() || etagOf(stat) !== entry.etag) entry = undefined;
    }
    if (entry) return answer(entry, acceptEncoding, ifNoneMatch);
    if (!FILE_PATH.test(urlPath)) return null;
    return load(urlPath, path.join(root, urlPath)).then((loaded) => loaded && answer(loaded, acceptEncoding, ifNoneMatch));
  }

  return { serve, remembered };
}
