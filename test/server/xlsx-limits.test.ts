/**
 * What reading an uploaded xlsx may cost (server/tasks/xlsx-limits.ts), and cancel during the parse:
 * - a zip bomb (a small upload holding 100 MB of sheet XML) fails the task naming the 64 MB limit before
 *   exceljs reads it, also when its central directory lies about the sizes or leaves the sheet uncounted;
 * - more rows than the limit (counted, or one row numbered past it) fail the task; a file at the limit imports;
 * - the parse worker's heap and time limits end it with a task failure naming the limit, and the server
 *   goes on answering;
 * - cancel during the parse terminates the worker: the task ends cancelled without ever reaching the rows;
 * - a task whose cancel was asked while running, and whose process died, is never run again by the next
 *   process (takeover after restart): it ends cancelled.
 * Small limits (the hub's xlsxLimits seam) keep the files small where only the check is under test.
 */
import ExcelJS from 'exceljs';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { en } from '../../src/locales/en.js';
import { zh } from '../../src/locales/zh.js';
import { createTaskHub, type TaskHubOptions } from '../../server/tasks/hub.js';
import { putTaskFile } from '../../server/tasks/task-files.js';
import { STOCK_HEADER, stockRows, toXlsx } from '../support/stock-sheet.js';
import { xlsxBomb } from '../support/zip-bomb.js';
import { setup, type Harness } from './support.js';

const test = suite<{ h: Harness; token: string }>('xlsx limits');
const API = '/prod-api/htservice/task';

test.before(async (ctx) => {
  ctx.h = await setup();
  ctx.token = await ctx.h.login('accountant1');
});
test.after(async (ctx) => {
  await ctx.h.close();
});

function form(bytes: Uint8Array, name = 'stock.xlsx'): FormData {
  const body = new FormData();
  body.set('file', new File([bytes as Uint8Array<ArrayBuffer>], name));
  return body;
}

/** A queued stock import of `bytes`, stored as an upload stores it (for hubs with limits of their own). */
async function queuedImport(h: Harness, bytes: Uint8Array): Promise<number> {
  const user = await h.db.selectFrom('users').select('user_id').where('user_name', '=', 'accountant1').executeTakeFirstOrThrow();
  const { task_id } = await h.db
    .insertInto('tasks')
    .values({
      org_id: await h.orgId('HT001'),
      user_id: user.user_id,
      kind: 'stock-import',
      status: 'queued',
      step_key: 'queued',
      options: '{"importValidRows":false}',
      file_name: 'stock.xlsx',
      created_at: h.clock.now,
    })
    .returning('task_id')
    .executeTakeFirstOrThrow();
  await putTaskFile(h.db, task_id, 'source', bytes);
  return task_id;
}

/** The task as its owner reads it over the API. */
async function taskState(ctx: { h: Harness; token: string }, id: number) {
  const res = await ctx.h.call('GET', `${API}/${id}`, { token: ctx.token });
  assert.is(res.status, 200);
  return res.body.data;
}

/** Runs `bytes` as a stock import on a hub of its own (another runner on the same database) with `options`. */
async function importWith(ctx: { h: Harness; token: string }, bytes: Uint8Array, options: TaskHubOptions) {
  const id = await queuedImport(ctx.h, bytes);
  const hub = createTaskHub({ db: ctx.h.db, engine: ctx.h.engine, now: () => ctx.h.clock.now }, options);
  hub.enqueue(id);
  await hub.idle();
  await hub.stop();
  return taskState(ctx, id);
}

/** The end step, and that the shell has its text in both languages, naming the limit. */
function assertLimitStep(task: { step: { key: string; params: Record<string, number> } }, key: string, params: Record<string, number>) {
  assert.equal(task.step, { key, params });
  for (const texts of [zh.task.step, en.task.step]) {
    const text = (texts as Record<string, string>)[key];
    for (const name of Object.keys(params)) assert.ok(text?.includes(`{{${name}}}`), `${key}: ${text}`);
  }
}

const stockCount = async (h: Harness, prefix: string) =>
  Number(
    (
      await h.db
        .selectFrom('consumable_stock')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('item_code', 'like', `${prefix}-%`)
        .executeTakeFirstOrThrow()
    ).n,
  );

test('a zip bomb passes the upload limit but fails its task naming the 64 MB limit, before exceljs reads it', async ({ h, token }) => {
  for (const trick of [undefined, 'lying sizes', 'uncounted entry'] as const) {
    const bomb = xlsxBomb(100, trick);
    assert.ok(bomb.length < 1024 * 1024, `the bomb is a small upload (${bomb.length} bytes)`);
    const heapBefore = process.memoryUsage().rss;
    const started = performance.now();
    const { status, task } = await h.runTask('stock-import', { token, form: form(bomb) });
    assert.is(status, 200);
    assert.is(task.status, 'failed', JSON.stringify(task));
    assertLimitStep(task, 'xlsxTooLarge', { limitMb: 64 });
    console.log(
      `  bomb (${trick ?? 'honest'}) of ${bomb.length} bytes (100 MB of XML): refused in ${Math.round(performance.now() - started)} ms, rss ${Math.round(heapBefore / 1e6)} → ${Math.round(process.memoryUsage().rss / 1e6)} MB`,
    );
  }
});

test('a sheet over the row limit fails its task; one at the limit imports', async (ctx) => {
  const limits = { xlsxLimits: { rows: 1000 } };
  const over = await importWith(ctx, await toXlsx(stockRows(1000, 'R1')), limits); // with the header: 1,001 rows
  assert.is(over.status, 'failed');
  assertLimitStep(over, 'xlsxTooManyRows', { limitRows: 1000 });
  assert.is(await stockCount(ctx.h, 'R1'), 0);
  const at = await importWith(ctx, await toXlsx(stockRows(999, 'R2')), limits);
  assert.is(at.status, 'done', JSON.stringify(at.step));
  assert.is(await stockCount(ctx.h, 'R2'), 999);
});

test('a row numbered past the row limit fails the task, however few rows there are', async (ctx) => {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('stock');
  sheet.getRow(1).values = STOCK_HEADER;
  sheet.getRow(5000).values = stockRows(1, 'R3')[0];
  const far = await importWith(ctx, new Uint8Array(await workbook.xlsx.writeBuffer()), { xlsxLimits: { rows: 1000 } });
  assert.is(far.status, 'failed');
  assertLimitStep(far, 'xlsxTooManyRows', { limitRows: 1000 });
  assert.is(await stockCount(ctx.h, 'R3'), 0);
});

test('the parse worker over its heap limit fails the task naming the limit; the server goes on', async (ctx) => {
  const small = await importWith(ctx, await toXlsx(stockRows(100, 'M0')), { xlsxLimits: { heapMb: 24 } });
  assert.is(small.status, 'done', 'a small file fits the same heap');
  const task = await importWith(ctx, await toXlsx(stockRows(20_000, 'M1')), { xlsxLimits: { heapMb: 24 } });
  assert.is(task.status, 'failed');
  assertLimitStep(task, 'xlsxOutOfMemory', { limitMb: 24 });
  assert.is(await stockCount(ctx.h, 'M1'), 0);
  assert.is((await ctx.h.call('GET', `${API}/list`, { token: ctx.token })).status, 200);
});

test('the parse worker over its time limit is ended and the task fails naming the limit', async (ctx) => {
  const task = await importWith(ctx, await toXlsx(stockRows(10_000, 'T1')), { xlsxLimits: { parseMs: 100 } });
  assert.is(task.status, 'failed');
  assertLimitStep(task, 'xlsxTimedOut', { limitSeconds: 1 });
  assert.is(await stockCount(ctx.h, 'T1'), 0);
});

test('cancel while the file is being read terminates the parse: the task ends cancelled, no row is ever checked', async ({ h, token }) => {
  const seen: string[] = [];
  let parsing = () => {};
  const reading = new Promise<void>((resolve) => (parsing = resolve));
  const stop = h.tasks.listen((row) => {
    seen.push(row.step_key);
    if (row.step_key === 'parsing') parsing();
  });
  const started = await h.call('POST', `${API}/stock-import`, { token, form: form(await toXlsx(stockRows(20_000, 'C1'))) });
  assert.is(started.status, 200);
  const id = started.body.data.taskId;
  await reading;
  const asked = performance.now();
  assert.is((await h.call('PUT', `${API}/${id}/cancel`, { token })).status, 200);
  await h.tasks.idle();
  console.log(`  cancel during the parse of 20,000 rows: task ended ${Math.round(performance.now() - asked)} ms after the cancel`);
  stop();
  const task = await taskState({ h, token }, id);
  assert.is(task.status, 'cancelled');
  assert.equal(task.step, { key: 'cancelled', params: { imported: 0 } });
  assert.is(task.total, 0, 'the rows were never counted');
  assert.not.ok(seen.includes('validating'), `steps seen: ${seen.join()}`);
  assert.is(await stockCount(h, 'C1'), 0);
});

test('a task cancelled while running, whose process then died, is never run again by the next process', async (ctx) => {
  const { h } = ctx;
  const id = await queuedImport(h, await toXlsx(stockRows(10, 'K1')));
  // The state a dead process left: running under its runner id, its lease still live.
  await h.db
    .updateTable('tasks')
    .set({ status: 'running', step_key: 'parsing', runner_id: 'dead-process', lease_until: h.clock.now + 10_000, attempts: 1 })
    .where('task_id', '=', id)
    .execute();
  assert.is((await h.call('PUT', `${API}/${id}/cancel`, { token: ctx.token })).status, 200);
  const restarted = createTaskHub({ db: h.db, engine: h.engine, now: () => h.clock.now }, { leaseMs: 5000 });
  await restarted.recover();
  await restarted.idle();
  if (h.engine === 'postgres') {
    assert.is((await taskState(ctx, id)).status, 'running', 'a live lease is left alone');
    h.clock.now += 10_001;
    await restarted.recover();
    await restarted.idle();
  } // SQLite: one process only (server/lock.ts), so the dead runner's task is orphaned at once.
  const row = await h.db.selectFrom('tasks').select(['status', 'step_key', 'step_params', 'attempts']).where('task_id', '=', id).executeTakeFirstOrThrow();
  assert.equal({ ...row, step_params: JSON.parse(row.step_params) }, { status: 'cancelled', step_key: 'cancelled', step_params: { imported: 0 }, attempts: 1 }, 'ended, never claimed again');
  await restarted.recover(); // and a later sweep leaves it alone
  await restarted.idle();
  assert.is((await taskState(ctx, id)).status, 'cancelled');
  assert.is(await stockCount(h, 'K1'), 0);
  await restarted.stop();
});

test.run();
