/**
 * Users and roles of the organisation, the role's menu tree and the avatar (issue 4).
 *
 * Table-driven first: every endpoint without a token → 401; the front desk (no system permission)
 * → 403 changing nothing; a user manager of the OTHER hotel (holding every user and role permission
 * there) never reads or changes the first hotel's users and roles (404/403, nothing changed); the
 * administrator → 200. Then the rules: validation naming the field, paging/sorting/filters, stale
 * versions, never oneself nor the last administrator, built-in roles, grants limited to what the
 * caller holds, sessions revoked at once on disable / role change / password reset / grant change,
 * and avatars checked by their bytes and served back identical. The server-pg tier runs it on PostgreSQL.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { PASSWORD, setup, type Harness } from './support.js';

const API = '/prod-api/htservice';
const NEW_PASSWORD = 'Reset-2024abc';

type Fixture = { userId: number; roleId: number; menuId: number; commonRoleId: number };
type Case = { name: string; method: string; path: (f: Fixture) => string; body?: (f: Fixture) => unknown };

const CASES: Case[] = [
  { name: 'user list', method: 'GET', path: () => `${API}/user/list` },
  { name: 'user add form', method: 'GET', path: () => `${API}/user/` },
  { name: 'user get', method: 'GET', path: (f) => `${API}/user/${f.userId}` },
  { name: 'user add', method: 'POST', path: () => `${API}/user`, body: () => ({ userName: 'probe_new', nickName: '新人', password: 'Abcdefg123' }) },
  { name: 'user edit', method: 'PUT', path: () => `${API}/user`, body: (f) => ({ userId: f.userId, version: 1, nickName: '改名' }) },
  { name: 'user reset password', method: 'PUT', path: () => `${API}/user/resetPwd`, body: (f) => ({ userId: f.userId, password: NEW_PASSWORD }) },
  { name: 'user change status', method: 'PUT', path: () => `${API}/user/changeStatus`, body: (f) => ({ userId: f.userId, status: '1' }) },
  { name: 'user roles get', method: 'GET', path: (f) => `${API}/user/authRole/${f.userId}` },
  { name: 'user roles set', method: 'PUT', path: () => `${API}/user/authRole`, body: (f) => ({ userId: f.userId, roleIds: [f.roleId] }) },
  { name: 'role list', method: 'GET', path: () => `${API}/role/list` },
  { name: 'role get', method: 'GET', path: (f) => `${API}/role/${f.roleId}` },
  { name: 'role add', method: 'POST', path: () => `${API}/role`, body: () => ({ roleName: '探针角色', roleKey: 'probe_added' }) },
  { name: 'role edit', method: 'PUT', path: () => `${API}/role`, body: (f) => ({ roleId: f.roleId, version: 1, roleName: '改名', menuIds: [f.menuId] }) },
  { name: 'role allocated users', method: 'GET', path: (f) => `${API}/role/authUser/allocatedList?roleId=${f.roleId}` },
  { name: 'role unallocated users', method: 'GET', path: (f) => `${API}/role/authUser/unallocatedList?roleId=${f.roleId}` },
  { name: 'role add users', method: 'PUT', path: () => `${API}/role/authUser/selectAll`, body: (f) => ({ roleId: f.roleId, userIds: [f.userId] }) },
  { name: 'role cancel user', method: 'PUT', path: () => `${API}/role/authUser/cancel`, body: (f) => ({ roleId: f.roleId, userId: f.userId }) },
  { name: 'role cancel users', method: 'PUT', path: () => `${API}/role/authUser/cancelAll`, body: (f) => ({ roleId: f.roleId, userIds: String(f.userId) }) },
  { name: 'menu tree', method: 'GET', path: () => `${API}/menu/treeselect` },
  { name: 'role menu tree', method: 'GET', path: (f) => `${API}/menu/userMenuTreeselect/${f.roleId}` },
  { name: 'role change status', method: 'PUT', path: () => `${API}/role/changeStatus`, body: (f) => ({ roleId: f.roleId, status: '1' }) },
  { name: 'role remove', method: 'DELETE', path: (f) => `${API}/role/${f.roleId}` },
  { name: 'user remove', method: 'DELETE', path: (f) => `${API}/user/${f.userId}` },
];
/** Calls whose answer for another hotel's manager depends on no id of the first hotel. */
const OWN_ORG_CASES = new Set(['user list', 'user add form', 'user add', 'role list', 'role add', 'menu tree']);

async function snapshot(h: Harness): Promise<string> {
  const [users, roles, roleUsers, roleMenus] = await Promise.all([
    h.db.selectFrom('users').select(['user_id', 'user_name', 'nick_name', 'status', 'password_hash', 'version']).orderBy('user_id').execute(),
    h.db.selectFrom('roles').selectAll().orderBy('role_id').execute(),
    h.db.selectFrom('role_users').selectAll().orderBy('role_id').orderBy('user_id').execute(),
    h.db.selectFrom('role_menus').selectAll().orderBy('role_id').orderBy('menu_id').execute(),
  ]);
  return JSON.stringify({ users, roles, roleUsers, roleMenus });
}

const roleOf = (h: Harness, orgCode: string, roleKey: string) =>
  h.db
    .selectFrom('roles')
    .innerJoin('organisations', 'organisations.org_id', 'roles.org_id')
    .select('roles.role_id')
    .where('organisations.org_code', '=', orgCode)
    .where('roles.role_key', '=', roleKey)
    .executeTakeFirstOrThrow()
    .then((r) => r.role_id);

const userIdOf = (h: Harness, userName: string) =>
  h.db
    .selectFrom('users')
    .select('user_id')
    .where('user_name', '=', userName)
    .executeTakeFirstOrThrow()
    .then((r) => r.user_id);

const perm = (h: Harness, perms: string) =>
  h.db
    .selectFrom('menus')
    .select('menu_id')
    .where('perms', '=', perms)
    .executeTakeFirstOrThrow()
    .then((m) => m.menu_id);

/** A role of `orgCode` granted the system-module menus carrying `perms`, held by a new user `userName`; returns that user's token. */
async function manager(h: Harness, orgCode: string, userName: string, perms: string[]): Promise<string> {
  const admin = await h.login('admin', orgCode);
  const menuIds = await Promise.all(perms.map((p) => perm(h, p)));
  const role = await h.call('POST', `${API}/role`, { token: admin, body: { roleName: `${userName} 角色`, roleKey: `${userName}_role`, menuIds } });
  assert.is(role.status, 200, role.text);
  const user = await h.call('POST', `${API}/user`, { token: admin, body: { userName, nickName: userName, password: PASSWORD, roleIds: [role.body.data.roleId] } });
  assert.is(user.status, 200, user.text);
  // As if the manager had chosen their own password at the first sign-in (first-sign-in.test.ts covers that step).
  await h.db.updateTable('users').set({ password_change_required: 0 }).where('user_name', '=', userName).execute();
  return h.login(userName, orgCode);
}

const ALL_PERMS = [
  'system:user:list',
  'system:user:query',
  'system:user:add',
  'system:user:edit',
  'system:user:remove',
  'system:user:resetPwd',
  'system:role:list',
  'system:role:query',
  'system:role:add',
  'system:role:edit',
  'system:role:remove',
];

const test = suite<{ h: Harness; tokens: Record<string, string>; f: Fixture }>('users and roles');
test.before(async (ctx) => {
  ctx.h = await setup({ env: { HT_CAPTCHA: 'off' } });
  const h = ctx.h;
  ctx.tokens = { admin: await h.login('admin'), frontdesk1: await h.login('frontdesk1') };
  ctx.tokens.manager2 = await manager(h, 'HT002', 'manager2', ALL_PERMS);
  // A probe user and role of the first hotel, not the demo ones, so the table may change them.
  const admin = ctx.tokens.admin;
  const role = await h.call('POST', `${API}/role`, { token: admin, body: { roleName: '探针', roleKey: 'probe' } });
  const user = await h.call('POST', `${API}/user`, { token: admin, body: { userName: 'probe_user', nickName: '探针用户', password: PASSWORD } });
  const common = await h.db.selectFrom('roles').select('role_id').where('role_key', '=', 'common').executeTakeFirstOrThrow();
  ctx.f = { userId: user.body.data.userId, roleId: role.body.data.roleId, menuId: await perm(h, 'crm:customer:list'), commonRoleId: common.role_id };
});
test.after(async (ctx) => ctx.h.close());

const send = (h: Harness, c: Case, f: Fixture, token?: string) => h.call(c.method, c.path(f), { token, body: c.body?.(f) });

test('no token → 401; the front desk → 403 and nothing changed', async ({ h, tokens, f }) => {
  for (const c of CASES) {
    assert.is((await send(h, c, f)).status, 401, `${c.name} without a token`);
    const before = await snapshot(h);
    const res = await send(h, c, f, tokens.frontdesk1);
    assert.is(res.status, 403, `${c.name} as frontdesk1: ${res.text}`);
    assert.is(await snapshot(h), before, `${c.name} as frontdesk1 changed nothing`);
  }
});

test("the other hotel's user manager never reads or changes the first hotel's users and roles", async ({ h, tokens, f }) => {
  for (const c of CASES.filter((k) => !OWN_ORG_CASES.has(k.name))) {
    const before = await snapshot(h);
    const res = await send(h, c, f, tokens.manager2);
    assert.ok([403, 404].includes(res.status), `${c.name} as manager2: ${res.status} ${res.text}`);
    assert.is(await snapshot(h), before, `${c.name} as manager2 changed nothing`);
  }
  const users = await h.call('GET', `${API}/user/list`, { token: tokens.manager2, query: { pageSize: '100' } });
  assert.equal(users.body.rows.map((u: { userName: string }) => u.userName).sort(), ['accountant2', 'frontdesk2', 'manager2']);
  const roles = await h.call('GET', `${API}/role/list`, { token: tokens.manager2, query: { pageSize: '100' } });
  const keys = roles.body.rows.map((r: { roleKey: string }) => r.roleKey).sort();
  assert.equal(keys, ['accountant', 'admin', 'common', 'frontdesk', 'manager2_role', 'support']);
  // The group's support desk (every hotel's chat) is the platform administrator's to give, never a hotel's.
  const assignable = async (token: string) => (await h.call('GET', `${API}/user/`, { token })).body.roles.map((r: { roleKey: string }) => r.roleKey);
  assert.not.ok((await assignable(tokens.manager2)).includes('support'));
  assert.ok((await assignable(await h.login('admin'))).includes('support'));
  const hotel1Frontdesk = await roleOf(h, 'HT001', 'frontdesk');
  assert.not.ok(roles.body.rows.some((r: { roleId: number }) => r.roleId === hotel1Frontdesk));
  // A role of the first hotel cannot be given to a user of the second.
  const frontdesk2 = await userIdOf(h, 'frontdesk2');
  const before = await snapshot(h);
  const res = await h.call('PUT', `${API}/user/authRole`, { token: tokens.manager2, body: { userId: frontdesk2, roleIds: [hotel1Frontdesk] } });
  assert.is(res.status, 404);
  assert.is(res.body.field, 'roleIds');
  assert.is(await snapshot(h), before);
});

test('the administrator → 200 on every call', async ({ h, tokens, f }) => {
  for (const c of CASES) {
    const res = await send(h, c, f, tokens.admin);
    assert.is(res.status, 200, `${c.name} as admin: ${res.text}`);
    assert.is(res.body.code, 200);
  }
  assert.not.ok(await h.db.selectFrom('users').select('user_id').where('user_id', '=', f.userId).executeTakeFirst(), 'probe user removed');
  assert.not.ok(await h.db.selectFrom('roles').select('role_id').where('role_id', '=', f.roleId).executeTakeFirst(), 'probe role removed');
});

test('user list: paging, sorting, filters, created-between days; sort outside the allowlist → 422', async ({ h, tokens }) => {
  const token = tokens.admin;
  const page = await h.call('GET', `${API}/user/list`, { token, query: { pageNum: '1', pageSize: '2', orderByColumn: 'userName', isAsc: 'desc' } });
  assert.is(page.status, 200);
  assert.is(page.body.rows.length, 2);
  const all = await h.call('GET', `${API}/user/list`, { token, query: { pageSize: '100', orderByColumn: 'userName', isAsc: 'desc' } });
  assert.equal(
    page.body.rows.map((u: { userName: string }) => u.userName),
    all.body.rows.slice(0, 2).map((u: { userName: string }) => u.userName),
  );
  assert.is(all.body.total, all.body.rows.length);
  assert.ok(
    all.body.rows.every((u: { userName: string }) => !['frontdesk2', 'accountant2', 'manager2'].includes(u.userName)),
    'only this hotel',
  );
  const filtered = await h.call('GET', `${API}/user/list`, { token, query: { nickName: '王晓' } });
  assert.equal(
    filtered.body.rows.map((u: { userName: string }) => u.userName),
    ['frontdesk1'],
  );
  assert.is((await h.call('GET', `${API}/user/list`, { token, query: { phonenumber: '1371234' } })).body.rows[0].userName, 'accountant1');
  const today = new Date(h.clock.now);
  const day = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
  assert.is((await h.call('GET', `${API}/user/list`, { token, query: { 'params[beginTime]': day, 'params[endTime]': day } })).body.total, all.body.total);
  assert.is((await h.call('GET', `${API}/user/list`, { token, query: { endTime: '2000-01-01' } })).body.total, 0);
  const bad = await h.call('GET', `${API}/user/list`, { token, query: { orderByColumn: 'password_hash' } });
  assert.is(bad.status, 422);
  assert.is(bad.body.field, 'orderByColumn');
  assert.is((await h.call('GET', `${API}/user/list`, { token, query: { beginTime: '2024-02-30' } })).body.field, 'beginTime');
  assert.is((await h.call('GET', `${API}/role/list`, { token, query: { orderByColumn: 'org_id' } })).status, 422);
});

test('user forms: validation names the field, duplicates and stale versions → 409, nothing half-written', async ({ h, tokens }) => {
  const token = tokens.admin;
  const cases: Array<[unknown, string]> = [
    [{ userName: 'x', nickName: 'X', password: 'Abcdefg123' }, 'userName'],
    [{ userName: 'newbie', nickName: '', password: 'Abcdefg123' }, 'nickName'],
    [{ userName: 'newbie', nickName: 'N', password: 'short1' }, 'password'],
    [{ userName: 'newbie', nickName: 'N', password: 'Abcdefg123', phonenumber: '123' }, 'phonenumber'],
    [{ userName: 'newbie', nickName: 'N', password: 'Abcdefg123', email: 'not-mail' }, 'email'],
    [{ userName: 'newbie', nickName: 'N', password: 'Abcdefg123', roleIds: [999999] }, 'roleIds'],
  ];
  for (const [body, field] of cases) {
    const before = await snapshot(h);
    const res = await h.call('POST', `${API}/user`, { token, body });
    assert.ok([404, 422].includes(res.status), `${field}: ${res.text}`);
    assert.is(res.body.field, field);
    assert.is(await snapshot(h), before, `${field}: nothing written`);
  }
  const dup = await h.call('POST', `${API}/user`, { token, body: { userName: 'frontdesk2', nickName: 'N', password: 'Abcdefg123' } });
  assert.is(dup.status, 409, 'user names are unique across hotels');
  const made = await h.call('POST', `${API}/user`, { token, body: { userName: 'newbie', nickName: '新人', password: 'Abcdefg123', roleIds: [await roleOf(h, 'HT001', 'frontdesk')] } });
  assert.is(made.status, 200, made.text);
  const detail = await h.call('GET', `${API}/user/${made.body.data.userId}`, { token });
  assert.equal(detail.body.roleIds, [await roleOf(h, 'HT001', 'frontdesk')]);
  assert.ok(detail.body.roles.some((r: { roleKey: string; builtIn: boolean }) => r.roleKey === 'common' && r.builtIn));
  const edit = { userId: made.body.data.userId, version: made.body.data.version, nickName: '新人甲' };
  assert.is((await h.call('PUT', `${API}/user`, { token, body: edit })).status, 200);
  const stale = await h.call('PUT', `${API}/user`, { token, body: { ...edit, nickName: '新人乙' } });
  assert.is(stale.status, 409);
  assert.is(stale.body.field, 'version');
  assert.is((await h.call('PUT', `${API}/user/resetPwd`, { token, body: { userId: made.body.data.userId, password: 'weak' } })).body.field, 'password');
});

test('never oneself, never the last administrator; only an administrator changes an administrator', async ({ h, tokens }) => {
  const adminId = await userIdOf(h, 'admin');
  assert.is((await h.call('DELETE', `${API}/user/${adminId}`, { token: tokens.admin })).status, 409);
  assert.is((await h.call('PUT', `${API}/user/changeStatus`, { token: tokens.admin, body: { userId: adminId, status: '1' } })).status, 409);
  // The one administrator cannot give up the role.
  const off = await h.call('PUT', `${API}/user/authRole`, { token: tokens.admin, body: { userId: adminId, roleIds: [] } });
  assert.is(off.status, 409);
  assert.match(off.body.msg, '管理员');
  // A hotel's user manager may not touch the administrator.
  const manager1 = await manager(h, 'HT001', 'manager1', ALL_PERMS);
  const before = await snapshot(h);
  assert.is((await h.call('PUT', `${API}/user/resetPwd`, { token: manager1, body: { userId: adminId, password: NEW_PASSWORD } })).status, 403);
  assert.is((await h.call('PUT', `${API}/user/changeStatus`, { token: manager1, body: { userId: adminId, status: '1' } })).status, 403);
  assert.is((await h.call('DELETE', `${API}/user/${adminId}`, { token: manager1 })).status, 403);
  // Nor hand out the admin role.
  const adminRole = await h.db.selectFrom('roles').select('role_id').where('role_key', '=', 'admin').executeTakeFirstOrThrow();
  const me = await userIdOf(h, 'manager1');
  assert.is((await h.call('PUT', `${API}/user/authRole`, { token: manager1, body: { userId: me, roleIds: [adminRole.role_id] } })).status, 403);
  assert.is(await snapshot(h), before);
});

test('disable, role change, password reset, a role losing a grant and deletion end the user’s sessions at once', async ({ h, tokens }) => {
  const token = tokens.admin;
  const id = await userIdOf(h, 'frontdesk1');
  const info = (t: string) => h.call('GET', `${API}/user/getInfo`, { token: t });

  let victim = await h.login('frontdesk1');
  assert.is((await info(victim)).status, 200);
  assert.is((await h.call('PUT', `${API}/user/changeStatus`, { token, body: { userId: id, status: '1' } })).status, 200);
  assert.is((await info(victim)).status, 401, 'disabled');
  assert.is((await h.signIn('frontdesk1')).status, 401, 'a disabled user cannot sign in (answered like a wrong password)');
  assert.is((await h.call('PUT', `${API}/user/changeStatus`, { token, body: { userId: id, status: '0' } })).status, 200);

  victim = await h.login('frontdesk1');
  const frontdesk = await roleOf(h, 'HT001', 'frontdesk');
  const accountant = await roleOf(h, 'HT001', 'accountant');
  assert.is((await h.call('PUT', `${API}/user/authRole`, { token, body: { userId: id, roleIds: [frontdesk, accountant] } })).status, 200);
  assert.is((await info(victim)).status, 401, 'roles changed');
  victim = await h.login('frontdesk1');
  assert.ok((await info(victim)).body.roles.includes('accountant'));
  // The same roles again change nothing and end nothing.
  assert.is((await h.call('PUT', `${API}/user/authRole`, { token, body: { userId: id, roleIds: `${frontdesk},${accountant}` } })).status, 200);
  assert.is((await info(victim)).status, 200);
  assert.is((await h.call('PUT', `${API}/user/authRole`, { token, body: { userId: id, roleIds: [frontdesk] } })).status, 200);

  victim = await h.login('frontdesk1');
  assert.is((await h.call('PUT', `${API}/user/resetPwd`, { token, body: { userId: id, password: NEW_PASSWORD } })).status, 200);
  assert.is((await info(victim)).status, 401, 'password reset');
  assert.is((await h.signIn('frontdesk1')).status, 401, 'the old password no longer works');
  const fresh = await h.signIn('frontdesk1', { password: NEW_PASSWORD });
  assert.is(fresh.status, 200);
  victim = fresh.body.access_token;

  // The role loses the CRM customer page: everyone holding it is signed out, and the page is gone.
  const role = await h.call('GET', `${API}/role/${frontdesk}`, { token });
  const tree = await h.call('GET', `${API}/menu/userMenuTreeselect/${frontdesk}`, { token });
  // Every page granting it (the customer list and the record pages of the customer kind).
  const customerPages = (await h.db.selectFrom('menus').select('menu_id').where('perms', '=', 'crm:customer:list').execute()).map((m) => m.menu_id);
  assert.ok(customerPages.every((id) => tree.body.checkedKeys.includes(id)));
  const kept = tree.body.checkedKeys.filter((k: number) => !customerPages.includes(k));
  assert.is((await h.call('PUT', `${API}/role`, { token, body: { roleId: frontdesk, version: role.body.data.version, menuIds: kept } })).status, 200);
  assert.is((await info(victim)).status, 401, 'grant removed');
  const again = (await h.signIn('frontdesk1', { password: NEW_PASSWORD })).body.access_token;
  assert.not.ok((await info(again)).body.permissions.includes('crm:customer:list'));
  // The other hotel's front desk role kept it.
  const frontdesk2 = await h.login('frontdesk2');
  assert.ok((await info(frontdesk2)).body.permissions.includes('crm:customer:list'));

  // Deleted: the token dies with the user.
  const made = await h.call('POST', `${API}/user`, { token, body: { userName: 'leaver', nickName: '离职', password: PASSWORD, roleIds: [frontdesk] } });
  const leaver = await h.login('leaver');
  assert.is((await info(leaver)).status, 200);
  assert.is((await h.call('DELETE', `${API}/user/${made.body.data.userId}`, { token })).status, 200);
  assert.is((await info(leaver)).status, 401, 'deleted');
});

test('roles: built-in ones are read-only, in-use ones cannot go, keys unique per hotel, grants limited to what the caller holds', async ({ h, tokens }) => {
  const token = tokens.admin;
  const adminRole = await h.db.selectFrom('roles').select(['role_id', 'version']).where('role_key', '=', 'admin').executeTakeFirstOrThrow();
  const builtin = await h.call('PUT', `${API}/role`, { token, body: { roleId: adminRole.role_id, version: adminRole.version, roleName: '改' } });
  assert.is(builtin.status, 403);
  assert.is((await h.call('DELETE', `${API}/role/${adminRole.role_id}`, { token })).status, 403);
  const inUse = await h.call('DELETE', `${API}/role/${await roleOf(h, 'HT001', 'accountant')}`, { token });
  assert.is(inUse.status, 409);
  assert.match(inUse.body.msg, '财务会计(accountant)');
  assert.is((await h.call('POST', `${API}/role`, { token, body: { roleName: '重复', roleKey: 'frontdesk' } })).status, 409);
  assert.is((await h.call('POST', `${API}/role`, { token, body: { roleName: '保留', roleKey: 'admin' } })).body.field, 'roleKey');
  assert.is((await h.call('POST', `${API}/role`, { token, body: { roleName: '', roleKey: 'x' } })).body.field, 'roleName');
  assert.is((await h.call('POST', `${API}/role`, { token, body: { roleName: '坏', roleKey: 'bad', menuIds: ['x'] } })).body.field, 'menuIds.0');

  // The tree is grouped by module; a manager holding only user/role permissions may grant only those.
  const tree = await h.call('GET', `${API}/menu/treeselect`, { token });
  assert.ok(tree.body.data.length >= 8);
  assert.ok(tree.body.data.every((n: { id: number; menuType: string }) => n.id < 0 && n.menuType === 'module'));
  const manager = await h.login('manager1');
  const small = await h.call('GET', `${API}/menu/treeselect`, { token: manager });
  const flat = (nodes: Array<{ perms?: string; children?: unknown[] }>): string[] => nodes.flatMap((n) => [n.perms ?? '', ...flat((n.children ?? []) as never)]).filter(Boolean);
  assert.equal(flat(small.body.data).sort(), [...ALL_PERMS].sort());
  // A menu only the other hotel sees cannot be granted here, not even by the administrator.
  const page = await h.db.selectFrom('menus').selectAll().where('perms', '=', 'crm:customer:list').executeTakeFirstOrThrow();
  const { menu_id: _id, ...copy } = page;
  const theirs = await h.db
    .insertInto('menus')
    .values({ ...copy, menu_name: '二号店专属', perms: 'crm:resort:list', org_code: 'HT002', menu_key: null })
    .returning('menu_id')
    .executeTakeFirstOrThrow();
  const flatIds = (nodes: Array<{ id: number; children?: unknown[] }>): number[] => nodes.flatMap((n) => [n.id, ...flatIds((n.children ?? []) as never)]);
  assert.not.ok(flatIds((await h.call('GET', `${API}/menu/treeselect`, { token })).body.data).includes(theirs.menu_id));
  assert.is((await h.call('POST', `${API}/role`, { token, body: { roleName: '越界', roleKey: 'foreign_menu', menuIds: [theirs.menu_id] } })).status, 403);
  const resort = await h.login('admin', 'HT002');
  assert.ok(flatIds((await h.call('GET', `${API}/menu/treeselect`, { token: resort })).body.data).includes(theirs.menu_id));

  const before = await snapshot(h);
  const escalate = await h.call('POST', `${API}/role`, { token: manager, body: { roleName: '越权', roleKey: 'escalate', menuIds: [await perm(h, 'system:config:list')] } });
  assert.is(escalate.status, 403);
  assert.is(escalate.body.field, 'menuIds');
  assert.is(await snapshot(h), before);
});

test('role users: allocated and unallocated lists, add and cancel; holders are signed out', async ({ h, tokens }) => {
  const token = tokens.admin;
  const role = await h.call('POST', `${API}/role`, { token, body: { roleName: '夜审', roleKey: 'night', menuIds: [await perm(h, 'reports:report:list')] } });
  const roleId = role.body.data.roleId;
  const accountant = await userIdOf(h, 'accountant1');
  const before = await h.call('GET', `${API}/role/authUser/unallocatedList`, { token, query: { roleId: String(roleId), userName: 'account' } });
  assert.equal(
    before.body.rows.map((u: { userName: string }) => u.userName),
    ['accountant1'],
  );
  const victim = await h.login('accountant1');
  assert.is((await h.call('PUT', `${API}/role/authUser/selectAll`, { token, body: { roleId, userIds: `${accountant}` } })).status, 200);
  assert.is((await h.call('GET', `${API}/user/getInfo`, { token: victim })).status, 401);
  const allocated = await h.call('GET', `${API}/role/authUser/allocatedList`, { token, query: { roleId: String(roleId) } });
  assert.equal(
    allocated.body.rows.map((u: { userName: string }) => u.userName),
    ['accountant1'],
  );
  const frontdesk2 = await userIdOf(h, 'frontdesk2');
  assert.is((await h.call('PUT', `${API}/role/authUser/selectAll`, { token, body: { roleId, userIds: [frontdesk2] } })).status, 404, 'not a user of this hotel');
  assert.is((await h.call('PUT', `${API}/role/authUser/cancel`, { token, body: { roleId, userId: accountant } })).status, 200);
  assert.is((await h.call('GET', `${API}/role/authUser/allocatedList`, { token, query: { roleId: String(roleId) } })).body.total, 0);
  assert.is((await h.call('DELETE', `${API}/role/${roleId}`, { token })).status, 200);
});

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...Array.from({ length: 64 }, (_, i) => i)]);

async function upload(h: Harness, token: string, bytes: Uint8Array, name = 'a.png', type = 'image/png') {
  const form = new FormData();
  form.set('avatarfile', new Blob([bytes as Uint8Array<ArrayBuffer>], { type }), name);
  const res = await h.app.request(`${API}/user/profile/avatar`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  return { status: res.status, body: (await res.json()) as { code: number; imgUrl?: string; field?: string } };
}

test('avatar: checked by its bytes, at most 1 MB, served back identical with its type and long caching', async ({ h }) => {
  const token = await h.login('accountant1');
  assert.is((await upload(h, token, new TextEncoder().encode('GIF89a not allowed'), 'a.png')).status, 415);
  const tooBig = new Uint8Array(1_100_000);
  tooBig.set(PNG);
  assert.is((await upload(h, token, tooBig)).status, 413);
  assert.is((await h.call('POST', `${API}/user/profile/avatar`, { token, body: {} })).status >= 400, true);
  const ok = await upload(h, token, PNG, 'me.jpg', 'image/jpeg');
  assert.is(ok.status, 200);
  assert.match(ok.body.imgUrl!, /^\/profile\/avatar\/[0-9a-f]{32}\.png$/);
  const served = await h.call('GET', `/prod-api${ok.body.imgUrl}`);
  assert.is(served.status, 200);
  assert.is(served.headers.get('content-type'), 'image/png');
  assert.match(served.headers.get('cache-control') ?? '', 'max-age=31536000');
  assert.equal([...served.bytes], [...PNG]);
  const info = await h.call('GET', `${API}/user/getInfo`, { token });
  assert.is(info.body.user.avatar, ok.body.imgUrl);
  assert.is((await h.call('GET', '/prod-api/profile/avatar/00000000000000000000000000000000.png')).status, 404);
  assert.is((await h.call('GET', '/prod-api/profile/avatar/..%2Fht.db')).status, 404);
  assert.is((await upload(h, 'x'.repeat(40), PNG)).status, 401);
});

test('profile: the caller edits only their own nickname, phone, e-mail and sex', async ({ h }) => {
  const token = await h.login('accountant1');
  const res = await h.call('PUT', `${API}/user/profile`, { token, body: { nickName: '李会计', phonenumber: '13900000000', email: 'li@example.com', sex: '0', userId: 1 } });
  assert.is(res.status, 200, res.text);
  assert.is(res.body.data.userName, 'accountant1');
  assert.is((await h.call('GET', `${API}/user/profile`, { token })).body.data.nickName, '李会计');
  const admin = await h.db.selectFrom('users').select('nick_name').where('user_name', '=', 'admin').executeTakeFirstOrThrow();
  assert.is(admin.nick_name, '系统管理员');
  assert.is((await h.call('PUT', `${API}/user/profile`, { token, body: { email: 'nope' } })).body.field, 'email');
});

test.run();
