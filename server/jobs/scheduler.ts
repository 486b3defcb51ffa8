/**
 * The scheduler of the server process: every `tickMs` it runs the jobs that are due, one after the
 * other. Safe with several processes on one PostgreSQL database (each run is claimed by a conditional
 * UPDATE: runner.ts), never overlapping itself (a tick still running makes the next one wait for it),
 * and stopped cleanly (`stop()` waits for the run in progress). It is started by server/index.ts only,
 * never by buildApp, so tests get no background writes unless they create one and call `tick()`.
 */
import { claimDue, nextRunSql, runClaimed, type JobLogRow, type Registry } from './runner.js';
import { registeredJob, type JobDeps } from './registry.js';

const TICK_MS = 30_000;

export type Scheduler = {
  /** Runs every due job once (waits for a tick already under way instead of starting a second one). */
  tick(): Promise<JobLogRow[]>;
  start(): void;
  stop(): Promise<void>;
};

export function createScheduler(deps: JobDeps, options: { tickMs?: number; registry?: Registry; onError?: (err: unknown) => void } = {}): Scheduler {
  const registry = options.registry ?? registeredJob;
  let timer: ReturnType<typeof setInterval> | undefined;
  let current: Promise<JobLogRow[]> | null = null;
  let stopped = false;

  async function runDue(): Promise<JobLogRow[]> {
    const now = deps.now();
    // A job the scheduler has never seen (new database, new job) is first due one interval from now.
    await deps.db
      .updateTable('sys_job')
      .set({ next_run_at: nextRunSql(now) })
      .where('next_run_at', 'is', null)
      .execute();
    const due = await deps.db
      .selectFrom('sys_job')
      .select(['job_id', 'job_key', 'job_name', 'next_run_at'])
      .where('status', '=', '0')
      .where('next_run_at', '<=', now)
      .orderBy('next_run_at')
      .orderBy('job_id')
      .execute();
    const logs: JobLogRow[] = [];
    for (const job of due) {
      if (stopped) break;
      const claimed = await claimDue(deps, { ...job, next_run_at: job.next_run_at! });
      if (claimed) logs.push(await runClaimed(deps, claimed, registry));
    }
    return logs;
  }

  const tick = () => {
    current ??= runDue().finally(() => (current = null));
    return current;
  };

  return {
    tick,
    start() {
      if (timer || stopped) return;
      const run = () => void tick().catch((err) => (options.onError ?? console.error)(err));
      timer = setInterval(run, options.tickMs ?? TICK_MS);
      timer.unref?.();
      run(); // at once: new jobs get their next run time without waiting a whole tick
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      timer = undefined;
      await current?.catch(() => undefined);
    },
  };
}
