/**
 * Scheduled jobs, RuoYi's /monitor/job under /htservice/monitor/job. The jobs are the fixed registry
 * of server/jobs/registry.ts; here only their schedule and status change. Platform-wide maintenance:
 * every call needs its system:job:* permission AND the platform administrator role 'admin'.
 *
 * - `GET list` (system:job:list): filters jobName (contains), jobKey, status; sort allowlist.
 * - `GET /{jobId}` (system:job:query).
 * - `PUT` (system:job:edit): jobName, intervalMinutes, status, remark with the version last read
 *   (stale → 409); a new interval or resuming reschedules the next run one interval from now.
 * - `PUT changeStatus` (system:job:changeStatus): '0' running / '1' paused.
 * - `PUT run` (system:job:run): runs the job once now and answers after it ran, with its log row
 *   (409 while a run of it is in progress, on this or another server process).
 */
import type { Hono } from 'hono';
import { jobChangeStatus, jobEdit, jobGet, jobList, jobRun, type JobRow } from '../contracts/job.js';
import type { AppEnv, Deps } from '../context.js';
import { ADMIN_ROLE } from '../db/grants.js';
import { lockForEdit } from '../db/lock-for-edit.js';
import { updateVersionedOrThrow } from '../db/versioned-update.js';
import { writeTransaction } from '../db/write-transaction.js';
import { HttpError } from '../errors.js';
import { pickLang, t } from '../i18n.js';
import { claimNow, nextRunSql, runClaimed } from '../jobs/runner.js';
import { contains, listReply, parseList, runList, type OrderBy, type SortAllowlist } from '../lib/list-query.js';
import { formatDateTime } from '../lib/time.js';
import { authenticate } from '../plugins/auth.js';
import { contract } from '../plugins/contract.js';
import { requirePermi, requireRole } from '../plugins/permission.js';
import { jobLogWire } from './job-log.js';

const SORT: SortAllowlist = { jobId: 'job_id', jobName: 'job_name', jobKey: 'job_key', intervalMinutes: 'interval_minutes', status: 'status', nextRunTime: 'next_run_at' };
const ORDER: OrderBy = [['job_id', 'asc']];
const FIELDS = ['job_id', 'job_key', 'job_name', 'interval_minutes', 'status', 'next_run_at', 'last_run_at', 'running_until', 'remark', 'version'] as const;

type Stored = {
  job_id: number;
  job_key: string;
  job_name: string;
  interval_minutes: number;
  status: string;
  next_run_at: number | null;
  last_run_at: number | null;
  running_until: number | null;
  remark: string;
  version: number;
};
const time = (ms: number | null) => (ms === null ? '' : formatDateTime(ms));
const wire = (r: Stored, now: number): JobRow => ({
  jobId: r.job_id,
  jobKey: r.job_key,
  jobName: r.job_name,
  intervalMinutes: r.interval_minutes,
  status: r.status === '1' ? '1' : '0',
  nextRunTime: time(r.next_run_at),
  lastRunTime: time(r.last_run_at),
  running: r.running_until !== null && r.running_until > now,
  remark: r.remark,
  version: r.version,
});

export function mountJob(api: Hono<AppEnv>, deps: Deps) {
  const session = authenticate(deps);
  const platformAdmin = requireRole(ADMIN_ROLE);
  const found = async (jobId: number) => {
    const row = await deps.db.selectFrom('sys_job').select(FIELDS).where('job_id', '=', jobId).executeTakeFirst();
    if (!row) throw new HttpError(404, 'notFound', 'jobId');
    return row;
  };

  api.get('/htservice/monitor/job/list', session, requirePermi('system:job:list'), platformAdmin, contract(jobList), async (c) => {
    const { page, filters } = parseList(c, jobList.list, SORT);
    let query = deps.db.selectFrom('sys_job');
    if (filters.jobName) query = query.where(contains('job_name', filters.jobName));
    if (filters.jobKey) query = query.where(contains('job_key', filters.jobKey));
    if (filters.status) query = query.where('status', '=', filters.status);
    const result = await runList(query, page, (q) => q.select(FIELDS), ORDER);
    const now = deps.now();
    return c.json(listReply(c, { rows: result.rows.map((r) => wire(r, now)), total: result.total }));
  });

  api.get('/htservice/monitor/job/:jobId{[0-9]+}', session, requirePermi('system:job:query'), platformAdmin, contract(jobGet), async (c) => {
    const { jobId } = c.req.valid('param');
    return c.json({ code: 200, msg: t(c, 'ok'), data: wire(await found(jobId), deps.now()) });
  });

  api.put('/htservice/monitor/job', session, requirePermi('system:job:edit'), platformAdmin, contract(jobEdit), async (c) => {
    const body = c.req.valid('json');
    const now = deps.now();
    const row = await writeTransaction(deps.db, deps.engine, async (trx) => {
      const current = await lockForEdit(deps.engine, trx.selectFrom('sys_job').select(['version', 'interval_minutes', 'status']).where('job_id', '=', body.jobId), body.version, 'jobId');
      const reschedule = (body.intervalMinutes !== undefined && body.intervalMinutes !== current.interval_minutes) || (body.status === '0' && current.status !== '0');
      const set = {
        job_name: body.jobName,
        interval_minutes: body.intervalMinutes,
        status: body.status,
        remark: body.remark,
        ...(reschedule ? { next_run_at: nextRunSql(now) } : {}),
      };
      return updateVersionedOrThrow(trx, 'sys_job', { key: { job_id: body.jobId }, version: body.version, set, returning: FIELDS }, 'jobId');
    });
    return c.json({ code: 200, msg: t(c, 'ok'), data: wire(row, now) });
  });

  api.put('/htservice/monitor/job/changeStatus', session, requirePermi('system:job:changeStatus'), platformAdmin, contract(jobChangeStatus), async (c) => {
    const body = c.req.valid('json');
    const now = deps.now();
    const row = await deps.db
      .updateTable('sys_job')
      .set((eb) => ({ status: body.status, version: eb('version', '+', 1), ...(body.status === '0' ? { next_run_at: nextRunSql(now) } : {}) }))
      .where('job_id', '=', body.jobId)
      .where('status', '<>', body.status)
      .returning(FIELDS)
      .executeTakeFirst();
    // Already in that status: nothing to change (a double click), answer the job as it is.
    return c.json({ code: 200, msg: t(c, 'ok'), data: wire(row ?? (await found(body.jobId)), now) });
  });

  api.put('/htservice/monitor/job/run', session, requirePermi('system:job:run'), platformAdmin, contract(jobRun), async (c) => {
    const { jobId } = c.req.valid('json');
    const job = await found(jobId);
    const claimed = await claimNow(deps, jobId);
    if (!claimed) throw new HttpError(409, 'jobRunning', 'jobId', { name: job.job_name });
    const log = await runClaimed(deps, claimed);
    return c.json({ code: 200, msg: t(c, 'ok'), data: jobLogWire(log, pickLang(c.req.header('accept-language'))) });
  });
}
