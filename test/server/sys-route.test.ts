/**
 * The route table: one row per page with its full address, paged, sorted (allowlist only) and filtered
 * through the list layer, scoped to the organisation; routeReset rebuilds it from the menus keeping
 * route ids; getRouteIdByAddr answers for JSON or plain-text bodies.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { setup, type Harness } from './support.js';

const API = '/prod-api/htservice';
const test = suite<{ h: Harness; admin: string }>('route table');
test.before(async (ctx) => {
  ctx.h = await setup({ env: { HT_CAPTCHA: 'off' } });
  ctx.admin = await ctx.h.login('admin');
});
test.after(async (ctx) => ctx.h.close());

const routes = (h: Harness, token: string, query: Record<string, string> = {}) => h.call('GET', `${API}/SysRoute/list`, { token, query });

test('every seeded page has its full address; directories, buttons and links have none', async ({ h, admin }) => {
  const all = (await routes(h, admin, { pageSize: '100000000' })).body;
  const pages = await h.db.selectFrom('menus').select('menu_id').where('menu_type', '=', 'C').where('path', 'not like', 'http%').execute();
  assert.is(all.total, pages.length);
  const addr = new Map(all.rows.map((r: { routeAddr: string; menuName: string }) => [r.routeAddr, r.menuName]));
  assert.is(addr.get('/system/manage/config'), '参数设置');
  assert.is(addr.get('/accounting/voucher/entry'), '凭证录入');
  assert.is(addr.get('/htservice/approvalInitiated/queryApproval'), '审批查询', 'an absolute path stands as it is');
  assert.not.ok([...addr.keys()].some((a) => String(a).startsWith('http')));
});

test('paging, sorting through the allowlist only, filters', async ({ h, admin }) => {
  const first = (await routes(h, admin, { pageSize: '5', orderByColumn: 'routeAddr', isAsc: 'desc' })).body;
  assert.is(first.rows.length, 5);
  const addrs = first.rows.map((r: { routeAddr: string }) => r.routeAddr);
  assert.equal(addrs, [...addrs].sort().reverse());
  const second = (await routes(h, admin, { pageSize: '5', pageNum: '2', orderByColumn: 'routeAddr', isAsc: 'desc' })).body;
  assert.ok(second.rows[0].routeAddr < addrs[4]);
  const refused = await routes(h, admin, { orderByColumn: 'menus.menu_name' });
  assert.is(refused.status, 422);
  assert.is(refused.body.field, 'orderByColumn');
  const system = (await routes(h, admin, { moduleId: '2001', pageSize: '100' })).body;
  assert.ok(system.total > 3 && system.rows.every((r: { moduleId: number }) => r.moduleId === 2001));
  const found = (await routes(h, admin, { routeAddr: 'VOUCHER' })).body;
  assert.ok(found.total >= 2 && found.rows.every((r: { routeAddr: string }) => r.routeAddr.toLowerCase().includes('voucher')));
  assert.is((await routes(h, admin, { orgCode: 'HT002' })).status, 403);
  assert.is((await routes(h, admin, { moduleId: 'x' })).status, 422);
});

test('routeReset rebuilds the table from the menus; surviving routes keep their id', async ({ h, admin }) => {
  const config = await h.db.selectFrom('sys_route').selectAll().where('route_addr', '=', '/system/manage/config').executeTakeFirstOrThrow();
  const dict = await h.db.selectFrom('sys_route').selectAll().where('route_addr', '=', '/system/manage/dict').executeTakeFirstOrThrow();
  await h.db.deleteFrom('sys_route').where('route_id', '=', dict.route_id).execute();
  await h.db.updateTable('sys_route').set({ route_addr: '/wrong' }).where('route_id', '=', config.route_id).execute();
  assert.is((await h.call('GET', `${API}/SysRoute/routeReset`, { token: admin, query: { type: '4242' } })).status, 422);
  const res = await h.call('GET', `${API}/SysRoute/routeReset`, { token: admin, query: { type: '2001' } });
  assert.is(res.status, 200, res.text);
  assert.is(res.body.data.changed, 2);
  const again = await h.db.selectFrom('sys_route').selectAll().where('route_addr', '=', '/system/manage/config').executeTakeFirstOrThrow();
  assert.is(again.route_id, config.route_id);
  assert.ok(await h.db.selectFrom('sys_route').selectAll().where('route_addr', '=', '/system/manage/dict').executeTakeFirst());
  assert.is((await h.call('GET', `${API}/SysRoute/routeReset`, { token: admin, query: { type: 'all' } })).body.data.changed, 0, 'already in step');
});

test('getRouteIdByAddr: JSON or plain text; unknown → 404; a bad body names routeAddr', async ({ h, admin }) => {
  const row = await h.db.selectFrom('sys_route').selectAll().where('route_addr', '=', '/system/manage/config').executeTakeFirstOrThrow();
  const json = await h.call('POST', `${API}/SysRoute/getRouteIdByAddr`, { token: admin, body: { routeAddr: '/system/manage/config' } });
  assert.equal(json.body.data, { routeId: row.route_id, menuId: row.menu_id, routeAddr: '/system/manage/config' });
  const plain = await h.call('POST', `${API}/SysRoute/getRouteIdByAddr`, { token: admin, body: '/system/manage/config', headers: { 'content-type': 'text/plain' } });
  assert.is(plain.body.data.routeId, row.route_id);
  const unknown = await h.call('POST', `${API}/SysRoute/getRouteIdByAddr`, { token: admin, body: { routeAddr: '/nowhere' } });
  assert.is(unknown.status, 404);
  assert.is(unknown.body.msg, '路由地址 /nowhere 不存在');
  const empty = await h.call('POST', `${API}/SysRoute/getRouteIdByAddr`, { token: admin, body: {} });
  assert.is(empty.status, 422);
  assert.is(empty.body.field, 'routeAddr');
  assert.is((await h.call('POST', `${API}/SysRoute/getRouteIdByAddr`, { token: admin, body: '{broken' })).status, 400);
});

test.run();
