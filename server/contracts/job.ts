/**
 * Scheduled jobs and their log (RuoYi's /monitor/job and /monitor/jobLog under /htservice/monitor).
 * The jobs are a fixed registry in the server's code; only their schedule and status are edited.
 * Platform-wide maintenance: every call needs the role admin. Types only.
 */

/** A row of `GET /htservice/monitor/job/list` and `data` of `GET /htservice/monitor/job/{jobId}`. */
export type JobRow = {
  jobId: number;
  /** The registry key of the code it runs (not editable). */
  jobKey: string;
  jobName: string;
  /** Runs every this many minutes (1 to 10080). */
  intervalMinutes: number;
  /** '0' running (scheduled), '1' paused. */
  status: '0' | '1';
  /** YYYY-MM-DD HH:mm:ss, or '' when not scheduled yet. */
  nextRunTime: string;
  lastRunTime: string;
  /** A run holds the job now. */
  running: boolean;
  remark: string;
  version: number;
};

/** Body of `PUT /htservice/monitor/job` (version required, stale → 409). */
export type JobEditBody = { jobId: number; version: number; jobName?: string; intervalMinutes?: number; status?: '0' | '1'; remark?: string };

/** Body of `PUT /htservice/monitor/job/changeStatus`. */
export type JobStatusBody = { jobId: number; status: '0' | '1' };

/** Body of `PUT /htservice/monitor/job/run`: runs the job once now and answers `{ data: JobLogRow }` after it ran (409 while it runs). */
export type JobRunBody = { jobId: number };

/** A row of `GET /htservice/monitor/jobLog/list` (filters jobId, jobName, jobKey, status, beginTime, endTime). */
export type JobLogRow = {
  jobLogId: number;
  jobId: number;
  jobName: string;
  jobKey: string;
  /** '0' success, '1' failure. */
  status: '0' | '1';
  message: string;
  error: string;
  /** YYYY-MM-DD HH:mm:ss */
  startTime: string;
  stopTime: string;
};
