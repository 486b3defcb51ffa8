/**
 * Scheduled jobs: the calls (list, get, edit with version, changeStatus, run now with its log row),
 * the job log (filters, paging, sort allowlist, delete, clean, export as a real .xlsx), each registry
 * job doing what it says on a real database, and the scheduler: it runs due jobs only, claims a due
 * run once even when two schedulers tick at the same time, never overlaps a run in progress, and
 * waits for a run in progress when stopped. The clock is the harness's (deps.now), moved by hand.
 */
import ExcelJS from 'exceljs';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { translate } from '../../server/i18n.js';
import { JOB_REGISTRY, type JobDeps } from '../../server/jobs/registry.js';
import { storedMessage, type StoredMessage } from '../../server/lib/stored-message.js';
import { createScheduler } from '../../server/jobs/scheduler.js';
import { RUN_LEASE_MS } from '../../server/jobs/runner.js';
import { sha256Hex } from '../../server/lib/tokens.js';
import { formatDate } from '../../server/lib/time.js';
import { MINUTE, setup, type Harness } from './support.js';

const API = '/prod-api/htservice/monitor';
const DAY = 24 * 60 * MINUTE;
const test = suite<{ h: Harness; admin: string; deps: JobDeps }>('scheduled jobs');
test.before(async (ctx) => {
  ctx.h = await setup({ env: { HT_CAPTCHA: 'off' } });
  ctx.admin = await ctx.h.login('admin');
  ctx.deps = { db: ctx.h.db, engine: ctx.h.engine, now: () => ctx.h.clock.now };
});
test.after(async (ctx) => ctx.h.close());

const jobId = async (h: Harness, key: string) => (await h.db.selectFrom('sys_job').select('job_id').where('job_key', '=', key).executeTakeFirstOrThrow()).job_id;
/** A job's outcome as a Chinese reader sees it. */
const inZh = async (outcome: Promise<StoredMessage>) => {
  const { key, params } = await outcome;
  return translate('zh', key, params);
};
const logCount = async (h: Harness, key?: string) => {
  let q = h.db.selectFrom('sys_job_log').select((eb) => eb.fn.countAll<number>().as('n'));
  if (key) q = q.where('job_key', '=', key);
  return Number((await q.executeTakeFirstOrThrow()).n);
};

test('the registry jobs are listed with their schedule; get, edit (version → 409), changeStatus', async ({ h, admin }) => {
  const list = await h.call('GET', `${API}/job/list`, { token: admin });
  assert.is(list.status, 200);
  assert.equal(
    list.body.rows.map((r: any) => r.jobKey),
    ['purgeSessions', 'purgeLoginLogs', 'licenceNotices', 'releaseSeats', 'purgeOperLogs'],
  );
  assert.ok(list.body.rows.every((r: any) => r.status === '0' && r.running === false && r.version === 1));
  assert.is((await h.call('GET', `${API}/job/list`, { token: admin, query: { orderByColumn: 'jobKey' } })).body.rows[0].jobKey, 'licenceNotices');
  assert.is((await h.call('GET', `${API}/job/list`, { token: admin, query: { orderByColumn: 'job_key' } })).status, 422);
  assert.is((await h.call('GET', `${API}/job/list`, { token: admin, query: { jobName: '登录日志' } })).body.total, 1);

  const id = await jobId(h, 'releaseSeats');
  const got = await h.call('GET', `${API}/job/${id}`, { token: admin });
  assert.is(got.body.data.intervalMinutes, 10);
  const edited = await h.call('PUT', `${API}/job`, { token: admin, body: { jobId: id, version: 1, intervalMinutes: 15, remark: '每刻钟' } });
  assert.is(edited.status, 200, edited.text);
  assert.is(edited.body.data.intervalMinutes, 15);
  assert.is(edited.body.data.nextRunTime.length, 19, 'rescheduled one interval from now');
  const stale = await h.call('PUT', `${API}/job`, { token: admin, body: { jobId: id, version: 1, intervalMinutes: 30 } });
  assert.is(stale.status, 409);
  const bad = await h.call('PUT', `${API}/job`, { token: admin, body: { jobId: id, version: 2, intervalMinutes: 0 } });
  assert.is(bad.status, 422);
  assert.is(bad.body.field, 'intervalMinutes');
  const noKey = await h.call('PUT', `${API}/job`, { token: admin, body: { jobId: id, version: 2, jobKey: 'releaseSeats' } });
  assert.is(noKey.status, 200, 'jobKey is not editable: dropped');
  const paused = await h.call('PUT', `${API}/job/changeStatus`, { token: admin, body: { jobId: id, status: '1' } });
  assert.is(paused.body.data.status, '1');
  const again = await h.call('PUT', `${API}/job/changeStatus`, { token: admin, body: { jobId: id, status: '1' } });
  assert.is(again.status, 200);
  assert.is(again.body.data.version, paused.body.data.version, 'no change, no new version');
  await h.call('PUT', `${API}/job/changeStatus`, { token: admin, body: { jobId: id, status: '0' } });
  assert.is((await h.call('GET', `${API}/job/99999`, { token: admin })).status, 404);
  assert.is((await h.call('PUT', `${API}/job/changeStatus`, { token: admin, body: { jobId: id, status: '2' } })).body.field, 'status');
});

test('run now answers after the run with its log row; a run in progress → 409', async ({ h, admin }) => {
  const id = await jobId(h, 'releaseSeats');
  const ran = await h.call('PUT', `${API}/job/run`, { token: admin, body: { jobId: id } });
  assert.is(ran.status, 200, ran.text);
  assert.is(ran.body.data.jobKey, 'releaseSeats');
  assert.is(ran.body.data.status, '0');
  assert.match(ran.body.data.message, /释放失效授权席位 \d+ 个/);
  const stored = await h.db.selectFrom('sys_job_log').selectAll().where('job_log_id', '=', ran.body.data.jobLogId).executeTakeFirstOrThrow();
  assert.equal([stored.message, stored.message_key], ['', 'jobReleasedSeats'], 'stored as a key, not as Chinese text');
  const inEnglish = await h.call('GET', `${API}/jobLog/list`, { token: admin, query: { jobId: String(id) }, headers: { 'accept-language': 'en-GB,en;q=0.9' } });
  assert.match(inEnglish.body.rows[0].message, /^Released \d+ stale licence seats$/);
  const logged = await h.call('GET', `${API}/jobLog/list`, { token: admin, query: { jobId: String(id) } });
  assert.is(logged.body.rows[0].jobLogId, ran.body.data.jobLogId);
  await h.db
    .updateTable('sys_job')
    .set({ running_until: h.clock.now + MINUTE })
    .where('job_id', '=', id)
    .execute();
  const busy = await h.call('PUT', `${API}/job/run`, { token: admin, body: { jobId: id } });
  assert.is(busy.status, 409);
  assert.match(busy.body.msg, /正在执行/);
  await h.db.updateTable('sys_job').set({ running_until: null }).where('job_id', '=', id).execute();
  assert.is((await h.call('PUT', `${API}/job/run`, { token: admin, body: { jobId: 99999 } })).status, 404);
});

test('purgeSessions removes dead sessions and expired captchas, keeps live ones', async ({ h, deps }) => {
  const user = await h.db.selectFrom('users').select(['user_id', 'org_id']).where('user_name', '=', 'frontdesk1').executeTakeFirstOrThrow();
  const now = h.clock.now;
  const session = (name: string, fields: { created_at: number; last_active_at: number; revoked_at: number | null }) => ({
    token_hash: sha256Hex(name),
    user_id: user.user_id,
    org_id: user.org_id,
    login_date: formatDate(now),
    ip: '',
    user_agent: '',
    area: 'main',
    ...fields,
  });
  await h.db
    .insertInto('sessions')
    .values([
      session('revoked-long-ago', { created_at: now - 3 * DAY, last_active_at: now - 3 * DAY, revoked_at: now - 2 * DAY }),
      session('idle-long-ago', { created_at: now - 3 * DAY, last_active_at: now - 3 * DAY, revoked_at: null }),
      session('live', { created_at: now - MINUTE, last_active_at: now, revoked_at: null }),
      session('just-revoked', { created_at: now - MINUTE, last_active_at: now, revoked_at: now - MINUTE }),
    ])
    .execute();
  await h.db
    .insertInto('captchas')
    .values([
      { uuid: 'old', answer: '1', expires_at: now - 1, used_at: null },
      { uuid: 'fresh', answer: '2', expires_at: now + MINUTE, used_at: null },
    ])
    .execute();
  const message = await inZh(JOB_REGISTRY.purgeSessions(deps));
  assert.match(message, /清理失效会话 2 个、过期验证码 \d+ 个/);
  const left = (await h.db.selectFrom('sessions').select('token_hash').execute()).map((s) => s.token_hash);
  assert.ok(left.includes(sha256Hex('live')) && left.includes(sha256Hex('just-revoked')));
  assert.not.ok(left.includes(sha256Hex('revoked-long-ago')) || left.includes(sha256Hex('idle-long-ago')));
  assert.equal(
    (await h.db.selectFrom('captchas').select('uuid').where('uuid', 'in', ['old', 'fresh']).execute()).map((c) => c.uuid),
    ['fresh'],
  );
});

test("purgeLoginLogs deletes rows older than the config key's days", async ({ h, deps }) => {
  const now = h.clock.now;
  const row = (days: number) => ({ user_name: `old${days}`, nick_name: '', session_id: '', status: 'Success', ipaddr: '', browser: '', os: '', msg: '', login_time: now - days * DAY, org_id: null });
  await h.db
    .insertInto('login_logs')
    .values([row(10), row(40), row(400)])
    .execute();
  assert.match(await inZh(JOB_REGISTRY.purgeLoginLogs(deps)), /清理 180 天前的登录日志 1 条/);
  await h.db.updateTable('config').set({ config_value: '30' }).where('config_key', '=', 'sys.job.loginLogDays').execute();
  assert.match(await inZh(JOB_REGISTRY.purgeLoginLogs(deps)), /清理 30 天前的登录日志 1 条/);
  const left = (await h.db.selectFrom('login_logs').select('user_name').where('user_name', 'like', 'old%').execute()).map((r) => r.user_name);
  assert.equal(left, ['old10']);
});

test('licenceNotices writes one open notice per administrator and expiring licence, renewed not duplicated', async ({ h, deps }) => {
  const ht2 = await h.orgId('HT002');
  const inFive = formatDate(h.clock.now + 5 * DAY);
  await h.db.updateTable('module_licences').set({ expires_on: inFive }).where('org_id', '=', ht2).where('module_id', '=', 1002).execute();
  assert.match(await inZh(JOB_REGISTRY.licenceNotices(deps)), /新写提醒 1 条，更新 0 条/);
  assert.match(await inZh(JOB_REGISTRY.licenceNotices(deps)), /新写提醒 0 条，更新 1 条/);
  const notices = await h.db.selectFrom('task_notices').selectAll().where('link', '=', '/htservice/module').execute();
  assert.is(notices.length, 1);
  assert.is(notices[0].org_id, ht2);
  assert.is(notices[0].title_key, 'licenceNoticeTitle', 'stored as a message key, not as Chinese text');
  assert.is(notices[0].content_key, 'licenceNoticeContent');
  assert.is(JSON.parse(notices[0].params!).days, 5);
  // The administrator signed in to HT002 finds it among the open system tasks, in the language asked for.
  const token = await h.login('admin', 'HT002');
  const zh = await h.call('PUT', '/prod-api/htservice/module/getsysTaskNotice', { token });
  const inZhList = zh.body.rows.find((r: any) => r.titleKey === 'licenceNoticeTitle');
  assert.is(inZhList.title, '模块授权即将到期：固定资产');
  assert.match(inZhList.content, /的 固定资产 授权将于 .* 到期（剩余 5 天）/);
  assert.equal([inZhList.params.module, inZhList.params.date], ['固定资产', inFive], 'the product names for the shell to draw in its language');
  const en = await h.call('PUT', '/prod-api/htservice/module/getsysTaskNotice', { token, headers: { 'accept-language': 'en' } });
  const inEnList = en.body.rows.find((r: any) => r.noticeId === inZhList.noticeId);
  assert.is(inEnList.title, 'Module licence ending: 固定资产');
  assert.match(inEnList.content, /ends on .* \(5 days left\)/);
  await h.db.updateTable('module_licences').set({ expires_on: '2099-12-31' }).where('org_id', '=', ht2).where('module_id', '=', 1002).execute();
});

test('releaseSeats frees lapsed seat leases only', async ({ h, deps }) => {
  const ht1 = await h.orgId('HT001');
  const user = await h.db.selectFrom('users').select('user_id').where('user_name', '=', 'admin').executeTakeFirstOrThrow();
  await h.db
    .insertInto('seat_leases')
    .values([
      { org_id: ht1, module_id: 1001, session_id: 'lapsed', user_id: user.user_id, expires_at: h.clock.now - 1 },
      { org_id: ht1, module_id: 1001, session_id: 'live', user_id: user.user_id, expires_at: h.clock.now + MINUTE },
    ])
    .execute();
  assert.match(await inZh(JOB_REGISTRY.releaseSeats(deps)), /释放失效授权席位 1 个/);
  assert.equal(
    (await h.db.selectFrom('seat_leases').select('session_id').where('session_id', 'in', ['lapsed', 'live']).execute()).map((s) => s.session_id),
    ['live'],
  );
});

test('the scheduler schedules new jobs, runs due ones once even with two schedulers ticking at once, skips paused ones', async ({ h, deps }) => {
  await h.db.updateTable('sys_job').set({ next_run_at: null, running_until: null, status: '0' }).execute();
  const a = createScheduler(deps);
  const b = createScheduler(deps);
  assert.equal(await a.tick(), [], 'first sight: scheduled one interval ahead, nothing run');
  const scheduled = await h.db.selectFrom('sys_job').select(['next_run_at', 'interval_minutes']).execute();
  assert.ok(scheduled.every((j) => j.next_run_at === h.clock.now + j.interval_minutes * MINUTE));
  await h.db.updateTable('sys_job').set({ status: '1' }).where('job_key', '=', 'purgeLoginLogs').execute();
  const before = await logCount(h);
  h.clock.now += 24 * 60 * MINUTE + 1; // every job due
  const [ranA, ranB] = await Promise.all([a.tick(), b.tick()]);
  const keys = [...ranA, ...ranB].map((r) => r.job_key).sort();
  assert.equal(keys, ['licenceNotices', 'purgeOperLogs', 'purgeSessions', 'releaseSeats'], 'each due job once, the paused one not');
  assert.is(await logCount(h), before + 4);
  const releaseSeats = await h.db.selectFrom('sys_job').selectAll().where('job_key', '=', 'releaseSeats').executeTakeFirstOrThrow();
  assert.is(releaseSeats.next_run_at, h.clock.now + 15 * MINUTE, 'next run one interval later');
  assert.is(releaseSeats.running_until, null, 'lease given back');
  assert.equal(await a.tick(), [], 'nothing due any more');
  await h.db.updateTable('sys_job').set({ status: '0' }).execute();
});

test('a run in progress is never overlapped, and stop() waits for it', async ({ h, deps }) => {
  let release!: () => void;
  let runs = 0;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const slow = async () => {
    runs += 1;
    await gate;
    return storedMessage('jobReleasedSeats', { seats: 7 });
  };
  const registry = (key: string) => (key === 'releaseSeats' ? slow : undefined);
  await h.db.updateTable('sys_job').set({ status: '1' }).where('job_key', '<>', 'releaseSeats').execute();
  await h.db
    .updateTable('sys_job')
    .set({ next_run_at: h.clock.now - 1 })
    .where('job_key', '=', 'releaseSeats')
    .execute();
  const a = createScheduler(deps, { registry });
  const b = createScheduler(deps, { registry });
  const first = a.tick();
  assert.is(a.tick(), first, 'a second tick of the same scheduler joins the one under way');
  await new Promise((resolve) => setTimeout(resolve, 20)); // let the claim land
  h.clock.now += 20 * MINUTE; // due again while the first run still holds its lease
  assert.equal(await b.tick(), [], 'the other process finds it leased');
  const id = await jobId(h, 'releaseSeats');
  const admin = await h.login('admin');
  assert.is((await h.call('PUT', `${API}/job/run`, { token: admin, body: { jobId: id } })).status, 409);
  let stopped = false;
  const stopping = a.stop().then(() => (stopped = true));
  await new Promise((resolve) => setTimeout(resolve, 20));
  assert.is(stopped, false, 'stop waits for the run in progress');
  release();
  await stopping;
  const logs = await first;
  assert.is(logs.length, 1);
  assert.is(logs[0].message_key, 'jobReleasedSeats');
  assert.is(logs[0].message_params, '{"seats":7}');
  assert.is(runs, 1);
  // A lease older than RUN_LEASE_MS (its process died) no longer blocks the job.
  await h.db
    .updateTable('sys_job')
    .set({ running_until: h.clock.now - 1, next_run_at: h.clock.now - 1 })
    .where('job_id', '=', id)
    .execute();
  h.clock.now += RUN_LEASE_MS;
  assert.is((await b.tick()).length, 1);
  await h.db.updateTable('sys_job').set({ status: '0' }).execute();
});

test('start() ticks at once (new jobs get their next run) and stop() ends the timer after that tick', async ({ h, deps }) => {
  await h.db.updateTable('sys_job').set({ next_run_at: null }).execute();
  const scheduler = createScheduler(deps, { tickMs: 3_600_000 });
  scheduler.start();
  await scheduler.stop();
  assert.ok((await h.db.selectFrom('sys_job').select('next_run_at').execute()).every((j) => j.next_run_at !== null));
});

test('a failing job is logged as a failure with its error', async ({ h, deps }) => {
  await h.db.updateTable('sys_job').set({ status: '1' }).where('job_key', '<>', 'purgeSessions').execute();
  await h.db
    .updateTable('sys_job')
    .set({ next_run_at: h.clock.now - 1, running_until: null })
    .where('job_key', '=', 'purgeSessions')
    .execute();
  const failing = createScheduler(deps, {
    registry: () => async () => {
      throw new Error('磁盘已满');
    },
  });
  const [log] = await failing.tick();
  assert.is(log.status, '1');
  assert.is(log.message, '磁盘已满');
  assert.match(log.error, /Error: 磁盘已满/);
  const unknown = createScheduler(deps, { registry: () => undefined });
  await h.db
    .updateTable('sys_job')
    .set({ next_run_at: h.clock.now - 1 })
    .where('job_key', '=', 'purgeSessions')
    .execute();
  const [unknownLog] = await unknown.tick();
  assert.is(unknownLog.status, '1');
  assert.is(unknownLog.message_key, 'jobUnknown');
  await h.db.updateTable('sys_job').set({ status: '0' }).execute();
});

test('job log: filters, paging, sort allowlist, delete, export, clean', async ({ h }) => {
  const admin = await h.login('admin'); // the clock moved past the first session's lifetime
  const all = await h.call('GET', `${API}/jobLog/list`, { token: admin, query: { pageSize: '100' } });
  assert.is(all.status, 200);
  assert.ok(all.body.total >= 5);
  const failed = await h.call('GET', `${API}/jobLog/list`, { token: admin, query: { status: '1' } });
  assert.is(failed.body.total, 2);
  const named = await h.call('GET', `${API}/jobLog/list`, { token: admin, query: { jobName: '席位' } });
  assert.ok(named.body.rows.every((r: any) => r.jobKey === 'releaseSeats'));
  const today = formatDate(h.clock.now);
  const ofToday = all.body.rows.filter((r: any) => r.startTime.startsWith(today)).length;
  assert.ok(ofToday > 0);
  assert.is((await h.call('GET', `${API}/jobLog/list`, { token: admin, query: { beginTime: today, endTime: today } })).body.total, ofToday);
  assert.is((await h.call('GET', `${API}/jobLog/list`, { token: admin, query: { 'params[beginTime]': '2000-01-01' } })).body.total, all.body.total);
  assert.is((await h.call('GET', `${API}/jobLog/list`, { token: admin, query: { endTime: '2000-01-01' } })).body.total, 0);
  assert.is((await h.call('GET', `${API}/jobLog/list`, { token: admin, query: { beginTime: '2025-02-30' } })).body.field, 'beginTime');
  assert.is((await h.call('GET', `${API}/jobLog/list`, { token: admin, query: { orderByColumn: 'message' } })).status, 422);
  const paged = await h.call('GET', `${API}/jobLog/list`, { token: admin, query: { pageSize: '2', pageNum: '2', orderByColumn: 'jobLogId', isAsc: 'asc' } });
  assert.equal(
    paged.body.rows.map((r: any) => r.jobLogId),
    all.body.rows
      .map((r: any) => r.jobLogId)
      .sort((x: number, y: number) => x - y)
      .slice(2, 4),
  );

  const exported = await h.call('POST', `${API}/jobLog/export`, { token: admin, body: 'status=1', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  assert.is(exported.status, 200);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(Buffer.from(exported.bytes) as any);
  const sheet = book.worksheets[0];
  assert.is(sheet.getRow(1).getCell(2).value, '任务名称');
  assert.is(sheet.rowCount, 3);
  assert.is(sheet.getRow(2).getCell(4).value, '失败');
  const inEnglish = await h.call('POST', `${API}/jobLog/export`, { token: admin, body: 'status=1', headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'en' } });
  const enBook = new ExcelJS.Workbook();
  await enBook.xlsx.load(Buffer.from(inEnglish.bytes) as any);
  const enSheet = enBook.worksheets[0];
  assert.is(enSheet.name, 'Job log');
  assert.equal(enSheet.getRow(1).values, [undefined, 'Log ID', 'Job name', 'Job key', 'Status', 'Message', 'Start time', 'Stop time', 'Exception'], "headers in the request's language");
  assert.is(enSheet.getRow(2).getCell(4).value, 'Failure');

  const ids = failed.body.rows.map((r: any) => r.jobLogId);
  assert.is((await h.call('DELETE', `${API}/jobLog/${ids[0]},99999`, { token: admin })).status, 404);
  assert.is(await logCount(h), all.body.total, 'all or nothing');
  assert.is((await h.call('DELETE', `${API}/jobLog/${ids.join(',')}`, { token: admin })).status, 200);
  assert.is(await logCount(h), all.body.total - 2);
  assert.is((await h.call('DELETE', `${API}/jobLog/clean`, { token: admin })).status, 200);
  assert.is(await logCount(h), 0);
});

test.run();
