/**
 * Serves the built shell next to the API: hashed files under /assets/ are immutable for a year,
 * everything else revalidates; any other GET outside /prod-api that is not a file answers
 * index.html (history-mode routing), so deep links and reloads work.
 * A missing /assets/ file stays a 404: answering HTML for a stale script would only hide the error.
 */
import { statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Context, Hono, Next } from 'hono';
import { getCookie } from 'hono/cookie';
import { createAssetCache } from './asset-cache.js';
import type { AppEnv } from './context.js';
import { buildIdOf } from './lib/build-id.js';
import type { FastAnswers } from './fast-answers.js';
import { nodeHeader, requestHeader } from './lib/request-header.js';
import { createPublicFiles } from './public-files.js';

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

/** Whether the visitor holds the token cookie of the page's area: the same test that makes the shell ask. */
function hasAreaToken(c: Context<AppEnv>): boolean {
  const cookie = /^\/(redirect\/)?(initplat|pppp)(\/|$)/.test(c.req.path) ? 'Initplat-Token' : 'HTService-Token';
  return Boolean(getCookie(c, cookie));
}

/** The page for a visitor without that cookie. */
function withLoginPreloads(html: string): string {
  // credentials 'include', as the shell's fetch sends them: otherwise the browser would not reuse the answer.
  const links = LOGIN_DATA.map((url) => `<link rel="preload" as="fetch" href="${url}" crossorigin="use-credentials">`).join('');
  return html.replace('</head>', `${links}</head>`);
}

/** What the handlers after this one answer (the 404 of a missing /assets/ file). */
async function passOn(c: Context<AppEnv>, next: Next): Promise<Response> {
  await next();
  return c.res;
}

/** `fast`: where files already in memory are also answered before the app (fast-answers.ts). */
export function mountStatic(app: Hono<AppEnv>, publicDir: string, clientSecret: string, fast?: FastAnswers) {
  const root = path.resolve(publicDir);
  const assets = createAssetCache(root);
  const publicFiles = createPublicFiles(root);
  // The same answers as the handler below gives for a remembered file; anything else goes to it.
  fast?.otherwise((req, urlPath) => {
    if (isApi(urlPath) || urlPath === '/' || urlPath === '/index.html') return undefined;
    const encoding = nodeHeader(req, 'accept-encoding');
    return urlPath.startsWith('/assets/') ? assets.remembered(urlPath, encoding) : publicFiles.remembered(urlPath, encoding, nodeHeader(req, 'if-none-match'));
  });
  const shellFile = path.join(root, 'index.html');
  // The page with its meta tags, made once per version of index.html (see serveShell).
  let shell: { mtimeMs: number; size: number; signedIn: string; signedOut: string } | null = null;

  // Not async: a remembered file is answered without a promise (asset-cache.ts, public-files.ts).
  app.get('*', (c, next): Response | Promise<Response> => {
    const urlPath = c.req.path;
    if (isApi(urlPath)) return passOn(c, next);
    if (urlPath === '/' || urlPath === '/index.html') return serveShell(c, next);
    const encoding = requestHeader(c, 'accept-encoding');
    const found = urlPath.startsWith('/assets/') ? assets.serve(urlPath, encoding) : publicFiles.serve(urlPath, encoding, requestHeader(c, 'if-none-match'));
    const otherwise = () => (urlPath.startsWith('/assets/') ? passOn(c, next) : serveShell(c, next));
    if (found instanceof Promise) return found.then((res) => res ?? otherwise());
    return found ?? otherwise();
  });

  // Checked per request: a rebuild replaces index.html (new hashed entry) without a restart.
  async function serveShell(c: Context<AppEnv>, next: Next): Promise<Response> {
    const stat = statSync(shellFile, { throwIfNoEntry: false });
    if (!stat) return passOn(c, next);
    if (shell?.mtimeMs !== stat.mtimeMs || shell.size !== stat.size) {
      const html = await readFile(shellFile, 'utf8').catch(() => null);
      if (html === null) return passOn(c, next);
      const page = withClientSecret(withBuildId(html), clientSecret);
      shell = { mtimeMs: stat.mtimeMs, size: stat.size, signedIn: page, signedOut: withLoginPreloads(page) };
    }
    c.header('Cache-Control', 'no-cache');
    return c.html(hasAreaToken(c) ? shell.signedIn : shell.signedOut);
  }
}
