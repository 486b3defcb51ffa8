/**
 * Every menu and route-table call, table-driven: without a token 401; the front desk and the
 * accountant (no system:menu permission) 403 and nothing changed, except getRouteIdByAddr, which every
 * signed-in user may ask; the administrator of the other hotel never sees or changes the first hotel's
 * own menu (404, and nothing changed); the administrator 200.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { setup, type Harness } from './support.js';

type Fixture = { ownId: number; dirId: number };
type Case = { name: string; method: string; path: (f: Fixture) => string; body?: (f: Fixture) => unknown; open?: boolean; otherHotel?: number };

const API = '/prod-api/htservice';
const CASES: Case[] = [
  { name: 'menu list', method: 'GET', path: () => `${API}/menu/list` },
  { name: 'all menus', method: 'GET', path: () => `${API}/menu/getAllMenuList` },
  { name: 'menu get', method: 'GET', path: (f) => `${API}/menu/${f.ownId}`, otherHotel: 404 },
  {
    name: 'menu add',
    method: 'POST',
    path: () => `${API}/menu`,
    body: (f) => ({ menuName: '探针子页', menuType: 'C', moduleId: 2001, parentId: f.dirId, path: 'probeChild', component: 'system/probe/index' }),
    otherHotel: 422,
  },
  { name: 'menu edit', method: 'PUT', path: () => `${API}/menu`, body: (f) => ({ menuId: f.ownId, version: 1, menuName: '探针改' }), otherHotel: 404 },
  { name: 'menu reset', method: 'GET', path: () => `${API}/menu/menuReset?type=1005` },
  { name: 'route list', method: 'GET', path: () => `${API}/SysRoute/list` },
  { name: 'route reset', method: 'GET', path: () => `${API}/SysRoute/routeReset?type=1005` },
  { name: 'route by address', method: 'POST', path: () => `${API}/SysRoute/getRouteIdByAddr`, body: () => ({ routeAddr: '/system/probeDir/probe' }), open: true, otherHotel: 404 },
  { name: 'menu remove', method: 'DELETE', path: (f) => `${API}/menu/${f.ownId}`, otherHotel: 404 },
];

/** The menus and routes, to prove a refused call changed nothing. */
async function snapshot(h: Harness): Promise<string> {
  const [menus, routes, grants] = await Promise.all([
    h.db.selectFrom('menus').selectAll().orderBy('menu_id').execute(),
    h.db.selectFrom('sys_route').selectAll().orderBy('route_id').execute(),
    h.db.selectFrom('role_menus').selectAll().orderBy('role_id').orderBy('menu_id').execute(),
  ]);
  return JSON.stringify({ menus, routes, grants });
}

const test = suite<{ h: Harness; tokens: Record<string, string>; f: Fixture }>('menu permissions');
test.before(async (ctx) => {
  ctx.h = await setup({ env: { HT_CAPTCHA: 'off' } });
  ctx.tokens = {};
  for (const user of ['admin', 'frontdesk1', 'accountant1']) ctx.tokens[user] = await ctx.h.login(user);
  ctx.tokens.other = await ctx.h.login('admin', 'HT002');
  const add = (body: unknown) => ctx.h.call('POST', `${API}/menu`, { token: ctx.tokens.admin, body });
  const dir = (await add({ menuName: '探针目录', menuType: 'M', moduleId: 2001, path: 'probeDir' })).body.data;
  const own = (await add({ menuName: '探针页', menuType: 'C', moduleId: 2001, parentId: dir.menuId, path: 'probe', component: 'system/probe/index' })).body.data;
  ctx.f = { ownId: own.menuId, dirId: dir.menuId };
});
test.after(async (ctx) => ctx.h.close());

const send = (h: Harness, c: Case, f: Fixture, token?: string) => h.call(c.method, c.path(f), { token, body: c.body?.(f) });

test("no token → 401; no permission → 403 changing nothing; the other hotel → never the first hotel's menu; admin → 200", async ({ h, tokens, f }) => {
  for (const c of CASES) {
    assert.is((await send(h, c, f)).status, 401, `${c.name} without a token`);
    for (const user of ['frontdesk1', 'accountant1']) {
      const before = await snapshot(h);
      const res = await send(h, c, f, tokens[user]);
      if (c.open) assert.is(res.status, 200, `${c.name} as ${user}: ${res.text}`);
      else {
        assert.is(res.status, 403, `${c.name} as ${user}: ${res.status}`);
        assert.equal(res.body, { code: 403, msg: '当前操作没有权限' });
      }
      assert.is(await snapshot(h), before, `${c.name} as ${user} changed nothing`);
    }
    if (c.otherHotel) {
      const before = await snapshot(h);
      const res = await send(h, c, f, tokens.other);
      assert.is(res.status, c.otherHotel, `${c.name} from the other hotel: ${res.text}`);
      assert.not.match(res.text, '探针', 'no data of the first hotel');
      assert.is(await snapshot(h), before, `${c.name} from the other hotel changed nothing`);
    }
    const admin = await send(h, c, f, tokens.admin);
    assert.is(admin.status, 200, `${c.name} as admin: ${admin.text}`);
    assert.is(admin.body.code, 200);
  }
});

test("lists of the other hotel hold none of the first hotel's own menus or routes", async ({ h, tokens }) => {
  const menus = await h.call('GET', `${API}/menu/list`, { token: tokens.other, query: { menuName: '探针' } });
  assert.equal(menus.body.data, []);
  const all = await h.call('GET', `${API}/menu/getAllMenuList`, { token: tokens.other });
  assert.not.ok(all.body.data.some((m: { orgCode: string | null }) => m.orgCode === 'HT001'));
  const routes = await h.call('GET', `${API}/SysRoute/list`, { token: tokens.other, query: { routeAddr: 'probe' } });
  assert.is(routes.body.total, 0);
  assert.is((await h.call('GET', `${API}/SysRoute/list`, { token: tokens.admin, query: { routeAddr: 'probe' } })).body.total, 1);
});

test.run();
