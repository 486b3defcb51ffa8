/**
 * The fixed registry of scheduled jobs (issue 4: nothing in the database names code to run). The
 * database holds each job's schedule, status and log under its `job_key`; a key missing here cannot
 * run. Every job is a function of the server's dependencies, answering its outcome for the job log as a
 * message key with parameters (put into words in the reader's language, lib/stored-message.ts); a throw
 * is logged as a failure.
 */
import type { Db, Engine } from '../db/connect.js';
import { ADMIN_ROLE } from '../db/grants.js';
import { configValue, idleMinutes } from '../db/config-values.js';
import { storedMessage, storedParams, type StoredMessage } from '../lib/stored-message.js';
import { addDays, daysBetween, formatDate, HOUR, MINUTE } from '../lib/time.js';
import { EXPIRY_NOTICE_DAYS } from '../routes/module-licence.js';
import { ABSOLUTE_LIFETIME_MS } from '../plugins/auth.js';
import { MODULE_PAGE_PATH } from '../catalog/system.js';

export type JobDeps = { db: Db; engine: Engine; now: () => number };
export type JobFn = (deps: JobDeps) => Promise<StoredMessage>;

const DAY = 24 * HOUR;
/** A revoked session is kept this long for the login log's Logout entry, then it may go. */
const REVOKED_KEEP_MS = DAY;
/**
 * How long the failure count of a name without an account is kept without a new attempt. An account
 * keeps its count until a success; a month of silence is the bound that keeps this table small.
 */
const NAME_LOCKOUT_KEEP_MS = 30 * DAY;
/** Default of `sys.job.loginLogDays` when missing or not a whole number of at least 1. */
const LOGIN_LOG_DAYS_DEFAULT = 180;

/** Sessions that can never authenticate again (revoked, idle past the timeout, past 12 h) and expired captchas. */
const purgeSessions: JobFn = async ({ db, now }) => {
  const at = now();
  const idleMs = (await idleMinutes(db)) * MINUTE;
  const sessions = await db
    .deleteFrom('sessions')
    .where((eb) => eb.or([eb('revoked_at', '<', at - REVOKED_KEEP_MS), eb('last_active_at', '<', at - idleMs - REVOKED_KEEP_MS), eb('created_at', '<', at - ABSOLUTE_LIFETIME_MS - REVOKED_KEEP_MS)]))
    .executeTakeFirst();
  const captchas = await db.deleteFrom('captchas').where('expires_at', '<', at).executeTakeFirst();
  // Lock state of names without an account, untouched for a month and not locked (rate-limit.ts).
  await db
    .deleteFrom('name_lockouts')
    .where('updated_at', '<', at - NAME_LOCKOUT_KEEP_MS)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', at)]))
    .execute();
  return storedMessage('jobPurgedSessions', { sessions: Number(sessions.numDeletedRows), captchas: Number(captchas.numDeletedRows) });
};

/** Login log rows older than `sys.job.loginLogDays` days (default 180). */
const purgeLoginLogs: JobFn = async ({ db, now }) => {
  const configured = Number(await configValue(db, 'sys.job.loginLogDays'));
  const days = Number.isInteger(configured) && configured >= 1 ? configured : LOGIN_LOG_DAYS_DEFAULT;
  const result = await db
    .deleteFrom('login_logs')
    .where('login_time', '<', now() - days * DAY)
    .executeTakeFirst();
  return storedMessage('jobPurgedLoginLogs', { rows: Number(result.numDeletedRows), days });
};

/** Default of `sys.job.operLogDays` when missing or not a whole number of at least 1. */
const OPER_LOG_DAYS_DEFAULT = 180;

/** Operation log rows older than `sys.job.operLogDays` days (default 180). */
const purgeOperLogs: JobFn = async ({ db, now }) => {
  const configured = Number(await configValue(db, 'sys.job.operLogDays'));
  const days = Number.isInteger(configured) && configured >= 1 ? configured : OPER_LOG_DAYS_DEFAULT;
  const result = await db
    .deleteFrom('oper_logs')
    .where('oper_time', '<', now() - days * DAY)
    .executeTakeFirst();
  return storedMessage('jobPurgedOperLogs', { rows: Number(result.numDeletedRows), days });
};

/**
 * A to-do notice, per organisation, for every administrator about each licence ending within 30 days
 * (or ended within the last 30): one open notice per licence and user, its text renewed each run.
 */
const licenceNotices: JobFn = async ({ db, now }) => {
  const today = formatDate(now());
  const [licences, admins] = await Promise.all([
    db
      .selectFrom('module_licences')
      .innerJoin('modules', 'modules.module_id', 'module_licences.module_id')
      .innerJoin('organisations', 'organisations.org_id', 'module_licences.org_id')
      .select(['module_licences.org_id', 'organisations.org_name', 'modules.module_name', 'module_licences.expires_on'])
      .where('modules.status', '=', '0')
      .where('module_licences.expires_on', 'is not', null)
      .where('module_licences.expires_on', '<=', addDays(today, EXPIRY_NOTICE_DAYS))
      .where('module_licences.expires_on', '>=', addDays(today, -EXPIRY_NOTICE_DAYS))
      .execute(),
    db
      .selectFrom('role_users')
      .innerJoin('roles', 'roles.role_id', 'role_users.role_id')
      .innerJoin('users', 'users.user_id', 'role_users.user_id')
      .select('users.user_id')
      .where('roles.role_key', '=', ADMIN_ROLE)
      .where('users.status', '=', '0')
      .execute(),
  ]);
  const open = await db
    .selectFrom('task_notices')
    .select(['notice_id', 'org_id', 'user_id', 'params'])
    .where('notice_type', '=', 'sys')
    .where('done', '=', '0')
    .where('title_key', '=', 'licenceNoticeTitle')
    .execute();
  const existing = new Map(open.map((n) => [`${n.org_id}/${n.user_id}/${storedParams(n.params).module}`, n.notice_id]));
  let written = 0;
  let renewed = 0;
  for (const l of licences) {
    const daysLeft = daysBetween(today, l.expires_on!);
    // Module and organisation names as stored: the reader's side translates the product's module names.
    const params = JSON.stringify({ org: l.org_name, module: l.module_name, date: l.expires_on!, days: Math.abs(daysLeft) });
    const content_key = daysLeft < 0 ? 'licenceNoticeEnded' : 'licenceNoticeContent';
    for (const admin of admins) {
      const id = existing.get(`${l.org_id}/${admin.user_id}/${l.module_name}`);
      if (id !== undefined) {
        await db.updateTable('task_notices').set({ content_key, params }).where('notice_id', '=', id).execute();
        renewed += 1;
      } else {
        await db
          .insertInto('task_notices')
          .values({
            org_id: l.org_id,
            user_id: admin.user_id,
            notice_type: 'sys',
            title: '',
            content: '',
            title_key: 'licenceNoticeTitle',
            content_key,
            params,
            link: MODULE_PAGE_PATH,
            done: '0',
            view_flag: '0',
            create_time: now(),
          })
          .execute();
        written += 1;
      }
    }
  }
  return storedMessage('jobLicenceNotices', { licences: licences.length, written, renewed });
};

/** Seat leases whose heartbeat stopped (lapsed leases), so a full licence frees up without waiting for the next taker. */
const releaseSeats: JobFn = async ({ db, now }) => {
  const result = await db.deleteFrom('seat_leases').where('expires_at', '<=', now()).executeTakeFirst();
  return storedMessage('jobReleasedSeats', { seats: Number(result.numDeletedRows) });
};

export const JOB_REGISTRY: Readonly<Record<string, JobFn>> = { purgeSessions, purgeLoginLogs, purgeOperLogs, licenceNotices, releaseSeats };

/** The registered job of `key`, or undefined (own keys only: 'constructor' names nothing). */
export function registeredJob(key: string): JobFn | undefined {
  return Object.hasOwn(JOB_REGISTRY, key) ? JOB_REGISTRY[key] : undefined;
}
