/**
 * The task runner of one server process: a queue of task ids run one at a time, and the listeners
 * (WebSocket connections) told every new state. The database holds the state, so the hub only moves
 * tasks along: a task is claimed with one conditional UPDATE (queued → running), which also keeps a
 * task cancelled while still queued from running at all.
 * Created by buildApp (or handed in by server/index.ts, which also recovers tasks at start and stops
 * the hub on shutdown: the running task goes back to the queue between two batches).
 */
import type { Db, Engine } from '../db/connect.js';
import { isImportKind, TASK_KINDS } from './registry.js';
import { runImport } from './run-import.js';
import { runTask } from './run-task.js';
import { readTask, type TaskRow } from './state.js';

export type TaskListener = (row: TaskRow) => void;

export type TaskHub = {
  enqueue: (taskId: number) => void;
  /** Re-reads a task and tells the listeners (after a change made outside the runner, e.g. a cancel). */
  announce: (taskId: number) => Promise<void>;
  listen: (listener: TaskListener) => () => void;
  /** At start: tasks a stopped process left running failed ('interrupted'); queued ones run. */
  recover: () => Promise<void>;
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
};

export function createTaskHub(deps: { db: Db; engine: Engine; now: () => number }, options: TaskHubOptions = {}): TaskHub {
  const listeners = new Set<TaskListener>();
  const queue: number[] = [];
  let draining: Promise<void> | null = null;
  let stopping = false;

  const announce = async (taskId: number) => {
    const row = await readTask(deps.db, taskId);
    if (row) for (const listener of listeners) listener(row);
  };
  const ctx = { ...deps, batchSize: options.batchSize ?? BATCH_SIZE, announce, stopping: () => stopping, afterBatch: options.afterBatch ?? (async () => {}) };

  async function runOne(taskId: number) {
    const row = await deps.db.selectFrom('tasks').select('kind').where('task_id', '=', taskId).executeTakeFirst();
    const kind = row && TASK_KINDS[row.kind];
    if (!kind) return;
    const importing = isImportKind(kind);
    const claimed = await deps.db
      .updateTable('tasks')
      .set({ status: 'running', step_key: importing ? 'parsing' : 'starting', step_params: '{}', started_at: deps.now() })
      .where('task_id', '=', taskId)
      .where('status', '=', 'queued')
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) return;
    await announce(taskId);
    try {
      await (importing ? runImport(ctx, taskId) : runTask(ctx, taskId));
    } catch (err) {
      console.error(`[${new Date().toISOString()}] task ${taskId} failed:`, err);
      await deps.db.updateTable('tasks').set({ status: 'failed', step_key: 'failed', step_params: '{}', finished_at: deps.now() }).where('task_id', '=', taskId).execute();
      await announce(taskId);
    }
  }

  async function drain() {
    while (queue.length && !stopping) await runOne(queue.shift()!).catch((err) => console.error('task runner:', err));
    draining = null;
  }

  return {
    enqueue(taskId) {
      queue.push(taskId);
      draining ??= drain();
    },
    announce,
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async recover() {
      await deps.db
        .updateTable('tasks')
        .set({ status: 'failed', step_key: 'interrupted', step_params: '{}', finished_at: deps.now() })
        .where('status', '=', 'running')
        .execute();
      const queued = await deps.db.selectFrom('tasks').select('task_id').where('status', '=', 'queued').orderBy('task_id').execute();
      for (const t of queued) this.enqueue(t.task_id);
    },
    async idle() {
      while (draining) await draining;
    },
    async stop() {
      stopping = true;
      await this.idle();
    },
  };
}
