/**
 * PostgreSQL-specific checks, run by the `server-pg` tier (test/run.mjs starts a cluster and the whole
 * server tier runs on it; under SQLite this file is skipped). The sign-in path: migrations, seed, auth, routes, lockout and the
 * login log must behave as on SQLite, and so must the shell services of migration 0002; licence
 * seats are where the engines differ most (row lock vs. BEGIN IMMEDIATE), so their race is run here
 * with real parallel connections. Each run works in a schema of its own and drops it. The system
 * settings of migration 0004 (lists, dictionaries, config keys, custom columns, query plans, the
 * export) run here too: their SQL (upsert, RETURNING with aliases, FOR UPDATE/SHARE, LIKE … ESCAPE)
 * must mean the same on both engines.
 */
import ExcelJS from 'exceljs';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { formatDate } from '../../server/lib/time.js';
import { ON_POSTGRES, PASSWORD, setup, type Harness } from './support.js';

const url = ON_POSTGRES;
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
    assert.equal(
      routes.body.data.map((r: any) => r.moduleId),
      [1001, 1002, 1003, 1005, 3003],
    );
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
    // The server logged every outcome itself: ten failures (the tenth locking), the refusal while locked, the sign-in, the logout.
    const rows = await h.db.selectFrom('login_logs').selectAll().where('user_name', '=', 'frontdesk2').orderBy('info_id').execute();
    assert.equal(
      rows.map((r) => r.msg),
      [...Array(9).fill('loginLogBadPassword'), 'loginLogLockedNow', 'loginLogLocked', 'loginLogSuccess', 'logoutOk'],
    );
    assert.type(rows[0].login_time, 'number');
  });

  test('50 simultaneous heartbeats on 10 pooled connections against 10 seats grant exactly 10', async ({ h }) => {
    const hotelA = await h.orgId('HT001');
    await h.db.updateTable('module_licences').set({ seats: 10 }).where('module_id', '=', 1001).execute();
    const tokens: string[] = [];
    for (let i = 0; i < 50; i++) tokens.push(await h.login('admin'));
    const answers = await Promise.all(tokens.map((token) => h.call('POST', '/prod-api/htservice/module/heartbeat', { token, body: { module: 1001, orgId: hotelA } })));
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
    assert.is(forms.body.data.length, 2);
    const expiring = await h.call('GET', '/prod-api/htservice/module/checkLicenseExpiry', { token, query: { orgCode: 'HT001' } });
    assert.equal(expiring.body.data, []);
    assert.is((await h.call('PUT', '/prod-api/htservice/module/matchPassword', { token, body: { password: 'nope' } })).status, 400);
    assert.is((await h.call('PUT', '/prod-api/htservice/module/matchPassword', { token, body: { password: PASSWORD } })).status, 200);
  });

  test('dictionaries, config keys, lists and the export on PostgreSQL', async ({ h }) => {
    const token = await h.login('admin');
    const api = '/prod-api/htservice';
    await h.bulkDictData('pg_probe', 1200);
    const page = await h.call('GET', `${api}/dict/data/list`, { token, query: { dictType: 'pg_probe', dictLabel: '签11', orderByColumn: 'dictValue', isAsc: 'descending', pageSize: '5' } });
    assert.is(page.status, 200, page.text);
    assert.is(page.body.total, 111); // 11, 110…119, 1100…1199
    assert.equal(
      page.body.rows.map((r: any) => r.dictValue),
      ['v1199', 'v1198', 'v1197', 'v1196', 'v1195'],
    );
    assert.is((await h.call('GET', `${api}/dict/data/list`, { token, query: { dictLabel: '%' } })).body.total, 0);
    assert.is((await h.call('GET', `${api}/dict/type/list`, { token, query: { dictType: 'SYS_' } })).body.total, 3);
    const all = await h.call('GET', `${api}/dict/data/list`, { token, query: { dictType: 'pg_probe', pageSize: '100000000' } });
    assert.is(all.body.rows.length, 1200);
    assert.type(all.body.rows[0].dictCode, 'number');

    const type = (await h.call('POST', `${api}/dict/type`, { token, body: { dictName: '床型', dictType: 'bed_kind' } })).body.data;
    assert.equal((await h.call('POST', `${api}/dict/type`, { token, body: { dictName: '床型', dictType: 'bed_kind' } })).body.field, 'dictType');
    const data = await h.call('POST', `${api}/dict/data`, { token, body: { dictType: 'bed_kind', dictLabel: '大床', dictValue: 'king' } });
    assert.is(data.status, 200, data.text);
    assert.is((await h.call('POST', `${api}/dict/data`, { token, body: { dictType: 'bed_kind', dictLabel: '大床', dictValue: 'king' } })).status, 409);
    assert.is((await h.call('POST', `${api}/dict/data`, { token, body: { dictType: 'nowhere', dictLabel: 'x', dictValue: 'x' } })).status, 422);
    const race = await Promise.all(['甲', '乙', '丙'].map((name) => h.call('PUT', `${api}/dict/type`, { token, body: { dictId: type.dictId, version: 1, dictName: name, dictType: 'bed_type' } })));
    assert.equal(race.map((r) => r.status).sort(), [200, 409, 409]);
    assert.is((await h.db.selectFrom('dict_data').select('dict_type').where('dict_code', '=', data.body.data.dictCode).executeTakeFirstOrThrow()).dict_type, 'bed_type');
    const inUse = await h.call('DELETE', `${api}/dict/type/${type.dictId}`, { token });
    assert.equal([inUse.status, inUse.body.field], [409, 'dictIds']);
    assert.is((await h.call('DELETE', `${api}/dict/data/${data.body.data.dictCode}`, { token })).status, 200);
    assert.is((await h.call('DELETE', `${api}/dict/type/${type.dictId}`, { token })).status, 200);

    const skin = (await h.call('GET', `${api}/config/list`, { token, query: { configKey: 'skin' } })).body.rows[0];
    assert.is((await h.call('PUT', `${api}/config`, { token, body: { configId: skin.configId, version: skin.version, configKey: 'x' } })).status, 409);
    assert.is((await h.call('DELETE', `${api}/config/${skin.configId}`, { token })).status, 409);
    const changed = await h.call('PUT', `${api}/config`, { token, body: { configId: skin.configId, version: skin.version, configValue: 'skin-red' } });
    assert.is(changed.body.data.version, skin.version + 1);

    const exported = await h.call('POST', `${api}/dict/data/export`, { token, body: 'dictType=sys_user_sex', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(exported.bytes.buffer as ArrayBuffer);
    assert.is(book.worksheets[0].getRow(2).getCell(3).value, '男');
  });

  test('column customisation and query plans on PostgreSQL', async ({ h }) => {
    const fd = await h.login('frontdesk1');
    const ac = await h.login('accountant1');
    const api = '/prod-api/htservice';
    const first = await h.call('POST', `${api}/custom`, { token: fd, body: { pageId: '7', tableId: 't', content: '[{"key":"a"}]' } });
    assert.is(first.status, 200, first.text);
    const twice = await Promise.all([1, 2].map((n) => h.call('POST', `${api}/custom`, { token: fd, body: { pageId: '7', tableId: 't', content: [{ key: `k${n}` }] } })));
    assert.equal(
      twice.map((r) => r.body.data),
      [first.body.data, first.body.data],
    );
    assert.is((await h.call('GET', `${api}/custom/list`, { token: fd })).body.rows[0].version, 3);
    assert.is((await h.call('DELETE', `${api}/custom/${first.body.data}`, { token: ac })).status, 404);
    const plan = await h.call('POST', `${api}/queryPlan`, { token: fd, body: { pageId: '7', tableId: 't', planName: '甲', content: [] } });
    assert.is(plan.status, 200, plan.text);
    assert.is((await h.call('POST', `${api}/queryPlan`, { token: fd, body: { pageId: '7', tableId: 't', planName: '甲', content: [] } })).status, 409);
    assert.is((await h.call('PUT', `${api}/queryPlan`, { token: ac, body: { planId: plan.body.data, planName: '乙' } })).status, 404);
    assert.match((await h.call('GET', `${api}/queryPlan/list`, { token: fd })).body.rows[0].updateTime, /^\d{4}-/);
  });
  test('plan operators, the login log, online users and the password change on PostgreSQL', async ({ h }) => {
    const api = '/prod-api/htservice';
    const admin = await h.login('admin');
    const plan = await h.call('GET', `${api}/dict/data/list`, {
      token: admin,
      query: { dictType: 'sys_common_status', 'dictSort[between]': '1,2', 'dictValue[in]': 'Success,Logout,Error', 'dictLabel[like]': '功', 'dictSort[ne]': '3' },
    });
    assert.is(plan.status, 200, plan.text);
    assert.equal(
      plan.body.rows.map((r: any) => r.dictValue),
      ['Success'],
    );
    const big = await h.call('GET', `${api}/dict/data/list`, { token: admin, query: { 'dictSort[ge]': '99999999999' } });
    assert.is(big.status, 422, 'out of the integer range: the caller is told, no cast error');
    const fd = await h.login('frontdesk1');
    assert.is((await h.call('POST', `${api}/logininfor`, { token: fd, body: { userName: 'frontdesk1', status: 'Success' } })).status, 200);
    const log = await h.call('GET', `${api}/logininfor/list`, { token: admin, query: { userName: 'frontdesk1', 'loginTime[ge]': formatDate(h.clock.now), orderByColumn: 'loginTime', isAsc: 'desc' } });
    assert.is(log.status, 200, log.text);
    // The server logs every sign-in itself, so frontdesk1 has today's entries of this run's sign-ins.
    const hotel = await h.orgId('HT001');
    const logged = await h.db.selectFrom('login_logs').select('info_id').where('user_name', '=', 'frontdesk1').where('org_id', '=', hotel).execute();
    assert.ok(log.body.total >= 1 && log.body.total <= logged.length, `${log.body.total} of ${logged.length}`);
    assert.ok(log.body.rows.every((r: any) => r.userName === 'frontdesk1'));
    assert.match(log.body.rows[0].loginTime, /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    assert.type(log.body.rows[0].infoId, 'number');
    const exported = await h.call('POST', `${api}/logininfor/export`, { token: admin, body: { userName: 'frontdesk1' } });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(exported.bytes) as any);
    assert.is(book.worksheets[0].rowCount, logged.length + 1, 'a header and every entry of frontdesk1');
    assert.is((await h.call('DELETE', `${api}/logininfor/${log.body.rows[0].infoId}`, { token: admin })).status, 200);
    const online = await h.call('GET', `${api}/online/list`, { token: admin, query: { userName: 'frontdesk1', orderByColumn: 'lastActiveTime' } });
    assert.is(online.status, 200, online.text);
    assert.ok(online.body.total >= 1);
    const extra = await h.login('frontdesk1');
    const userId = (await h.db.selectFrom('users').select('user_id').where('user_name', '=', 'frontdesk1').executeTakeFirstOrThrow()).user_id;
    const changed = await h.call('PUT', `${api}/module/updatePassword`, { token: fd, body: { userId, password: PASSWORD, psw: 'NewPassw0rd' } });
    assert.is(changed.status, 200, changed.text);
    assert.is((await h.call('GET', `${api}/user/getInfo`, { token: extra })).status, 401);
    assert.is((await h.call('GET', `${api}/user/getInfo`, { token: fd })).status, 200);
    const rest = await h.call('GET', `${api}/online/list`, { token: admin, query: { userName: 'frontdesk1' } });
    assert.is(rest.body.total, 1);
    assert.is((await h.call('DELETE', `${api}/online/${rest.body.rows[0].tokenId}`, { token: admin })).status, 200);
    assert.is((await h.call('GET', `${api}/user/getInfo`, { token: fd })).status, 401);
  });
}

test.run();
