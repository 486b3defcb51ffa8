/**
 * The detail pages of SPEC.md section 2 added together: their menus (hidden /pppp details in module 3002
 * with the lists that open them, the dictionary details and 注册授权 in the system module), the
 * initialisation platform's configuration detail (GET /htservice/org/initConfig) and the registration
 * licence (GET /htservice/org/registration): answers, organisation isolation, permissions, 404/422.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { formatDate } from '../../server/lib/time.js';
import { hotelRoleUser } from './hotel-role.js';
import { setup, type Harness } from './support.js';

const DAY = 24 * 60 * 60 * 1000;
const API = '/prod-api/htservice/org';
type Ctx = { h: Harness; admin: string; front: string; hotelA: number; hotelB: number };
const test = suite<Ctx>('detail pages');

test.before(async (ctx) => {
  ctx.h = await setup({ env: { HT_CAPTCHA: 'off' } });
  ctx.admin = await ctx.h.login('admin');
  ctx.front = await ctx.h.login('frontdesk1');
  ctx.hotelA = await ctx.h.orgId('HT001');
  ctx.hotelB = await ctx.h.orgId('HT002');
});
test.after(async (ctx) => ctx.h.close());

test('menus: hidden /pppp details in module 3002 beside the lists that open them; dictionary details and 注册授权 in the system module', async ({ h, admin }) => {
  const rows = await h.db.selectFrom('menus').select(['menu_name', 'path', 'component', 'perms', 'visible', 'module_id', 'menu_type']).where('menu_type', '=', 'C').execute();
  const at = (path: string) => rows.find((r) => r.path === path);
  for (const [path, component, module, visible] of [
    ['/pppp/config', 'initplat/config/detail', 3002, '1'],
    ['/pppp/menu', 'initplat/menu/detail', 3002, '1'],
    ['/pppp/initSysUser', 'initplat/initUser/detail', 3002, '1'],
    ['/pppp/initSysRole', 'initplat/initRole/detail', 3002, '1'],
    ['initRole', 'initplat/initRole/index', 3002, '0'],
    ['initMenu', 'initplat/initMenu/index', 3002, '0'],
    ['/htservice/dict/type/detail', 'system/dict/detail', 2001, '1'],
    ['/htservice/dict/type/data/detail', 'system/dict/data/detail', 2001, '1'],
    ['/htservice/account', 'system/account/index', 2001, '0'],
  ] as const) {
    const row = at(path);
    assert.ok(row, path);
    assert.equal([row!.component, row!.module_id, row!.visible], [component, module, visible], path);
  }
  assert.is(at('/htservice/account')!.perms, 'system:account:query');
  // An initplat session's routes hold the detail pages at their absolute addresses.
  const signIn = await h.signIn('admin', { ip: '10.9.0.1', query: { websource: 'initplat' } });
  const routes = await h.call('GET', '/prod-api/htservice/menu/getRouters', { token: signIn.body.access_token });
  const paths = JSON.stringify(routes.body.data);
  for (const p of ['/pppp/config', '/pppp/menu', '/pppp/initSysUser', '/pppp/initSysRole']) assert.ok(paths.includes(`"${p}"`), p);
  assert.not.ok(paths.includes('/htservice/account'), 'the initplat session sees module 3002 only');
  const main = await h.call('GET', '/prod-api/htservice/menu/getRouters', { token: admin });
  assert.ok(JSON.stringify(main.body.data).includes('"/htservice/account"'));
});

test('initConfig: the parameters against the template (missing, default, changed) and the rest of the template', async ({ h, admin, hotelB }) => {
  await h.db.deleteFrom('base_org_para').where('org_id', '=', hotelB).where('para_key', '=', 'front.checkoutTime').execute();
  await h.db.updateTable('base_org_para').set({ para_value: '13' }).where('org_id', '=', hotelB).where('para_key', '=', 'acct.taxRate').execute();
  const res = await h.call('GET', `${API}/initConfig`, { token: admin, query: { orgId: String(hotelB) } });
  assert.is(res.status, 200, res.text);
  const data = res.body.data;
  assert.equal(data.org, { orgId: hotelB, orgCode: 'HT002', orgName: data.org.orgName });
  const para = (key: string) => data.paras.find((p: any) => p.paraKey === key);
  assert.equal(para('front.checkoutTime'), {
    paraKey: 'front.checkoutTime',
    paraName: '默认退房时间',
    defaultValue: '12:00',
    value: null,
    remark: para('front.checkoutTime').remark,
    state: 'missing',
  });
  assert.equal([para('acct.taxRate').value, para('acct.taxRate').defaultValue, para('acct.taxRate').state], ['13', '6', 'changed']);
  assert.is(para('acct.currency').state, 'default');
  assert.is(para('invoice.title').defaultValue, data.org.orgName, 'the invoice title defaults to the hotel name');
  assert.ok(data.accounts.template > 0 && data.accounts.held === data.accounts.template, JSON.stringify(data.accounts));
  assert.is(data.periods.year, new Date(h.clock.now).getFullYear());
  assert.ok(data.licences > 0);
  // initData adds the missing key; the detail then says so.
  assert.is((await h.call('GET', `${API}/initData/`, { token: admin, query: { orgId: String(hotelB) } })).status, 200);
  const after = await h.call('GET', `${API}/initConfig`, { token: admin, query: { orgId: String(hotelB) } });
  assert.is(after.body.data.paras.find((p: any) => p.paraKey === 'front.checkoutTime').state, 'default');
});

test("initConfig: own organisation only for a hotel's user, 403 without the permission, 404 unknown, 422 malformed", async ({ h, admin, front, hotelA, hotelB }) => {
  const setUp = await hotelRoleUser(h, { orgCode: 'HT001', roleKey: 'initcfg', userName: 'accountant1', page: { perms: 'initplat:org:list' } });
  const call = (token: string, orgId?: string) => h.call('GET', `${API}/initConfig`, { token, query: { orgId } });
  assert.is((await call(setUp, String(hotelA))).status, 200);
  assert.is((await call(setUp, String(hotelB))).status, 403);
  assert.is((await call(front, String(hotelA))).status, 403);
  const unknown = await call(admin, '999999');
  assert.is(unknown.status, 404);
  assert.is(unknown.body.field, 'orgId');
  for (const bad of [undefined, 'abc', '-1', '1e3']) {
    const res = await call(admin, bad);
    assert.is(res.status, 422, `orgId ${bad}`);
    assert.is(res.body.field, 'orgId');
  }
});

test('registration: account code, server licence (as the chat widget gets them) and licensed modules with their state', async ({ h, admin, hotelB }) => {
  const set = (module: number, daysAhead: number | null) =>
    h.db
      .updateTable('module_licences')
      .set({ expires_on: daysAhead === null ? null : formatDate(h.clock.now + daysAhead * DAY) })
      .where('module_id', '=', module)
      .where('org_id', '=', hotelB)
      .execute();
  await set(1001, 10);
  await set(1002, -2);
  await set(1003, null);
  const res = await h.call('GET', `${API}/registration`, { token: admin, query: { orgId: String(hotelB) } });
  assert.is(res.status, 200, res.text);
  const data = res.body.data;
  assert.equal([data.orgId, data.orgCode, data.accountCode], [hotelB, 'HT002', 'HS-HT002']);
  assert.match(data.serverLicense, /^[A-Z2-9]{5}(-[A-Z2-9]{5}){3}$/);
  const byId = (id: number) => data.modules.find((m: any) => m.moduleId === id);
  assert.equal([byId(1001).state, byId(1001).daysLeft], ['expiring', 10]);
  assert.equal([byId(1002).state, byId(1002).daysLeft], ['expired', -2]);
  assert.equal([byId(1003).state, byId(1003).expiresOn, byId(1003).daysLeft], ['valid', null, null]);
  assert.ok(byId(1004).seats > 0 && byId(1004).used === 0);
  // The hotel's own sign-in reads the same registration the widget is loaded with.
  const own = await h.login('admin', 'HT002');
  const widget = await h.call('GET', '/prod-api/htservice/module/getServerLicense', { token: own });
  assert.equal(widget.body.data, { accountcode: data.accountCode, serverlicense: data.serverLicense });
});

test("registration: a hotel administrator reads their own (by default), never another's; 403 without the permission", async ({ h, admin, front, hotelA, hotelB }) => {
  const boss = await hotelRoleUser(h, { orgCode: 'HT002', roleKey: 'regboss', userName: 'accountant2', page: { perms: 'system:account:query' } });
  const mine = await h.call('GET', `${API}/registration`, { token: boss });
  assert.is(mine.status, 200, mine.text);
  assert.is(mine.body.data.orgId, hotelB);
  const other = await h.call('GET', `${API}/registration`, { token: boss, query: { orgId: String(hotelA) } });
  assert.is(other.status, 403);
  assert.not.ok(other.body.data);
  assert.is((await h.call('GET', `${API}/registration`, { token: front })).status, 403);
  assert.is((await h.call('GET', `${API}/registration`, { token: admin, query: { orgId: '999999' } })).status, 404);
  const bad = await h.call('GET', `${API}/registration`, { token: admin, query: { orgId: 'x' } });
  assert.equal([bad.status, bad.body.field], [422, 'orgId']);
  const en = await h.call('GET', `${API}/registration`, { token: boss, query: { orgId: String(hotelA) }, headers: { 'accept-language': 'en' } });
  assert.is(en.status, 403);
  assert.not.match(en.body.msg, /[\u4e00-\u9fff]/);
});

test.run();
