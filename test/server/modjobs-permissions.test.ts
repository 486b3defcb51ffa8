/**
 * Every module, licence, job and job-log call, table-driven: without a token 401; the front desk and
 * the accountant (no system permissions) 403, changing nothing; a hotel administrator (a role at
 * HT002 granted every button of the module and job pages, but not the platform role admin) may read
 * modules and its own licences, and gets 403 on every change and on every job call (platform-wide
 * maintenance), changing nothing; the platform administrator 200.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { setup, type Harness } from './support.js';

type Fixture = { spareModule: number; jobId: number; logId: number; ht1: number };
/** `hotel`: what the hotel administrator gets (403 unless 200). */
type Case = { name: string; method: string; path: (f: Fixture) => string; body?: (f: Fixture) => unknown; form?: string; hotel?: 200 };

const API = '/prod-api/htservice';
const CASES: Case[] = [
  { name: 'module all', method: 'GET', path: () => `${API}/module/all`, hotel: 200 },
  { name: 'module list', method: 'GET', path: () => `${API}/module/list`, hotel: 200 },
  { name: 'module get', method: 'GET', path: () => `${API}/module/1001`, hotel: 200 },
  { name: 'module export', method: 'POST', path: () => `${API}/module/export`, form: 'status=0', hotel: 200 },
  { name: 'module export by GET', method: 'GET', path: () => `${API}/module/export?status=0`, hotel: 200 },
  { name: 'module add', method: 'POST', path: () => `${API}/module`, body: () => ({ moduleName: '探针', moduleCode: 'probe', path: 'probe' }) },
  { name: 'module edit', method: 'PUT', path: () => `${API}/module`, body: (f) => ({ moduleId: f.spareModule, version: 1, remark: '改过' }) },
  { name: 'licence list', method: 'GET', path: () => `${API}/module/licence/list?moduleId=1001`, hotel: 200 },
  { name: 'licence edit', method: 'PUT', path: () => `${API}/module/licence`, body: (f) => ({ moduleId: 1001, orgId: f.ht1, seats: 7, expiresOn: '2031-01-31', version: 1 }) },
  { name: 'module remove', method: 'DELETE', path: (f) => `${API}/module/${f.spareModule}` },
  { name: 'licence remove', method: 'DELETE', path: (f) => `${API}/module/licence/1001/${f.ht1}` },
  { name: 'job list', method: 'GET', path: () => `${API}/monitor/job/list` },
  { name: 'job get', method: 'GET', path: (f) => `${API}/monitor/job/${f.jobId}` },
  { name: 'job edit', method: 'PUT', path: () => `${API}/monitor/job`, body: (f) => ({ jobId: f.jobId, version: 1, intervalMinutes: 20 }) },
  { name: 'job status', method: 'PUT', path: () => `${API}/monitor/job/changeStatus`, body: (f) => ({ jobId: f.jobId, status: '1' }) },
  { name: 'job run', method: 'PUT', path: () => `${API}/monitor/job/run`, body: (f) => ({ jobId: f.jobId }) },
  { name: 'job log list', method: 'GET', path: () => `${API}/monitor/jobLog/list` },
  { name: 'job log export', method: 'POST', path: () => `${API}/monitor/jobLog/export`, form: 'status=0' },
  { name: 'job log remove', method: 'DELETE', path: (f) => `${API}/monitor/jobLog/${f.logId}` },
  { name: 'job log clean', method: 'DELETE', path: () => `${API}/monitor/jobLog/clean` },
];

async function snapshot(h: Harness): Promise<string> {
  const tables = ['modules', 'module_licences', 'sys_job', 'sys_job_log'] as const;
  return JSON.stringify(await Promise.all(tables.map((table) => h.db.selectFrom(table).selectAll().execute())));
}

const test = suite<{ h: Harness; tokens: Record<string, string>; f: Fixture }>('module and job permissions');
test.before(async (ctx) => {
  const h = (ctx.h = await setup({ env: { HT_CAPTCHA: 'off' } }));
  await h.db.insertInto('modules').values({ module_id: 4200, module_name: '备用', module_code: 'spare', icon: '', order_num: 99, path: 'spare', status: '0', remark: '', version: 1 }).execute();
  const job = await h.db.selectFrom('sys_job').select(['job_id', 'job_key', 'job_name']).where('job_key', '=', 'releaseSeats').executeTakeFirstOrThrow();
  const log = await h.db
    .insertInto('sys_job_log')
    .values({ job_id: job.job_id, job_name: job.job_name, job_key: job.job_key, status: '0', message: '探针', error: '', start_time: h.clock.now, stop_time: h.clock.now })
    .returning('job_log_id')
    .executeTakeFirstOrThrow();
  ctx.f = { spareModule: 4200, jobId: job.job_id, logId: log.job_log_id, ht1: await h.orgId('HT001') };

  const role = await h.db.insertInto('roles').values({ role_name: '酒店管理员', role_key: 'hoteladmin', role_sort: 9, status: '0' }).returning('role_id').executeTakeFirstOrThrow();
  const pages = await h.db.selectFrom('menus').select('menu_id').where('perms', 'in', ['system:module:list', 'system:job:list', 'system:job:query']).where('menu_type', '=', 'C').execute();
  const buttons = await h.db
    .selectFrom('menus')
    .select('menu_id')
    .where(
      'parent_id',
      'in',
      pages.map((p) => p.menu_id),
    )
    .execute();
  await h.db
    .insertInto('role_menus')
    .values([...pages, ...buttons].map((m) => ({ role_id: role.role_id, menu_id: m.menu_id })))
    .execute();
  const user = await h.db.selectFrom('users').select('user_id').where('user_name', '=', 'frontdesk2').executeTakeFirstOrThrow();
  await h.db.insertInto('role_users').values({ role_id: role.role_id, user_id: user.user_id }).execute();

  ctx.tokens = {};
  for (const name of ['admin', 'frontdesk1', 'accountant1', 'frontdesk2']) ctx.tokens[name] = await h.login(name);
});
test.after(async (ctx) => ctx.h.close());

const send = (h: Harness, c: Case, f: Fixture, token?: string) =>
  h.call(c.method, c.path(f), { token, body: c.form ?? (c.body ? c.body(f) : undefined), headers: c.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {} });

test('the hotel administrator holds every module and job permission (so the refusals below are the role rule)', async ({ h, tokens }) => {
  const info = await h.call('GET', `${API}/user/getInfo`, { token: tokens.frontdesk2 });
  for (const perm of ['system:module:edit', 'system:module:licence', 'system:job:run', 'system:jobLog:remove']) assert.ok(info.body.permissions.includes(perm), perm);
});

test('no token → 401; front desk and accountant → 403; hotel administrator → reads only; admin → 200; refusals change nothing', async ({ h, tokens, f }) => {
  for (const c of CASES) {
    assert.is((await send(h, c, f)).status, 401, `${c.name} without a token`);
    for (const user of ['frontdesk1', 'accountant1', 'frontdesk2']) {
      const expected = user === 'frontdesk2' && c.hotel ? c.hotel : 403;
      const before = await snapshot(h);
      const res = await send(h, c, f, tokens[user]);
      assert.is(res.status, expected, `${c.name} as ${user}: ${res.text.slice(0, 200)}`);
      if (expected === 403) {
        assert.equal(res.body, { code: 403, msg: '当前操作没有权限' });
        assert.is(await snapshot(h), before, `${c.name} as ${user} changed nothing`);
      }
    }
    const admin = await send(h, c, f, tokens.admin);
    assert.is(admin.status, 200, `${c.name} as admin: ${admin.text.slice(0, 200)}`);
  }
});

test('the seed carries the module and job permissions as buttons of their pages, and the absolute-path pages', async ({ h }) => {
  const buttons = await h.db
    .selectFrom('menus as b')
    .innerJoin('menus as p', 'p.menu_id', 'b.parent_id')
    .select(['p.perms as page', 'b.perms as perms'])
    .where('p.perms', 'in', ['system:module:list', 'system:job:list'])
    .orderBy('b.order_num')
    .execute();
  const of = (page: string) => buttons.filter((b) => b.page === page).map((b) => b.perms);
  assert.equal(of('system:module:list'), ['system:module:query', 'system:module:add', 'system:module:edit', 'system:module:remove', 'system:module:export', 'system:module:licence']);
  assert.equal(of('system:job:list'), ['system:job:query', 'system:job:edit', 'system:job:changeStatus', 'system:job:run', 'system:jobLog:list', 'system:jobLog:remove', 'system:jobLog:export']);
  const pages = await h.db.selectFrom('menus').select(['path', 'component', 'visible', 'module_id']).where('path', 'in', ['/htservice/module', '/htservice/monitor/job']).orderBy('path').execute();
  assert.equal(pages, [
    { path: '/htservice/module', component: 'system/module/index', visible: '0', module_id: 2001 },
    { path: '/htservice/monitor/job', component: 'system/job/detail', visible: '1', module_id: 2001 },
  ]);
});

test.run();
