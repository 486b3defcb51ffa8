/**
 * Who runs a task, for several server processes on one database (migration 0019). A process claims a
 * task with one conditional UPDATE that names it (`runner_id`) and gives it a lease (`lease_until`);
 * while running it renews the lease every third of its length, and every write of the run is fenced on
 * `runner_id`, so a runner that lost its task (stalled past its lease and taken over) stops at its next
 * write instead of writing beside the new one.
 * A running task is taken over only once its lease expired: its process died (kill -9, power) without
 * handing it back. It is re-queued and runs again from its stored file rather than failed: imports
 * write by key (stock by warehouse+item, balances by year+account), so rows written before the death
 * are written again, not twice, and the user gets the finished import they asked for. A task claimed
 * MAX_ATTEMPTS times is failed ('interrupted') instead, so a file that kills its runner cannot take
 * every process down in turn.
 * A task whose cancel was asked is never claimed again: if its runner died before ending it (a parse
 * that exhausted the process, a kill), the sweep ends it as cancelled once its lease expired, instead of
 * taking it over and running the file that may have killed the runner once more.
 * SQLite: server/lock.ts allows one process only, so a running task of another runner id is orphaned
 * (a previous start of this server) and is taken over at once, without waiting for its lease.
 */
import { sql, type ExpressionBuilder } from 'kysely';
import type { Db, Engine } from '../db/connect.js';
import type { Database } from '../db/schema.js';
import { isImportKind, TASK_KINDS } from './registry.js';

export const DEFAULT_LEASE_MS = 30_000;
export const MAX_ATTEMPTS = 3;

export type Lease = { db: Db; engine: Engine; now: () => number; runnerId: string; leaseMs: number };

/** Thrown by a fenced write when another process has taken the task over. */
export class LeaseLostError extends Error {
  constructor(taskId: number) {
    super(`task ${taskId} was taken over by another process; this runner stops`);
  }
}

/** A running task nobody vouches for any more. */
function expired(eb: ExpressionBuilder<Database, 'tasks'>, lease: Lease, now: number) {
  return lease.engine === 'sqlite' ? eb.or([eb('runner_id', 'is', null), eb('runner_id', '<>', lease.runnerId)]) : eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', now)]);
}

const claimable = (eb: ExpressionBuilder<Database, 'tasks'>, lease: Lease, now: number) =>
  eb.and([eb('cancel_requested', '=', 0), eb.or([eb('status', '=', 'queued'), eb.and([eb('status', '=', 'running'), expired(eb, lease, now), eb('attempts', '<', MAX_ATTEMPTS)])])]);

/**
 * Claims a queued (or abandoned) task for this runner, showing `firstStep` (a `task.step.*` key); false
 * when another process has it or it is no longer waiting.
 */
export async function claimTask(lease: Lease, taskId: number, firstStep: string): Promise<boolean> {
  const now = lease.now();
  const claimed = await lease.db
    .updateTable('tasks')
    .set({ status: 'running', step_key: firstStep, step_params: '{}', started_at: now, runner_id: lease.runnerId, lease_until: now + lease.leaseMs, attempts: sql`attempts + 1` })
    .where('task_id', '=', taskId)
    .where((eb) => claimable(eb, lease, now))
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}

/** Extends this runner's lease on a task it is running. */
export async function renewLease(lease: Lease, taskId: number): Promise<void> {
  await lease.db
    .updateTable('tasks')
    .set({ lease_until: lease.now() + lease.leaseMs })
    .where('task_id', '=', taskId)
    .where('runner_id', '=', lease.runnerId)
    .where('status', '=', 'running')
    .execute();
}

/**
 * The end step of an abandoned task whose cancel was asked, as its runner would have written it: an import
 * counts the rows its committed batches wrote (`done` moves with each batch while importing).
 */
function cancelledStep(task: { kind: string; step_key: string; done: number }) {
  const kind = TASK_KINDS[task.kind];
  if (!kind || !isImportKind(kind)) return { key: 'runCancelled', params: {} };
  return { key: 'cancelled', params: { imported: task.step_key === 'importing' ? task.done : 0 } };
}

/**
 * Abandoned tasks whose cancel was asked are cancelled, those tried too often are failed ('interrupted');
 * returns both and the tasks ready to be claimed (queued, or running with an expired lease), oldest first.
 */
export async function sweepTasks(lease: Lease): Promise<{ cancelled: number[]; failed: number[]; ready: number[] }> {
  const now = lease.now();
  const abandoned = await lease.db
    .selectFrom('tasks')
    .select(['task_id', 'kind', 'step_key', 'done'])
    .where('status', '=', 'running')
    .where('cancel_requested', '=', 1)
    .where((eb) => expired(eb, lease, now))
    .execute();
  const cancelled: number[] = [];
  for (const task of abandoned) {
    const step = cancelledStep(task);
    const ended = await lease.db
      .updateTable('tasks')
      .set({ status: 'cancelled', step_key: step.key, step_params: JSON.stringify(step.params), finished_at: now, lease_until: null })
      .where('task_id', '=', task.task_id)
      .where('status', '=', 'running')
      .where((eb) => expired(eb, lease, now))
      .executeTakeFirst();
    if (Number(ended.numUpdatedRows) === 1) cancelled.push(task.task_id);
  }
  const failed = await lease.db
    .updateTable('tasks')
    .set({ status: 'failed', step_key: 'interrupted', step_params: '{}', finished_at: now, lease_until: null })
    .where('status', '=', 'running')
    .where((eb) => expired(eb, lease, now))
    .where('attempts', '>=', MAX_ATTEMPTS)
    .returning('task_id')
    .execute();
  const ready = await lease.db
    .selectFrom('tasks')
    .select('task_id')
    .where((eb) => claimable(eb, lease, now))
    .orderBy('task_id')
    .execute();
  return { cancelled, failed: failed.map((r) => r.task_id), ready: ready.map((r) => r.task_id) };
}
