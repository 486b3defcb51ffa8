/**
 * The writes every runner makes to its task row: progress, the end state, the cancel flag it reads
 * between two units of work, and the hand-back to the queue when the server shuts down. Shared by the
 * import runner (run-import.ts) and the run-kind runner (run-task.ts) so both leave a task in the same
 * states for the same reasons. Every write is fenced on this process's runner id (lease.ts): when another
 * process has taken the task over, the write fails with LeaseLostError and this runner stops.
 */
import { sql, type UpdateObject } from 'kysely';
import type { Db, Engine } from '../db/connect.js';
import type { Database } from '../db/schema.js';
import type { WriteTx } from '../db/write-transaction.js';
import type { TaskStatus } from '../contracts/task.js';
import { LeaseLostError } from './lease.js';
import type { XlsxLimits } from './xlsx-limits.js';

export type RunContext = {
  db: Db;
  engine: Engine;
  now: () => number;
  batchSize: number;
  /** Tells the listeners (sockets, on every process) the task's new state. */
  announce: (taskId: number) => Promise<void>;
  /** True once the server is shutting down: the task goes back to the queue between batches. */
  stopping: () => boolean;
  /** Awaited after each batch (hub.ts TaskHubOptions). */
  afterBatch: (taskId: number) => Promise<void>;
  /** This process's runner id: every write is fenced on it (lease.ts). */
  runnerId: string;
  /** Aborted when a cancel of this task is asked (from any process): ends an xlsx parse at once. */
  cancelled: AbortSignal;
  /** What reading an uploaded xlsx may cost (xlsx-limits.ts). */
  xlsxLimits: XlsxLimits;
};

export const yieldToLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

export function taskSteps(ctx: RunContext, taskId: number) {
  const { db } = ctx;
  /** `on`: the transaction a batch's rows are written in, so its `done` commits with them. */
  const update = async (values: UpdateObject<Database, 'tasks'>, on: Db | WriteTx = db) => {
    const moved = await on.updateTable('tasks').set(values).where('task_id', '=', taskId).where('runner_id', '=', ctx.runnerId).executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) throw new LeaseLostError(taskId);
  };
  return {
    update,
    async finish(status: TaskStatus, stepKey: string, params: Record<string, string | number> = {}) {
      await update({ status, step_key: stepKey, step_params: JSON.stringify(params), finished_at: ctx.now() });
      await ctx.announce(taskId);
    },
    async cancelRequested() {
      const row = await db.selectFrom('tasks').select('cancel_requested').where('task_id', '=', taskId).executeTakeFirstOrThrow();
      return row.cancel_requested === 1;
    },
    /**
     * Shutdown: back to the queue, handed back rather than abandoned (the claim does not count against
     * the task's attempts); the next start runs it from the beginning (imports write by key).
     */
    requeue: () => update({ status: 'queued', step_key: 'queued', step_params: '{}', done: 0, runner_id: null, lease_until: null, attempts: sql`attempts - 1` }),
  };
}
