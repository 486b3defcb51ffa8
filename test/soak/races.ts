/**
 * The contention figures of issue 6 against a real server process on loopback, each repeated so a figure
 * is a count rather than one lucky run (used by `npm run soak`; the server tier has one round of each):
 * - concurrent edits: two users save the same record (a config key) at once, `rounds` times: each round
 *   exactly one save wins and the other gets 409, and the stored value is the winner's;
 * - idempotency: 10 creates sent at once with one Idempotency-Key make one row, `rounds` times;
 * - licence seats: 50 module entries at once for a module with 10 seats grant exactly 10;
 * - a task socket that disconnects mid-import and reconnects sees the true progress (done never goes back,
 *   the first message after the reconnect is at least what was seen before it).
 */
import { orgIdOf, signInOver } from '../support/api-client.js';
import type { ServerProcess } from '../support/server-process.js';
import { openSocketClient, type Frame } from '../support/socket-client.js';
import { stockRows, toCsv } from '../support/stock-sheet.js';

export type RaceFigures = {
  edits: { rounds: number; oneWinner: number; staleRefused: number; winnerStored: number };
  idempotent: { rounds: number; oneRow: number };
  seats: { entries: number; seats: number; granted: number; refused: number };
  reconnect: { before: number; afterFirst: number; ended: string };
};

export async function runRaces(server: ServerProcess, options: { password: string; rounds: number }): Promise<RaceFigures> {
  const { url } = server;
  const ht001 = await orgIdOf(url, 'HT001');
  const admin = await signInOver(url, 'admin', options.password, ht001);
  const call = async (method: string, path: string, token: string, body?: unknown, headers: Record<string, string> = {}) => {
    const res = await fetch(`${url}/prod-api${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json().catch(() => null)) as any };
  };

  // Concurrent edits: two sessions (two people) save the same version of one config key at once.
  const other = await signInOver(url, 'admin', options.password, ht001);
  const created = await call('POST', '/htservice/config', admin, { configName: '并发保存', configKey: 'soak.race', configValue: 'start' });
  const configId = created.body.data.configId as number;
  const edits = { rounds: options.rounds, oneWinner: 0, staleRefused: 0, winnerStored: 0 };
  for (let round = 0; round < options.rounds; round++) {
    const current = (await call('GET', `/htservice/config/${configId}`, admin)).body.data;
    const answers = await Promise.all([admin, other].map((token, i) => call('PUT', '/htservice/config', token, { configId, version: current.version, configValue: `round ${round} by ${i}` })));
    const winners = answers.filter((a) => a.status === 200);
    if (winners.length === 1) edits.oneWinner += 1;
    if (answers.filter((a) => a.status === 409).length === 1) edits.staleRefused += 1;
    const stored = (await call('GET', `/htservice/config/${configId}`, admin)).body.data.configValue;
    if (winners.length === 1 && stored === winners[0].body.data.configValue) edits.winnerStored += 1;
  }

  // Idempotency: ten sends of one create at once, one key.
  const idempotent = { rounds: options.rounds, oneRow: 0 };
  for (let round = 0; round < options.rounds; round++) {
    const configKey = `soak.idem.${round}`;
    await Promise.all(Array.from({ length: 10 }, () => call('POST', '/htservice/config', admin, { configName: '幂等', configKey, configValue: '1' }, { 'Idempotency-Key': `soak-${round}` })));
    const rows = (await call('GET', `/htservice/config/list?configKey=${configKey}`, admin)).body.rows as unknown[];
    if (rows.length === 1) idempotent.oneRow += 1;
  }

  // Licence seats: 10 seats of 业务管理 (1004), 50 sessions entering at once.
  const licences = (await call('GET', '/htservice/module/licence/list?moduleId=1004', admin)).body.rows as Array<{ orgId: number; version: number }>;
  const licence = licences.find((l) => l.orgId === ht001)!;
  const set = await call('PUT', '/htservice/module/licence', admin, { moduleId: 1004, orgId: ht001, seats: 10, expiresOn: null, version: licence.version });
  if (set.status !== 200) throw new Error(`setting 10 seats answered ${set.status} ${JSON.stringify(set.body)}`);
  const tokens = await Promise.all(Array.from({ length: 50 }, () => signInOver(url, 'frontdesk1', options.password, ht001)));
  const entries = await Promise.all(tokens.map((token) => call('POST', '/htservice/module/heartbeat', token, { module: 1004, orgId: ht001 })));
  const seats = { entries: 50, seats: 10, granted: entries.filter((e) => e.status === 200).length, refused: entries.filter((e) => e.status === 409).length };

  // A socket that drops mid-import and comes back.
  const accountant = await signInOver(url, 'accountant1', options.password, ht001);
  const form = new FormData();
  form.set('file', new File([toCsv(stockRows(10_000, 'SOAKWS')) as Uint8Array<ArrayBuffer>], 'ws.csv'));
  const started = (await (await fetch(`${url}/prod-api/htservice/task/stock-import`, { method: 'POST', body: form, headers: { authorization: `Bearer ${accountant}` } })).json()) as {
    data: { taskId: number };
  };
  const taskId = started.data.taskId;
  const wsUrl = `${url.replace(/^http/, 'ws')}/prod-api/ws/task`;
  const first = await openSocketClient(wsUrl, accountant);
  first.send({ type: 'subscribe', taskIds: [taskId] });
  const seen = await first.next((f) => f.type === 'progress' && f.taskId === taskId && f.done > 0);
  first.close();
  const second = await openSocketClient(wsUrl, accountant);
  second.send({ type: 'subscribe', taskIds: [taskId] });
  const afterFirst = await second.next((f) => f.type === 'progress' && f.taskId === taskId);
  const end = await second.next((f) => f.type === 'progress' && f.taskId === taskId && ['done', 'failed', 'cancelled'].includes(f.status), 120_000);
  second.close();
  // One number for "how far": checking counts 0..10,000, importing 10,000 + done, finished past both.
  const progressOf = (f: Frame) => (f.status === 'done' ? Infinity : f.step.key === 'importing' ? 10_000 + f.done : f.done);
  return {
    edits,
    idempotent,
    seats,
    reconnect: { before: progressOf(seen), afterFirst: progressOf(afterFirst), ended: end.status },
  };
}
