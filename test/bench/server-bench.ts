/**
 * Server throughput (issue 18): requests per second and p99 of a small static file, a hashed asset,
 * getRouters and getInfo on the built server, at 2 and 10 keep-alive connections, beside a bare Node
 * `http` server answering the same static file from memory, run just before each, printed as a share of it.
 * The bare server runs in a process of its own, like the product's, and both meet the same client.
 *
 * The client is a few lines over raw sockets (what autocannon does), not fetch: undici's per-request
 * cost on a two-core machine is larger than a small answer's and would flatten every share.
 * Loopback only; each run is bounded in time and count.
 *
 *   node --import tsx test/bench/server-bench.ts   (after node build.mjs; bench.ts calls measureServerThroughput)
 */
import { spawn } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { LoginOrg } from '../../server/contracts/org';
import type { RunningServer } from '../e2e/support/server';
import { isMain, runAlone, type BenchRow } from './standalone';

const RUN_MS = 1000;
const WARM_MS = 300;
/**
 * Interleaved bare/target pairs per figure; the median pair is reported. Five, not three: the bare
 * server's rate swings by a third between runs on a shared two-core machine, and with three pairs one
 * slow phase could still decide a figure.
 */
const ROUNDS = 5;
const MAX_REQUESTS = 200_000;
const CONNECTIONS = [2, 10] as const;
const STATIC_FILE = '/favicon.svg';
/** Shares of the bare server's rate at every connection count, and the p99 every run must stay under. */
export const SERVER_BUDGET = { staticShare: 0.5, routersShare: 0.25, infoShare: 0.3, p99Ms: 10 };

type Run = { rps: number; p99: number; errors: number };
export type Target = { name: string; path: string; headers?: Record<string, string>; share?: number };

/** The administrator's bearer token for `org`. */
export async function adminToken(url: string, password: string, org: LoginOrg): Promise<string> {
  const query = new URLSearchParams({ username: 'admin', password, client_id: 'web', client_secret: 'web', grant_type: 'password', scope: 'server', orgId: String(org.orgId), websource: 'pc' });
  const tokenReply = await fetch(`${url}/prod-api/auth/oauth/token?${query}`, { method: 'POST', headers: { Authorization: `Basic ${btoa('web:web')}` } });
  return ((await tokenReply.json()) as { access_token: string }).access_token;
}

/**
 * Length of the first whole HTTP/1.1 answer in `buf` with its status, or null while incomplete.
 * Enough of HTTP for our two servers: Content-Length or chunked bodies, no body on 304.
 */
function answerLength(buf: Buffer): { length: number; status: number } | null {
  const headEnd = buf.indexOf('\r\n\r\n');
  if (headEnd < 0) return null;
  const head = buf.toString('latin1', 0, headEnd);
  const status = Number(head.slice(9, 12));
  const bodyStart = headEnd + 4;
  if (status === 304 || status === 204) return { length: bodyStart, status };
  const length = /\r\ncontent-length: *(\d+)/i.exec(head);
  if (length) return buf.length >= bodyStart + Number(length[1]) ? { length: bodyStart + Number(length[1]), status } : null;
  let at = bodyStart;
  for (;;) {
    const lineEnd = buf.indexOf('\r\n', at);
    if (lineEnd < 0) return null;
    const size = parseInt(buf.toString('latin1', at, lineEnd), 16);
    at = lineEnd + 2 + size + 2;
    if (at > buf.length) return null;
    if (size === 0) return { length: at, status };
  }
}

/** Keeps `connections` sockets busy with one request each at a time for RUN_MS (after WARM_MS not counted). */
export async function load(url: string, target: Target, connections: number): Promise<Run> {
  const { hostname, port } = new URL(url);
  const headers = Object.entries({ Host: `${hostname}:${port}`, 'Accept-Encoding': 'gzip, br', ...target.headers }).map(([k, v]) => `${k}: ${v}\r\n`);
  const request = Buffer.from(`GET ${target.path} HTTP/1.1\r\n${headers.join('')}\r\n`);
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const countFrom = started + WARM_MS;
  const until = countFrom + RUN_MS;
  const connection = () =>
    new Promise<void>((resolve, reject) => {
      const socket = net.connect(Number(port), hostname);
      socket.setNoDelay(true);
      let pending = Buffer.alloc(0);
      let sentAt = 0;
      const send = () => {
        if (performance.now() >= until || latencies.length >= MAX_REQUESTS) return void socket.end(resolve);
        sentAt = performance.now();
        socket.write(request);
      };
      socket.on('connect', send);
      socket.on('error', reject);
      socket.on('data', (chunk) => {
        pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
        const answer = answerLength(pending);
        if (!answer) return;
        pending = pending.subarray(answer.length);
        const now = performance.now();
        if (sentAt >= countFrom) {
          latencies.push(now - sentAt);
          if (answer.status >= 400) errors += 1;
        }
        send();
      });
    });
  await Promise.all(Array.from({ length: connections }, connection));
  latencies.sort((a, b) => a - b);
  return { rps: Math.round(latencies.length / (RUN_MS / 1000)), p99: latencies[Math.floor(latencies.length * 0.99)] ?? Infinity, errors };
}

/** A bare node:http server in its own process, answering `body` as the product answers the static file. */
async function startBareServer(body: Buffer, type: string): Promise<{ url: string; stop: () => void }> {
  const code = `const http = require('node:http');
const body = Buffer.from(${JSON.stringify(body.toString('base64'))}, 'base64');
http.createServer((req, res) => { res.writeHead(200, { 'Content-Type': ${JSON.stringify(type)}, 'Content-Length': body.length }); res.end(body); })
  .listen(0, '127.0.0.1', function () { console.log('port ' + this.address().port); });`;
  const child = spawn(process.execPath, ['-e', code], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', (chunk) => {
      const m = /port (\d+)/.exec(String(chunk));
      if (m) resolve(m[1]);
    });
    child.once('exit', (code) => reject(new Error(`bare server exited with ${code}`)));
  });
  return { url: `http://127.0.0.1:${port}`, stop: () => child.kill() };
}

/** A hashed script of the build (the first one listed), to measure /assets/ beside the static file. */
function hashedAsset(): string {
  const name = readdirSync('dist/public/assets').find((f) => f.endsWith('.js'));
  return `/assets/${name}`;
}

/** Measures and returns the bench rows (measure, figure, budget, ok). */
export async function measureServerThroughput(server: Pick<RunningServer, 'url'>, token: string): Promise<BenchRow[]> {
  const bare = await startBareServer(readFileSync(path.join('dist/public', STATIC_FILE)), 'image/svg+xml');
  const auth = { Authorization: `Bearer ${token}` };
  const targets: Target[] = [
    { name: `static file ${STATIC_FILE}`, path: STATIC_FILE, share: SERVER_BUDGET.staticShare },
    { name: 'hashed asset', path: hashedAsset() },
    { name: 'getRouters', path: '/prod-api/htservice/menu/getRouters', headers: auth, share: SERVER_BUDGET.routersShare },
    { name: 'getInfo', path: '/prod-api/htservice/user/getInfo', headers: auth, share: SERVER_BUDGET.infoShare },
  ];
  const rows: BenchRow[] = [];
  try {
    for (const connections of CONNECTIONS) {
      for (const target of targets) {
        // The bare server runs just before the target, in interleaved rounds, so a change in the machine's
        // load (a shared two-core machine has slow phases) hits both figures of a share alike.
        const pairs: { base: Run; r: Run; share: number }[] = [];
        for (let round = 0; round < ROUNDS; round++) {
          const base = await load(bare.url, { name: 'bare', path: STATIC_FILE }, connections);
          const r = await load(server.url, target, connections);
          pairs.push({ base, r, share: r.rps / base.rps });
        }
        const { base, r, share } = pairs.sort((a, b) => a.share - b.share)[Math.floor(ROUNDS / 2)];
        r.p99 = Math.max(...pairs.map((p) => p.r.p99));
        r.errors = pairs.reduce((n, p) => n + p.r.errors, 0);
        const shareOk = target.share === undefined || share >= target.share;
        const ok = shareOk && r.p99 < SERVER_BUDGET.p99Ms && r.errors === 0;
        const budget = `${target.share === undefined ? '' : `≥ ${target.share * 100}%, `}p99 < ${SERVER_BUDGET.p99Ms} ms, 0 errors`;
        const figure = `${r.rps} req/s = ${(share * 100).toFixed(0)}% of bare (${base.rps} req/s; median of ${ROUNDS}), p99 ${r.p99.toFixed(1)} ms (worst round; bare ${base.p99.toFixed(1)}), ${r.errors} errors`;
        rows.push([`server: ${target.name}, ${connections} connections`, figure, budget, ok]);
      }
    }
  } finally {
    bare.stop();
  }
  return rows;
}

// On its own: start the built server, measure, print, exit 1 when a budget is broken.
if (isMain(import.meta.url))
  await runAlone(async (server) => {
    const orgs = ((await (await fetch(`${server.url}/prod-api/htservice/org/getLoginOrgData`)).json()) as { data: LoginOrg[] }).data;
    return { rows: await measureServerThroughput(server, await adminToken(server.url, server.password, orgs[0])) };
  });
