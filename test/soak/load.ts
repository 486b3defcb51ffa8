/**
 * Load as hotel staff make it (issue: reliability figures): `users` simulated staff, each signed in
 * with a session of their own, loop for `seconds` over what a working day is made of — user info and
 * menus (opening the shell), a list page, saving their column settings, and a heartbeat — against a
 * real server process on loopback. Every answer must be a success; the figures are the count, the
 * errors and the p50/p99 latency per kind of call. Used by `npm run soak` (200 users, 60 s) and,
 * smaller, by the server tier.
 */
import { orgIdOf, signInOver } from '../support/api-client.js';
import type { ServerProcess } from '../support/server-process.js';

export type LoadOptions = { users: number; seconds: number; password: string };
export type CallFigures = { count: number; errors: number; p50: number; p99: number };
export type LoadResult = { users: number; seconds: number; requests: number; errors: string[]; byCall: Record<string, CallFigures> };

const percentile = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : 0);

const LOAD_MODULE = 1005;

/** Every simulated user holds a seat of the module they work in: the licence is raised first (as admin). */
async function ensureSeats(url: string, adminToken: string, orgId: number, seats: number): Promise<void> {
  const headers = { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' };
  const list = (await (await fetch(`${url}/prod-api/htservice/module/licence/list?moduleId=${LOAD_MODULE}`, { headers })).json()) as {
    rows: Array<{ orgId: number; version: number | null; expiresOn: string | null }>;
  };
  const mine = list.rows.find((l) => l.orgId === orgId);
  const body = { moduleId: LOAD_MODULE, orgId, seats, expiresOn: mine?.expiresOn ?? null, version: mine?.version ?? undefined };
  const res = await fetch(`${url}/prod-api/htservice/module/licence`, { method: 'PUT', headers, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`raising the seats failed: ${res.status} ${await res.text()}`);
}

export async function runLoad(server: ServerProcess, options: LoadOptions): Promise<LoadResult> {
  const orgId = await orgIdOf(server.url, 'HT001');
  // Sign-ins are spread over the demo users; each virtual user holds its own session.
  const names = ['admin', 'frontdesk1', 'accountant1'];
  const tokens: string[] = [];
  for (let i = 0; i < options.users; i += 10) {
    tokens.push(...(await Promise.all(Array.from({ length: Math.min(10, options.users - i) }, (_, k) => signInOver(server.url, names[(i + k) % names.length], options.password, orgId)))));
  }
  await ensureSeats(server.url, tokens[0], orgId, options.users + 10);
  const timings = new Map<string, number[]>();
  const errors: string[] = [];
  const call = async (kind: string, token: string, path: string, init: RequestInit = {}) => {
    const t0 = performance.now();
    try {
      const res = await fetch(`${server.url}/prod-api${path}`, { ...init, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...init.headers } });
      await res.arrayBuffer();
      if (!res.ok) errors.push(`${kind}: ${res.status}`);
    } catch (error) {
      errors.push(`${kind}: ${(error as Error).message}`);
    }
    const list = timings.get(kind) ?? [];
    list.push(performance.now() - t0);
    timings.set(kind, list);
  };
  const end = performance.now() + options.seconds * 1000;
  const staff = async (token: string, i: number) => {
    let round = 0;
    while (performance.now() < end) {
      await call('getInfo', token, '/htservice/user/getInfo');
      await call('getRouters', token, '/htservice/menu/getRouters');
      await call('list', token, '/htservice/queryPlan/list?pageId=soak&tableId=soak');
      await call('save', token, '/htservice/custom', {
        method: 'POST',
        body: JSON.stringify({ pageId: `soak-${i}`, tableId: 'soak', content: JSON.stringify([{ key: 'a', width: 100 + (round % 50) }]) }),
      });
      await call('heartbeat', token, '/htservice/module/heartbeat', { method: 'POST', body: JSON.stringify({ module: LOAD_MODULE, orgId }) });
      round += 1;
    }
  };
  await Promise.all(tokens.map(staff));
  const byCall: Record<string, CallFigures> = {};
  for (const [kind, list] of timings) {
    const sorted = [...list].sort((a, b) => a - b);
    byCall[kind] = { count: list.length, errors: errors.filter((e) => e.startsWith(`${kind}:`)).length, p50: percentile(sorted, 50), p99: percentile(sorted, 99) };
  }
  return { users: options.users, seconds: options.seconds, requests: [...timings.values()].reduce((n, l) => n + l.length, 0), errors, byCall };
}
