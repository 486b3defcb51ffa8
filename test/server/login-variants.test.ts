/**
 * The login variants as a caller sees them: the initialisation platform's token call
 * (`websource=initplat`) and `POST /auth/token/tokenInit`, what an initplat session may open, and
 * self-registration (`POST /register`) behind config `sys.account.registerUser`.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { RouteNode } from '../../server/contracts/menu.js';
import { setup, type Harness } from './support.js';

const test = suite<{ h: Harness }>('login variants');
test.before(async (ctx) => {
  ctx.h = await setup();
});
test.after(async (ctx) => ctx.h.close());

const INITPLAT = { websource: 'initplat', orgId: undefined };

async function setRegistration(h: Harness, value: 'true' | 'false') {
  await h.db.updateTable('config').set({ config_value: value }).where('config_key', '=', 'sys.account.registerUser').execute();
}

async function register(h: Harness, body: Record<string, unknown>, ip = '10.7.0.1') {
  return h.call('POST', '/prod-api/register', { ip, body: { ...(await h.solveCaptcha(ip)), orgId: await h.orgId('HT002'), ...body } });
}

test('admin gets an initplat token without an organisation, and tokenInit names module 3002', async ({ h }) => {
  const res = await h.signIn('admin', { ip: '10.7.1.1', query: INITPLAT });
  assert.is(res.status, 200, res.text);
  assert.is(res.body.org_id, await h.orgId('HT001'), 'the home organisation');
  const init = await h.call('POST', '/prod-api/auth/token/tokenInit', { token: res.body.access_token });
  assert.is(init.status, 200, init.text);
  assert.equal(init.body.data, { moduleId: 3002, userName: 'admin', nickName: '系统管理员' });
  const info = await h.call('GET', '/prod-api/htservice/user/getInfo', { token: res.body.access_token });
  assert.is(info.body.user.orgCode, 'HT001');
});

test('an initplat sign-in may still name an organisation', async ({ h }) => {
  const res = await h.signIn('admin', { ip: '10.7.1.2', orgCode: 'HT002', query: { websource: 'initplat' } });
  assert.is(res.status, 200, res.text);
  assert.is(res.body.org_id, await h.orgId('HT002'));
});

test('a user without module 3002 is refused an initplat token with a clear 403', async ({ h }) => {
  const res = await h.signIn('frontdesk1', { ip: '10.7.1.3', query: INITPLAT });
  assert.is(res.status, 403);
  assert.is(res.body.code, 403);
  assert.match(res.body.msg, '没有初始化平台的权限');
  assert.not.ok(res.body.access_token);
  const en = await h.signIn('frontdesk1', { ip: '10.7.1.3', query: INITPLAT, headers: { 'accept-language': 'en' } });
  assert.match(en.body.msg, 'initialisation platform');
  // The password is still checked first: a wrong one is the usual 401.
  const guess = await h.signIn('frontdesk1', { ip: '10.7.1.3', password: 'nope', query: INITPLAT });
  assert.is(guess.status, 401);
});

test('a role granted a menu of module 3002 may use the initialisation platform', async ({ h }) => {
  const role = await h.db.selectFrom('roles').select('role_id').where('role_key', '=', 'accountant').executeTakeFirstOrThrow();
  const menu = await h.db.selectFrom('menus').select('menu_id').where('module_id', '=', 3002).where('path', '=', 'index').executeTakeFirstOrThrow();
  assert.is((await h.signIn('accountant1', { ip: '10.7.1.4', query: INITPLAT })).status, 403);
  await h.db.insertInto('role_menus').values({ role_id: role.role_id, menu_id: menu.menu_id }).execute();
  try {
    const res = await h.signIn('accountant1', { ip: '10.7.1.4', query: INITPLAT });
    assert.is(res.status, 200, res.text);
  } finally {
    await h.db.deleteFrom('role_menus').where('role_id', '=', role.role_id).where('menu_id', '=', menu.menu_id).execute();
  }
});

test('organisation stays required for the main sign-in', async ({ h }) => {
  const res = await h.signIn('admin', { ip: '10.7.1.5', query: { orgId: undefined } });
  assert.is(res.status, 422);
  assert.is(res.body.field, 'orgId');
});

test('tokenInit refuses a main session (403) and a missing token (401)', async ({ h }) => {
  const main = await h.login('admin');
  const res = await h.call('POST', '/prod-api/auth/token/tokenInit', { token: main });
  assert.is(res.status, 403);
  assert.match(res.body.msg, '初始化平台');
  assert.is((await h.call('POST', '/prod-api/auth/token/tokenInit')).status, 401);
});

test('getRouters of an initplat session holds module 3002 only; the main session keeps every module', async ({ h }) => {
  const initplat = (await h.signIn('admin', { ip: '10.7.1.6', query: INITPLAT })).body.access_token;
  const res = await h.call('GET', '/prod-api/htservice/menu/getRouters', { token: initplat });
  assert.is(res.status, 200, res.text);
  const modules = (res.body.data as RouteNode[]).map((m) => m.moduleId);
  assert.equal(modules, [3002]);
  assert.is(res.body.data[0].redirect, '/initplat/index');
  const main = await h.call('GET', '/prod-api/htservice/menu/getRouters', { token: await h.login('admin') });
  assert.ok(main.body.data.length > 1);
});

test('whether registration is open is public; other config keys still need a session', async ({ h }) => {
  const open = await h.call('GET', '/prod-api/htservice/config/configKey/sys.account.registerUser');
  assert.is(open.status, 200);
  assert.is(open.body.msg, 'false');
  assert.is((await h.call('GET', '/prod-api/htservice/config/configKey/sys.session.idleMinutes')).status, 401);
});

test('registration is refused with 403 while sys.account.registerUser is not true', async ({ h }) => {
  const res = await register(h, { username: 'newclerk', password: 'Clerk2024x', confirmPassword: 'Clerk2024x' });
  assert.is(res.status, 403);
  assert.match(res.body.msg, '没有开放注册');
  assert.not.ok(await h.db.selectFrom('users').select('user_id').where('user_name', '=', 'newclerk').executeTakeFirst());
});

test('once open: field rules name the field, a taken name is 409, a good one registers', async ({ h }) => {
  await setRegistration(h, 'true');
  try {
    assert.is((await h.call('GET', '/prod-api/htservice/config/configKey/sys.account.registerUser')).body.msg, 'true');
    const weak = await register(h, { username: 'newclerk', password: 'onlyletters', confirmPassword: 'onlyletters' });
    assert.is(weak.status, 422);
    assert.is(weak.body.field, 'password');
    assert.match(weak.body.msg, '字母和数字');
    const short = await register(h, { username: 'newclerk', password: 'a1', confirmPassword: 'a1' });
    assert.is(short.body.field, 'password');
    const name = await register(h, { username: 'new clerk!', password: 'Clerk2024x', confirmPassword: 'Clerk2024x' });
    assert.is(name.status, 422);
    assert.is(name.body.field, 'username');
    const differ = await register(h, { username: 'newclerk', password: 'Clerk2024x', confirmPassword: 'Clerk2024y' });
    assert.is(differ.status, 422);
    assert.is(differ.body.field, 'confirmPassword');
    const noCaptcha = await h.call('POST', '/prod-api/register', { body: { username: 'newclerk', password: 'Clerk2024x', confirmPassword: 'Clerk2024x', orgId: 1 } });
    assert.is(noCaptcha.status, 400);
    const taken = await register(h, { username: 'frontdesk1', password: 'Clerk2024x', confirmPassword: 'Clerk2024x' });
    assert.is(taken.status, 409);
    assert.is(taken.body.code, 409);
    assert.match(taken.body.msg, 'frontdesk1');

    const ok = await register(h, { username: 'newclerk', password: 'Clerk2024x', confirmPassword: 'Clerk2024x' });
    assert.is(ok.status, 200, ok.text);
    assert.equal(ok.body.data, { userName: 'newclerk' });
    const again = await register(h, { username: 'newclerk', password: 'Clerk2024x', confirmPassword: 'Clerk2024x' });
    assert.is(again.status, 409);
  } finally {
    await setRegistration(h, 'false');
  }
});

test('the registered user signs in to their organisation with the common role and sees no module', async ({ h }) => {
  const res = await h.signIn('newclerk', { password: 'Clerk2024x', orgCode: 'HT002', ip: '10.7.1.7' });
  assert.is(res.status, 200, res.text);
  const token = res.body.access_token;
  const info = await h.call('GET', '/prod-api/htservice/user/getInfo', { token });
  assert.equal(info.body.roles, ['common']);
  assert.equal(info.body.permissions, []);
  assert.is(info.body.user.orgCode, 'HT002');
  const routers = await h.call('GET', '/prod-api/htservice/menu/getRouters', { token });
  assert.equal(routers.body.data, []);
  assert.is((await h.signIn('newclerk', { password: 'Clerk2024x', orgCode: 'HT001', ip: '10.7.1.7' })).status, 403, 'only their organisation');
});

test('registration spends its own address budget', async ({ h }) => {
  await setRegistration(h, 'true');
  try {
    let last = 0;
    for (let i = 0; i < 51 && last !== 429; i++) {
      last = (await h.call('POST', '/prod-api/register', { ip: '10.7.9.9', body: { username: 'x', password: 'y', confirmPassword: 'y', orgId: 1 } })).status;
    }
    assert.is(last, 429);
    const other = await h.call('POST', '/prod-api/register', { ip: '10.7.9.8', body: { username: 'x', password: 'y', confirmPassword: 'y', orgId: 1 } });
    assert.is(other.status, 422, 'another address is not affected');
    assert.is((await h.signIn('admin', { ip: '10.7.9.9' })).status, 200, 'nor is signing in from the same address');
  } finally {
    await setRegistration(h, 'false');
  }
});

test.run();
