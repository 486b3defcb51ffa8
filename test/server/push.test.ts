/**
 * Several server processes on one PostgreSQL database push to each other's sockets and share the task
 * runner fairly (issue 6): real processes (server/index.ts) on a cluster of this suite's own, because the
 * last test restarts it.
 * - an import started and run on process A: a task socket on process B sees its progress and its end;
 * - chat: a message sent through A reaches the desk's socket on B, the desk's answer through B reaches
 *   the user on A, and the desk's read (HTTP on B) reaches the user's socket on A as a `read` frame;
 * - a running task is not taken over by a live process, nor by one started while it runs (1 claim);
 * - the runner killed with -9 mid-import: the survivor takes the task over once the lease expired and
 *   finishes it; every row exists exactly once;
 * - one process's LISTEN connection cut: a message sent meanwhile still reaches its desk socket (resent
 *   after the reconnect);
 * - PostgreSQL restarted: each process's LISTEN connection comes back by itself and pushes resume.
 * Imports write 10 rows per transaction (HT_TASK_BATCH) and leases last 2 s (HT_TASK_LEASE_MS), so a
 * few thousand rows run long enough to be watched, killed and taken over within seconds.
 * Cross-process push needs PostgreSQL: on SQLite (one process only) the suite is skipped.
 */
import pg from 'pg';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createDatabase, startPostgres, type PostgresCluster } from '../support/postgres-cluster.mjs';
import { chosenPasswords, startServerProcess, type ServerProcess } from '../support/server-process.js';
import { orgIdOf, signInOver } from '../support/api-client.js';
import { openSocketClient, type Frame } from '../support/socket-client.js';
import { stockRows, toCsv, toXlsx } from '../support/stock-sheet.js';
import { LISTENER_NAME } from '../../server/push/pg-bus.js';
import { ON_POSTGRES } from './support.js';

const PASSWORD = 'Push-Acr0ss!';
const LEASE_MS = 2000;
type Ctx = { cluster: PostgresCluster; url: string; a: ServerProcess; b: ServerProcess; orgs: Record<string, number> };
const test = suite<Ctx>('push across processes');

const start = (url: string) =>
  startServerProcess({ DATABASE_URL: url, ...chosenPasswords(PASSWORD), HT_CAPTCHA: 'off', HT_JOBS: 'off', HT_TASK_LEASE_MS: String(LEASE_MS), HT_TASK_BATCH: '10' }, 'source');

/** One statement on a connection of its own (the cluster restarts in this suite). */
async function query<T = any>(url: string, text: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, params)).rows as T[];
  } finally {
    await client.end();
  }
}

const socketUrl = (proc: ServerProcess, path: string) => `${proc.url.replace(/^http/, 'ws')}/prod-api/ws/${path}`;

async function taskWatcher(proc: ServerProcess, token: string) {
  const socket = await openSocketClient(socketUrl(proc, 'task'), token);
  socket.send({ type: 'subscribe' });
  return socket;
}

/** A csv of `rows` stock rows, or an xlsx (a third of the bytes: room for a longer import under the 1 MB upload limit). */
async function upload(proc: ServerProcess, token: string, prefix: string, rows: number, format: 'csv' | 'xlsx' = 'csv'): Promise<number> {
  const form = new FormData();
  const bytes = format === 'csv' ? toCsv(stockRows(rows, prefix)) : await toXlsx(stockRows(rows, prefix));
  form.set('file', new File([bytes as Uint8Array<ArrayBuffer>], `${prefix}.${format}`));
  const res = await fetch(`${proc.url}/prod-api/htservice/task/stock-import`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
  const body = (await res.json()) as { data: { taskId: number } };
  assert.is(res.status, 200, JSON.stringify(body));
  return body.data.taskId;
}

const progressOf = (taskId: number, match: (f: Frame) => boolean) => (f: Frame) => f.type === 'progress' && f.taskId === taskId && match(f);
const ended = (f: Frame) => ['done', 'failed', 'cancelled'].includes(f.status);
const stockCount = async (url: string, prefix: string) => Number((await query(url, `select count(*) as n from consumable_stock where item_code like $1`, [`${prefix}-%`]))[0].n);
const taskRow = async (url: string, taskId: number) => (await query(url, 'select status, attempts, step_params from tasks where task_id = $1', [taskId]))[0];

if (ON_POSTGRES) {
  test.before(async (ctx) => {
    ctx.cluster = await startPostgres();
    ctx.url = await createDatabase(ctx.cluster.url, 'ht_push');
    ctx.a = await start(ctx.url);
    ctx.b = await start(ctx.url);
    ctx.orgs = { HT001: await orgIdOf(ctx.a.url, 'HT001'), HT002: await orgIdOf(ctx.a.url, 'HT002') };
    // The group's support desk: accountant2 (a hotel HT002 user) is given the built-in support role.
    await query(ctx.url, `insert into role_users (role_id, user_id) select r.role_id, u.user_id from roles r, users u where r.role_key = 'support' and u.user_name = 'accountant2'`);
  });
  test.after(async (ctx) => {
    await Promise.all([ctx.a, ctx.b].map((p) => p?.stop()));
    ctx.cluster?.stop();
  });

  const signIn = (ctx: Ctx, proc: ServerProcess, user: string) => signInOver(proc.url, user, PASSWORD, ctx.orgs[user.endsWith('2') ? 'HT002' : 'HT001']);

  test('an import started and run on process A: a socket on process B sees its progress and its end', async (ctx) => {
    const watcher = await taskWatcher(ctx.b, await signIn(ctx, ctx.b, 'accountant1'));
    const taskId = await upload(ctx.a, await signIn(ctx, ctx.a, 'accountant1'), 'P1', 2000);
    const midway = await watcher.next(progressOf(taskId, (f) => f.status === 'running' && f.step.key === 'importing' && f.done > 0 && f.done < 2000));
    const end = await watcher.next(progressOf(taskId, ended));
    assert.is(end.status, 'done', JSON.stringify(end));
    assert.ok(midway.done < end.done);
    assert.is(await stockCount(ctx.url, 'P1'), 2000);
    watcher.close();
  });

  test("chat: A → desk on B, the desk's answer B → A, and the desk's read reaches A", async (ctx) => {
    const user = await openSocketClient(socketUrl(ctx.a, 'chat'), await signIn(ctx, ctx.a, 'frontdesk1'));
    const deskToken = await signIn(ctx, ctx.b, 'accountant2');
    const desk = await openSocketClient(socketUrl(ctx.b, 'chat'), deskToken);
    user.send({ type: 'send', clientId: 'push-a-1', body: '从A发出' });
    const atDesk = await desk.next((f) => f.type === 'message' && f.message.body === '从A发出');
    const { conversationId } = atDesk.message;
    desk.send({ type: 'send', clientId: 'push-b-1', conversationId, body: '从B回复' });
    const atUser = await user.next((f) => f.type === 'message' && f.message.body === '从B回复');
    assert.is(atUser.message.fromDesk, true);
    const delivered = await query(ctx.url, 'select body, delivered_at from chat_messages where conversation_id = $1 order by message_id', [conversationId]);
    assert.ok(
      delivered.every((m) => m.delivered_at !== null),
      JSON.stringify(delivered),
    );
    const read = await fetch(`${ctx.b.url}/prod-api/chat/read`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${deskToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ conversationId }),
    });
    assert.is(read.status, 200);
    const receipt = await user.next((f) => f.type === 'read' && f.conversationId === conversationId);
    assert.is(receipt.byDesk, true);
    user.close();
    desk.close();
  });

  test('a running task stays with its live runner: neither the other process nor a newly started one takes it', async (ctx) => {
    const watcher = await taskWatcher(ctx.b, await signIn(ctx, ctx.b, 'accountant1'));
    const taskId = await upload(ctx.a, await signIn(ctx, ctx.a, 'accountant1'), 'P3', 20000, 'xlsx');
    await watcher.next(progressOf(taskId, (f) => f.step.key === 'importing' && f.done > 0));
    const c = await start(ctx.url);
    try {
      const whenUp = await taskRow(ctx.url, taskId);
      assert.is(whenUp.status, 'running', 'the import must still run once the new process is up (make it longer)');
      const end = await watcher.next(progressOf(taskId, ended), 120_000);
      assert.is(end.status, 'done', JSON.stringify(end));
    } finally {
      await c.stop();
    }
    assert.is((await taskRow(ctx.url, taskId)).attempts, 1, 'claimed once: renewed leases were never taken over');
    assert.is(await stockCount(ctx.url, 'P3'), 20000);
    watcher.close();
  });

  test('kill -9 of the runner mid-import: the survivor takes the task over after the lease and finishes it, each row once', async (ctx) => {
    const watcher = await taskWatcher(ctx.b, await signIn(ctx, ctx.b, 'accountant1'));
    const taskId = await upload(ctx.a, await signIn(ctx, ctx.a, 'accountant1'), 'P4', 3000);
    const before = await watcher.next(progressOf(taskId, (f) => f.step.key === 'importing' && f.done >= 100));
    await ctx.a.kill9();
    const killedAt = performance.now();
    const end = await watcher.next(progressOf(taskId, ended), 120_000);
    console.log(`  [push] runner killed at ${before.done}+ rows; taken over and finished ${(performance.now() - killedAt).toFixed(0)} ms later (lease ${LEASE_MS} ms)`);
    assert.is(end.status, 'done', JSON.stringify(end));
    const row = await taskRow(ctx.url, taskId);
    assert.is(row.attempts, 2);
    const result = JSON.parse(row.step_params);
    assert.is(result.imported, 3000);
    assert.ok(result.updated >= before.done, `rows written before the kill are updated, not added again: ${row.step_params}`);
    assert.is(await stockCount(ctx.url, 'P4'), 3000);
    ctx.a = await start(ctx.url);
    watcher.close();
  });

  test('a listener cut off alone reconnects, and a message sent meanwhile still reaches its socket', async (ctx) => {
    const user = await openSocketClient(socketUrl(ctx.a, 'chat'), await signIn(ctx, ctx.a, 'frontdesk1'));
    const desk = await openSocketClient(socketUrl(ctx.b, 'chat'), await signIn(ctx, ctx.b, 'accountant2'));
    const cut = await query(ctx.url, 'select pg_terminate_backend(pid) as cut from pg_stat_activity where application_name = $1', [`${LISTENER_NAME} ${ctx.b.child.pid}`]);
    assert.equal(cut, [{ cut: true }]);
    // Sent while B does not listen (it waits 250 ms before reconnecting): B resends after the reconnect.
    user.send({ type: 'send', clientId: 'push-a-cut', body: '断线期间' });
    await desk.next((f) => f.type === 'message' && f.message.body === '断线期间');
    user.close();
    desk.close();
  });

  test('after a PostgreSQL restart both LISTEN connections come back by themselves and pushes resume', async (ctx) => {
    const restores = (p: ServerProcess) => p.output().split('LISTEN connection restored').length - 1;
    const before = [restores(ctx.a), restores(ctx.b)];
    await ctx.cluster.pause();
    await ctx.cluster.resume();
    const restored = (p: ServerProcess) => restores(p) > before[p === ctx.a ? 0 : 1];
    const deadline = Date.now() + 30_000;
    while (!(restored(ctx.a) && restored(ctx.b)) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    assert.ok(restored(ctx.a) && restored(ctx.b), `${ctx.a.output()}\n---\n${ctx.b.output()}`);
    const user = await openSocketClient(socketUrl(ctx.a, 'chat'), await signIn(ctx, ctx.a, 'frontdesk1'));
    const desk = await openSocketClient(socketUrl(ctx.b, 'chat'), await signIn(ctx, ctx.b, 'accountant2'));
    user.send({ type: 'send', clientId: 'push-a-2', body: '重启之后' });
    await desk.next((f) => f.type === 'message' && f.message.body === '重启之后');
    const watcher = await taskWatcher(ctx.b, await signIn(ctx, ctx.b, 'accountant1'));
    const taskId = await upload(ctx.a, await signIn(ctx, ctx.a, 'accountant1'), 'P5', 200);
    assert.is((await watcher.next(progressOf(taskId, ended))).status, 'done');
    for (const s of [user, desk, watcher]) s.close();
  });
} else {
  console.log('  [push] skipped: several server processes need PostgreSQL (the server-pg tier); SQLite allows one process');
}

test.run();
