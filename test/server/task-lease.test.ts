/**
 * Task leases (server/tasks/lease.ts) with runners in this process, on both engines, with the harness's
 * clock (leases expire when the test moves time, not by waiting):
 * - a task another runner left running is taken over only once its lease expired (PostgreSQL); on
 *   SQLite, where one process is all there is, at once; it then runs to the end, claimed twice;
 * - a task claimed MAX_ATTEMPTS times and abandoned again is failed ('interrupted'), not run again;
 * - a runner whose task was taken over (stalled past its lease) stops at its next write: the rows
 *   exist once and the task ends as the new runner finishes it.
 * Real processes, kill -9 and cross-process pushes: push.test.ts (PostgreSQL only).
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createTaskHub } from '../../server/tasks/hub.js';
import { MAX_ATTEMPTS } from '../../server/tasks/lease.js';
import { putTaskFile } from '../../server/tasks/task-files.js';
import { stockRows, toCsv } from '../support/stock-sheet.js';
import { setup, type Harness } from './support.js';

const test = suite<{ h: Harness }>('task leases');

test.before(async (ctx) => {
  ctx.h = await setup();
});
test.after(async (ctx) => {
  await ctx.h.close();
});

/** A queued stock import of `rows` rows `${prefix}-i`, stored as an upload would store it. */
async function queuedImport(h: Harness, prefix: string, rows: number): Promise<number> {
  const user = await h.db.selectFrom('users').select(['user_id']).where('user_name', '=', 'accountant1').executeTakeFirstOrThrow();
  const { task_id } = await h.db
    .insertInto('tasks')
    .values({
      org_id: await h.orgId('HT001'),
      user_id: user.user_id,
      kind: 'stock-import',
      status: 'queued',
      step_key: 'queued',
      options: '{"importValidRows":false}',
      file_name: `${prefix}.csv`,
      created_at: h.clock.now,
    })
    .returning('task_id')
    .executeTakeFirstOrThrow();
  await putTaskFile(h.db, task_id, 'source', toCsv(stockRows(rows, prefix)));
  return task_id;
}

const task = (h: Harness, id: number) => h.db.selectFrom('tasks').selectAll().where('task_id', '=', id).executeTakeFirstOrThrow();
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
const hubOf = (h: Harness, options: Parameters<typeof createTaskHub>[1] = {}) => createTaskHub({ db: h.db, engine: h.engine, now: () => h.clock.now }, { leaseMs: 5000, ...options });

test('a task left running by another runner is taken over once its lease expired, and finishes', async ({ h }) => {
  const id = await queuedImport(h, 'L1', 300);
  await h.db
    .updateTable('tasks')
    .set({ status: 'running', runner_id: 'another-process', lease_until: h.clock.now + 10_000, attempts: 1 })
    .where('task_id', '=', id)
    .execute();
  const hub = hubOf(h);
  await hub.recover();
  await hub.idle();
  if (h.engine === 'postgres') {
    assert.is((await task(h, id)).status, 'running', 'a live lease is left alone');
    h.clock.now += 10_001;
    await hub.recover();
    await hub.idle();
  } // SQLite: one process only (server/lock.ts), so another runner's task is orphaned at once.
  const row = await task(h, id);
  assert.is(row.status, 'done');
  assert.is(row.attempts, 2);
  assert.is(await stockCount(h, 'L1'), 300);
  await hub.stop();
});

test(`a task abandoned after ${MAX_ATTEMPTS} claims is failed as interrupted instead of run again`, async ({ h }) => {
  const id = await queuedImport(h, 'L2', 10);
  await h.db
    .updateTable('tasks')
    .set({ status: 'running', runner_id: 'another-process', lease_until: h.clock.now - 1, attempts: MAX_ATTEMPTS })
    .where('task_id', '=', id)
    .execute();
  const hub = hubOf(h);
  const seen: string[] = [];
  hub.listen((r) => seen.push(`${r.task_id}:${r.status}:${r.step_key}`));
  await hub.recover();
  await hub.idle();
  const row = await task(h, id);
  assert.is(row.status, 'failed');
  assert.is(row.step_key, 'interrupted');
  assert.is(await stockCount(h, 'L2'), 0);
  await new Promise((r) => setTimeout(r, 50)); // the push is read asynchronously
  assert.ok(seen.includes(`${id}:failed:interrupted`), seen.join());
  await hub.stop();
});

test('a runner whose task was taken over stops at its next write; every row exists once', async ({ h }) => {
  const id = await queuedImport(h, 'L3', 1000);
  let reached = () => {};
  const atBatch = new Promise<void>((r) => (reached = r));
  let release = () => {};
  const held = new Promise<void>((r) => (release = r));
  const stalled = hubOf(h, { batchSize: 100, afterBatch: async () => (reached(), held) });
  stalled.enqueue(id);
  await atBatch; // one batch of 100 written, the runner stalls (as a process frozen past its lease)
  h.clock.now += 10_000;
  const rescuer = hubOf(h, { batchSize: 100 });
  await rescuer.recover();
  await rescuer.idle();
  release();
  await stalled.idle();
  const row = await task(h, id);
  assert.is(row.status, 'done');
  assert.is(row.attempts, 2);
  assert.equal(JSON.parse(row.step_params), { imported: 1000, added: 900, updated: 100, rejected: 0 });
  assert.is(await stockCount(h, 'L3'), 1000);
  await Promise.all([stalled.stop(), rescuer.stop()]);
});

test.run();
