/**
 * Stopping the server drops no request (issue "Security round 2", item 10). The real server process is
 * stopped with SIGTERM while requests are in flight: each of them still gets its full answer, a request
 * sent afterwards on a keep-alive connection opened before gets 503 with Retry-After, a new connection
 * is refused, and the process exits 0 well within its bound. On SQLite always; on PostgreSQL in the
 * server-pg tier.
 *
 * The in-flight requests are creates whose bodies the test sends in two halves: `Expect: 100-continue`
 * tells the test the server has taken the request (its headers) before SIGTERM, and the second half
 * goes out after it, so the requests are genuinely unfinished when the signal arrives.
 */
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { orgIdOf, signInOver } from '../support/api-client.js';
import { chosenPasswords, startServerProcess, type ServerProcess } from '../support/server-process.js';
import { freshPostgresDatabase, ON_POSTGRES } from './support.js';

const PASSWORD = 'Gr4ceful-Stop!';
/** The drain bound (HT_STOP_GRACE_SECONDS, 10 s by default; 3 s here to keep the suite short): the process must be gone by then. */
const BOUND_MS = 3_000;

type Reply = { status: number; headers: http.IncomingHttpHeaders; body: any; reusedSocket: boolean };
type Ctx = { server: ServerProcess; token: string; cleanup: () => Promise<void> };
const test = suite<Ctx>('graceful stop');

function replyOf(req: http.ClientRequest): Promise<Reply> {
  return new Promise((resolve, reject) => {
    req.on('error', reject);
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (text += chunk));
      res.on('error', reject);
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: JSON.parse(text), reusedSocket: req.reusedSocket }));
    });
  });
}

function get(url: string, token: string, agent: http.Agent): Promise<Reply> {
  const req = http.get(`${url}/prod-api/htservice/user/getInfo`, { agent, headers: { authorization: `Bearer ${token}` } });
  return replyOf(req);
}

/** A create whose body is half sent: resolves once the server has taken the request; `finish` sends the rest. */
function halfSentCreate(url: string, token: string, dictType: string): Promise<{ finish: () => Promise<Reply> }> {
  const body = Buffer.from(JSON.stringify({ dictName: `停机测试 ${dictType}`, dictType }));
  const req = http.request(`${url}/prod-api/htservice/dict/type`, {
    method: 'POST',
    agent: false,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'content-length': body.length, expect: '100-continue' },
  });
  const reply = replyOf(req);
  reply.catch(() => {}); // observed through finish()
  return new Promise((resolve, reject) => {
    req.on('error', reject);
    req.on('continue', () => {
      req.write(body.subarray(0, 10));
      resolve({
        finish: () => {
          req.end(body.subarray(10));
          return reply;
        },
      });
    });
  });
}

function connectionError(url: string): Promise<string> {
  return new Promise((resolve) => {
    const req = http.get(`${url}/prod-api/htservice/org/getLoginOrgData`, { agent: false });
    req.on('response', (res) => resolve(`answered ${res.statusCode}`));
    req.on('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? err.message));
  });
}

function exitOf(server: ServerProcess): Promise<number | null> {
  const { child } = server;
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

function outputIncludes(server: ServerProcess, text: string): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (!server.output().includes(text)) return;
      server.child.stdout!.off('data', check);
      resolve();
    };
    server.child.stdout!.on('data', check);
    check();
  });
}

test.before.each(async (ctx) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ht-stop-'));
  const database = ON_POSTGRES ? await freshPostgresDatabase('ht_stop') : null;
  const env = {
    HT_DATA_DIR: dataDir,
    ...chosenPasswords(PASSWORD),
    HT_CAPTCHA: 'off',
    HT_JOBS: 'off',
    HT_STOP_GRACE_SECONDS: String(BOUND_MS / 1000),
    ...(database ? { DATABASE_URL: database.url } : {}),
  };
  ctx.server = await startServerProcess(env, 'source');
  ctx.cleanup = async () => {
    await ctx.server.kill9();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  ctx.token = await signInOver(ctx.server.url, 'admin', PASSWORD, await orgIdOf(ctx.server.url, 'HT001'));
});

test.after.each(async (ctx) => {
  await ctx.cleanup();
});

test('SIGTERM: requests in flight are answered, a kept-alive connection gets 503, then exit 0', async ({ server, token }) => {
  const inFlight = await Promise.all(['stop_a', 'stop_b', 'stop_c'].map((type) => halfSentCreate(server.url, token, type)));
  // A keep-alive connection, used once and idle when the signal comes.
  const keptAlive = new http.Agent({ keepAlive: true, maxSockets: 1 });
  assert.is((await get(server.url, token, keptAlive)).status, 200);

  const signalled = Date.now();
  const exited = exitOf(server);
  server.child.kill('SIGTERM');
  await outputIncludes(server, 'stopping (SIGTERM)');

  const late = await get(server.url, token, keptAlive);
  assert.ok(late.reusedSocket, 'the late request went over the connection opened before the signal');
  assert.is(late.status, 503);
  assert.ok(Number(late.headers['retry-after']) > 0, `Retry-After: ${late.headers['retry-after']}`);
  assert.is(late.headers.connection, 'close');
  assert.is(late.body.code, 503);
  assert.match(late.body.msg, /停止/);
  assert.is(await connectionError(server.url), 'ECONNREFUSED');

  const answers = await Promise.all(inFlight.map((request) => request.finish()));
  assert.equal(
    answers.map((a) => [a.status, a.body.code, a.body.data?.dictType]),
    [
      [200, 200, 'stop_a'],
      [200, 200, 'stop_b'],
      [200, 200, 'stop_c'],
    ],
  );
  assert.ok(
    answers.every((a) => a.headers.connection === 'close'),
    'answers given while stopping close their connection',
  );

  assert.is(await exited, 0, server.output());
  assert.ok(Date.now() - signalled < BOUND_MS, `exited ${Date.now() - signalled} ms after SIGTERM`);
  keptAlive.destroy();
});

test('SIGTERM: a request that does not finish within the bound is cut, and the process still exits 0', async ({ server, token }) => {
  const stuck = await halfSentCreate(server.url, token, 'stop_stuck');
  const signalled = Date.now();
  const exited = exitOf(server);
  server.child.kill('SIGTERM');
  assert.is(await exited, 0, server.output());
  const took = Date.now() - signalled;
  assert.ok(took >= BOUND_MS - 500 && took < BOUND_MS + 3000, `exited ${took} ms after SIGTERM`);
  assert.match(server.output(), /1 request\(s\) still unanswered after 3 s were cut/);
  await stuck.finish().then(
    (reply) => assert.unreachable(`the cut request was answered ${reply.status}`),
    () => {},
  );
});

test.run();
