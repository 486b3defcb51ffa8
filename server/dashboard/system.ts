/**
 * 系统服务's dashboard: who is online (the online-users page's own query), failed sign-ins of the last
 * 24 hours and sign-ins per day of the last week (the login log's index (org_id, login_time)), and the
 * latest failed job runs (platform-wide, like the job log: the index (status, start_time) of 0034).
 */
import { sql } from 'kysely';
import type { SystemDashboard } from '../contracts/dashboard.js';
import { ADMIN_ROLE } from '../db/grants.js';
import { storedText } from '../lib/stored-message.js';
import { formatDate, formatDateTime, HOUR } from '../lib/time.js';
import { hasPermi, hasRole } from '../plugins/permission.js';
import { liveSessions } from '../routes/online.js';
import { num, type DashboardContext } from './context.js';

const WEEK_DAYS = 7;
const FAILURES_LISTED = 5;

/** Local midnights of the last `WEEK_DAYS` days, oldest first (server time, as the log's times are shown). */
function dayStarts(now: number): number[] {
  const today = new Date(now);
  return Array.from({ length: WEEK_DAYS }, (_, i) => new Date(today.getFullYear(), today.getMonth(), today.getDate() - (WEEK_DAYS - 1) + i).getTime());
}

async function signIns(ctx: DashboardContext): Promise<NonNullable<SystemDashboard['signIns']>> {
  const { db } = ctx.deps;
  const now = ctx.deps.now();
  const starts = dayStarts(now);
  // The day's index as a CASE over the midnights; literals (our own numbers), so the SELECT and the
  // GROUP BY spell the same expression on PostgreSQL.
  const day = sql<number>`case ${sql.join(
    starts.slice(1).map((start, i) => sql`when login_time < ${sql.lit(start)} then ${sql.lit(i)}`),
    sql` `,
  )} else ${sql.lit(WEEK_DAYS - 1)} end`;
  const [failed, perDay] = await Promise.all([
    db
      .selectFrom('login_logs')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('org_id', '=', ctx.auth.orgId)
      .where('login_time', '>=', now - 24 * HOUR)
      .where('status', '=', 'Error')
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('login_logs')
      .select([day.as('day'), 'status', (eb) => eb.fn.countAll<number>().as('n')])
      .where('org_id', '=', ctx.auth.orgId)
      .where('login_time', '>=', starts[0])
      .where('status', 'in', ['Success', 'Error'])
      .groupBy([day, 'status'])
      .execute(),
  ]);
  const byDay = starts.map((start) => ({ day: formatDate(start), success: 0, failed: 0 }));
  for (const row of perDay) byDay[num(row.day)][row.status === 'Success' ? 'success' : 'failed'] += num(row.n);
  return { failed24h: num(failed.n), byDay };
}

async function jobFailures(ctx: DashboardContext): Promise<NonNullable<SystemDashboard['jobFailures']>> {
  const rows = await ctx.deps.db
    .selectFrom('sys_job_log')
    .select(['job_log_id', 'job_name', 'message', 'message_key', 'message_params', 'error', 'start_time'])
    .where('status', '=', '1')
    .orderBy('start_time', 'desc')
    .orderBy('job_log_id', 'desc')
    .limit(FAILURES_LISTED)
    .execute();
  return rows.map((r) => ({
    jobLogId: r.job_log_id,
    jobName: r.job_name,
    message: r.error || storedText(ctx.lang, r.message_key, r.message_params, r.message),
    startTime: formatDateTime(Number(r.start_time)),
  }));
}

export async function systemDashboard(ctx: DashboardContext): Promise<SystemDashboard> {
  const { auth, deps } = ctx;
  const [online, logins, failures] = await Promise.all([
    hasPermi(auth, 'system:online:list')
      ? (await liveSessions(deps, deps.db, auth))
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
          .then((r) => ({ count: num(r.n) }))
      : null,
    hasPermi(auth, 'system:logininfor:list') ? signIns(ctx) : null,
    // The job log is platform-wide: its permission and the role admin, as routes/job-log.ts asks.
    hasPermi(auth, 'system:jobLog:list') && hasRole(auth, ADMIN_ROLE) ? jobFailures(ctx) : null,
  ]);
  return { asOf: ctx.asOf, online, signIns: logins, jobFailures: failures };
}
