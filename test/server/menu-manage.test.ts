/**
 * Menu management as an administrator uses it: the flat list and its filters, add / edit / delete with
 * the menu rules, stale edits, the route table kept in step, an edit changing what getRouters returns,
 * menus of one hotel invisible to the other, an organisation's own administrator confined to its own
 * menus, and menuReset for both kinds of administrator.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { RouteNode } from '../../server/contracts/menu.js';
import type { SysMenu } from '../../server/contracts/menu-manage.js';
import { setup, type Harness } from './support.js';

const API = '/prod-api/htservice';
type Ctx = { h: Harness; admin: string; admin2: string };
const test = suite<Ctx>('menu management');

test.before(async (ctx) => {
  ctx.h = await setup({ env: { HT_CAPTCHA: 'off' } });
  ctx.admin = await ctx.h.login('admin');
  ctx.admin2 = await ctx.h.login('admin', 'HT002');
});
test.after(async (ctx) => ctx.h.close());

const list = async (h: Harness, token: string, query: Record<string, string> = {}): Promise<SysMenu[]> => {
  const res = await h.call('GET', `${API}/menu/list`, { token, query });
  assert.is(res.status, 200, res.text);
  return res.body.data;
};
const byPerms = async (h: Harness, token: string, perms: string) => (await list(h, token)).find((m) => m.perms === perms && m.menuType !== 'F')!;
const byPath = async (h: Harness, token: string, moduleId: number, path: string) => (await list(h, token, { moduleId: String(moduleId) })).find((m) => m.path === path && m.menuType !== 'F')!;
const walk = (nodes: RouteNode[], out: RouteNode[] = []): RouteNode[] => {
  for (const n of nodes) out.push(n), walk(n.children ?? [], out);
  return out;
};
const routers = async (h: Harness, token: string) => walk((await h.call('GET', `${API}/menu/getRouters`, { token })).body.data);
const routeOf = (h: Harness, token: string, routeAddr: string) => h.call('POST', `${API}/SysRoute/getRouteIdByAddr`, { token, body: { routeAddr } });

test('list: the flat rows with RuoYi names, filtered by name, status, module and type; another hotel code is refused', async ({ h, admin }) => {
  const all = await list(h, admin);
  assert.ok(all.length > 90, `${all.length} seeded menus`);
  const config = all.find((m) => m.perms === 'system:config:list')!;
  assert.equal(
    { name: config.menuName, type: config.menuType, component: config.component, org: config.orgCode, key: config.menuKey, version: config.version },
    { name: '参数设置', type: 'C', component: 'system/config/index', org: null, key: 'system:manage/config', version: 1 },
  );
  const named = await list(h, admin, { menuName: '管理' });
  assert.ok(named.length >= 3 && named.every((m) => m.menuName.includes('管理')));
  assert.ok((await list(h, admin, { moduleId: '1001' })).every((m) => m.moduleId === 1001));
  assert.ok((await list(h, admin, { menuType: 'M' })).every((m) => m.menuType === 'M'));
  assert.is((await list(h, admin, { status: '1' })).length, 0);
  assert.ok((await list(h, admin, { orgCode: 'HT001', status: '', visible: '0' })).length > 90, 'own code and empty filters are fine');
  const other = await h.call('GET', `${API}/menu/list`, { token: admin, query: { orgCode: 'HT002' } });
  assert.is(other.status, 403);
  assert.is(other.body.field, 'orgCode');
  const bad = await h.call('GET', `${API}/menu/list`, { token: admin, query: { menuType: 'X' } });
  assert.is(bad.status, 422);
  assert.is(bad.body.field, 'menuType');
  const every = await h.call('GET', `${API}/menu/getAllMenuList`, { token: admin, query: { orgCode: 'HT001' } });
  assert.is(every.body.data.length, all.length);
  assert.is((await h.call('GET', `${API}/menu/${config.menuId}`, { token: admin })).body.data.menuName, '参数设置');
  assert.is((await h.call('GET', `${API}/menu/999999`, { token: admin })).status, 404);
});

test('the menu page carries its query, add, edit and remove buttons', async ({ h, admin }) => {
  const page = await byPerms(h, admin, 'system:menu:list');
  const buttons = (await list(h, admin, { menuType: 'F' })).filter((m) => m.parentId === page.menuId).map((m) => m.perms);
  assert.equal(buttons, ['system:menu:query', 'system:menu:add', 'system:menu:edit', 'system:menu:remove']);
});

test('add a page: listed, routed, given a route address; refused fields name themselves and change nothing', async ({ h, admin }) => {
  const manage = await byPath(h, admin, 2001, 'manage');
  const page = { menuName: '客房参数', menuType: 'C', moduleId: 2001, parentId: manage.menuId, path: 'roomSettings', component: 'system/config/index', orderNum: 9 };
  const before = (await list(h, admin)).length;
  const refusals: Array<[Record<string, unknown>, number, string]> = [
    [{ ...page, component: '' }, 422, 'component'],
    [{ ...page, path: '' }, 422, 'path'],
    [{ ...page, path: 'room settings' }, 422, 'path'],
    [{ ...page, isFrame: '0', path: 'ftp://x' }, 422, 'path'],
    [{ ...page, parentId: (await byPerms(h, admin, 'system:config:list')).menuId }, 422, 'parentId'],
    [{ ...page, parentId: (await byPath(h, admin, 1001, 'voucher')).menuId }, 422, 'parentId'],
    [{ ...page, parentId: 999999 }, 422, 'parentId'],
    [{ ...page, moduleId: 4242, parentId: 0 }, 422, 'moduleId'],
    [{ ...page, menuType: 'X' }, 422, 'menuType'],
    [{ ...page, menuName: '' }, 422, 'menuName'],
    [{ ...page, orderNum: 100000 }, 422, 'orderNum'],
    [{ menuType: 'F', menuName: '孤儿按钮', moduleId: 2001, parentId: 0 }, 422, 'parentId'],
    [{ ...page, path: 'config' }, 409, 'path'], // /system/manage/config is 参数设置's address
  ];
  for (const [body, status, field] of refusals) {
    const res = await h.call('POST', `${API}/menu`, { token: admin, body });
    assert.is(res.status, status, `${JSON.stringify(body)}: ${res.text}`);
    assert.is(res.body.field, field, res.text);
  }
  assert.is((await list(h, admin)).length, before, 'nothing was added');

  const created = await h.call('POST', `${API}/menu`, { token: admin, body: page });
  assert.is(created.status, 200, created.text);
  const menu: SysMenu = created.body.data;
  assert.equal({ org: menu.orgCode, key: menu.menuKey, version: menu.version }, { org: 'HT001', key: null, version: 1 }, 'the session organisation by default');
  const route = await routeOf(h, admin, '/system/manage/roomSettings');
  assert.is(route.status, 200, route.text);
  assert.is(route.body.data.menuId, menu.menuId);
  assert.ok((await routers(h, admin)).some((r) => r.meta.menuid === menu.menuId && r.meta.title === '客房参数'));

  const link = await h.call('POST', `${API}/menu`, { token: admin, body: { menuName: '官网', menuType: 'C', moduleId: 2001, isFrame: '0', path: 'https://hotel.example.com', component: 'ignored' } });
  assert.is(link.status, 200, link.text);
  assert.is(link.body.data.component, '', 'an external link keeps no component');
  assert.is((await routeOf(h, admin, 'https://hotel.example.com')).status, 404, 'links have no route');
  const button = await h.call('POST', `${API}/menu`, {
    token: admin,
    body: { menuName: '导出参数', menuType: 'F', moduleId: 2001, parentId: menu.menuId, perms: 'system:roomSettings:export', path: 'x', component: 'y' },
  });
  assert.is(button.status, 200, button.text);
  assert.equal([button.body.data.path, button.body.data.component], ['', ''], 'buttons carry no route');
});

test('edit a menu → getRouters changes (title, visibility, order, status); a stale version is refused', async ({ h, admin }) => {
  const config = await byPerms(h, admin, 'system:config:list');
  const dict = await byPerms(h, admin, 'system:dict:list');
  const edit = (body: Record<string, unknown>) => h.call('PUT', `${API}/menu`, { token: admin, body });
  const find = async () => (await routers(h, admin)).find((r) => r.meta.menuid === config.menuId);
  const siblings = async () => (await routers(h, admin)).find((r) => r.children?.some((k) => k.meta.menuid === config.menuId))!.children!.map((k) => k.meta.menuid);

  let res = await edit({ menuId: config.menuId, version: 1, menuName: '系统参数' });
  assert.is(res.status, 200, res.text);
  assert.is(res.body.data.version, 2);
  assert.is((await find())!.meta.title, '系统参数');
  const stale = await edit({ menuId: config.menuId, version: 1, menuName: '旧版本' });
  assert.is(stale.status, 409);
  assert.is(stale.body.field, 'version');
  assert.is((await find())!.meta.title, '系统参数', 'the stale edit changed nothing');

  assert.ok((await siblings()).indexOf(config.menuId) < (await siblings()).indexOf(dict.menuId));
  res = await edit({ menuId: config.menuId, version: 2, orderNum: 99 });
  assert.ok((await siblings()).indexOf(config.menuId) > (await siblings()).indexOf(dict.menuId), 'moved after the dictionaries');
  res = await edit({ menuId: config.menuId, version: 3, visible: '1' });
  assert.is((await find())!.hidden, true);
  res = await edit({ menuId: config.menuId, version: 4, status: '1' });
  assert.is(await find(), undefined, 'a disabled menu is no route');
  res = await edit({ menuId: config.menuId, version: 5, status: '0', visible: '0', orderNum: 5, menuName: '参数设置' });
  assert.is(res.status, 200);
  assert.is((await find())!.meta.title, '参数设置');
});

test('edit: moving keeps the rules (no cycles, children fit) and the route addresses follow', async ({ h, admin }) => {
  const manage = await byPath(h, admin, 2001, 'manage');
  const sub = (await h.call('POST', `${API}/menu`, { token: admin, body: { menuName: '子目录', menuType: 'M', moduleId: 2001, parentId: manage.menuId, path: 'sub' } })).body.data as SysMenu;
  const leaf = (await h.call('POST', `${API}/menu`, { token: admin, body: { menuName: '叶子页', menuType: 'C', moduleId: 2001, parentId: sub.menuId, path: 'leaf', component: 'system/leaf/index' } }))
    .body.data as SysMenu;
  assert.is((await routeOf(h, admin, '/system/manage/sub/leaf')).body.data.menuId, leaf.menuId);
  const routeId = (await routeOf(h, admin, '/system/manage/sub/leaf')).body.data.routeId;

  const cycle = await h.call('PUT', `${API}/menu`, { token: admin, body: { menuId: manage.menuId, version: manage.version, parentId: sub.menuId } });
  assert.is(cycle.status, 422);
  assert.is(cycle.body.field, 'parentId');
  const self = await h.call('PUT', `${API}/menu`, { token: admin, body: { menuId: sub.menuId, version: 1, parentId: sub.menuId } });
  assert.is(self.status, 422);
  const toPage = await h.call('PUT', `${API}/menu`, { token: admin, body: { menuId: sub.menuId, version: 1, menuType: 'C', component: 'x/index' } });
  assert.is(toPage.status, 409, 'a page cannot hold a page');
  const toModule = await h.call('PUT', `${API}/menu`, { token: admin, body: { menuId: sub.menuId, version: 1, moduleId: 1001, parentId: 0 } });
  assert.is(toModule.status, 409, 'a directory with children stays in its module');

  const renamed = await h.call('PUT', `${API}/menu`, { token: admin, body: { menuId: sub.menuId, version: 1, path: 'tools' } });
  assert.is(renamed.status, 200, renamed.text);
  assert.is((await routeOf(h, admin, '/system/manage/sub/leaf')).status, 404);
  const moved = await routeOf(h, admin, '/system/manage/tools/leaf');
  assert.equal(moved.body.data, { routeId, menuId: leaf.menuId, routeAddr: '/system/manage/tools/leaf' }, 'same route id, new address');
});

test('delete: refused while it has children or is granted to a role, naming why; then gone with its route', async ({ h, admin }) => {
  const manage = await byPath(h, admin, 2001, 'manage');
  const children = await h.call('DELETE', `${API}/menu/${manage.menuId}`, { token: admin });
  assert.is(children.status, 409);
  assert.match(children.body.msg, '系统管理');
  assert.match(children.body.msg, '子菜单');
  const button = (await list(h, admin, { menuType: 'F' })).find((m) => m.perms === 'system:menu:remove')!;
  const granted = await h.call('DELETE', `${API}/menu/${button.menuId}`, { token: admin, headers: { 'accept-language': 'en' } });
  assert.is(granted.status, 409);
  assert.match(granted.body.msg, 'granted to the roles');
  assert.match(granted.body.msg, '超级管理员');

  const page = (
    await h.call('POST', `${API}/menu`, { token: admin, body: { menuName: '临时页', menuType: 'C', moduleId: 2001, parentId: manage.menuId, path: 'temp', component: 'system/temp/index' } })
  ).body.data as SysMenu;
  assert.is((await routeOf(h, admin, '/system/manage/temp')).status, 200);
  assert.is((await h.call('DELETE', `${API}/menu/${page.menuId}`, { token: admin })).status, 200);
  assert.is((await h.call('GET', `${API}/menu/${page.menuId}`, { token: admin })).status, 404);
  assert.is((await routeOf(h, admin, '/system/manage/temp')).status, 404);
  assert.is((await h.call('DELETE', `${API}/menu/${page.menuId}`, { token: admin })).status, 404);
});

test("one hotel's own menus: invisible and untouchable for the other hotel, also in getRouters and the route table", async ({ h, admin, admin2 }) => {
  const crm = await byPath(h, admin, 3001, 'customer');
  const own = (await h.call('POST', `${API}/menu`, { token: admin, body: { menuName: '会员卡', menuType: 'C', moduleId: 3001, path: 'memberCard', component: 'crm/memberCard/index', orderNum: 8 } }))
    .body.data as SysMenu;
  assert.is(own.orgCode, 'HT001');
  assert.ok((await routers(h, admin)).some((r) => r.meta.menuid === own.menuId));
  assert.not.ok(
    (await routers(h, admin2)).some((r) => r.meta.menuid === own.menuId),
    'HT002 has no such route',
  );
  assert.not.ok((await list(h, admin2)).some((m) => m.menuId === own.menuId));
  assert.is((await h.call('GET', `${API}/menu/${own.menuId}`, { token: admin2 })).status, 404);
  assert.is((await h.call('PUT', `${API}/menu`, { token: admin2, body: { menuId: own.menuId, version: 1, menuName: '偷改' } })).status, 404);
  assert.is((await h.call('DELETE', `${API}/menu/${own.menuId}`, { token: admin2 })).status, 404);
  assert.is((await routeOf(h, admin2, '/crm/memberCard')).status, 404);
  const child = await h.call('POST', `${API}/menu`, { token: admin2, body: { menuName: '挂靠', menuType: 'F', moduleId: 3001, parentId: own.menuId, perms: 'x:y:z' } });
  assert.is(child.status, 422, 'HT002 cannot hang a menu below it');
  // The same address is free for the other hotel's own page, and a shared page may not take it.
  const theirs = await h.call('POST', `${API}/menu`, { token: admin2, body: { menuName: '会员卡', menuType: 'C', moduleId: 3001, path: 'memberCard', component: 'crm/memberCard/index' } });
  assert.is(theirs.status, 200, theirs.text);
  assert.is((await routeOf(h, admin2, '/crm/memberCard')).body.data.menuId, theirs.body.data.menuId);
  assert.is((await routeOf(h, admin, '/crm/memberCard')).body.data.menuId, own.menuId);
  const shared = await h.call('POST', `${API}/menu`, { token: admin, body: { menuName: '会员卡', menuType: 'C', moduleId: 3001, path: 'memberCard', component: 'crm/memberCard/index', orgCode: '' } });
  assert.is(shared.status, 409);
  assert.is((await list(h, admin)).find((m) => m.menuId === crm.menuId)!.menuName, '客户');
});

test("an organisation's own administrator edits only that organisation's menus", async ({ h, admin }) => {
  // The front desk role gets the menu page and its buttons, as a hotel's own administrator would.
  const page = await byPerms(h, admin, 'system:menu:list');
  const rows = (await list(h, admin)).filter((m) => m.menuId === page.menuId || m.parentId === page.menuId);
  // Each hotel has its own front desk role (roles belong to an organisation): both get it.
  const roles = await h.db.selectFrom('roles').select('role_id').where('role_key', '=', 'frontdesk').execute();
  await h.db
    .insertInto('role_menus')
    .values(roles.flatMap((role) => rows.map((m) => ({ role_id: role.role_id, menu_id: m.menuId }))))
    .execute();
  const fd = await h.login('frontdesk1');
  const fd2 = await h.login('frontdesk2');
  const shared = await byPerms(h, admin, 'crm:contract:list');

  assert.ok(
    (await list(h, fd)).some((m) => m.menuId === shared.menuId),
    'sees the shared menus',
  );
  const edit = await h.call('PUT', `${API}/menu`, { token: fd, body: { menuId: shared.menuId, version: shared.version, menuName: '改共享' } });
  assert.is(edit.status, 403);
  assert.is(edit.body.msg, '共享菜单只有平台管理员可以修改');
  assert.is((await h.call('DELETE', `${API}/menu/${shared.menuId}`, { token: fd })).status, 403);
  assert.is((await h.call('POST', `${API}/menu`, { token: fd, body: { menuName: '共享', menuType: 'M', moduleId: 3001, path: 'sharedDir', orgCode: '' } })).status, 403);
  assert.is((await h.call('POST', `${API}/menu`, { token: fd, body: { menuName: '他店', menuType: 'M', moduleId: 3001, path: 'otherDir', orgCode: 'HT002' } })).status, 403);
  assert.is((await list(h, admin)).find((m) => m.menuId === shared.menuId)!.menuName, '合同', 'nothing changed');

  const mine = await h.call('POST', `${API}/menu`, { token: fd, body: { menuName: '早餐券', menuType: 'C', moduleId: 3001, path: 'breakfast', component: 'crm/breakfast/index' } });
  assert.is(mine.status, 200, mine.text);
  assert.is(mine.body.data.orgCode, 'HT001');
  const renamed = await h.call('PUT', `${API}/menu`, { token: fd, body: { menuId: mine.body.data.menuId, version: 1, menuName: '早餐券管理' } });
  assert.is(renamed.status, 200, renamed.text);
  assert.is((await h.call('PUT', `${API}/menu`, { token: fd2, body: { menuId: mine.body.data.menuId, version: 2, menuName: 'x' } })).status, 404, 'the other hotel');
  assert.is((await h.call('DELETE', `${API}/menu/${mine.body.data.menuId}`, { token: fd })).status, 200);
});

test('menuReset: an organisation administrator removes only its own additions; the platform administrator restores the seed', async ({ h, admin }) => {
  const fd = await h.login('frontdesk1'); // granted the menu page by the previous test
  const online = await byPerms(h, admin, 'system:online:list');
  await h.call('PUT', `${API}/menu`, { token: admin, body: { menuId: online.menuId, version: online.version, menuName: '在线会话', visible: '1' } });
  const force = (await list(h, admin, { menuType: 'F' })).find((m) => m.perms === 'system:online:forceLogout')!;
  await h.db.deleteFrom('role_menus').where('menu_id', '=', force.menuId).execute();
  assert.is((await h.call('DELETE', `${API}/menu/${force.menuId}`, { token: admin })).status, 200);
  const own = (await h.call('POST', `${API}/menu`, { token: fd, body: { menuName: '本店页', menuType: 'C', moduleId: 2001, path: 'ownPage', component: 'system/own/index' } })).body.data as SysMenu;
  const sharedExtra = (await h.call('POST', `${API}/menu`, { token: admin, body: { menuName: '共享扩展', menuType: 'M', moduleId: 2001, path: 'extra', orgCode: null } })).body.data as SysMenu;
  const otherHotel = (
    await h.call('POST', `${API}/menu`, { token: await h.login('admin', 'HT002'), body: { menuName: '二店页', menuType: 'C', moduleId: 2001, path: 'secondPage', component: 'system/second/index' } })
  ).body.data as SysMenu;

  const refused = await h.call('GET', `${API}/menu/menuReset`, { token: fd, query: { type: 'nope' } });
  assert.is(refused.status, 422);
  assert.is(refused.body.field, 'type');
  const ownBefore = (await list(h, fd, { moduleId: '2001' })).filter((m) => m.orgCode === 'HT001').length;
  const byOrg = await h.call('GET', `${API}/menu/menuReset`, { token: fd, query: { type: '2001' } });
  assert.is(byOrg.status, 200, byOrg.text);
  assert.equal([byOrg.body.data.removed, byOrg.body.data.restored, byOrg.body.data.reverted], [ownBefore, 0, 0]);
  assert.not.ok((await list(h, fd)).some((m) => m.orgCode === 'HT001' && m.moduleId === 2001));
  assert.is((await h.call('GET', `${API}/menu/${own.menuId}`, { token: admin })).status, 404, 'its own page is gone');
  assert.is((await h.call('GET', `${API}/menu/${online.menuId}`, { token: admin })).body.data.menuName, '在线会话', 'shared edits stay');

  const platform = await h.call('GET', `${API}/menu/menuReset`, { token: admin, query: { type: '2001' } });
  assert.is(platform.status, 200, platform.text);
  assert.equal([platform.body.data.removed, platform.body.data.restored], [1, 1], 'the shared extra removed, the button restored');
  assert.ok(platform.body.data.reverted >= 1);
  const back = (await h.call('GET', `${API}/menu/${online.menuId}`, { token: admin })).body.data as SysMenu;
  assert.equal([back.menuName, back.visible, back.version], ['在线用户', '0', online.version + 2]);
  assert.ok((await list(h, admin, { menuType: 'F' })).some((m) => m.perms === 'system:online:forceLogout' && m.parentId === online.menuId));
  assert.is((await h.call('GET', `${API}/menu/${sharedExtra.menuId}`, { token: admin })).status, 404);
  assert.ok((await routers(h, admin)).some((r) => r.meta.menuid === online.menuId && r.meta.title === '在线用户'));
  assert.is((await h.call('GET', `${API}/menu/${otherHotel.menuId}`, { token: await h.login('admin', 'HT002') })).status, 200, "the other hotel's own page survives");
});

test.run();
