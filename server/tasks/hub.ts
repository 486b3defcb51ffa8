/**
 * The task runner of one server process: a queue of task ids run one at a time, and the listeners
 * (WebSocket connections) told every new state. The database holds the state, so the hub only moves
 * tasks along: a task is claimed with one conditional UPDATE (queued → running), which also keeps a
 * task cancelled while still queued from running at all.
 * Several processes on one database (lease.ts): a claimed task carries this process's runner id and a
 * lease it renews while running; a periodic sweep takes over queued tasks and running ones whose lease
 * expired (their process died). State changes go out over the push bus (server/push), so a socket on
 * any process hears about a task run by any other; so does a cancel (`{ id, cancel: true }`), which the
 * process running that task turns into an abort of the run (an xlsx parse is terminated at once).
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
import { XLSX_LIMITS, type XlsxLimits } from './xlsx-limits.js';

type TaskListener = (row: TaskRow) => void;

export type TaskHub = {
  enqueue: (taskId: number) => void;
  /** Tells every process's listeners the task's current state (after any change). */
  announce: (taskId: number) => Promise<void>;
  /**
   * After a cancel was stored (cancel_requested): announce(), and the process running the task, whichever
   * it is, aborts the run's signal, which terminates an xlsx parse at once (table-file.ts).
   */
  announceCancel: (taskId: number) => Promise<void>;
  listen: (listener: TaskListener) => () => void;
  /** One sweep: queued tasks and running ones whose lease expired are queued here (server start). */
  recover: () => Promise<void>;
  /** recover(), then again every `sweepMs` (server/index.ts; never buildApp: tests get no timers). */
  start: () => Promise<void>;
  /** Resolves when the queue is empty and nothing runs. */
  idle: () => Promise<void>;
  stop: () => Promise<void>;
};

const BATCH_SIZE = 500;

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
  /** Overrides of XLSX_LIMITS (a test seam: small limits and small files instead of huge ones). */
  xlsxLimits?: Partial<XlsxLimits>;
};

export function createTaskHub(deps: { db: Db; engine: Engine; now: () => number; bus?: PushBus }, options: TaskHubOptions = {}): TaskHub {
  const bus = deps.bus ?? createLocalBus();
  const listeners = new Set<TaskListener>();
  const queue: number[] = [];
  let draining: Promise<void> | null = null;
  let stopping = false;
  let sweeper: NodeJS.Timeout | undefined;
  const lease = { db: deps.db, engine: deps.engine, now: deps.now, runnerId: randomUUID(), leaseMs: options.leaseMs ?? DEFAULT_LEASE_MS };
  /** The task this process runs now, and the abort of its run (a cancel asked from any process). */
  let running: { taskId: number; cancel: AbortController } | null = null;

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
    for (const id of ids) changed.add(id);
    reading ??= readChanged()
      .catch((err) => console.error(`[${new Date().toISOString()}] task push: read failed:`, err))
      .finally(() => (reading = null));
  };
  bus.subscribe('task', (payload) => {
    const { id, cancel } = payload as { id: number; cancel?: true };
    markChanged([id]);
    if (cancel && running?.taskId === id) running.cancel.abort();
  });
  // Pushes lost while the link was down: re-read what a socket may be showing.
  bus.onResume((lostAt) => {
    // A cancel's push may be among the lost ones: read the flag of the task running here.
    const run = running;
    if (run) {
      void deps.db
        .selectFrom('tasks')
        .select('cancel_requested')
        .where('task_id', '=', run.taskId)
        .executeTakeFirst()
        .then(
          (row) => row?.cancel_requested === 1 && run.cancel.abort(),
          () => undefined,
        );
    }
    void deps.db
      .selectFrom('tasks')
      .select('task_id')
      .where((eb) => eb.or([eb('status', 'in', ['queued', 'running']), eb('finished_at', '>=', lostAt)]))
      .execute()
      .then(
        (rows) => markChanged(rows.map((r) => r.task_id)),
        () => undefined,
      );
  });

  const announce = (taskId: number) => bus.publish('task', { id: taskId });
  const ctx = {
    ...deps,
    batchSize: options.batchSize ?? BATCH_SIZE,
    announce,
    stopping: () => stopping,
    afterBatch: options.afterBatch ?? (async () => {}),
    runnerId: lease.runnerId,
    xlsxLimits: { ...XLSX_LIMITS, ...options.xlsxLimits },
  };

  async function runOne(taskId: number) {
    const row = await deps.db.selectFrom('tasks').select('kind').where('task_id', '=', taskId).executeTakeFirst();
    const kind = row && TASK_KINDS[row.kind];
    if (!kind) return;
    const importing = isImportKind(kind);
    // Watched from before the claim, so a cancel asked right after it is not missed.
    const run = (running = { taskId, cancel: new AbortController() });
    try {
      if (await claimTask(lease, taskId, importing ? 'parsing' : 'starting')) await runClaimed(taskId, importing, run.cancel.signal);
    } finally {
      running = null;
    }
  }

  async function runClaimed(taskId: number, importing: boolean, cancelled: AbortSignal) {
    await announce(taskId);
    const renewal = setInterval(() => void renewLease(lease, taskId).catch(() => undefined), lease.leaseMs / 3);
    try {
      const runCtx = { ...ctx, cancelled };
      await (importing ? runImport(runCtx, taskId) : runTask(runCtx, taskId));
    } catch (err) {
      if (err instanceof LeaseLostError) return void console.warn(`[${new Date().toISOString()}] ${err.message}`);
      console.error(`[${new Date().toISOString()}] task ${taskId} failed:`, err);
      await deps.db
        .updateTable('tasks')
        .set({ status: 'failed', step_key: 'failed', step_params: '{}', finished_at: deps.now() })
        .where('task_id', '=', taskId)
        .where('runner_id', '=', lease.runnerId)
        .execute();
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
    announceCancel: (taskId) => bus.publish('task', { id: taskId, cancel: true }),
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async recover() {
      const { cancelled, failed, ready } = await sweepTasks(lease);
      for (const id of [...cancelled, ...failed]) await announce(id);
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
