/**
 * Answers from memory before the app (server/fast-answers.ts), over a real socket as server/index.ts
 * serves them: a file of the build and getRouters/getInfo of a known session are answered without the
 * app once in memory, byte for byte as the app answered them; anything the app must decide (a write
 * since, a revoked session, a new password due, activity to record, a stopping process, HEAD, escaped
 * paths) still reaches the app at once.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type IncomingHttpHeaders, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { getRequestListener } from '@hono/node-server';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { buildServing } from '../../server/app.js';
import { createDrain, type Drain } from '../../server/plugins/draining.js';
import { setup, type Harness } from './support.js';

const ROUTERS = '/prod-api/htservice/menu/getRouters';
const INFO = '/prod-api/htservice/user/getInfo';
const SVG = '<svg xmlns="http://www.w3.org/2000/svg"/>';

type Ctx = { h: Harness; publicDir: string; server: Server; port: number; drain: Drain; reachedApp: string[] };
const test = suite<Ctx>('answers from memory before the app');

test.before(async (ctx) => {
  ctx.publicDir = mkdtempSync(path.join(tmpdir(), 'ht-fast-'));
  mkdirSync(path.join(ctx.publicDir, 'assets'));
  writeFileSync(path.join(ctx.publicDir, 'index.html'), '<!doctype html><html><head><title>shell</title></head><body></body></html>');
  writeFileSync(path.join(ctx.publicDir, 'favicon.svg'), SVG);
  writeFileSync(path.join(ctx.publicDir, 'favicon.svg.br'), brotliCompressSync(SVG));
  writeFileSync(path.join(ctx.publicDir, 'assets', 'app-1a2b3c.js'), 'console.log("app");');
  ctx.h = await setup({ env: { HT_CAPTCHA: 'off' }, publicDir: ctx.publicDir });
  const h = ctx.h;
  ctx.drain = createDrain();
  // The same database, clock and caches as the harness's app, served as server/index.ts serves it.
  const { app, fast } = buildServing({
    db: h.db,
    engine: h.engine,
    config: h.config,
    now: () => h.clock.now,
    clientIp: () => '10.0.0.1',
    publicDir: ctx.publicDir,
    tasks: h.tasks,
    operLog: h.operLog,
    drain: ctx.drain,
  });
  const appListener = getRequestListener(app.fetch);
  ctx.reachedApp = [];
  const counted: RequestListener = (req, res) => {
    ctx.reachedApp.push(req.url ?? '');
    appListener(req, res);
  };
  ctx.server = createServer(fast.listener(counted, ctx.drain));
  await new Promise<void>((resolve) => ctx.server.listen(0, '127.0.0.1', resolve));
  ctx.port = (ctx.server.address() as AddressInfo).port;
});
test.after(async (ctx) => {
  ctx.server.closeAllConnections();
  await new Promise((resolve) => ctx.server.close(resolve));
  await ctx.h.close();
  rmSync(ctx.publicDir, { recursive: true, force: true });
});

type Got = { status: number; headers: IncomingHttpHeaders; body: Buffer; viaApp: boolean };

/** One request over a socket, as a browser sends it (the body is not decompressed); whether the app answered it. */
function get(ctx: Ctx, urlPath: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Got> {
  const before = ctx.reachedApp.length;
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: ctx.port, path: urlPath, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks), viaApp: ctx.reachedApp.length > before }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** The headers of an answer without the ones Node sets per answer (date, connection). */
const stable = (headers: IncomingHttpHeaders) => {
  const { date: _date, connection: _connection, 'keep-alive': _keepAlive, ...rest } = headers;
  return rest;
};

/** Asks twice: the first answer is the app's, the second comes from memory and is the same. */
async function sameFromMemory(ctx: Ctx, urlPath: string, headers: Record<string, string> = {}): Promise<Got> {
  const first = await get(ctx, urlPath, headers);
  const second = await get(ctx, urlPath, headers);
  assert.ok(!second.viaApp, `${urlPath}: answered from memory the second time`);
  assert.is(second.status, first.status, urlPath);
  assert.equal(stable(second.headers), stable(first.headers), `${urlPath}: the same headers`);
  assert.ok(second.body.equals(first.body), `${urlPath}: the same bytes`);
  return second;
}

test('a file of the build, once read, is answered from memory as the app answered it, security headers and 304 included', async (ctx) => {
  const br = await sameFromMemory(ctx, '/favicon.svg', { 'accept-encoding': 'gzip, br' });
  assert.is(br.status, 200);
  assert.is(br.headers['content-encoding'], 'br');
  assert.is(br.headers['x-content-type-options'], 'nosniff');
  assert.ok(br.headers['content-security-policy']?.includes("default-src 'self'"));
  const plain = await get(ctx, '/favicon.svg?v=2');
  assert.ok(!plain.viaApp);
  assert.is(plain.body.toString(), SVG);
  const notModified = await get(ctx, '/favicon.svg', { 'if-none-match': String(br.headers.etag) });
  assert.is(notModified.status, 304);
  assert.ok(!notModified.viaApp);
  assert.is(notModified.body.length, 0);

  const asset = await sameFromMemory(ctx, '/assets/app-1a2b3c.js');
  assert.is(asset.headers['cache-control'], 'public, max-age=31536000, immutable');
  assert.is(asset.body.toString(), 'console.log("app");');
  // What the app decides stays the app's: the shell page, a missing asset, HEAD, an escaped path.
  assert.ok((await get(ctx, '/')).viaApp);
  assert.ok((await get(ctx, '/some/deep/link')).viaApp);
  const missing = await get(ctx, '/assets/gone-000000.js');
  assert.ok(missing.viaApp);
  assert.is(missing.status, 404);
  assert.ok((await get(ctx, '/favicon.svg', {}, 'HEAD')).viaApp);
  assert.ok((await get(ctx, '/favicon%2Esvg')).viaApp);
});

test('getRouters and getInfo of a known session come from memory, as the app made them, and 304 with their ETag', async (ctx) => {
  const token = await ctx.h.login('admin');
  const auth = { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip, br' };
  const routers = await sameFromMemory(ctx, ROUTERS, auth);
  assert.is(routers.status, 200);
  assert.is(routers.headers['content-encoding'], 'gzip');
  assert.is(routers.headers['cache-control'], 'private, no-cache');
  assert.is(routers.headers['x-frame-options'], 'SAMEORIGIN');
  const info = await sameFromMemory(ctx, INFO, { authorization: `Bearer ${token}`, 'accept-language': 'en' });
  assert.is(JSON.parse(info.body.toString()).user.userName, 'admin');
  const notModified = await get(ctx, ROUTERS, { ...auth, 'if-none-match': String(routers.headers.etag) });
  assert.is(notModified.status, 304);
  assert.ok(!notModified.viaApp);
  // Another user's answer is never this one: their own, made by the app first.
  const other = await get(ctx, INFO, { authorization: `Bearer ${await ctx.h.login('frontdesk1')}` });
  assert.ok(other.viaApp);
  assert.is(JSON.parse(other.body.toString()).user.userName, 'frontdesk1');
  // No token, a malformed one, an unknown one: the app refuses.
  for (const authorization of [undefined, 'Bearer short', `Bearer ${'x'.repeat(43)}`]) {
    const refused = await get(ctx, ROUTERS, authorization ? { authorization } : {});
    assert.ok(refused.viaApp);
    assert.is(refused.status, 401);
  }
});

test('a write, a revocation or a disabled user reaches the very next request', async (ctx) => {
  const h = ctx.h;
  const token = await h.login('accountant1');
  const auth = { authorization: `Bearer ${token}` };
  await sameFromMemory(ctx, INFO, auth);
  await h.db.updateTable('users').set({ nick_name: 'Renamed accountant' }).where('user_name', '=', 'accountant1').execute();
  const renamed = await get(ctx, INFO, auth);
  assert.ok(renamed.viaApp, 'made again after the write');
  assert.is(JSON.parse(renamed.body.toString()).user.nickName, 'Renamed accountant');
  assert.ok(!(await get(ctx, INFO, auth)).viaApp, 'then from memory again');

  await h.db.updateTable('users').set({ status: '1' }).where('user_name', '=', 'accountant1').execute();
  const disabled = await get(ctx, INFO, auth);
  assert.is(disabled.status, 401);
  await h.db.updateTable('users').set({ status: '0' }).where('user_name', '=', 'accountant1').execute();
  assert.is((await get(ctx, INFO, auth)).status, 200);

  await h.db.updateTable('sessions').set({ revoked_at: h.clock.now }).where('revoked_at', 'is', null).execute();
  for (const urlPath of [ROUTERS, INFO]) {
    const revoked = await get(ctx, urlPath, auth);
    assert.ok(revoked.viaApp);
    assert.is(revoked.status, 401, urlPath);
  }
});

test('a new password due, activity to record and a stopping process are left to the app', async (ctx) => {
  const h = ctx.h;
  const token = await h.login('frontdesk1');
  const auth = { authorization: `Bearer ${token}` };
  await sameFromMemory(ctx, ROUTERS, auth);

  // Activity is written at most every 30 s: when one is due the app answers (and writes it).
  h.clock.now += 31_000;
  const touched = await get(ctx, ROUTERS, auth);
  assert.ok(touched.viaApp);
  assert.is(touched.status, 200);
  const session = await h.db
    .selectFrom('sessions')
    .select('last_active_at')
    .where('revoked_at', 'is', null)
    .where('user_id', '=', h.db.selectFrom('users').select('user_id').where('user_name', '=', 'frontdesk1'))
    .executeTakeFirstOrThrow();
  assert.is(session.last_active_at, h.clock.now);
  assert.ok(!(await get(ctx, ROUTERS, auth)).viaApp);

  // While a new password is due only getInfo answers (403 for getRouters, from the app).
  await h.db.updateTable('users').set({ password_change_required: 1 }).where('user_name', '=', 'frontdesk1').execute();
  const refused = await get(ctx, ROUTERS, auth);
  assert.is(refused.status, 403);
  await get(ctx, ROUTERS, auth);
  assert.ok((await get(ctx, ROUTERS, auth)).viaApp, 'every time');
  await sameFromMemory(ctx, INFO, auth);
  await h.db.updateTable('users').set({ password_change_required: 0 }).where('user_name', '=', 'frontdesk1').execute();

  // A stopping process answers 503 with Connection: close, also for what is in memory.
  await sameFromMemory(ctx, '/favicon.svg');
  ctx.drain.start();
  for (const urlPath of ['/favicon.svg', INFO]) {
    const stopping = await get(ctx, urlPath, auth);
    assert.is(stopping.status, 503, urlPath);
    assert.is(stopping.headers.connection, 'close');
  }
});

test.run();
