/**
 * Long-running tasks (imports over the task WebSocket), on a real HTTP server so the socket and the
 * event loop are real:
 * - 401 / 403 table for every task and list call, and a refused upload changes nothing;
 * - a file with bad rows imports nothing unless asked, then only the valid rows; the rejected file
 *   lists the bad rows with their reasons (both languages);
 * - another hotel's user cannot see, cancel or watch a task (no socket message ever names it);
 * - a task survives a socket reconnect: the new socket's first message is the true progress;
 * - cancel stops an import between batches: the rows written are exactly `done`, a whole number of batches;
 * - the socket: no auth in time, a bad token or an ended session → close 4401;
 * - a heartbeat and a login during a running 10,000-row import answer (the time is printed, not asserted).
 */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import WebSocket from 'ws';
import { buildApp } from '../../server/app.js';
import { createTaskHub, type TaskHub } from '../../server/tasks/hub.js';
import { TASK_PERMISSIONS } from '../../server/tasks/registry.js';
import { readSheet } from '../../server/tasks/table-file.js';
import { taskSocketRoute } from '../../server/ws/task-socket.js';
import { attachSockets } from '../../server/ws/upgrade.js';
import { stockRows, toCsv, toXlsx } from '../support/stock-sheet.js';
import { runnerGate } from '../support/runner-gate.js';
import { setup, type Harness } from './support.js';

type Ctx = { h: Harness; hub: TaskHub; base: string; server: Server; close: () => void; tokens: Record<string, string> };
const test = suite<Ctx>('tasks');
const API = '/prod-api/htservice';

test.before(async (ctx) => {
  ctx.h = await setup({ env: { HT_CAPTCHA: 'off' } });
  const { h } = ctx;
  // A test can hold the runner after a batch (gate.hold()), so "running, some rows done" is a known point.
  ctx.hub = createTaskHub({ db: h.db, engine: h.engine, now: () => h.clock.now }, { afterBatch: gate.afterBatch });
  const app = buildApp({ db: h.db, engine: h.engine, config: h.config, now: () => h.clock.now, clientIp: () => '10.0.0.1', tasks: ctx.hub, operLog: h.operLog });
  ctx.server = await new Promise<Server>((resolve) => {
    const s = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, () => resolve(s as Server));
  });
  const sockets = attachSockets(ctx.server, [taskSocketRoute({ db: h.db, now: () => h.clock.now }, ctx.hub, { authTimeoutMs: 300, sessionCheckMs: 100 })]);
  ctx.close = sockets.close;
  ctx.base = `127.0.0.1:${(ctx.server.address() as AddressInfo).port}`;
  ctx.tokens = {};
  for (const user of ['admin', 'accountant1', 'frontdesk1', 'accountant2']) ctx.tokens[user] = await h.login(user);
});

test.after(async (ctx) => {
  gate.release(); // a failed test may have left the runner held
  await ctx.hub.stop();
  ctx.close();
  await new Promise((resolve) => ctx.server.close(resolve));
  await ctx.h.close();
});

const gate = runnerGate();

async function http(ctx: Ctx, method: string, path: string, token?: string, body?: RequestInit['body'], headers: Record<string, string> = {}) {
  const res = await fetch(`http://${ctx.base}${path}`, { method, body, headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers } });
  const bytes = new Uint8Array(await res.arrayBuffer());
  let json: any;
  try {
    json = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    json = undefined;
  }
  return { status: res.status, body: json, bytes };
}

function upload(ctx: Ctx, token: string | undefined, kind: string, name: string, bytes: Uint8Array, fields: Record<string, string> = {}) {
  const form = new FormData();
  form.set('file', new File([bytes as Uint8Array<ArrayBuffer>], name));
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  return http(ctx, 'POST', `${API}/task/${kind}`, token, form);
}

/** A signed-in task socket collecting every message; `next(pred)` resolves with the first message matching. */
async function socket(ctx: Ctx, token: string, path = '/prod-api/ws/task') {
  const ws = new WebSocket(`ws://${ctx.base}${path}`);
  const messages: any[] = [];
  const waiters: Array<{ pred: (m: any) => boolean; resolve: (m: any) => void }> = [];
  ws.on('message', (data) => {
    const m = JSON.parse(String(data));
    messages.push(m);
    for (const w of waiters.filter((w) => w.pred(m))) {
      waiters.splice(waiters.indexOf(w), 1);
      w.resolve(m);
    }
  });
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
  await new Promise((resolve) => ws.on('open', resolve));
  ws.send(JSON.stringify({ type: 'auth', token }));
  // Bounded: a message that never comes fails the test with what did come, instead of hanging the tier.
  const next = (pred: (m: any) => boolean, ms = 30_000) =>
    new Promise<any>((resolve, reject) => {
      const seen = messages.find(pred);
      if (seen) return resolve(seen);
      const timer = setTimeout(() => reject(new Error(`no such message in ${ms} ms; got ${JSON.stringify(messages.slice(-5))}`)), ms);
      waiters.push({ pred, resolve: (m) => (clearTimeout(timer), resolve(m)) });
    });
  await next((m) => m.type === 'ready');
  return { ws, messages, next, closed, send: (m: unknown) => ws.send(JSON.stringify(m)) };
}

const finished = (id: number) => (m: any) => m.type === 'progress' && m.taskId === id && ['done', 'failed', 'cancelled'].includes(m.status);

async function stockCodes(ctx: Ctx, prefix: string): Promise<string[]> {
  const rows = await ctx.h.db.selectFrom('consumable_stock').select('item_code').where('item_code', 'like', `${prefix}-%`).execute();
  return rows.map((r) => r.item_code).sort();
}

test('401 without a token and 403 without the permission on every task call; a refused upload changes nothing', async (ctx) => {
  const file = toCsv(stockRows(2, 'P'));
  const done = await upload(ctx, ctx.tokens.accountant1, 'stock-import', 'p.csv', file);
  await ctx.hub.idle();
  const id = done.body.data.taskId;
  // The front desk may export reports (a task kind since the report tasks): without those grants it holds no task permission.
  const frontDeskRoles = ctx.h.db.selectFrom('roles').select('role_id').where('role_key', '=', 'frontdesk');
  const taskMenus = ctx.h.db.selectFrom('menus').select('menu_id').where('perms', 'in', TASK_PERMISSIONS);
  await ctx.h.db.deleteFrom('role_menus').where('role_id', 'in', frontDeskRoles).where('menu_id', 'in', taskMenus).execute();
  const calls: Array<[string, string, boolean?]> = [
    ['GET', `${API}/task/list`],
    ['GET', `${API}/task/${id}`],
    ['PUT', `${API}/task/${id}/cancel`],
    ['POST', `${API}/task/${id}/retry`],
    ['GET', `${API}/task/${id}/rejected`],
    ['GET', `${API}/task/${id}/result`],
    ['GET', `${API}/consumables/stock/list`],
    ['GET', `${API}/accounting/openingBalance/list`],
  ];
  // The front desk may import agreements (a task permission): the refused caller is a user without any grant.
  const template = await ctx.h.db.selectFrom('users').selectAll().where('user_name', '=', 'frontdesk1').executeTakeFirstOrThrow();
  const { user_id: _, ...rest } = template;
  await ctx.h.db
    .insertInto('users')
    .values({ ...rest, user_name: 'notasks', nick_name: '无任务权限' })
    .execute();
  const noTasks = await ctx.h.login('notasks', 'HT001');
  for (const [method, path] of calls) {
    assert.is((await http(ctx, method, path)).status, 401, `${method} ${path} without a token`);
    assert.is((await http(ctx, method, path, noTasks)).status, 403, `${method} ${path} without a task permission`);
  }
  const before = await ctx.h.db.selectFrom('tasks').select('task_id').execute();
  for (const kind of ['stock-import', 'opening-balance-import']) {
    assert.is((await upload(ctx, undefined, kind, 'a.csv', file)).status, 401);
    assert.is((await upload(ctx, ctx.tokens.frontdesk1, kind, 'a.csv', file)).status, 403);
  }
  assert.is((await ctx.h.db.selectFrom('tasks').select('task_id').execute()).length, before.length, 'no task was created');
  assert.equal(await stockCodes(ctx, 'P'), ['P-0', 'P-1']);
});

test('a bad upload is a 422 naming the field', async (ctx) => {
  const token = ctx.tokens.accountant1;
  const noFile = await http(ctx, 'POST', `${API}/task/stock-import`, token, new FormData());
  assert.is(noFile.status, 422);
  assert.is(noFile.body.field, 'file');
  const txt = await upload(ctx, token, 'stock-import', 'stock.txt', new TextEncoder().encode('x'));
  assert.is(txt.status, 422);
  assert.is(txt.body.field, 'file');
  const flag = await upload(ctx, token, 'stock-import', 'stock.csv', toCsv(stockRows(1, 'F')), { importValidRows: 'maybe' });
  assert.is(flag.status, 422);
  assert.is(flag.body.field, 'importValidRows');
  const year = await upload(ctx, token, 'opening-balance-import', 'ob.csv', toCsv([['1001', '库存现金', '借', '1']], ['科目编码', '科目名称', '余额方向', '期初余额']), { year: '12' });
  assert.is(year.body.field, 'year');
  const sort = await http(ctx, 'GET', `${API}/consumables/stock/list?orderByColumn=org_id`, token);
  assert.is(sort.status, 422);
  assert.is(sort.body.field, 'orderByColumn');
});

test('a file with bad rows imports nothing unless asked, then only the valid rows; the rejected file gives the reasons', async (ctx) => {
  const token = ctx.tokens.accountant1;
  const good = stockRows(3, 'B');
  const bad = [
    ['客房部仓库', 'B-x1', '坏数量', '', '个', '-3', '1.00', ''],
    ['客房部仓库', 'B x2', '', '', '个', '1', '1.00', ''],
    ['客房部仓库', 'B-x3', '金额不符', '', '个', '1', '1.00', '5.00'],
    good[0],
  ];
  const file = toCsv([...good, ...bad]);
  const first = await upload(ctx, token, 'stock-import', 'bad.csv', file);
  assert.is(first.status, 200);
  await ctx.hub.idle();
  const refused = (await http(ctx, 'GET', `${API}/task/${first.body.data.taskId}`, token)).body.data;
  assert.is(refused.status, 'failed');
  assert.is(refused.step.key, 'rejectedNothingImported');
  assert.is(refused.errors, 4);
  assert.equal(await stockCodes(ctx, 'B'), [], 'nothing imported');

  for (const [lang, expected] of [
    ['zh', ['数量 不能为负数', '物品编码 只能包含', '物品名称 不能为空', '金额 5.00 与 数量 × 单价 = 1.00 不符', '与第 2 行重复']],
    ['en', ['Quantity must not be negative', 'Duplicate of row 2']],
  ] as const) {
    const rejected = await http(ctx, 'GET', `${API}/task/${first.body.data.taskId}/rejected`, token, undefined, { 'accept-language': lang });
    assert.is(rejected.status, 200);
    const sheet = await readSheet(rejected.bytes, 'xlsx');
    assert.is(sheet.rows.length, 4);
    assert.is(sheet.header.at(-1), lang === 'zh' ? '错误原因' : 'Reason');
    assert.equal(
      sheet.rows.map((r) => r.cells[0]),
      ['5', '6', '7', '8'],
      'the rows keep their line numbers in the file',
    );
    const reasons = sheet.rows.map((r) => r.cells.at(-1)).join('\n');
    for (const text of expected) assert.ok(reasons.includes(text), `${lang}: ${text} in\n${reasons}`);
  }

  const second = await upload(ctx, token, 'stock-import', 'bad.csv', file, { importValidRows: 'true' });
  await ctx.hub.idle();
  const imported = (await http(ctx, 'GET', `${API}/task/${second.body.data.taskId}`, token)).body.data;
  assert.is(imported.status, 'done');
  assert.equal(imported.step.params, { imported: 3, added: 3, updated: 0, rejected: 4 });
  assert.equal(await stockCodes(ctx, 'B'), ['B-0', 'B-1', 'B-2']);
  const result = await readSheet((await http(ctx, 'GET', `${API}/task/${second.body.data.taskId}/result`, token)).bytes, 'xlsx');
  assert.equal(
    result.rows.map((r) => r.cells.at(-1)),
    ['新增', '新增', '新增'],
  );
  const list = await http(ctx, 'GET', `${API}/consumables/stock/list`, token, undefined);
  assert.ok(list.body.rows.length > 0);
  const listed = await http(ctx, 'GET', `${API}/consumables/stock/list?itemCode=B-1`, token);
  // The sheet's yuan (1.25) is fen on the wire; quantities stay decimals.
  assert.equal(
    listed.body.rows.map((r: any) => [r.itemCode, r.quantity, r.unitPrice, r.amount]),
    [['B-1', 11, 125, 1_375]],
  );
});

test('opening balances: imported for the chosen year, listed for the own hotel only; xlsx files read too', async (ctx) => {
  const header = ['科目编码', '科目名称', '余额方向', '期初余额'];
  const rows = [
    ['6601', '销售费用', '借', '1,234.50'],
    ['2241', '其他应付款', 'credit', '-20'],
  ];
  const started = await upload(ctx, ctx.tokens.accountant1, 'opening-balance-import', 'ob.xlsx', await toXlsx(rows, header), { year: '2031' });
  assert.is(started.status, 200);
  await ctx.hub.idle();
  const own = await http(ctx, 'GET', `${API}/accounting/openingBalance/list?year=2031`, ctx.tokens.accountant1);
  // 1,234.50 typed in the sheet is 123450 fen on the wire.
  assert.equal(
    own.body.rows.map((r: any) => [r.accountCode, r.direction, r.openingBalance]),
    [
      ['2241', 'C', -2_000],
      ['6601', 'D', 123_450],
    ],
  );
  const other = await http(ctx, 'GET', `${API}/accounting/openingBalance/list?year=2031`, ctx.tokens.accountant2);
  assert.is(other.body.total, 0);
});

test("another hotel's user can neither see, cancel nor watch a task", async (ctx) => {
  const owner = await socket(ctx, ctx.tokens.accountant1);
  const stranger = await socket(ctx, ctx.tokens.accountant2);
  stranger.send({ type: 'subscribe' });
  owner.send({ type: 'subscribe' });
  const started = await upload(ctx, ctx.tokens.accountant1, 'stock-import', 'w.csv', toCsv(stockRows(600, 'W')));
  const id = started.body.data.taskId;
  stranger.send({ type: 'subscribe', taskIds: [id] });
  assert.is((await http(ctx, 'GET', `${API}/task/${id}`, ctx.tokens.accountant2)).status, 404);
  assert.is((await http(ctx, 'PUT', `${API}/task/${id}/cancel`, ctx.tokens.accountant2)).status, 404);
  assert.is((await http(ctx, 'GET', `${API}/task/${id}/result`, ctx.tokens.accountant2)).status, 404);
  const list = await http(ctx, 'GET', `${API}/task/list`, ctx.tokens.accountant2);
  assert.not.ok(list.body.rows.some((r: any) => r.taskId === id));
  const last = await owner.next(finished(id));
  assert.is(last.status, 'done', 'the cancel of the other hotel changed nothing');
  // The stranger's socket, subscribed before and after, got nothing but its own ready.
  await new Promise((resolve) => setTimeout(resolve, 150)); // past the throttle window: a late message would have arrived
  assert.equal(stranger.messages, [{ type: 'ready' }]);
  owner.ws.close();
  stranger.ws.close();
});

test('a task survives a socket reconnect: the new socket first gets the true progress', async (ctx) => {
  const token = ctx.tokens.accountant1;
  const first = await socket(ctx, token);
  first.send({ type: 'subscribe' });
  const open = gate.hold(); // the runner stops after its first batch until the new socket has looked
  const started = await upload(ctx, token, 'stock-import', 'r.csv', toCsv(stockRows(5000, 'R')));
  const id = started.body.data.taskId;
  const seen = await first.next((m) => m.taskId === id && m.step.key === 'importing' && m.done >= 500);
  first.ws.close();
  await first.closed;
  const second = await socket(ctx, token);
  second.send({ type: 'subscribe', taskIds: [id] });
  const now = await second.next((m) => m.taskId === id);
  assert.ok(now.done >= seen.done, `the new socket starts at ${now.done}, not before ${seen.done}`);
  assert.is(now.status, 'running');
  open();
  const end = await second.next(finished(id));
  assert.is(end.status, 'done');
  assert.is(end.done, 5000);
  assert.is(end.total, 5000);
  const steps = second.messages.filter((m) => m.taskId === id).map((m) => m.done);
  assert.equal(
    steps,
    [...steps].sort((a, b) => a - b),
    'progress never goes back',
  );
  second.ws.close();
});

test('cancel stops an import between batches and leaves no half batch; retry runs it again', async (ctx) => {
  const token = ctx.tokens.accountant1;
  const watcher = await socket(ctx, token, '/prod-api/ws/task/stock-import');
  watcher.send({ type: 'subscribe' });
  const open = gate.hold(); // cancelled while it waits after a batch, however fast the machine imports
  const started = await upload(ctx, token, 'stock-import', 'c.csv', toCsv(stockRows(10_000, 'C')));
  const id = started.body.data.taskId;
  await watcher.next((m) => m.taskId === id && m.step.key === 'importing' && m.done >= 500);
  const cancel = await http(ctx, 'PUT', `${API}/task/${id}/cancel`, token);
  assert.is(cancel.status, 200);
  open();
  const end = await watcher.next(finished(id));
  assert.is(end.status, 'cancelled');
  assert.ok(end.done < 10_000, 'stopped before the end');
  assert.is(end.done % 500, 0, 'a whole number of batches');
  assert.is((await stockCodes(ctx, 'C')).length, end.done, 'exactly the rows counted as done are written');
  assert.is((await http(ctx, 'PUT', `${API}/task/${id}/cancel`, token)).status, 409, 'a finished task cannot be cancelled');

  assert.is((await http(ctx, 'POST', `${API}/task/${id}/retry`, token)).status, 200);
  const again = await watcher.next((m) => m.taskId === id && m.status === 'done');
  assert.equal(again.step.params, { imported: 10_000, added: 10_000 - end.done, updated: end.done, rejected: 0 });
  assert.is((await stockCodes(ctx, 'C')).length, 10_000);
  watcher.ws.close();
});

test('a heartbeat and a login during a running 10,000-row import answer', async (ctx) => {
  const token = ctx.tokens.accountant1;
  const watcher = await socket(ctx, token);
  watcher.send({ type: 'subscribe' });
  const orgId = await ctx.h.orgId('HT001');
  const began = performance.now();
  const started = await upload(ctx, token, 'stock-import', 'h.csv', toCsv(stockRows(10_000, 'H')));
  const id = started.body.data.taskId;
  const timings: string[] = [];
  // Throttled messages may skip a short step: wait for "running" (reading or checking), then for importing or the end.
  const phases: Array<[string, (m: any) => boolean]> = [
    ['checking', (m) => m.taskId === id && m.status === 'running'],
    ['importing', (m) => m.taskId === id && (m.step.key === 'importing' || finished(id)(m))],
  ];
  for (const [phase, reached] of phases) {
    await watcher.next(reached);
    let t0 = performance.now();
    const beat = await http(ctx, 'POST', `${API}/module/heartbeat`, token, JSON.stringify({ orgId, module: 1003 }), { 'content-type': 'application/json' });
    timings.push(`heartbeat while ${phase}: ${(performance.now() - t0).toFixed(1)} ms`);
    assert.is(beat.status, 200);
    t0 = performance.now();
    const login = await ctx.h.signIn('accountant1');
    timings.push(`login while ${phase}: ${(performance.now() - t0).toFixed(1)} ms`);
    assert.is(login.status, 200);
  }
  const end = await watcher.next(finished(id));
  assert.is(end.status, 'done');
  console.log(`  [tasks] ${timings.join('; ')}; import of 10,000 rows took ${(performance.now() - began).toFixed(0)} ms`);
  watcher.ws.close();
});

test('the socket closes with 4401 without auth in time, with a bad token and when the session ends', async (ctx) => {
  const silent = new WebSocket(`ws://${ctx.base}/prod-api/ws/task`);
  assert.is(await new Promise((resolve) => silent.on('close', resolve)), 4401);
  const bad = new WebSocket(`ws://${ctx.base}/prod-api/ws/task`);
  bad.on('open', () => bad.send(JSON.stringify({ type: 'auth', token: 'x'.repeat(40) })));
  assert.is(await new Promise((resolve) => bad.on('close', resolve)), 4401);
  const token = await ctx.h.login('accountant1');
  const live = await socket(ctx, token);
  assert.is((await http(ctx, 'DELETE', '/prod-api/auth/token/logout', token)).status, 200);
  assert.is(await live.closed, 4401);
  const unknown = new WebSocket(`ws://${ctx.base}/prod-api/ws/nothing`);
  assert.ok(await new Promise((resolve) => unknown.on('error', () => resolve(true))), 'an unknown path is refused');
});

test.run();
