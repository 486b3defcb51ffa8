/**
 * Run kinds (server/tasks/run-kind.ts): tasks that start from a JSON body instead of a file. A small
 * counting kind registered for this file only drives the mechanism every calculation and export uses:
 * - the body is validated (422 naming the field, no task stored) and the permission checked (403);
 * - progress and the end step are stored; an output file is downloaded from /result with its name and
 *   type, and `hasResult` says whether there is one;
 * - a cancel stops it between two units; a shutdown hands it back to the queue and the next process runs it;
 * - a cancelled task can be retried.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { z } from 'zod';
import { buildApp } from '../../server/app.js';
import { createTaskHub, type TaskHub } from '../../server/tasks/hub.js';
import { TASK_KINDS } from '../../server/tasks/registry.js';
import type { RunKind, RunOutcome } from '../../server/tasks/run-kind.js';
import { runnerGate } from '../support/runner-gate.js';
import { setup, type Harness } from './support.js';

const API = '/prod-api/htservice/task';
const KIND = 'test-count';

const countKind: RunKind<{ units: number; output: boolean }> = {
  kind: KIND,
  permission: 'consumables:stock:import',
  options: z.object({ units: z.number().int().min(1).max(50), output: z.boolean().default(false) }),
  label: (o, lang) => (lang === 'en' ? `Count to ${o.units}` : `计数到 ${o.units}`),
  async run(ctx): Promise<RunOutcome> {
    for (let done = 0; done < ctx.options.units; done++) {
      const stop = await ctx.interrupted();
      if (stop === 'cancel') return { status: 'cancelled', step: { key: 'cancelled', params: { counted: done } } };
      if (stop === 'stop') return { status: 'failed', step: { key: 'interrupted' } };
      await ctx.progress(done + 1, ctx.options.units, { key: 'counting' });
    }
    if (ctx.options.output) await ctx.putOutput(new TextEncoder().encode(`counted,${ctx.options.units}\n`), '计数结果.csv', 'text/csv; charset=utf-8');
    return { status: 'done', step: { key: 'counted', params: { units: ctx.options.units } } };
  },
};

type Ctx = { h: Harness; hub: TaskHub; app: ReturnType<typeof buildApp>; token: string };
const test = suite<Ctx>('run kinds');

const gate = runnerGate();

function startApp(ctx: Ctx) {
  const { h } = ctx;
  ctx.hub = createTaskHub({ db: h.db, engine: h.engine, now: () => h.clock.now }, { afterBatch: gate.afterBatch });
  ctx.app = buildApp({ db: h.db, engine: h.engine, config: h.config, now: () => h.clock.now, clientIp: () => '10.0.0.1', tasks: ctx.hub, operLog: h.operLog });
}

test.before(async (ctx) => {
  TASK_KINDS[KIND] = countKind;
  ctx.h = await setup({ env: { HT_CAPTCHA: 'off' } });
  startApp(ctx);
  ctx.token = await ctx.h.login('accountant1');
});

test.after(async (ctx) => {
  gate.release();
  await ctx.hub.stop();
  await ctx.h.close();
  delete TASK_KINDS[KIND];
});

async function call(ctx: Ctx, method: string, path: string, opts: { body?: unknown; token?: string; lang?: string } = {}) {
  const headers: Record<string, string> = { authorization: `Bearer ${opts.token ?? ctx.token}`, 'accept-language': opts.lang ?? 'zh-CN' };
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  const res = await ctx.app.request(path, { method, headers, body: opts.body === undefined ? undefined : JSON.stringify(opts.body) });
  const bytes = new Uint8Array(await res.arrayBuffer());
  let body: any;
  try {
    body = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    body = undefined;
  }
  return { status: res.status, body, bytes, headers: res.headers };
}

const state = async (ctx: Ctx, id: number) => (await call(ctx, 'GET', `${API}/${id}`)).body.data;
const taskCount = async (ctx: Ctx) => (await ctx.h.db.selectFrom('tasks').select('task_id').execute()).length;

/** Resolves when the task has done at least `done` units (the runner is then held at the gate). */
async function reached(ctx: Ctx, id: number, done: number) {
  for (let i = 0; i < 500; i++) {
    const s = await state(ctx, id);
    if (s.status === 'running' && s.done >= done) return s;
    await new Promise((resolve) => setImmediate(resolve));
  }
  throw new Error(`task ${id} never reached ${done}`);
}

test('a bad body is refused naming the field, a caller without the permission gets 403, and no task is stored', async (ctx) => {
  const before = await taskCount(ctx);
  const bad = await call(ctx, 'POST', `${API}/${KIND}`, { body: { units: 0 } });
  assert.is(bad.status, 422);
  assert.match(JSON.stringify(bad.body), /units/);
  assert.is((await call(ctx, 'POST', `${API}/${KIND}`, { body: 'not json' as unknown })).status, 422);
  const frontDesk = await ctx.h.login('frontdesk1');
  assert.is((await call(ctx, 'POST', `${API}/${KIND}`, { body: { units: 2 }, token: frontDesk })).status, 403);
  assert.is(await taskCount(ctx), before);
});

test('a run kind reports its progress and end step, is listed under its label, and gives back its output file', async (ctx) => {
  const started = await call(ctx, 'POST', `${API}/${KIND}`, { body: { units: 3, output: true }, lang: 'en' });
  assert.is(started.status, 200);
  assert.is(started.body.data.fileName, 'Count to 3');
  await ctx.hub.idle();
  const done = await state(ctx, started.body.data.taskId);
  assert.equal([done.status, done.done, done.total, done.step.key, done.step.params.units, done.hasResult], ['done', 3, 3, 'counted', 3, true]);
  const file = await call(ctx, 'GET', `${API}/${done.taskId}/result`);
  assert.is(file.status, 200);
  assert.is(file.headers.get('content-type'), 'text/csv; charset=utf-8');
  assert.match(file.headers.get('content-disposition') ?? '', new RegExp(encodeURIComponent('计数结果.csv')));
  assert.is(new TextDecoder().decode(file.bytes), 'counted,3\n');
  assert.is((await call(ctx, 'GET', `${API}/${done.taskId}/rejected`)).status, 404, 'a run kind has no rejected rows');

  const plain = await call(ctx, 'POST', `${API}/${KIND}`, { body: { units: 1 } });
  await ctx.hub.idle();
  assert.is((await state(ctx, plain.body.data.taskId)).hasResult, false, 'nothing to download without an output');
  assert.is((await call(ctx, 'GET', `${API}/${plain.body.data.taskId}/result`)).status, 404);
});

test('a cancel stops the task between two units, and a retry runs it again to the end', async (ctx) => {
  const release = gate.hold();
  const started = await call(ctx, 'POST', `${API}/${KIND}`, { body: { units: 5 } });
  const id = started.body.data.taskId;
  await reached(ctx, id, 1);
  assert.is((await call(ctx, 'PUT', `${API}/${id}/cancel`)).status, 200);
  release();
  await ctx.hub.idle();
  const cancelled = await state(ctx, id);
  assert.equal([cancelled.status, cancelled.step.key], ['cancelled', 'cancelled']);
  assert.ok(cancelled.step.params.counted < 5, 'it stopped before the end');

  assert.is((await call(ctx, 'POST', `${API}/${id}/retry`)).status, 200);
  await ctx.hub.idle();
  const retried = await state(ctx, id);
  assert.equal([retried.status, retried.done], ['done', 5]);
});

test('a shutdown hands a running task back to the queue, and the next server process runs it to the end', async (ctx) => {
  const release = gate.hold();
  const started = await call(ctx, 'POST', `${API}/${KIND}`, { body: { units: 4 } });
  const id = started.body.data.taskId;
  await reached(ctx, id, 1);
  const stopping = ctx.hub.stop();
  release();
  await stopping;
  const queued = await state(ctx, id);
  assert.equal([queued.status, queued.done], ['queued', 0]);

  startApp(ctx); // the next process on the same database
  await ctx.hub.recover();
  await ctx.hub.idle();
  const done = await state(ctx, id);
  assert.equal([done.status, done.done, done.step.key], ['done', 4, 'counted']);
});

test.run();
