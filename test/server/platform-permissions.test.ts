/**
 * Permissions that act on every hotel (server/db/platform-permissions.ts) are held only through a
 * platform role. Table-driven over the app's own route table and menu catalogue, so a route or menu
 * added later under one of these permissions is covered without being listed here:
 * - the role editor offers none of their menus, to a hotel administrator or to the platform one;
 * - the server refuses to grant them to a hotel role;
 * - a hotel role that holds them anyway (a grant written straight into the database) gains nothing:
 *   every endpoint guarded by them answers 403 and getInfo does not list them;
 * - the group's support role, a platform role, still reaches the support desk.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { isPlatformPermission, PLATFORM_PERMISSIONS } from '../../server/db/platform-permissions.js';
import { apiRoutes, probe } from './route-table.js';
import { setup, type Harness } from './support.js';

const API = '/prod-api/htservice';
type Ctx = { h: Harness; admin: string; boss: string; roleId: number; platformMenus: Array<{ menu_id: number; perms: string }> };
const test = suite<Ctx>('platform permissions');

test.before(async (ctx) => {
  const h = await setup({ env: { HT_CAPTCHA: 'off' } });
  ctx.h = h;
  ctx.admin = await h.login('admin');
  ctx.platformMenus = (await h.db.selectFrom('menus').select(['menu_id', 'perms']).where('perms', '<>', '').execute()).filter((m) => isPlatformPermission(m.perms));
  // A hotel administrator at HT001: a role of its own with everything the editor offers, plus every
  // platform menu written straight into the database, as an older version or a careless script could.
  const tree = await h.call('GET', `${API}/menu/treeselect`, { token: ctx.admin });
  const offered: number[] = [];
  const walk = (nodes: Array<{ id: number; children?: unknown[] }>) => {
    for (const n of nodes) {
      if (n.id > 0) offered.push(n.id);
      walk((n.children ?? []) as never);
    }
  };
  walk(tree.body.data);
  const made = await h.call('POST', `${API}/role`, { token: ctx.admin, body: { roleName: '酒店总管', roleKey: 'hotelboss', menuIds: offered } });
  assert.is(made.status, 200, made.text);
  const role = await h.db.selectFrom('roles').select('role_id').where('role_key', '=', 'hotelboss').executeTakeFirstOrThrow();
  ctx.roleId = role.role_id;
  await h.db
    .insertInto('role_menus')
    .values(ctx.platformMenus.map((m) => ({ role_id: role.role_id, menu_id: m.menu_id })))
    .execute();
  const user = await h.db.selectFrom('users').select('user_id').where('user_name', '=', 'accountant1').executeTakeFirstOrThrow();
  await h.db.insertInto('role_users').values({ role_id: role.role_id, user_id: user.user_id }).execute();
  ctx.boss = await h.login('accountant1');
});
test.after(async (ctx) => ctx.h.close());

test('the list names real guards: every platform permission guards at least one endpoint or menu', ({ h, platformMenus }) => {
  const guarded = apiRoutes(h).flatMap((r) => r.facts.permissions ?? []);
  for (const p of PLATFORM_PERMISSIONS) {
    const matches = (perms: string) => (p.endsWith(':*') ? perms.startsWith(p.slice(0, -1)) : perms === p);
    assert.ok(guarded.some(matches) || platformMenus.some((m) => matches(m.perms)), `${p} guards nothing`);
  }
  assert.ok(platformMenus.length >= 20, `${platformMenus.length} platform menus`);
});

test('the role editor offers no platform menu, to the hotel administrator or the platform one', async ({ h, admin, boss, platformMenus }) => {
  const ids = new Set(platformMenus.map((m) => m.menu_id));
  for (const token of [admin, boss]) {
    const tree = await h.call('GET', `${API}/menu/treeselect`, { token });
    assert.is(tree.status, 200, tree.text);
    const offered: number[] = [];
    const walk = (nodes: Array<{ id: number; children?: unknown[] }>) => {
      for (const n of nodes) {
        offered.push(n.id);
        walk((n.children ?? []) as never);
      }
    };
    walk(tree.body.data);
    assert.ok(offered.length > 50, 'the tree still offers the hotel menus');
    assert.equal(
      offered.filter((id) => ids.has(id)),
      [],
    );
  }
});

test('the server refuses to grant a platform menu to a hotel role, each one', async ({ h, admin, roleId, platformMenus }) => {
  const role = (await h.call('GET', `${API}/role/${roleId}`, { token: admin })).body.data;
  for (const menu of platformMenus) {
    const res = await h.call('PUT', `${API}/role`, { token: admin, body: { roleId, version: role.version, menuIds: [menu.menu_id] } });
    assert.is(res.status, 403, `${menu.perms}: ${res.text}`);
    assert.is(res.body.field, 'menuIds');
  }
});

test('a hotel role holding platform grants anyway gains nothing: getInfo omits them, every guarded endpoint answers 403', async ({ h, boss }) => {
  const info = await h.call('GET', `${API}/user/getInfo`, { token: boss });
  assert.is(info.status, 200);
  assert.ok(info.body.permissions.includes('system:role:edit'), 'the hotel grants still count');
  assert.equal(info.body.permissions.filter(isPlatformPermission), []);
  const platformOnly = apiRoutes(h).filter((r) => r.facts.permissions?.every(isPlatformPermission));
  assert.ok(platformOnly.length >= 30, `${platformOnly.length} platform endpoints`);
  const open: string[] = [];
  for (const route of platformOnly) {
    const res = await probe(h, route, boss);
    if (res.status !== 403) open.push(`${route.method} ${route.path}: ${res.status}`);
  }
  assert.equal(open, []);
});

test("the group's support role, a platform role, still reaches every hotel's conversations", async ({ h }) => {
  const support = await h.db.selectFrom('roles').select('role_id').where('role_key', '=', 'support').where('org_id', 'is', null).executeTakeFirstOrThrow();
  const user = await h.db.selectFrom('users').select('user_id').where('user_name', '=', 'frontdesk2').executeTakeFirstOrThrow();
  await h.db.insertInto('role_users').values({ role_id: support.role_id, user_id: user.user_id }).execute();
  const desk = await h.login('frontdesk2');
  const res = await h.call('GET', '/prod-api/chat/desk/conversations', { token: desk });
  assert.is(res.status, 200, res.text);
});

test.run();
