/** getInfo and getRouters per role: what each demo user is, may do and may open. */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { RouteNode } from '../../server/contracts/menu.js';
import { formatDate } from '../../server/lib/time.js';
import { setup, type Harness } from './support.js';

const DAY = 24 * 60 * 60 * 1000;

const test = suite<{ h: Harness; tokens: Record<string, string> }>('routers');
test.before(async (ctx) => {
  ctx.h = await setup({ env: { HT_CAPTCHA: 'off' } });
  ctx.tokens = {};
  for (const user of ['admin', 'frontdesk1', 'accountant1']) ctx.tokens[user] = await ctx.h.login(user);
});
test.after(async (ctx) => ctx.h.close());

const routers = async (h: Harness, token: string): Promise<RouteNode[]> => {
  const res = await h.call('GET', '/prod-api/htservice/menu/getRouters', { token });
  assert.is(res.status, 200, res.text);
  assert.is(res.body.code, 200);
  return res.body.data;
};
const walk = (nodes: RouteNode[], out: RouteNode[] = []): RouteNode[] => {
  for (const n of nodes) {
    out.push(n);
    walk(n.children ?? [], out);
  }
  return out;
};

test('getInfo: admin holds every permission, in the session organisation', async ({ h, tokens }) => {
  const res = await h.call('GET', '/prod-api/htservice/user/getInfo', { token: tokens.admin });
  assert.is(res.status, 200);
  assert.equal(res.body.roles, ['admin']);
  assert.equal(res.body.permissions, ['*:*:*']);
  assert.is(res.body.user.userName, 'admin');
  assert.is(res.body.user.orgCode, 'HT001');
  assert.is(res.body.user.orgName, '合软大酒店');
  assert.not.ok('password_hash' in res.body.user || 'passwordHash' in res.body.user);
  // Signed in to the second hotel, the same user is seen in that hotel.
  const other = await h.login('admin', 'HT002');
  const there = await h.call('GET', '/prod-api/htservice/user/getInfo', { token: other });
  assert.is(there.body.user.orgCode, 'HT002');
  assert.is(there.body.user.orgId, await h.orgId('HT002'));
});

test('getInfo: front desk and accountant hold different permissions of their grants', async ({ h, tokens }) => {
  const fd = (await h.call('GET', '/prod-api/htservice/user/getInfo', { token: tokens.frontdesk1 })).body;
  const ac = (await h.call('GET', '/prod-api/htservice/user/getInfo', { token: tokens.accountant1 })).body;
  assert.equal(fd.roles, ['frontdesk']);
  assert.equal(ac.roles, ['accountant']);
  assert.is(fd.user.nickName, '王晓燕');
  assert.ok(fd.permissions.includes('business:priceAgreement:add'));
  assert.ok(fd.permissions.includes('crm:customer:add'));
  assert.not.ok(fd.permissions.includes('accounting:voucher:add'));
  assert.ok(ac.permissions.includes('accounting:voucher:add'));
  assert.ok(ac.permissions.includes('assets:depreciation:calculate'));
  assert.not.ok(ac.permissions.includes('crm:customer:add'));
  assert.not.ok(ac.permissions.includes('*:*:*'));
  assert.ok(ac.permissions.every((p: string) => p.length > 0));
  assert.is(new Set(ac.permissions).size, ac.permissions.length, 'distinct');
});

test('getRouters: each role sees the modules it is granted', async ({ h, tokens }) => {
  const ids = async (user: string) => (await routers(h, tokens[user])).map((r) => r.moduleId);
  assert.equal(await ids('admin'), [1001, 1002, 1003, 1004, 1005, 2001, 3001, 3003, 3002]);
  assert.equal(await ids('frontdesk1'), [1004, 1005, 3001, 3003]);
  // Accountants approve and query approvals (migration 0018): the service platform with those pages only.
  assert.equal(await ids('accountant1'), [1001, 1002, 1003, 1005, 3003]);
});

test('getRouters: module nodes are Layouts with a home page index → <module>/index', async ({ h, tokens }) => {
  const data = await routers(h, tokens.admin);
  const accounting = data.find((r) => r.moduleId === 1001)!;
  assert.is(accounting.component, 'Layout');
  assert.is(accounting.path, '/accounting');
  assert.is(accounting.meta.title, '会计核算');
  const home = accounting.children!.find((c) => c.path === 'index')!;
  assert.is(home.component, 'accounting/index');
  assert.is(home.meta.affix, true);
  for (const mod of data)
    assert.ok(
      mod.children!.some((c) => c.path === 'index' && c.component.endsWith('/index')),
      mod.path,
    );
  const voucher = accounting.children!.find((c) => c.path === 'voucher')!;
  assert.is(voucher.component, 'ParentView');
  assert.is(voucher.alwaysShow, true);
  assert.equal(
    voucher.children!.map((c) => c.meta.title),
    ['凭证录入', '凭证审核', '凭证详情'],
  );
  assert.is(voucher.children![0].component, 'accounting/voucher/entry/index');
});

test('getRouters: no buttons, unique names, hidden and initplat flags carried', async ({ h, tokens }) => {
  const all = walk(await routers(h, tokens.admin));
  const menuTypes = await h.db.selectFrom('menus').select(['menu_id', 'menu_type']).execute();
  const typeOf = new Map(menuTypes.map((m) => [m.menu_id, m.menu_type]));
  assert.ok(
    all.every((n) => n.meta.menuid === 0 || typeOf.get(n.meta.menuid) !== 'F'),
    'no F-type menus',
  );
  assert.ok(all.every((n) => n.component !== '' && n.name.length > 0));
  assert.is(new Set(all.map((n) => n.name)).size, all.length, 'names unique');
  assert.ok(
    all.every((n) => /^[A-Z][A-Za-z0-9]*$/.test(n.name)),
    'PascalCase names',
  );
  const hidden = all.filter((n) => n.hidden);
  assert.equal(
    hidden.map((n) => n.meta.title).sort(),
    [
      '任务详情',
      '凭证详情',
      '组织详情',
      '用户详情',
      '角色详情',
      '回访单',
      '框架协议详情',
      '销售业绩录入',
      '审批状态',
      '审批详情',
      '流程设计',
      '初始配置',
      '初始菜单详情',
      '初始用户详情',
      '初始角色详情',
      '字典详情',
      '字典数据详情',
    ].sort(),
  );
  const initplat = all.filter((n) => n.moduleId === 3002 && n.component !== 'Layout');
  assert.ok(initplat.length >= 4 && initplat.every((n) => n.meta.initplatType === '1'));
  assert.ok(all.filter((n) => n.moduleId !== 3002).every((n) => n.meta.initplatType === null));
  const link = all.find((n) => n.meta.link)!;
  assert.match(link.meta.link!, /^https:\/\//);
});

test('getRouters: disabled menus disappear, for admin too', async ({ h, tokens }) => {
  await h.db.updateTable('menus').set({ status: '1' }).where('menu_name', '=', '资产盘点').execute();
  try {
    const titles = walk(await routers(h, tokens.admin)).map((n) => n.meta.title);
    assert.not.ok(titles.includes('资产盘点'));
    assert.ok(titles.includes('资产卡片'));
  } finally {
    await h.db.updateTable('menus').set({ status: '0' }).where('menu_name', '=', '资产盘点').execute();
  }
});

test("getRouters: each module node carries the session hotel's licence of it, for module selection", async ({ h, tokens }) => {
  const licenceOf = async (token: string) => new Map((await routers(h, token)).map((m) => [m.moduleId, m.licence]));
  const seeded = await licenceOf(tokens.admin);
  assert.ok(
    [...seeded.values()].every((l) => l?.state === 'valid' && /^\d{4}-12-31$/.test(l.expiresOn ?? '') && l.daysLeft! > 30),
    'the demo licences run to the end of next year',
  );

  // Changes to the second hotel's licences show in its sessions only.
  const hotelB = await h.orgId('HT002');
  const inDays = (days: number) => formatDate(h.clock.now + days * DAY);
  const licences = h.db.updateTable('module_licences').where('org_id', '=', hotelB);
  await licences
    .set({ expires_on: inDays(10) })
    .where('module_id', '=', 1001)
    .execute();
  await licences
    .set({ expires_on: inDays(-2) })
    .where('module_id', '=', 1002)
    .execute();
  await licences.set({ expires_on: null }).where('module_id', '=', 1003).execute();
  await h.db.deleteFrom('module_licences').where('org_id', '=', hotelB).where('module_id', '=', 1004).execute();
  const there = await licenceOf(await h.login('admin', 'HT002'));
  assert.equal(there.get(1001), { state: 'expiring', expiresOn: inDays(10), daysLeft: 10 });
  assert.equal(there.get(1002), { state: 'expired', expiresOn: inDays(-2), daysLeft: -2 });
  assert.equal(there.get(1003), { state: 'valid', expiresOn: null, daysLeft: null });
  assert.equal(there.get(1004), { state: 'missing', expiresOn: null, daysLeft: null });
  assert.equal((await licenceOf(tokens.admin)).get(1004), seeded.get(1004), 'the first hotel is unchanged');
  const pages = walk((await routers(h, tokens.admin)).flatMap((m) => m.children ?? []));
  assert.ok(
    pages.every((n) => !('licence' in n)),
    'pages carry no licence',
  );
});

test('getInfo and getRouters need a session', async ({ h }) => {
  assert.is((await h.call('GET', '/prod-api/htservice/user/getInfo')).status, 401);
  assert.is((await h.call('GET', '/prod-api/htservice/menu/getRouters')).status, 401);
});

test.run();
