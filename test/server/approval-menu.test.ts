/** The approval menu of getApprovalMenuList (published definitions) and the service platform's approval query route. */
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

test('getApprovalMenuList answers the published definitions a user can start as { path: defKey, menuName }', async ({ h }) => {
  const token = await h.login('frontdesk1');
  const res = await h.call('GET', LIST, { token });
  assert.is(res.status, 200);
  assert.equal(res.body, {
    code: 200,
    msg: '操作成功',
    data: [
      { path: 'contractSignoff', menuName: '合同会签' },
      { path: 'purchaseRequest', menuName: '采购申请' },
    ],
  });
  assert.is((await h.call('GET', LIST)).status, 401);
  // Accountants approve but do not start approvals: no items.
  assert.equal((await h.call('GET', LIST, { token: await h.login('accountant1') })).body.data, []);
});

test("a hotel's own definitions only; disabled or never published ones for nobody", async ({ h }) => {
  const hotelB = await h.orgId('HT002');
  const category = await h.db.selectFrom('approval_categories').select('category_id').where('org_id', '=', hotelB).executeTakeFirstOrThrow();
  const now = Date.now();
  await h.db
    .insertInto('approval_definitions')
    .values([
      { org_id: hotelB, category_id: category.category_id, def_key: 'banquetDeposit', name: '宴会定金退还', published_version: 1, draft_version: 2, status: '0', created_at: now, updated_at: now },
      { org_id: hotelB, category_id: category.category_id, def_key: 'draftOnly', name: '未发布', published_version: null, draft_version: 1, status: '0', created_at: now, updated_at: now },
    ])
    .execute();
  await h.db.updateTable('approval_definitions').set({ status: '1' }).where('org_id', '=', hotelB).where('def_key', '=', 'contractSignoff').execute();
  const a = await h.call('GET', LIST, { token: await h.login('frontdesk1') });
  const b = await h.call('GET', LIST, { token: await h.login('frontdesk2') });
  assert.equal(
    a.body.data.map((m: any) => m.path),
    ['contractSignoff', 'purchaseRequest'],
  );
  assert.equal(
    b.body.data.map((m: any) => m.path),
    ['banquetDeposit', 'purchaseRequest'],
  );
});

test('getRouters: the service platform carries the approval query page for front desk, admin and (approving and querying since 0018) accountants', async ({ h }) => {
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
  assert.ok(await find('accountant1'));
});

test.run();
