/**
 * The same sign-in path on PostgreSQL, run only when HT_TEST_DATABASE_URL points at a server
 * (e.g. postgres://postgres@127.0.0.1:5432/ht): migrations, seed, auth, routes, lockout and the
 * login log must behave as on SQLite, and so must the shell services of migration 0002; licence
 * seats are where the engines differ most (row lock vs. BEGIN IMMEDIATE), so their race is run here
 * with real parallel connections. Each run works in a schema of its own and drops it.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { formatDate } from '../../server/lib/time.js';
import { PASSWORD, setup, type Harness } from './support.js';

const url = process.env.HT_TEST_DATABASE_URL;
const test = suite<{ h: Harness }>('postgres');

if (url) {
  test.before(async (ctx) => {
    ctx.h = await setup({ databaseUrl: url });
  });
  test.after(async (ctx) => ctx.h.close());

  test('sign-in with captcha, getInfo, getRouters and the period on PostgreSQL', async ({ h }) => {
    const token = await h.login('accountant1');
    const info = await h.call('GET', '/prod-api/htservice/user/getInfo', { token });
    assert.equal(info.body.roles, ['accountant']);
    assert.ok(info.body.permissions.includes('accounting:voucher:add'));
    const routes = await h.call('GET', '/prod-api/htservice/menu/getRouters', { token });
    assert.equal(routes.body.data.map((r: any) => r.moduleId), [1001, 1002, 1003, 1005]);
    const period = await h.call('GET', '/prod-api/htservice/org/selectLoginDatePeriod', {
      token,
      query: { orgId: String(await h.orgId('HT001')), loginDate: formatDate(h.clock.now) },
    });
    assert.is(period.status, 200, period.text);
    assert.type(period.body.data.periodId, 'number');
  });

  test('lockout, logout and login log on PostgreSQL', async ({ h }) => {
    for (let i = 0; i < 10; i++) assert.is((await h.signIn('frontdesk2', { password: 'x' })).status, 401);
    assert.is((await h.signIn('frontdesk2')).status, 423);
    h.clock.now += 16 * 60_000;
    const token = await h.login('frontdesk2');
    assert.is((await h.call('POST', '/prod-api/htservice/logininfor', { token, body: { userName: 'frontdesk2', status: 'Success' } })).status, 200);
    assert.is((await h.call('DELETE', '/prod-api/auth/token/logout', { token })).status, 200);
    assert.is((await h.call('GET', '/prod-api/htservice/user/getInfo', { token })).status, 401);
    const row = await h.db.selectFrom('login_logs').selectAll().executeTakeFirstOrThrow();
    assert.is(row.user_name, 'frontdesk2');
    assert.type(row.login_time, 'number');
  });

  test('50 simultaneous heartbeats on 10 pooled connections against 10 seats grant exactly 10', async ({ h }) => {
    const hotelA = await h.orgId('HT001');
    await h.db.updateTable('module_licences').set({ seats: 10 }).where('module_id', '=', 1001).execute();
    const tokens: string[] = [];
    for (let i = 0; i < 50; i++) tokens.push(await h.login('admin'));
    const answers = await Promise.all(
      tokens.map((token) => h.call('POST', '/prod-api/htservice/module/heartbeat', { token, body: { module: 1001, orgId: hotelA } })),
    );
    assert.is(answers.filter((a) => a.status === 200).length, 10, answers.map((a) => a.status).join(','));
    assert.is(answers.filter((a) => a.status === 409).length, 40);
    const leases = await h.db.selectFrom('seat_leases').selectAll().where('module_id', '=', 1001).execute();
    assert.is(leases.length, 10);
    assert.type(leases[0].expires_at, 'number');
    const modules = await h.call('GET', '/prod-api/htservice/module/getModuleByOrg', { token: tokens[0], query: { orgId: String(hotelA) } });
    assert.is(modules.body.data.find((m: any) => m.moduleId === 1001).used, 10);
    await h.call('DELETE', '/prod-api/auth/token/logout', { token: tokens[0] });
  });

  test('preferences, to-do notices, approval forms, licence expiry and the lock screen on PostgreSQL', async ({ h }) => {
    const token = await h.login('frontdesk1');
    const prefs = '/prod-api/htservice/user/preferences';
    const first = await h.call('PUT', prefs, { token, body: { settings: { size: 'small' }, shortcuts: ['/crm/customer'], version: 0 } });
    assert.is(first.status, 200, first.text);
    const second = await h.call('PUT', prefs, { token, body: { settings: { tagsView: false }, version: 1 } });
    assert.equal(second.body.data, { settings: { size: 'small', tagsView: false }, shortcuts: ['/crm/customer'], version: 2 });
    assert.is((await h.call('PUT', prefs, { token, body: { version: 1 } })).status, 409);
    const crm = await h.call('PUT', '/prod-api/htservice/module/getsysTaskNoticeCrm', { token, query: { pageNum: '1', pageSize: '1' } });
    assert.is(crm.body.total, 2);
    assert.is(crm.body.rows.length, 1);
    const forms = await h.call('GET', '/prod-api/htservice/menu/getApprovalMenuList', { token });
    assert.is(forms.body.data.length, 4);
    const expiring = await h.call('GET', '/prod-api/htservice/module/checkLicenseExpiry', { token, query: { orgCode: 'HT001' } });
    assert.equal(expiring.body.data, []);
    assert.is((await h.call('PUT', '/prod-api/htservice/module/matchPassword', { token, body: { password: 'nope' } })).status, 400);
    assert.is((await h.call('PUT', '/prod-api/htservice/module/matchPassword', { token, body: { password: PASSWORD } })).status, 200);
  });
}

test.run();
