/**
 * Scheduled jobs and their log (RuoYi's /monitor/job and /monitor/jobLog under /htservice/monitor),
 * each call declared once as a contract (contracts/endpoint.ts). The jobs are a fixed registry in the
 * server's code; only their schedule and status are edited. Platform-wide maintenance: every call
 * needs the role admin.
 */
import { z } from 'zod';
import { dayFilter, idList, numericId, textFilter, versionNumber } from './fields.js';
import { dataReply, endpoint, fileReply, okReply, tableReply } from './endpoint.js';

const status = z.enum(['0', '1']);

/** A row of `GET /htservice/monitor/job/list` and `data` of `GET /htservice/monitor/job/{jobId}`. */
export const JobRow = z.object({
  jobId: z.number().int(),
  /** The registry key of the code it runs (not editable). */
  jobKey: z.string(),
  jobName: z.string(),
  /** Runs every this many minutes (1 to 10080). */
  intervalMinutes: z.number().int(),
  /** '0' running (scheduled), '1' paused. */
  status,
  /** YYYY-MM-DD HH:mm:ss, or '' when not scheduled yet. */
  nextRunTime: z.string(),
  lastRunTime: z.string(),
  /** A run holds the job now. */
  running: z.boolean(),
  remark: z.string(),
  /** Send back on PUT: a stale version is refused with 409. */
  version: z.number().int(),
});
export type JobRow = z.infer<typeof JobRow>;

/** A row of `GET /htservice/monitor/jobLog/list`. */
export const JobLogRow = z.object({
  jobLogId: z.number().int(),
  jobId: z.number().int(),
  jobName: z.string(),
  jobKey: z.string(),
  /** '0' success, '1' failure. */
  status,
  /** In the reader's language. */
  message: z.string(),
  error: z.string(),
  /** YYYY-MM-DD HH:mm:ss */
  startTime: z.string(),
  stopTime: z.string(),
});
export type JobLogRow = z.infer<typeof JobLogRow>;

const jobId = z.object({ jobId: numericId });

export const jobList = endpoint({
  summary: 'A page of the scheduled jobs (jobName, jobKey: contains; status)',
  list: z.object({ jobName: textFilter(), jobKey: textFilter(), status: status.optional() }),
  reply: tableReply(JobRow),
});
export const jobGet = endpoint({ summary: 'One scheduled job', params: jobId, reply: dataReply(JobRow), refusals: [404] });
export const jobEdit = endpoint({
  summary: "Edits a job's name, interval, status or remark with the version last read (a new interval or resuming reschedules it)",
  body: z.object({
    jobId: numericId,
    version: versionNumber,
    jobName: z.string().trim().min(1).max(64).optional(),
    intervalMinutes: z.number().int().min(1).max(10_080).optional(),
    status: status.optional(),
    remark: z.string().max(500).optional(),
  }),
  reply: dataReply(JobRow),
  refusals: [404, 409],
});
export const jobChangeStatus = endpoint({ summary: 'Resumes (0) or pauses (1) a job', body: z.object({ jobId: numericId, status }), reply: dataReply(JobRow), refusals: [404] });
export const jobRun = endpoint({ summary: 'Runs a job once now and answers its log row after it ran (409 while it runs)', body: jobId, reply: dataReply(JobLogRow), refusals: [404, 409] });

/** The filters of the job log and its export (beginTime/endTime: days of startTime, also as RuoYi's `params[…]`). */
const jobLogFilters = z.object({ jobId: numericId.optional(), jobName: textFilter(), jobKey: textFilter(), status: status.optional(), beginTime: dayFilter, endTime: dayFilter });

export const jobLogList = endpoint({ summary: 'A page of the job log, newest first (jobId; jobName, jobKey: contains; status; days)', list: jobLogFilters, reply: tableReply(JobLogRow) });
export const jobLogRemove = endpoint({ summary: 'Deletes job log rows (all or nothing)', params: z.object({ jobLogIds: idList }), reply: okReply, refusals: [404] });
export const jobLogClean = endpoint({ summary: 'Empties the job log', reply: okReply });
export const jobLogExport = endpoint({
  summary: 'The filtered job log as a workbook in the request language (filters in the query or the form body)',
  list: jobLogFilters,
  reply: fileReply('xlsx'),
  refusals: [400],
});
