/**
 * Menu management and the route table on PostgreSQL, run only when HT_TEST_DATABASE_URL points at a
 * server (see postgres.test.ts): migration 0006 and the seed's keys and routes, add / edit (row lock) /
 * delete, the route-address clash check (a self join), menuReset and the route list must behave as
 * on SQLite.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { setup, type Harness } from './support.js';

const url = process.env.HT_TEST_DATABASE_URL;
const API = '/prod-api/htservice';
const test = suite<{ h: Harness; admin: string }>('menus on postgres');

if (url) {
  test.before(async (ctx) => {
    ctx.h = await setup({ databaseUrl: url, env: { HT_CAPTCHA: 'off' } });
    ctx.admin = await ctx.h.login('admin');
  });
  test.after(async (ctx) => ctx.h.close());

  test('add, edit, clash, delete, reset and the route table', async ({ h, admin }) => {
    const list = (await h.call('GET', `${API}/menu/list`, { token: admin, query: { menuName: '系统管理' } })).body.data;
    const manage = list.find((m: { path: string }) => m.path === 'manage');
    assert.is(manage.menuKey, 'system:manage');
    const add = await h.call('POST', `${API}/menu`, { token: admin, body: { menuName: '客房参数', menuType: 'C', moduleId: 2001, parentId: manage.menuId, path: 'room', component: 'system/room/index' } });
    assert.is(add.status, 200, add.text);
    const clash = await h.call('POST', `${API}/menu`, { token: admin, body: { menuName: '重复', menuType: 'C', moduleId: 2001, parentId: manage.menuId, path: 'room', component: 'system/room/index', orgCode: '' } });
    assert.is(clash.status, 409);
    const edit = await h.call('PUT', `${API}/menu`, { token: admin, body: { menuId: add.body.data.menuId, version: 1, path: 'rooms' } });
    assert.is(edit.status, 200, edit.text);
    assert.is((await h.call('PUT', `${API}/menu`, { token: admin, body: { menuId: add.body.data.menuId, version: 1, path: 'x' } })).status, 409);
    const route = await h.call('POST', `${API}/SysRoute/getRouteIdByAddr`, { token: admin, body: { routeAddr: '/system/manage/rooms' } });
    assert.is(route.body.data.menuId, add.body.data.menuId);
    const routes = await h.call('GET', `${API}/SysRoute/list`, { token: admin, query: { routeAddr: 'manage', orderByColumn: 'routeAddr', pageSize: '3' } });
    assert.is(routes.status, 200, routes.text);
    assert.is(routes.body.rows.length, 3);
    assert.is((await h.call('DELETE', `${API}/menu/${manage.menuId}`, { token: admin })).status, 409);
    const config = (await h.call('GET', `${API}/menu/list`, { token: admin, query: { menuName: '参数设置' } })).body.data[0];
    assert.is((await h.call('PUT', `${API}/menu`, { token: admin, body: { menuId: config.menuId, version: config.version, menuName: '改名' } })).status, 200);
    const reset = await h.call('GET', `${API}/menu/menuReset`, { token: admin, query: { type: '2001' } });
    assert.is(reset.status, 200, reset.text);
    assert.equal([reset.body.data.removed, reset.body.data.reverted], [1, 1]);
    assert.is((await h.call('GET', `${API}/menu/${config.menuId}`, { token: admin })).body.data.menuName, '参数设置');
    assert.is((await h.call('GET', `${API}/SysRoute/routeReset`, { token: admin, query: { type: 'all' } })).body.data.changed, 0);
  });
}

test.run();
