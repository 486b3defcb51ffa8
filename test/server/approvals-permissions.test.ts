/**
 * Every approval call, table-driven: without a token 401; a user without the call's permission 403,
 * changing nothing (the front desk and the accountant hold no dictionary or definition permission, the
 * accountant cannot initiate); another hotel's ids 404 and never its rows; validation errors name the
 * field; lists page and sort through their allowlist (anything else 422); the dictionary's CRUD
 * conflicts (duplicate code, stale version, a category in use) answer 409.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { setup, type Harness } from './support.js';
import { API, startApproval, taskOf } from './approvals-support.js';

type Fixture = { categoryId: number; spareCategoryId: number; definitionId: number; instanceId: number; taskId: number };
type Case = { name: string; method: string; path: (f: Fixture) => string; body?: (f: Fixture) => unknown; who: string[] };

/** `who`: the demo users holding the call's permission (admin holds all). */
const DESK = ['admin', 'frontdesk1'];
const APPROVERS = ['admin', 'frontdesk1', 'accountant1'];
const CASES: Case[] = [
  { name: 'category list', method: 'GET', path: () => `${API}/approvalDict/list`, who: ['admin'] },
  { name: 'category get', method: 'GET', path: (f) => `${API}/approvalDict/${f.categoryId}`, who: ['admin'] },
  { name: 'category add', method: 'POST', path: () => `${API}/approvalDict`, body: () => ({ categoryCode: 'permProbe', categoryName: '探针' }), who: ['admin'] },
  { name: 'category edit', method: 'PUT', path: () => `${API}/approvalDict`, body: (f) => ({ categoryId: f.spareCategoryId, version: 1, remark: '改过' }), who: ['admin'] },
  { name: 'category remove', method: 'DELETE', path: (f) => `${API}/approvalDict/${f.spareCategoryId}`, who: ['admin'] },
  { name: 'definition list', method: 'GET', path: () => `${API}/approvalDefinition/list`, who: ['admin'] },
  { name: 'definition get', method: 'GET', path: (f) => `${API}/approvalDefinition/${f.definitionId}`, who: ['admin'] },
  { name: 'definition draft', method: 'GET', path: (f) => `${API}/approvalDefinition/${f.definitionId}/draft`, who: ['admin'] },
  { name: 'definition versions', method: 'GET', path: (f) => `${API}/approvalDefinition/${f.definitionId}/versions`, who: ['admin'] },
  { name: 'definition add', method: 'POST', path: () => `${API}/approvalDefinition`, body: (f) => ({ categoryId: f.categoryId, defKey: 'permProbe', name: '探针' }), who: ['admin'] },
  { name: 'definition edit', method: 'PUT', path: () => `${API}/approvalDefinition`, body: (f) => ({ definitionId: f.definitionId, version: 1, description: '改过' }), who: ['admin'] },
  {
    name: 'definition save draft',
    method: 'PUT',
    path: (f) => `${API}/approvalDefinition/${f.definitionId}/draft`,
    body: () => ({ bpmnXml: '<x/>', formSchema: {}, draftRevision: 1 }),
    who: ['admin'],
  },
  { name: 'definition publish', method: 'POST', path: (f) => `${API}/approvalDefinition/${f.definitionId}/publish`, body: () => ({ draftVersion: 2 }), who: ['admin'] },
  { name: 'definition remove', method: 'DELETE', path: (f) => `${API}/approvalDefinition/${f.definitionId}`, who: ['admin'] },
  { name: 'start form', method: 'GET', path: () => `${API}/approvalInitiated/form/purchaseRequest`, who: DESK },
  { name: 'start', method: 'POST', path: () => `${API}/approvalInitiated/start`, body: () => ({ defKey: 'purchaseRequest', data: { item: '笔', amount: 1 } }), who: DESK },
  { name: 'mine', method: 'GET', path: () => `${API}/approvalInitiated/mine`, who: DESK },
  { name: 'withdraw', method: 'POST', path: (f) => `${API}/approvalInitiated/${f.instanceId}/withdraw`, who: DESK },
  { name: 'resubmit', method: 'POST', path: (f) => `${API}/approvalInitiated/${f.instanceId}/resubmit`, body: () => ({ data: { item: '笔', amount: 1 } }), who: DESK },
  { name: 'pending list', method: 'GET', path: () => `${API}/approvalCenter/pendingList`, who: APPROVERS },
  { name: 'decide', method: 'POST', path: (f) => `${API}/approvalCenter/task/${f.taskId}/decide`, body: () => ({ action: 'reject', comment: '不行' }), who: APPROVERS },
  { name: 'status list', method: 'GET', path: () => `${API}/approvalCenter/statusList`, who: APPROVERS },
  { name: 'status', method: 'GET', path: (f) => `${API}/approvalCenter/status/${f.instanceId}`, who: APPROVERS },
];

/** The calls naming one of the first hotel's rows by id. */
const SCOPED = new Set([
  'category get',
  'category edit',
  'category remove',
  'definition get',
  'definition draft',
  'definition versions',
  'definition edit',
  'definition save draft',
  'definition publish',
  'definition remove',
  'withdraw',
  'resubmit',
  'decide',
  'status',
]);

/** Everything approvals store, to prove a refused call changed nothing. */
async function snapshot(h: Harness): Promise<string> {
  const tables = ['approval_categories', 'approval_definitions', 'approval_versions', 'approval_instances', 'approval_tasks', 'approval_task_assignees', 'approval_decisions'] as const;
  const rows = await Promise.all(tables.map((t) => h.db.selectFrom(t).selectAll().execute()));
  const sorted = rows.map((r) => r.map((row) => JSON.stringify(row)).sort());
  return JSON.stringify(sorted);
}

const test = suite<{ h: Harness; tok: Record<string, string>; f: Fixture }>('approval permissions');
test.before(async (ctx) => {
  ctx.h = await setup({ env: { HT_CAPTCHA: 'off' } });
  ctx.tok = {};
  for (const user of ['admin', 'frontdesk1', 'accountant1', 'frontdesk2']) ctx.tok[user] = await ctx.h.login(user);
  const hotel = await ctx.h.orgId('HT001');
  const categories = await ctx.h.db.selectFrom('approval_categories').select(['category_id', 'category_code']).where('org_id', '=', hotel).execute();
  const definition = await ctx.h.db.selectFrom('approval_definitions').select('definition_id').where('org_id', '=', hotel).where('def_key', '=', 'purchaseRequest').executeTakeFirstOrThrow();
  const instanceId = await startApproval(ctx.h, ctx.tok.frontdesk1, 'purchaseRequest', { item: '桌布', amount: 10 });
  ctx.f = {
    categoryId: categories.find((c) => c.category_code === 'purchase')!.category_id,
    spareCategoryId: categories.find((c) => c.category_code === 'discount')!.category_id,
    definitionId: definition.definition_id,
    instanceId,
    taskId: await taskOf(ctx.h, ctx.tok.admin, instanceId),
  };
});
test.after(async (ctx) => ctx.h.close());

const send = (h: Harness, c: Case, f: Fixture, token?: string) => h.call(c.method, c.path(f), { token, body: c.body?.(f) });

test('no token → 401; a user without the permission → 403 and nothing changed', async ({ h, tok, f }) => {
  const before = await snapshot(h);
  for (const c of CASES) {
    assert.is((await send(h, c, f)).status, 401, `${c.name} without a token`);
    for (const user of ['frontdesk1', 'accountant1'].filter((u) => !c.who.includes(u))) {
      const res = await send(h, c, f, tok[user]);
      assert.is(res.status, 403, `${c.name} as ${user}: ${res.text}`);
    }
  }
  assert.is(await snapshot(h), before);
});

test("another hotel's user: 404 for this hotel's ids and none of its rows, nothing changed", async ({ h, tok, f }) => {
  const admin2 = await h.login('admin', 'HT002'); // the administrator signed in to the other hotel
  const before = await snapshot(h);
  for (const c of CASES.filter((c) => SCOPED.has(c.name))) {
    const res = await send(h, c, f, c.who.includes('frontdesk1') ? tok.frontdesk2 : admin2);
    assert.is(res.status, 404, `${c.name} from the other hotel: ${res.text}`);
  }
  const foreignCategory = await h.call('POST', `${API}/approvalDefinition`, { token: admin2, body: { categoryId: f.categoryId, defKey: 'stolen', name: '借用' } });
  assert.is(foreignCategory.status, 422);
  assert.is(foreignCategory.body.field, 'categoryId');
  assert.is(await snapshot(h), before);
  const lists = await Promise.all([
    h.call('GET', `${API}/approvalDict/list`, { token: admin2 }),
    h.call('GET', `${API}/approvalDefinition/list`, { token: admin2 }),
    h.call('GET', `${API}/approvalCenter/statusList`, { token: admin2 }),
  ]);
  const hotelB = await h.orgId('HT002');
  const own = await h.db.selectFrom('approval_categories').select('category_id').where('org_id', '=', hotelB).execute();
  assert.equal(lists[0].body.rows.map((r: any) => r.categoryId).sort(), own.map((r) => r.category_id).sort());
  assert.ok(lists[1].body.rows.every((r: any) => r.definitionId !== f.definitionId));
  assert.is(lists[2].body.total, 0);
});

test('validation names the field; lists page and sort only through the allowlist', async ({ h, tok }) => {
  const bad: Array<[string, string, unknown, string]> = [
    ['POST', `${API}/approvalDict`, { categoryCode: '1bad', categoryName: '坏' }, 'categoryCode'],
    ['POST', `${API}/approvalDict`, { categoryCode: 'ok' }, 'categoryName'],
    ['POST', `${API}/approvalDefinition`, { categoryId: 1, defKey: 'has-dash', name: '坏' }, 'defKey'],
    ['POST', `${API}/approvalDefinition`, { categoryId: 999999, defKey: 'fine', name: '好' }, 'categoryId'],
    ['POST', `${API}/approvalInitiated/start`, { defKey: 'purchaseRequest' }, 'data'],
    ['POST', `${API}/approvalInitiated/start`, { defKey: 'purchaseRequest', data: { item: '笔' } }, 'data.amount'],
  ];
  for (const [method, path, body, field] of bad) {
    const res = await h.call(method, path, { token: tok.admin, body });
    assert.is(res.status, 422, `${path} ${JSON.stringify(body)}: ${res.text}`);
    assert.is(res.body.field, field);
  }
  const page = await h.call('GET', `${API}/approvalDict/list`, { token: tok.admin, query: { pageSize: '2', pageNum: '2', orderByColumn: 'categoryCode', isAsc: 'asc' } });
  assert.is(page.status, 200, page.text);
  assert.is(page.body.total, 4);
  assert.equal(
    page.body.rows.map((r: any) => r.categoryCode),
    ['expense', 'purchase'],
  );
  const filtered = await h.call('GET', `${API}/approvalDefinition/list`, { token: tok.admin, query: { name: '会签' } });
  assert.equal(
    filtered.body.rows.map((r: any) => r.defKey),
    ['contractSignoff'],
  );
  for (const path of ['approvalDict/list', 'approvalDefinition/list', 'approvalInitiated/mine', 'approvalCenter/pendingList', 'approvalCenter/statusList']) {
    const res = await h.call('GET', `${API}/${path}`, { token: tok.admin, query: { orderByColumn: 'password_hash' } });
    assert.is(res.status, 422, path);
    assert.is(res.body.field, 'orderByColumn');
  }
});

test('categories: duplicate code, stale version and a category in use answer 409; an unused one is deleted', async ({ h, tok, f }) => {
  const dup = await h.call('POST', `${API}/approvalDict`, { token: tok.admin, body: { categoryCode: 'purchase', categoryName: '重复' } });
  assert.is(dup.status, 409);
  assert.is(dup.body.field, 'categoryCode');
  const edited = await h.call('PUT', `${API}/approvalDict`, { token: tok.admin, body: { categoryId: f.spareCategoryId, version: 1, categoryName: '折扣申请' } });
  assert.is(edited.status, 200, edited.text);
  assert.is(edited.body.data.version, 2);
  assert.is((await h.call('PUT', `${API}/approvalDict`, { token: tok.admin, body: { categoryId: f.spareCategoryId, version: 1, categoryName: '又改' } })).status, 409);
  const inUse = await h.call('DELETE', `${API}/approvalDict/${f.categoryId}`, { token: tok.admin });
  assert.is(inUse.status, 409);
  assert.match(inUse.body.msg, /采购申请/);
  assert.is((await h.call('DELETE', `${API}/approvalDict/${f.spareCategoryId}`, { token: tok.admin })).status, 200);
  assert.is((await h.call('GET', `${API}/approvalDict/${f.spareCategoryId}`, { token: tok.admin })).status, 404);
});

test('menus: admin gets the approval administration pages, front desk and accountants do not; the designer is hidden', async ({ h, tok }) => {
  const pagesOf = async (user: string) => {
    const res = await h.call('GET', '/prod-api/htservice/menu/getRouters', { token: tok[user] });
    const service = res.body.data.find((r: any) => r.moduleId === 3003);
    return new Map<string, any>((service?.children ?? []).map((c: any) => [c.path, c]));
  };
  const admin = await pagesOf('admin');
  for (const path of [
    '/htservice/approvalCenter/approvalDict',
    '/htservice/approvalCenter/approvalDefinition',
    '/htservice/approvalCenter/pendingList',
    '/htservice/approvalCenter/approvalStatusQuery',
    '/metadata/temp4/wfd',
  ]) {
    assert.ok(admin.has(path), `admin has ${path}`);
  }
  assert.is(admin.get('/metadata/temp4/wfd').component, 'service/approval/designer');
  assert.is(admin.get('/metadata/temp4/wfd').hidden, true);
  assert.is(admin.get('/htservice/approvalCenter/pendingList').component, 'service/approvalCenter/pendingList');
  for (const user of ['frontdesk1', 'accountant1']) {
    const pages = await pagesOf(user);
    assert.ok(pages.has('/htservice/approvalCenter/pendingList'), `${user} has the pending list`);
    assert.ok(pages.has('/htservice/approvalCenter/approvalStatusQuery'), `${user} has the status page`);
    assert.not.ok(pages.has('/htservice/approvalCenter/approvalDict'), `${user} has no dictionary page`);
    assert.not.ok(pages.has('/metadata/temp4/wfd'), `${user} has no designer`);
  }
});

test.run();
