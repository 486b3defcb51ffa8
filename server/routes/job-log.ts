/**
 * The job log, RuoYi's /monitor/jobLog under /htservice/monitor/jobLog (the /job/log page). Platform-
 * wide like the jobs: every call needs its system:jobLog:* permission AND the role admin.
 *
 * - `GET list` (system:jobLog:list): filters jobId, jobName (contains), jobKey, status ('0' success /
 *   '1' failure), beginTime/endTime (YYYY-MM-DD days of startTime; RuoYi's `params[beginTime]` too);
 *   newest first unless sorted.
 * - `DELETE /{jobLogIds}` (system:jobLog:remove): all or nothing (an unknown id → 404, nothing deleted).
 * - `DELETE clean` (system:jobLog:remove): empties the log.
 * - `POST export` (system:jobLog:export): the filtered list as .xlsx.
 * Messages are stored as keys (lib/stored-message.ts): lists and exports put them in the reader's language.
 */
import type { Hono } from 'hono';
import type { z } from 'zod';
import { jobLogClean, jobLogExport, jobLogList, jobLogRemove, type JobLogRow as WireRow } from '../contracts/job.js';
import type { AppEnv, Deps } from '../context.js';
import type { Db } from '../db/connect.js';
import { ADMIN_ROLE } from '../db/grants.js';
import { writeTransaction } from '../db/write-transaction.js';
import { HttpError } from '../errors.js';
import { pickLang, t, translate, type Lang } from '../i18n.js';
import type { JobLogRow } from '../jobs/runner.js';
import { midnight, withRuoYiRange } from '../lib/day-range.js';
import { exportInput } from '../lib/export-input.js';
import { applyOrder, assertRowBudget, contains, listReply, orderFor, parseListInput, runList, type OrderBy, type SortAllowlist } from '../lib/list-query.js';
import { formatDateTime } from '../lib/time.js';
import { storedText } from '../lib/stored-message.js';
import { inLanguage, MAX_SHEET_ROWS, writeXlsx, xlsxAnswer, type ListColumn } from '../lib/xlsx.js';
import { authenticate } from '../plugins/auth.js';
import { contract } from '../plugins/contract.js';
import { requirePermi, requireRole } from '../plugins/permission.js';

const SORT: SortAllowlist = { jobLogId: 'job_log_id', jobName: 'job_name', status: 'status', startTime: 'start_time' };
const ORDER: OrderBy = [
  ['start_time', 'desc'],
  ['job_log_id', 'desc'],
];
/** A stored log row as the wire shows it, its message in `lang`. */
export const jobLogWire = (r: JobLogRow, lang: Lang): WireRow => ({
  jobLogId: r.job_log_id,
  jobId: r.job_id,
  jobName: r.job_name,
  jobKey: r.job_key,
  status: r.status === '1' ? '1' : '0',
  message: storedText(lang, r.message_key, r.message_params, r.message),
  error: r.error,
  startTime: formatDateTime(r.start_time),
  stopTime: formatDateTime(r.stop_time),
});

const COLUMNS: Array<ListColumn<WireRow>> = [
  { header: { zh: '日志编号', en: 'Log ID' }, width: 10, value: (r) => r.jobLogId },
  { header: { zh: '任务名称', en: 'Job name' }, width: 22, value: (r) => r.jobName },
  { header: { zh: '任务键', en: 'Job key' }, width: 16, value: (r) => r.jobKey },
  { header: { zh: '执行状态', en: 'Status' }, width: 10, value: (r, lang) => translate(lang, r.status === '0' ? 'sheetSuccess' : 'sheetFailure') },
  { header: { zh: '日志信息', en: 'Message' }, width: 40, value: (r) => r.message },
  { header: { zh: '开始时间', en: 'Start time' }, width: 20, value: (r) => r.startTime },
  { header: { zh: '结束时间', en: 'Stop time' }, width: 20, value: (r) => r.stopTime },
  { header: { zh: '异常信息', en: 'Exception' }, width: 40, value: (r) => r.error },
];
const SHEET = { zh: '调度日志', en: 'Job log' };

function filtered(db: Db, filters: z.output<typeof jobLogList.list>) {
  let query = db.selectFrom('sys_job_log');
  if (filters.jobId) query = query.where('job_id', '=', filters.jobId);
  if (filters.jobName) query = query.where(contains('job_name', filters.jobName));
  if (filters.jobKey) query = query.where(contains('job_key', filters.jobKey));
  if (filters.status) query = query.where('status', '=', filters.status);
  if (filters.beginTime) query = query.where('start_time', '>=', midnight(filters.beginTime));
  if (filters.endTime) query = query.where('start_time', '<', midnight(filters.endTime, 1));
  return query;
}

const parseInput = (input: Record<string, unknown>) => parseListInput(withRuoYiRange(input), jobLogList.list, SORT);

export function mountJobLog(api: Hono<AppEnv>, deps: Deps) {
  const session = authenticate(deps);
  const platformAdmin = requireRole(ADMIN_ROLE);

  api.get('/htservice/monitor/jobLog/list', session, requirePermi('system:jobLog:list'), platformAdmin, contract(jobLogList), async (c) => {
    const { page, filters } = parseInput(c.req.query());
    const result = await runList(filtered(deps.db, filters), page, (q) => q.selectAll(), ORDER);
    const lang = pickLang(c.req.header('accept-language'));
    return c.json(listReply(c, { rows: result.rows.map((r) => jobLogWire(r, lang)), total: result.total }));
  });

  api.delete('/htservice/monitor/jobLog/clean', session, requirePermi('system:jobLog:remove'), platformAdmin, contract(jobLogClean), async (c) => {
    await deps.db.deleteFrom('sys_job_log').execute();
    return c.json({ code: 200, msg: t(c, 'ok') });
  });

  api.delete('/htservice/monitor/jobLog/:jobLogIds{[0-9,]+}', session, requirePermi('system:jobLog:remove'), platformAdmin, contract(jobLogRemove), async (c) => {
    const { jobLogIds } = c.req.valid('param');
    await writeTransaction(deps.db, deps.engine, async (trx) => {
      const removed = await trx.deleteFrom('sys_job_log').where('job_log_id', 'in', jobLogIds).executeTakeFirst();
      if (Number(removed.numDeletedRows) !== jobLogIds.length) throw new HttpError(404, 'notFound', 'jobLogIds');
    });
    return c.json({ code: 200, msg: t(c, 'ok') });
  });

  api.post('/htservice/monitor/jobLog/export', session, requirePermi('system:jobLog:export'), platformAdmin, contract(jobLogExport), async (c) => {
    const { page, filters } = parseInput(await exportInput(c));
    const query = filtered(deps.db, filters);
    const counted = await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    assertRowBudget(Number(counted.n), MAX_SHEET_ROWS);
    const rows = await applyOrder(query.selectAll(), orderFor(page, ORDER)).execute();
    const lang = pickLang(c.req.header('accept-language'));
    const bytes = await writeXlsx(
      SHEET[lang],
      inLanguage(COLUMNS, lang),
      rows.map((r) => jobLogWire(r, lang)),
    );
    const stamp = formatDateTime(deps.now()).replace(/\D/g, '');
    return xlsxAnswer(c, bytes, `${SHEET[lang]}_${stamp}.xlsx`, `job_log_${stamp}.xlsx`);
  });
}
