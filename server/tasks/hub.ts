/**
 * The task runner of one server process: a queue of task ids run one at a time, and the listeners
 * (WebSocket connections) told every new state. The database holds the state, so the hub only moves
 * tasks along: a task is claimed with one conditional UPDATE (queued → running), which also keeps a
 * task cancelled while still queued from running at all.
 * Several processes on one database (lease.ts): a claimed task carries this process's runner id and a
 * lease it renews while running; a periodic sweep takes over queued tasks and running ones whose lease
 * expired (their process died). State changes go out over the push bus (server/push), so a socket on
 * any process hears about a task run by any other.
 * Created by buildApp (or handed in by server/index.ts, which also starts the sweep and stops the hub
 * on shutdown: the running task goes back to the queue between two batches).
 */
import { randomUUID } from 'node:crypto';
import type { Db, Engine } from '../db/connect.js';
import { createLocalBus, type PushBus } from '../push/bus.js';
import { claimTask, DEFAULT_LEASE_MS, LeaseLostError, renewLease, sweepTasks } from './lease.js';
import { isImportKind, TASK_KINDS } from './registry.js';
import { runImport } from './run-import.js';
import { runTask } from './run-task.js';
import { TASK_COLUMNS, type TaskRow } from './state.js';

export type TaskListener = (row: TaskRow) => void;

export type TaskHub = {
  enqueue: (taskId: number) => void;
  /** Tells every process's listeners the task's current state (after any change, e.g. a cancel). */
  announce: (taskId: number) => Promise<void>;
  listen: (listener: TaskListener) => () => void;
  /** One sweep: queued tasks and running ones whose lease expired are queued here (server start). */
  recover: () => Promise<void>;
  /** recover(), then again every `sweepMs` (server/index.ts; never buildApp: tests get no timers). */
  start: () => Promise<void>;
  /** Resolves when the queue is empty and nothing runs. */
  idle: () => Promise<void>;
  stop: () => Promise<void>;
};

export const BATCH_SIZE = 500;

export type TaskHubOptions = {
  batchSize?: number;
  /**
   * Awaited after each batch is committed and announced. A test seam: holding it keeps a task at a known
   * point (running, some rows done) however fast the machine, instead of racing the import.
   */
  afterBatch?: (taskId: number) => Promise<void>;
  /** How long a claim holds without renewal (renewed every third of it while running). */
  leaseMs?: number;
  /** How often start() sweeps for tasks to take over (default: half a lease). */
  sweepMs?: number;
};

export function createTaskHub(deps: { db: Db; engine: Engine; now: () => number; bus?: PushBus }, options: TaskHubOptions = {}): TaskHub {
  const bus = deps.bus ?? createLocalBus();
  const listeners = new Set<TaskListener>();
  const queue: number[] = [];
  let draining: Promise<void> | null = null;
  let stopping = false;
  let sweeper: NodeJS.Timeout | undefined;
  const lease = { db: deps.db, engine: deps.engine, now: deps.now, runnerId: randomUUID(), leaseMs: options.leaseMs ?? DEFAULT_LEASE_MS };

  // Pushed ids are read in order, one read per burst (a batch per 500 rows, from any process), and only
  // when this process has a socket to tell: the rows read are never older than the ones before them.
  const changed = new Set<number>();
  let reading: Promise<void> | null = null;
  async function readChanged() {
    while (changed.size) {
      const ids = [...changed];
      changed.clear();
      if (!listeners.size) continue;
      const rows = await deps.db.selectFrom('tasks').select(TASK_COLUMNS).where('task_id', 'in', ids).execute();
      for (const row of rows) for (const listener of listeners) listener(row);
    }
  }
  const markChanged = (ids: number[]) => {
    ids.forEach((id) => changed.add(id));
    reading ??= readChanged()
      .catch((err) => console.error(`[${new Date().toISOString()}] task push: read failed:`, err))
      .finally(() => (reading = null));
  };
  bus.subscribe('task', (payload) => markChanged([(payload as { id: number }).id]));
  // Pushes lost while the link was down: re-read what a socket may be showing.
  bus.onResume((lostAt) => {
    void deps.db
      .selectFrom('tasks')
      .select('task_id')
      .where((eb) => eb.or([eb('status', 'in', ['queued', 'running']), eb('finished_at', '>=', lostAt)]))
      .execute()
      .then((rows) => markChanged(rows.map((r) => r.task_id)), () => undefined);
  });

  const announce = (taskId: number) => bus.publish('task', { id: taskId });
  const ctx = { ...deps, batchSize: options.batchSize ?? BATCH_SIZE, announce, stopping: () => stopping, afterBatch: options.afterBatch ?? (async () => {}), runnerId: lease.runnerId };

  async function runOne(taskId: number) {
    const row = await deps.db.selectFrom('tasks').select('kind').where('task_id', '=', taskId).executeTakeFirst();
    const kind = row && TASK_KINDS[row.kind];
    if (!kind) return;
    const importing = isImportKind(kind);
    if (!(await claimTask(lease, taskId, importing ? 'parsing' : 'starting'))) return;
    await announce(taskId);
    const renewal = setInterval(() => void renewLease(lease, taskId).catch(() => undefined), lease.leaseMs / 3);
    try {
      await (importing ? runImport(ctx, taskId) : runTask(ctx, taskId));
    } catch (err) {
      if (err instanceof LeaseLostError) return void console.warn(`[${new Date().toISOString()}] ${err.message}`);
      console.error(`[${new Date().toISOString()}] task ${taskId} failed:`, err);
      await deps.db.updateTable('tasks').set({ status: 'failed', step_key: 'failed', step_params: '{}', finished_at: deps.now() }).where('task_id', '=', taskId).where('runner_id', '=', lease.runnerId).execute();
      await announce(taskId);
    } finally {
      clearInterval(renewal);
    }
  }

  async function drain() {
    while (queue.length && !stopping) await runOne(queue.shift()!).catch((err) => console.error('task runner:', err));
    draining = null;
  }

  const hub: TaskHub = {
    enqueue(taskId) {
      if (!queue.includes(taskId)) queue.push(taskId);
      draining ??= drain();
    },
    announce,
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async recover() {
      const { failed, ready } = await sweepTasks(lease);
      for (const id of failed) await announce(id);
      for (const id of ready) hub.enqueue(id);
    },
    async start() {
      await hub.recover();
      const sweep = () => void hub.recover().catch((err) => console.warn(`[${new Date().toISOString()}] task sweep failed: ${(err as Error).message}`));
      sweeper = setInterval(sweep, options.sweepMs ?? lease.leaseMs / 2);
      sweeper.unref();
    },
    async idle() {
      while (draining) await draining;
    },
    async stop() {
      stopping = true;
      clearInterval(sweeper);
      await hub.idle();
    },
  };
  return hub;
}
