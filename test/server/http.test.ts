/**
 * HTTP-level behaviour: security headers on every answer, the error shape, 404s, permission
 * checks, and serving the built shell with history-mode fallback.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Deps } from '../../server/context.js';
import { resolveDeps } from '../../server/app.js';
import { authenticate } from '../../server/plugins/auth.js';
import { requirePermi, requireRole } from '../../server/plugins/permission.js';
import { setup, type Answer, type Harness } from './support.js';

const test = suite<{ h: Harness; publicDir: string }>('http');
test.before(async (ctx) => {
  const publicDir = mkdtempSync(path.join(tmpdir(), 'ht-public-'));
  mkdirSync(path.join(publicDir, 'assets'));
  writeFileSync(path.join(publicDir, 'index.html'), '<!doctype html><html><head><title>shell</title></head><body><div id="root"></div></body></html>');
  writeFileSync(path.join(publicDir, 'assets', 'x.js'), 'console.log("x");');
  writeFileSync(path.join(publicDir, 'assets', 'x.js.gz'), gzipSync('console.log("x");'));
  writeFileSync(path.join(publicDir, 'favicon.ico'), 'ico');
  ctx.publicDir = publicDir;
  ctx.h = await setup({ env: { HT_CAPTCHA: 'off' }, publicDir });

  // Test-only routes guarded by the permission middleware, mounted on the real app.
  const h = ctx.h;
  const deps: Deps = resolveDeps({ db: h.db, engine: h.engine, config: h.config, now: () => h.clock.now, clientIp: () => '10.0.0.1' });
  h.app.get('/prod-api/test/voucher-add', authenticate(deps), requirePermi('accounting:voucher:add'), (c) => c.json({ code: 200, msg: 'ok' }));
  h.app.get('/prod-api/test/frontdesk', authenticate(deps), requireRole('frontdesk'), (c) => c.json({ code: 200, msg: 'ok' }));
  h.app.get('/prod-api/test/boom', () => {
    throw new Error('database on fire');
  });
});
test.after(async (ctx) => {
  await ctx.h.close();
  rmSync(ctx.publicDir, { recursive: true, force: true });
});

function assertSecurityHeaders(res: Answer) {
  const csp = res.headers.get('content-security-policy') ?? '';
  assert.ok(csp.includes("default-src 'self'"), 'CSP default-src');
  assert.ok(csp.includes("script-src 'self'") && !/script-src[^;]*unsafe-inline/.test(csp), 'no inline script');
  assert.ok(csp.includes("frame-ancestors 'self'"));
  assert.ok(csp.includes("object-src 'none'"));
  assert.is(res.headers.get('x-content-type-options'), 'nosniff');
  assert.is(res.headers.get('referrer-policy'), 'same-origin');
  assert.is(res.headers.get('x-frame-options'), 'SAMEORIGIN');
  assert.is(res.headers.get('cross-origin-opener-policy'), 'same-origin');
  assert.ok(res.headers.get('permissions-policy'));
  assert.is(res.headers.get('x-powered-by'), null);
}

test('security headers on success, error, 404 and static answers', async ({ h }) => {
  const ok = await h.call('GET', '/prod-api/htservice/org/getLoginOrgData');
  assert.is(ok.status, 200);
  assertSecurityHeaders(ok);
  const unauthorized = await h.call('GET', '/prod-api/htservice/user/getInfo');
  assert.is(unauthorized.status, 401);
  assertSecurityHeaders(unauthorized);
  const missing = await h.call('GET', '/prod-api/nope');
  assert.is(missing.status, 404);
  assertSecurityHeaders(missing);
  assertSecurityHeaders(await h.call('GET', '/assets/x.js'));
  assertSecurityHeaders(await h.call('GET', '/some/deep/route'));
});

test('unknown API paths answer a JSON 404 in the caller language', async ({ h }) => {
  const res = await h.call('GET', '/prod-api/nope');
  assert.equal(res.body, { code: 404, msg: '访问资源不存在' });
  const post = await h.call('POST', '/prod-api/htservice/unknown/thing', { body: {} });
  assert.is(post.status, 404);
  const en = await h.call('GET', '/prod-api/nope', { headers: { 'accept-language': 'en' } });
  assert.is(en.body.msg, 'The requested resource does not exist');
  assert.is((await h.call('GET', '/prod-api')).status, 404);
});

test('an unexpected failure is a 500 with the default text, no internals', async ({ h }) => {
  const original = console.error;
  const logged: unknown[] = [];
  console.error = (...args: unknown[]) => logged.push(args);
  try {
    const res = await h.call('GET', '/prod-api/test/boom');
    assert.is(res.status, 500);
    assert.equal(res.body, { code: 500, msg: '系统未知错误,请反馈给管理员' });
    assert.not.ok(res.text.includes('fire'));
    assertSecurityHeaders(res);
  } finally {
    console.error = original;
  }
  assert.is(logged.length, 1, 'the stack goes to stderr');
});

test('permission checks: admin and granted permissions pass, others get 403', async ({ h }) => {
  const admin = await h.login('admin');
  const accountant = await h.login('accountant1');
  const frontdesk = await h.login('frontdesk1');
  assert.is((await h.call('GET', '/prod-api/test/voucher-add', { token: admin })).status, 200);
  assert.is((await h.call('GET', '/prod-api/test/voucher-add', { token: accountant })).status, 200);
  const denied = await h.call('GET', '/prod-api/test/voucher-add', { token: frontdesk });
  assert.is(denied.status, 403);
  assert.equal(denied.body, { code: 403, msg: '当前操作没有权限' });
  assert.is((await h.call('GET', '/prod-api/test/frontdesk', { token: frontdesk })).status, 200);
  assert.is((await h.call('GET', '/prod-api/test/frontdesk', { token: admin })).status, 200);
  assert.is((await h.call('GET', '/prod-api/test/frontdesk', { token: accountant })).status, 403);
  assert.is((await h.call('GET', '/prod-api/test/frontdesk')).status, 401);
});

test('garbage input is a 4xx, never a 500', async ({ h }) => {
  const token = await h.login('admin');
  const cases: Array<[string, string, Record<string, string>?, unknown?]> = [
    ['GET', '/prod-api/htservice/org/selectLoginDatePeriod', { orgId: '1e9', loginDate: '2025-01-01' }],
    ['GET', '/prod-api/htservice/org/selectLoginDatePeriod', { orgId: '-1', loginDate: '2025-01-01' }],
    ['POST', '/prod-api/auth/oauth/token', { username: 'a'.repeat(500), password: 'x' }],
    ['POST', '/prod-api/htservice/logininfor', undefined, '\u0000\u0001'],
    ['POST', '/prod-api/htservice/logininfor', undefined, 'null'],
    ['POST', '/prod-api/htservice/logininfor', undefined, JSON.stringify({ userName: 'x'.repeat(100), status: 'Success' })],
  ];
  for (const [method, p, query, body] of cases) {
    const res = await h.call(method, p, { token, query, body });
    assert.ok(res.status >= 400 && res.status < 500, `${method} ${p} → ${res.status} ${res.text}`);
    assert.is(res.body.code, res.status);
  }
  const badEscape = await h.call('GET', '/prod-api/htservice/config/configKey/%E0%A4%A', { token });
  assert.ok(badEscape.status < 500, badEscape.text);
  const big = await h.call('POST', '/prod-api/htservice/logininfor', { token, body: JSON.stringify({ userName: 'x', status: 'Success', msg: 'y'.repeat(2 * 1024 * 1024) }) });
  assert.is(big.status, 413);
});

test('a signed-out visitor gets the login data announced as preloads; a signed-in one does not', async ({ h }) => {
  const preloads = (html: string) => [...html.matchAll(/<link rel="preload" as="fetch" href="([^"]+)" crossorigin="use-credentials">/g)].map((m) => m[1]);
  const login = ['/prod-api/htservice/org/getLoginOrgData', '/prod-api/htservice/config/configKey/sys.account.registerUser', '/prod-api/code'];
  assert.equal(preloads((await h.call('GET', '/login')).text), login);
  assert.equal(preloads((await h.call('GET', '/system/manage/config')).text), login, 'no token: the shell will show the login page');
  assert.equal(preloads((await h.call('GET', '/system/manage/config', { headers: { cookie: 'HTService-Token=abc' } })).text), []);
  // Each area has its own token cookie.
  assert.equal(preloads((await h.call('GET', '/initplat/index', { headers: { cookie: 'HTService-Token=abc' } })).text), login);
  assert.equal(preloads((await h.call('GET', '/initplat/index', { headers: { cookie: 'Initplat-Token=abc' } })).text), []);
});

test('static shell: deep routes answer index.html, assets are immutable, API stays JSON', async ({ h }) => {
  const deep = await h.call('GET', '/some/deep/route');
  assert.is(deep.status, 200);
  assert.match(deep.text, '<div id="root">');
  assert.match(deep.headers.get('content-type') ?? '', 'text/html');
  assert.is(deep.headers.get('cache-control'), 'no-cache');
  assert.match(deep.text, '<meta name="ht-client-secret" content="web">', 'the shell learns the client secret');
  const root = await h.call('GET', '/');
  assert.match(root.text, '<div id="root">');
  assert.is(root.headers.get('cache-control'), 'no-cache');
  const asset = await h.call('GET', '/assets/x.js');
  assert.is(asset.status, 200);
  assert.is(asset.text, 'console.log("x");');
  assert.match(asset.headers.get('content-type') ?? '', 'javascript');
  assert.is(asset.headers.get('cache-control'), 'public, max-age=31536000, immutable');
  const zipped = await h.call('GET', '/assets/x.js', { headers: { 'Accept-Encoding': 'gzip' } });
  assert.is(zipped.headers.get('content-encoding'), 'gzip', 'the precompressed file is sent to clients that take it');
  assert.is(zipped.headers.get('vary'), 'Accept-Encoding');
  const icon = await h.call('GET', '/favicon.ico');
  assert.is(icon.text, 'ico');
  const api = await h.call('GET', '/prod-api/nope');
  assert.is(api.status, 404);
  assert.equal(api.body, { code: 404, msg: '访问资源不存在' });
  const staleAsset = await h.call('GET', '/assets/gone-123.js');
  assert.is(staleAsset.status, 404, 'a missing asset is not answered with HTML');
  const traversal = await h.call('GET', '/../../etc/passwd');
  assert.not.match(traversal.text, 'root:');
});

test('assets: the best encoding the client takes, files of subfolders, a file built after a miss; nothing outside /assets/', async ({ h, publicDir }) => {
  const source = 'export const y = "一";';
  mkdirSync(path.join(publicDir, 'assets', 'chunks'));
  writeFileSync(path.join(publicDir, 'assets', 'chunks', 'y.js'), source);
  writeFileSync(path.join(publicDir, 'assets', 'chunks', 'y.js.gz'), gzipSync(source));
  writeFileSync(path.join(publicDir, 'assets', 'chunks', 'y.js.br'), brotliCompressSync(source));
  const both = await h.call('GET', '/assets/chunks/y.js', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
  assert.is(both.headers.get('content-encoding'), 'br', 'brotli when the browser takes it');
  assert.is(brotliDecompressSync(both.bytes).toString(), source);
  const gz = await h.call('GET', '/assets/chunks/y.js', { headers: { 'Accept-Encoding': 'gzip;q=1.0' } });
  assert.is(gz.headers.get('content-encoding'), 'gzip');
  const plain = await h.call('GET', '/assets/chunks/y.js', { headers: { 'Accept-Encoding': 'identity' } });
  assert.is(plain.headers.get('content-encoding'), null);
  assert.is(plain.text, source);
  assert.is(plain.headers.get('content-length'), String(Buffer.byteLength(source)));

  const later = await h.call('GET', '/assets/later-1.js');
  assert.is(later.status, 404);
  writeFileSync(path.join(publicDir, 'assets', 'later-1.js'), 'later');
  assert.is((await h.call('GET', '/assets/later-1.js')).text, 'later', 'a miss is not remembered');

  for (const sneaky of ['/assets/..%2findex.html', '/assets/chunks/..%2F..%2Findex.html', '/assets/.hidden', '/assets/chunks//y.js']) {
    assert.is((await h.call('GET', sneaky)).status, 404, sneaky);
  }
});

test.run();
