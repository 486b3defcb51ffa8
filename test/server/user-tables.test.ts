/**
 * Column customisation and advanced query plans belong to the session's user in the session's
 * organisation: save = create or update, reset, rename; another user's or another organisation's ids
 * are not found (404) and never change; naming another user or organisation → 403; validation names
 * the field (the plan name with SPEC.md section 5's message).
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { setup, type Harness } from './support.js';

const CUSTOM = '/prod-api/htservice/custom';
const PLAN = '/prod-api/htservice/queryPlan';
const COLUMNS = [
  { key: 'dictLabel', label: '字典标签', width: 120, show: true },
  { key: 'dictValue', fixed: 'left', show: true },
];

type Tokens = { fd: string; ac: string; admin1: string; admin2: string };
const test = suite<{ h: Harness; t: Tokens; ids: Record<string, number> }>('user tables');
test.before(async (ctx) => {
  ctx.h = await setup({ env: { HT_CAPTCHA: 'off' } });
  ctx.t = {
    fd: await ctx.h.login('frontdesk1'),
    ac: await ctx.h.login('accountant1'),
    admin1: await ctx.h.login('admin', 'HT001'),
    admin2: await ctx.h.login('admin', 'HT002'),
  };
  ctx.ids = {};
});
test.after(async (ctx) => ctx.h.close());

const save = (h: Harness, token: string, body: unknown) => h.call('POST', CUSTOM, { token, body });
const customs = (h: Harness, token: string, query: Record<string, string> = {}) => h.call('GET', `${CUSTOM}/list`, { token, query });
const stored = (h: Harness) => h.db.selectFrom('sys_custom').selectAll().orderBy('custom_id').execute();

test('save creates, saving again updates the same record, list answers the own rows', async ({ h, t, ids }) => {
  const first = await save(h, t.fd, { pageId: '2066', tableId: 'dictTable', content: JSON.stringify(COLUMNS) });
  assert.is(first.status, 200, first.text);
  assert.is(first.body.code, 200);
  assert.type(first.body.data, 'number');
  ids.fd = first.body.data;
  // The shell may send its own ids and the page id as a number; the content as the array itself.
  const me = (await h.call('GET', '/prod-api/htservice/user/getInfo', { token: t.fd })).body.user;
  const again = await save(h, t.fd, { userId: me.userId, orgId: String(me.orgId), pageId: 2066, tableId: 'dictTable', content: [COLUMNS[1]] });
  assert.is(again.body.data, ids.fd);
  const list = await customs(h, t.fd, { userId: String(me.userId), orgId: String(me.orgId), pageId: '2066', tableId: 'dictTable' });
  assert.equal(list.body, {
    code: 200,
    msg: '操作成功',
    total: 1,
    rows: [{ customId: ids.fd, pageId: '2066', tableId: 'dictTable', content: JSON.stringify([COLUMNS[1]]), version: 2 }],
  });
  const other = await save(h, t.fd, { pageId: '2066', tableId: 'typeTable', content: '[{"key":"a","children":[{"key":"b","children":[{"key":"c"}]}]}]' });
  assert.is(other.status, 200, other.text);
  assert.is((await customs(h, t.fd)).body.total, 2);
  assert.is((await customs(h, t.fd, { tableId: 'typeTable' })).body.rows[0].customId, other.body.data);
  assert.equal(
    (await customs(h, t.fd, { orderByColumn: 'tableId', isAsc: 'desc' })).body.rows.map((r: any) => r.tableId),
    ['typeTable', 'dictTable'],
  );
  assert.is((await customs(h, t.fd, { orderByColumn: 'content' })).status, 422);
});

test("another user's or organisation's columns are never seen, changed or reset", async ({ h, t, ids }) => {
  const before = JSON.stringify(await stored(h));
  assert.is((await customs(h, t.ac)).body.total, 0);
  const deleted = await h.call('DELETE', `${CUSTOM}/${ids.fd}`, { token: t.ac });
  assert.equal(deleted.body, { code: 404, msg: '访问资源不存在', field: 'customId' });
  const hijack = await save(h, t.ac, { customId: ids.fd, pageId: '2066', tableId: 'dictTable', content: '[]' });
  assert.is(hijack.status, 404);
  assert.is(JSON.stringify(await stored(h)), before, 'nothing changed');
  // The accountant's own save of the same page and table is a record of their own.
  const mine = await save(h, t.ac, { pageId: '2066', tableId: 'dictTable', content: '[]' });
  assert.is.not(mine.body.data, ids.fd);

  // The same administrator in two hotels keeps two separate records.
  const hotel1 = await save(h, t.admin1, { pageId: '1', tableId: 'list', content: '[{"key":"h1"}]' });
  const hotel2 = await save(h, t.admin2, { pageId: '1', tableId: 'list', content: '[{"key":"h2"}]' });
  assert.is.not(hotel1.body.data, hotel2.body.data);
  assert.equal(
    (await customs(h, t.admin2)).body.rows.map((r: any) => r.content),
    ['[{"key":"h2"}]'],
  );
  assert.is((await h.call('DELETE', `${CUSTOM}/${hotel1.body.data}`, { token: t.admin2 })).status, 404);
  assert.equal(
    (await customs(h, t.admin1)).body.rows.map((r: any) => r.content),
    ['[{"key":"h1"}]'],
  );

  // Naming someone else → 403, in the body or the query.
  const fdUser = (await h.call('GET', '/prod-api/htservice/user/getInfo', { token: t.fd })).body.user;
  const asFd = await save(h, t.ac, { userId: fdUser.userId, pageId: '2066', tableId: 'dictTable', content: '[]' });
  assert.equal([asFd.status, asFd.body.field], [403, 'userId']);
  const inHotel2 = await save(h, t.admin1, { orgId: await h.orgId('HT002'), pageId: '1', tableId: 'list', content: '[]' });
  assert.equal([inHotel2.status, inHotel2.body.field], [403, 'orgId']);
  assert.is((await customs(h, t.ac, { userId: String(fdUser.userId) })).status, 403);
  assert.is((await customs(h, t.admin1, { orgId: String(await h.orgId('HT002')) })).status, 403);

  // Reset: the owner deletes, and it is gone.
  assert.equal((await h.call('DELETE', `${CUSTOM}/${ids.fd}`, { token: t.fd })).body, { code: 200, msg: '操作成功' });
  assert.is((await h.call('DELETE', `${CUSTOM}/${ids.fd}`, { token: t.fd })).status, 404);
  assert.is((await customs(h, t.fd, { tableId: 'dictTable' })).body.total, 0);
});

test('column content must be a JSON array of at most 200 columns with keys → else 422 naming it', async ({ h, t }) => {
  const before = JSON.stringify(await stored(h));
  const deep = [{ key: 'a', children: [{ key: 'b', children: [{ key: 'c', children: [{ key: 'd' }] }] }] }];
  const cases: Array<[unknown, string]> = [
    [{ pageId: '1', tableId: 't', content: 'not json' }, 'content'],
    [{ pageId: '1', tableId: 't', content: '{"key":"a"}' }, 'content'],
    [{ pageId: '1', tableId: 't', content: { key: 'a' } }, 'content'],
    [{ pageId: '1', tableId: 't', content: JSON.stringify(Array.from({ length: 201 }, (_, i) => ({ key: `c${i}` }))) }, 'content'],
    [{ pageId: '1', tableId: 't', content: [{ label: 'no key' }] }, 'content.0.key'],
    [{ pageId: '1', tableId: 't', content: [{ key: 'a' }, { key: 7 }] }, 'content.1.key'],
    [{ pageId: '1', tableId: 't', content: ['a'] }, 'content.0'],
    [{ pageId: '1', tableId: 't', content: deep }, 'content.0.children.0.children.0.children.0'],
    [{ pageId: '1', tableId: 't' }, 'content'],
    [{ tableId: 't', content: '[]' }, 'pageId'],
    [{ pageId: '1', content: '[]' }, 'tableId'],
    [{ pageId: '1', tableId: 'x'.repeat(65), content: '[]' }, 'tableId'],
    [{ pageId: '1', tableId: 't', content: '[]', colour: 'red' }, 'colour'],
  ];
  for (const [body, field] of cases) {
    const res = await save(h, t.fd, body);
    assert.is(res.status, 422, `${JSON.stringify(body).slice(0, 80)} → ${res.status}`);
    assert.is(res.body.field, field);
    assert.match(res.body.msg, field);
  }
  assert.is(JSON.stringify(await stored(h)), before, 'nothing was saved');
  assert.is((await save(h, t.fd, { pageId: '1', tableId: 't', content: JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ key: `c${i}` }))) })).status, 200);
});

test('query plans: create, list, rename, update, delete — own rows only', async ({ h, t }) => {
  const made = await h.call('POST', PLAN, { token: t.fd, body: { pageId: '2066', tableId: 'dictTable', planName: '启用的', content: [{ field: 'status', op: 'eq', value: '0' }] } });
  assert.is(made.status, 200, made.text);
  const planId = made.body.data;
  const second = await h.call('POST', PLAN, { token: t.fd, body: { pageId: '2066', tableId: 'dictTable', planName: '停用的', content: '{"status":"1"}' } });
  assert.is(second.status, 200);
  const list = await h.call('GET', `${PLAN}/list`, { token: t.fd, query: { pageId: '2066', tableId: 'dictTable', orderByColumn: 'planName' } });
  assert.is(list.body.total, 2);
  assert.equal(
    list.body.rows.map((r: any) => r.planName),
    ['停用的', '启用的'].sort(),
  );
  const row = list.body.rows.find((r: any) => r.planId === planId);
  assert.is(row.content, '[{"field":"status","op":"eq","value":"0"}]');
  assert.match(row.createTime, /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

  const dup = await h.call('POST', PLAN, { token: t.fd, body: { pageId: '2066', tableId: 'dictTable', planName: '启用的', content: [] } });
  assert.equal(dup.body, { code: 409, msg: '方案名称 启用的 已存在', field: 'planName' });
  const renameClash = await h.call('PUT', PLAN, { token: t.fd, body: { planId, planName: '停用的' } });
  assert.is(renameClash.status, 409);
  assert.is((await h.call('POST', PLAN, { token: t.ac, body: { pageId: '2066', tableId: 'dictTable', planName: '启用的', content: [] } })).status, 200, 'names are per user');
  assert.is((await h.call('POST', PLAN, { token: t.fd, body: { pageId: '2066', tableId: 'typeTable', planName: '启用的', content: [] } })).status, 200, 'and per table');

  const renamed = await h.call('PUT', PLAN, { token: t.fd, body: { planId, planName: '正常的', content: { status: '0' } } });
  assert.equal(renamed.body, { code: 200, msg: '操作成功', data: planId });
  const after = (await h.call('GET', `${PLAN}/list`, { token: t.fd, query: { tableId: 'dictTable' } })).body.rows.find((r: any) => r.planId === planId);
  assert.equal([after.planName, after.content], ['正常的', '{"status":"0"}']);

  // Others: the accountant, and the administrator in either hotel, neither see nor touch it.
  const snapshot = JSON.stringify(await h.db.selectFrom('sys_query_plan').selectAll().orderBy('plan_id').execute());
  for (const token of [t.ac, t.admin1, t.admin2]) {
    assert.ok((await h.call('GET', `${PLAN}/list`, { token })).body.rows.every((r: any) => r.planId !== planId));
    assert.is((await h.call('PUT', PLAN, { token, body: { planId, planName: '偷改' } })).status, 404);
    assert.is((await h.call('DELETE', `${PLAN}/${planId}`, { token })).status, 404);
  }
  assert.is(JSON.stringify(await h.db.selectFrom('sys_query_plan').selectAll().orderBy('plan_id').execute()), snapshot);
  const hotel1 = (await h.call('POST', PLAN, { token: t.admin1, body: { pageId: '1', tableId: 't', planName: '甲', content: [] } })).body.data;
  assert.is((await h.call('DELETE', `${PLAN}/${hotel1}`, { token: t.admin2 })).status, 404);
  assert.is((await h.call('GET', `${PLAN}/list`, { token: t.admin2 })).body.total, 0);

  assert.is((await h.call('DELETE', `${PLAN}/${planId}`, { token: t.fd })).status, 200);
  assert.is((await h.call('DELETE', `${PLAN}/${planId}`, { token: t.fd })).status, 404);
});

test("query plans: an empty name → 422 'Please enter the plan name'; other fields named", async ({ h, t }) => {
  for (const planName of ['', '   ', undefined]) {
    const zh = await h.call('POST', PLAN, { token: t.fd, body: { pageId: '1', tableId: 't', planName, content: [] } });
    assert.equal(zh.body, { code: 422, msg: '请输入方案名称', field: 'planName' });
    const en = await h.call('POST', PLAN, { token: t.fd, body: { pageId: '1', tableId: 't', planName, content: [] }, headers: { 'accept-language': 'en-GB,en' } });
    assert.is(en.body.msg, 'Please enter the plan name');
  }
  const plan = (await h.call('POST', PLAN, { token: t.fd, body: { pageId: '1', tableId: 't', planName: '甲', content: [] } })).body.data;
  assert.is((await h.call('PUT', PLAN, { token: t.fd, body: { planId: plan, planName: '' }, headers: { 'accept-language': 'en' } })).body.msg, 'Please enter the plan name');
  const cases: Array<[string, unknown, string]> = [
    ['POST', { pageId: '1', tableId: 't', planName: 'x'.repeat(51), content: [] }, 'planName'],
    ['POST', { pageId: '1', tableId: 't', planName: 'x', content: 'nope' }, 'content'],
    ['POST', { pageId: '1', tableId: 't', planName: 'x', content: '"text"' }, 'content'],
    ['POST', { pageId: '1', tableId: 't', planName: 'x', content: 5 }, 'content'],
    ['POST', { tableId: 't', planName: 'x', content: [] }, 'pageId'],
    ['POST', { pageId: '1', tableId: 't', planName: 'x', content: [], userId: 1 }, 'userId'],
    ['PUT', { planName: 'x' }, 'planId'],
    ['PUT', { planId: 'abc', planName: 'x' }, 'planId'],
  ];
  for (const [method, body, field] of cases) {
    const res = await h.call(method, PLAN, { token: t.fd, body });
    assert.equal([res.status, res.body.field], [422, field], `${method} ${JSON.stringify(body).slice(0, 60)}`);
  }
  assert.is((await h.call('GET', `${PLAN}/list`, { token: t.fd, query: { orderByColumn: 'content' } })).body.field, 'orderByColumn');
});

test.run();
