/**
 * "A heartbeat and a login during a 10,000-row import still answer within 200 ms" (issue 6), against a
 * real server process on loopback: a heartbeat caller and a sign-in caller, each back to back with a short
 * pause, first with the server idle (the baseline) and then while `imports` imports of `rows` rows run one
 * after the other; each answer's time is recorded with the import's step at that moment (from the task
 * socket), so a slow answer can be put down to reading the file, checking rows or writing batches.
 * Used by `npm run soak`.
 */
import { orgIdOf, signInOver } from '../support/api-client.js';
import type { ServerProcess } from '../support/server-process.js';
import { openSocketClient } from '../support/socket-client.js';
import { stockRows, toCsv, toXlsx } from '../support/stock-sheet.js';

export type Figures = { count: number; p50: number; p99: number; max: number };
/** `importMs`: the mean time of one import. */
export type ImportLatencyResult = { idle: Record<string, Figures>; during: Record<string, Figures>; byStep: Record<string, Figures>; importMs: number };

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const figures = (times: number[]): Figures => {
  const sorted = [...times].sort((a, b) => a - b);
  return { count: sorted.length, p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: sorted.at(-1) ?? 0 };
};
const group = (samples: Array<{ key: string; ms: number }>) => {
  const by = new Map<string, number[]>();
  for (const s of samples) by.set(s.key, [...(by.get(s.key) ?? []), s.ms]);
  return Object.fromEntries([...by].map(([k, v]) => [k, figures(v)]));
};

export async function runImportLatency(server: ServerProcess, options: { password: string; rows: number; format?: 'csv' | 'xlsx'; imports?: number; pauseMs?: number }): Promise<ImportLatencyResult> {
  const orgId = await orgIdOf(server.url, 'HT001');
  const token = await signInOver(server.url, 'accountant1', options.password, orgId);
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const timed = async (call: () => Promise<unknown>) => {
    const t0 = performance.now();
    await call();
    return performance.now() - t0;
  };
  const heartbeat = async () => {
    const res = await fetch(`${server.url}/prod-api/htservice/module/heartbeat`, { method: 'POST', headers, body: JSON.stringify({ orgId, module: 1003 }) });
    if (res.status !== 200) throw new Error(`heartbeat answered ${res.status}`);
    await res.arrayBuffer();
  };
  const login = () => signInOver(server.url, 'accountant1', options.password, orgId);
  const pause = () => new Promise((r) => setTimeout(r, options.pauseMs ?? 20));

  const idle: Array<{ key: string; ms: number }> = [];
  for (let i = 0; i < 30; i++) {
    idle.push({ key: 'heartbeat', ms: await timed(heartbeat) }, { key: 'login', ms: await timed(login) });
    await pause();
  }

  const watcher = await openSocketClient(`${server.url.replace(/^http/, 'ws')}/prod-api/ws/task`, token);
  watcher.send({ type: 'subscribe' });
  let step = 'idle';
  let running = 0;
  watcher.ws.on('message', (data) => {
    const m = JSON.parse(String(data));
    if (m.type === 'progress') step = ['done', 'failed', 'cancelled'].includes(m.status) ? 'idle' : m.step.key;
  });
  const during: Array<{ key: string; step: string; ms: number }> = [];
  // Two callers at once (a heartbeat loop and a sign-in loop) while the imports run one after the other.
  const sampler = async (key: string, call: () => Promise<unknown>) => {
    while (running) {
      const at = step;
      const ms = await timed(call);
      if (at !== 'idle') during.push({ key, step: at, ms });
      await pause();
    }
  };
  const format = options.format ?? 'csv';
  const file = async (i: number) => {
    const rows = stockRows(options.rows, `SOAK${format}${i}`);
    return new File([(format === 'csv' ? toCsv(rows) : await toXlsx(rows)) as Uint8Array<ArrayBuffer>], `soak-${i}.${format}`);
  };
  const began = performance.now();
  running = 1;
  const samplers = [sampler('heartbeat', heartbeat), sampler('login', login)];
  for (let i = 0; i < (options.imports ?? 3); i++) {
    const form = new FormData();
    form.set('file', await file(i));
    const upload = await fetch(`${server.url}/prod-api/htservice/task/stock-import`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
    if (upload.status !== 200) throw new Error(`upload answered ${upload.status}`);
    const { data } = (await upload.json()) as { data: { taskId: number } };
    const end = await watcher.next((m) => m.type === 'progress' && m.taskId === data.taskId && ['done', 'failed', 'cancelled'].includes(m.status), 120_000);
    if (end.status !== 'done') throw new Error(`import ended ${end.status}`);
  }
  running = 0;
  await Promise.all(samplers);
  const importMs = (performance.now() - began) / (options.imports ?? 3);
  watcher.close();
  return { idle: group(idle), during: group(during), byStep: group(during.map((s) => ({ key: `${s.key} while ${s.step}`, ms: s.ms }))), importMs };
}
