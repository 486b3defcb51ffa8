/**
 * The same sign-in path on PostgreSQL, run only when HT_TEST_DATABASE_URL points at a server
 * (e.g. postgres://postgres@127.0.0.1:5432/ht): migrations, seed, auth, routes, lockout and the
 * login log must behave as on SQLite. Each run works in a schema of its own and drops it.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { formatDate } from '../../server/lib/time.js';
import { setup, type Harness } from './support.js';

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
}

test.run();
