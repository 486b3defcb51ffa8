/**
 * Serves the built shell next to the API: hashed files under /assets/ are immutable for a year,
 * everything else revalidates; any other GET outside /prod-api that is not a file answers
 * index.html (history-mode routing), so deep links and reloads work.
 * A missing /assets/ file stays a 404: answering HTML for a stale script would only hide the error.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import type { AppEnv } from './context.js';

const isApi = (p: string) => p === '/prod-api' || p.startsWith('/prod-api/');

export function mountStatic(app: Hono<AppEnv>, publicDir: string) {
  const root = path.resolve(publicDir);
  const files = serveStatic({ root });

  app.get('*', async (c, next) => {
    if (isApi(c.req.path)) return next();
    const immutable = c.req.path.startsWith('/assets/');
    const found = await files(c, async () => {});
    if (found instanceof Response) {
      found.headers.set('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      return found;
    }
    if (immutable) return next();
    // Read per request: a rebuild replaces index.html (new hashed entry) without a restart.
    const html = await readFile(path.join(root, 'index.html'), 'utf8').catch(() => null);
    if (html === null) return next();
    c.header('Cache-Control', 'no-cache');
    return c.html(html);
  });
}
