/** The approval forms of getApprovalMenuList and the service platform's approval query route. */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { RouteNode } from '../../server/contracts/menu.js';
import { setup, type Harness } from './support.js';

const LIST = '/prod-api/htservice/menu/getApprovalMenuList';
const QUERY_APPROVAL = '/htservice/approvalInitiated/queryApproval';

const test = suite<{ h: Harness }>('approval-menu');
test.before(async (ctx) => {
  ctx.h = await setup({ env: { HT_CAPTCHA: 'off' } });
});
test.after(async (ctx) => ctx.h.close());

test('getApprovalMenuList answers the forms a user can start as { path, menuName }', async ({ h }) => {
  const token = await h.login('frontdesk1');
  const res = await h.call('GET', LIST, { token });
  assert.is(res.status, 200);
  assert.equal(res.body, {
    code: 200,
    msg: '操作成功',
    data: [
      { path: 'expenseClaim', menuName: '费用报销' },
      { path: 'purchaseRequest', menuName: '采购申请' },
      { path: 'leaveRequest', menuName: '请假申请' },
      { path: 'assetDisposal', menuName: '固定资产报废' },
    ],
  });
  assert.is((await h.call('GET', LIST)).status, 401);
});

test("a hotel's own forms are seen only there; disabled forms by nobody", async ({ h }) => {
  const hotelB = await h.orgId('HT002');
  await h.db.insertInto('approval_menus').values([
    { org_id: hotelB, path: 'banquetDeposit', menu_name: '宴会定金退还', order_num: 0, status: '0' },
    { org_id: null, path: 'retired', menu_name: '旧表单', order_num: 9, status: '1' },
  ]).execute();
  const a = await h.call('GET', LIST, { token: await h.login('frontdesk1') });
  const b = await h.call('GET', LIST, { token: await h.login('frontdesk2') });
  assert.equal(a.body.data.map((m: any) => m.path), ['expenseClaim', 'purchaseRequest', 'leaveRequest', 'assetDisposal']);
  assert.equal(b.body.data.map((m: any) => m.path), ['banquetDeposit', 'expenseClaim', 'purchaseRequest', 'leaveRequest', 'assetDisposal']);
});

test('getRouters: the service platform carries the approval query page for front desk and admin, not for accountants', async ({ h }) => {
  const find = async (user: string) => {
    const res = await h.call('GET', '/prod-api/htservice/menu/getRouters', { token: await h.login(user) });
    const service = (res.body.data as RouteNode[]).find((r) => r.moduleId === 3003);
    return service?.children?.find((c) => c.path === QUERY_APPROVAL);
  };
  const route = await find('frontdesk1');
  assert.ok(route, 'frontdesk1 has the route');
  assert.is(route!.component, 'service/approval/query/index');
  assert.is(route!.meta.title, '审批查询');
  assert.is(route!.hidden, false);
  assert.ok(await find('admin'));
  assert.is(await find('accountant1'), undefined);
});

test.run();
