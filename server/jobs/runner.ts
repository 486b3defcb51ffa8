/**
 * Claiming and running one job, shared by the scheduler and "run once now". A run is claimed with one
 * conditional UPDATE (the lease `running_until`), so among several server processes on one database
 * exactly one gets it, and a job never overlaps itself; the lease ends when the run is logged, or
 * after RUN_LEASE_MS if its process died mid-run.
 */
import { sql } from 'kysely';
import type { Selectable } from 'kysely';
import type { SysJobLogTable } from '../db/schema.js';
import { storedMessage, type StoredMessage } from '../lib/stored-message.js';
import { MINUTE } from '../lib/time.js';
import { registeredJob, type JobDeps, type JobFn } from './registry.js';

/** A run longer than this is presumed dead (its process went away) and the job may run again. */
export const RUN_LEASE_MS = 30 * MINUTE;
const MESSAGE_MAX = 2000;
const ERROR_MAX = 4000;

export type JobLogRow = Selectable<SysJobLogTable>;
export type Registry = (key: string) => JobFn | undefined;
export type ClaimedJob = { job_id: number; job_key: string; job_name: string; lease: number };

/** `now + interval_minutes` in SQL, for every row at once (the cast keeps PostgreSQL from reading epoch ms as int4). */
export const nextRunSql = (now: number) => sql<number>`cast(${now} as bigint) + interval_minutes * ${MINUTE}`;

/**
 * Claims the scheduled run of a due job: only if it is still running (status '0'), still due at the
 * time this caller read (`dueAt`), and not leased. Moves next_run_at on by one interval in the same
 * statement. Answers the claim, or null when another process (or tick) got there first.
 */
export async function claimDue(deps: JobDeps, job: { job_id: number; job_key: string; job_name: string; next_run_at: number }): Promise<ClaimedJob | null> {
  const now = deps.now();
  const lease = now + RUN_LEASE_MS;
  const result = await deps.db
    .updateTable('sys_job')
    .set({ next_run_at: nextRunSql(now), running_until: lease })
    .where('job_id', '=', job.job_id)
    .where('status', '=', '0')
    .where('next_run_at', '=', job.next_run_at)
    .where((eb) => eb.or([eb('running_until', 'is', null), eb('running_until', '<', now)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1 ? { job_id: job.job_id, job_key: job.job_key, job_name: job.job_name, lease } : null;
}

/** Claims a run now, whatever the schedule and status (an administrator's "run once"); null while a run holds the lease. */
export async function claimNow(deps: JobDeps, jobId: number): Promise<ClaimedJob | null> {
  const now = deps.now();
  const lease = now + RUN_LEASE_MS;
  const result = await deps.db
    .updateTable('sys_job')
    .set({ running_until: lease })
    .where('job_id', '=', jobId)
    .where((eb) => eb.or([eb('running_until', 'is', null), eb('running_until', '<', now)]))
    .returning(['job_id', 'job_key', 'job_name'])
    .executeTakeFirst();
  return result ? { ...result, lease } : null;
}

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** Runs a claimed job, logs the outcome (never throws for the job's own failure) and gives the lease back. */
export async function runClaimed(deps: JobDeps, claimed: ClaimedJob, registry: Registry = registeredJob): Promise<JobLogRow> {
  const start = deps.now();
  let status = '0';
  let message = '';
  let error = '';
  let outcome: StoredMessage | null = null;
  const fn = registry(claimed.job_key);
  if (!fn) {
    status = '1';
    outcome = storedMessage('jobUnknown', { key: claimed.job_key });
  } else {
    try {
      outcome = await fn(deps);
    } catch (err) {
      status = '1';
      error = err instanceof Error ? (err.stack ?? err.message) : String(err);
      message = err instanceof Error ? err.message : String(err);
    }
  }
  const row = await deps.db
    .insertInto('sys_job_log')
    .values({
      job_id: claimed.job_id,
      job_name: claimed.job_name,
      job_key: claimed.job_key,
      status,
      start_time: start,
      stop_time: deps.now(),
      message: clip(message, MESSAGE_MAX),
      error: clip(error, ERROR_MAX),
      message_key: outcome?.key ?? null,
      message_params: outcome ? JSON.stringify(outcome.params) : null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await deps.db.updateTable('sys_job').set({ running_until: null, last_run_at: start }).where('job_id', '=', claimed.job_id).where('running_until', '=', claimed.lease).execute();
  return row;
}
