/**
 * The writes every runner makes to its task row: progress, the end state, the cancel flag it reads
 * between two units of work, and the hand-back to the queue when the server shuts down. Shared by the
 * import runner (run-import.ts) and the run-kind runner (run-task.ts) so both leave a task in the same
 * states for the same reasons.
 */
import type { Db, Engine } from '../db/connect.js';
import type { TaskStatus } from '../contracts/task.js';

export type RunContext = {
  db: Db;
  engine: Engine;
  now: () => number;
  batchSize: number;
  /** Tells the listeners (sockets) the task's new state. */
  announce: (taskId: number) => Promise<void>;
  /** True once the server is shutting down: the task goes back to the queue between batches. */
  stopping: () => boolean;
  /** Awaited after each batch (hub.ts TaskHubOptions). */
  afterBatch: (taskId: number) => Promise<void>;
};

export type TaskUpdate = { done?: number; total?: number; error_count?: number; step_key?: string; step_params?: string };

export const yieldToLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

export function taskSteps(ctx: RunContext, taskId: number) {
  const { db } = ctx;
  return {
    update: (values: TaskUpdate) => db.updateTable('tasks').set(values).where('task_id', '=', taskId).execute(),
    async finish(status: TaskStatus, stepKey: string, params: Record<string, string | number> = {}) {
      await db.updateTable('tasks').set({ status, step_key: stepKey, step_params: JSON.stringify(params), finished_at: ctx.now() }).where('task_id', '=', taskId).execute();
      await ctx.announce(taskId);
    },
    async cancelRequested() {
      const row = await db.selectFrom('tasks').select('cancel_requested').where('task_id', '=', taskId).executeTakeFirstOrThrow();
      return row.cancel_requested === 1;
    },
    /** Shutdown: back to the queue; the next start runs it from the beginning (imports write by key). */
    async requeue() {
      await db.updateTable('tasks').set({ status: 'queued', step_key: 'queued', step_params: '{}', done: 0 }).where('task_id', '=', taskId).execute();
    },
  };
}
