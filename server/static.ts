/**
 * Serves the built shell next to the API: hashed files under /assets/ are immutable for a year,
 * everything else revalidates; any other GET outside /prod-api that is not a file answers
 * index.html (history-mode routing), so deep links and reloads work.
 * A missing /assets/ file stays a 404: answering HTML for a stale script would only hide the error.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Context, Hono, Next } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import { getCookie } from 'hono/cookie';
import { createAssetCache } from './asset-cache.js';
import type { AppEnv } from './context.js';
import { buildIdOf } from './lib/build-id.js';

const isApi = (p: string) => p === '/prod-api' || p.startsWith('/prod-api/');

const escapeAttr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The SPA's OAuth client secret is public (the browser carries it); when the operator changes it with
 * HT_CLIENT_SECRET the shell learns it from this meta tag instead of a rebuild.
 */
function withClientSecret(html: string, clientSecret: string): string {
  return html.replace('</head>', `<meta name="ht-client-secret" content="${escapeAttr(clientSecret)}"></head>`);
}

/** The build the page belongs to (lib/build-id.ts): the shell compares it with GET /prod-api/build to notice a deployment. */
function withBuildId(html: string): string {
  return html.replace('</head>', `<meta name="ht-build" content="${buildIdOf(html)}"></head>`);
}

/**
 * The calls a signed-out visitor's shell makes first (src/app/signed-out/login-data.ts warmLoginData):
 * announced in the page itself, the browser fetches them while the scripts still download, and the
 * shell's own requests are answered from that preload instead of starting one round trip later.
 */
const LOGIN_DATA = ['/prod-api/htservice/org/getLoginOrgData', '/prod-api/htservice/config/configKey/sys.account.registerUser', '/prod-api/code'];

/** Only for a visitor without the token cookie of the page's area: the same test that makes the shell ask. */
function withLoginPreloads(html: string, c: Context<AppEnv>): string {
  const cookie = /^\/(redirect\/)?(initplat|pppp)(\/|$)/.test(c.req.path) ? 'Initplat-Token' : 'HTService-Token';
  if (getCookie(c, cookie)) return html;
  // credentials 'include', as the shell's fetch sends them: otherwise the browser would not reuse the answer.
  const links = LOGIN_DATA.map((url) => `<link rel="preload" as="fetch" href="${url}" crossorigin="use-credentials">`).join('');
  return html.replace('</head>', `${links}</head>`);
}

export function mountStatic(app: Hono<AppEnv>, publicDir: string, clientSecret: string) {
  const root = path.resolve(publicDir);
  const files = serveStatic({ root, precompressed: true });
  const serveAsset = createAssetCache(root);

  app.get('*', async (c, next) => {
    if (isApi(c.req.path)) return next();
    if (c.req.path === '/' || c.req.path === '/index.html') return serveShell(c, next);
    if (c.req.path.startsWith('/assets/')) return (await serveAsset(c.req.path, c.req.header('Accept-Encoding'))) ?? next();
    const found = await files(c, async () => {});
    if (found instanceof Response) {
      found.headers.set('Cache-Control', 'no-cache');
      return found;
    }
    return serveShell(c, next);
  });

  // Read per request: a rebuild replaces index.html (new hashed entry) without a restart.
  async function serveShell(c: Context<AppEnv>, next: Next) {
    const html = await readFile(path.join(root, 'index.html'), 'utf8').catch(() => null);
    if (html === null) return next();
    c.header('Cache-Control', 'no-cache');
    return c.html(withLoginPreloads(withClientSecret(withBuildId(html), clientSecret), c));
  }
}
