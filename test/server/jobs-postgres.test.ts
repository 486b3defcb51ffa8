/**
 * Scheduled jobs and module management on PostgreSQL, run only when HT_TEST_DATABASE_URL points at a
 * server (as postgres.test.ts): three schedulers (a real pool of connections, as three server
 * processes would share the database) tick at the same moment and every due run is claimed once;
 * run now, the job log with its day filter, a module's stale edit and referenced delete, and a
 * licence change mean the same as on SQLite.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createScheduler } from '../../server/jobs/scheduler.js';
import { formatDate } from '../../server/lib/time.js';
import { MINUTE, setup, type Harness } from './support.js';

const url = process.env.HT_TEST_DATABASE_URL;
const test = suite<{ h: Harness; admin: string }>('jobs on postgres');

if (url) {
  test.before(async (ctx) => {
    ctx.h = await setup({ databaseUrl: url, env: { HT_CAPTCHA: 'off' } });
    ctx.admin = await ctx.h.login('admin');
  });
  test.after(async (ctx) => ctx.h.close());

  test('three schedulers ticking at once claim every due run exactly once', async ({ h }) => {
    const deps = { db: h.db, engine: h.engine, now: () => h.clock.now };
    const schedulers = [createScheduler(deps), createScheduler(deps), createScheduler(deps)];
    await Promise.all(schedulers.map((s) => s.tick())); // first sight: scheduled, nothing run
    assert.is((await h.db.selectFrom('sys_job_log').selectAll().execute()).length, 0);
    h.clock.now += 24 * 60 * MINUTE + 1;
    const ran = (await Promise.all(schedulers.map((s) => s.tick()))).flat();
    assert.equal(ran.map((r) => r.job_key).sort(), ['licenceNotices', 'purgeLoginLogs', 'purgeSessions', 'releaseSeats']);
    assert.is((await h.db.selectFrom('sys_job_log').selectAll().execute()).length, 4);
    assert.ok((await h.db.selectFrom('sys_job').select('running_until').execute()).every((j) => j.running_until === null));
  });

  test('run now, job log day filter, module version and delete, licence change', async ({ h }) => {
    const admin = await h.login('admin');
    const job = await h.db.selectFrom('sys_job').select('job_id').where('job_key', '=', 'purgeSessions').executeTakeFirstOrThrow();
    const ran = await h.call('PUT', '/prod-api/htservice/monitor/job/run', { token: admin, body: { jobId: job.job_id } });
    assert.is(ran.status, 200, ran.text);
    const today = formatDate(h.clock.now);
    const logs = await h.call('GET', '/prod-api/htservice/monitor/jobLog/list', { token: admin, query: { beginTime: today, jobName: '会话', orderByColumn: 'startTime', isAsc: 'desc' } });
    assert.is(logs.body.rows[0].jobLogId, ran.body.data.jobLogId);
    const edit = await h.call('PUT', '/prod-api/htservice/monitor/job', { token: admin, body: { jobId: job.job_id, version: 1, intervalMinutes: 10080 } });
    assert.is(edit.status, 200, edit.text);
    assert.is((await h.call('PUT', '/prod-api/htservice/module', { token: admin, body: { moduleId: 1001, version: 1, remark: '核算' } })).status, 200);
    assert.is((await h.call('PUT', '/prod-api/htservice/module', { token: admin, body: { moduleId: 1001, version: 1, remark: '旧' } })).status, 409);
    assert.is((await h.call('DELETE', '/prod-api/htservice/module/1001', { token: admin })).status, 409);
    const ht2 = await h.orgId('HT002');
    const put = await h.call('PUT', '/prod-api/htservice/module/licence', { token: admin, body: { moduleId: 1001, orgId: ht2, seats: 4, expiresOn: '2031-03-31', version: 1 } });
    assert.is(put.status, 200, put.text);
    assert.is(put.body.data.version, 2);
  });
}

test.run();
