/**
 * The identity of the built shell this server hands out: a short hash of dist/public/index.html, which
 * names the hashed entry script and its chunks, so any rebuild changes it. The shell gets it twice: in a
 * `<meta name="ht-build">` of the page it was loaded from (static.ts) and from `GET /prod-api/build`, which
 * it asks now and then; when the two differ, a new version was deployed while the terminal stayed open.
 *
 * index.html is read per request elsewhere too (a rebuild replaces it without a restart), so the hash is
 * kept per file modification time and size: a stat per call, the hash only after a change.
 */
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';

/** The build id of `html` (the file's text as the build wrote it). */
export function buildIdOf(html: string): string {
  return createHash('sha256').update(html).digest('hex').slice(0, 16);
}

/** Answers the current build id of the shell in `publicDir`, or null when there is no built shell there. */
export function createBuildId(publicDir: string | undefined): () => Promise<string | null> {
  let known: { stamp: string; id: string } | null = null;
  return async () => {
    if (!publicDir) return null;
    const file = path.join(path.resolve(publicDir), 'index.html');
    const info = await stat(file).catch(() => null);
    if (!info) return null;
    const stamp = `${info.mtimeMs}:${info.size}`;
    if (known?.stamp === stamp) return known.id;
    const html = await readFile(file, 'utf8').catch(() => null);
    if (html === null) return null;
    known = { stamp, id: buildIdOf(html) };
    return known.id;
  };
}
