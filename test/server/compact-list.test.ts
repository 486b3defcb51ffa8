/**
 * The compact list answer (`format=compact`, server/lib/compact-list.ts): the same rows as RuoYi's
 * `{ code, msg, rows, total }`, as arrays under one `fields` list, paged and projected the same way, from
 * every list call; without `format` the answer keeps its shape, and an unknown format is the caller's 422.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { setup, type Harness } from './support.js';

const LIST = '/prod-api/htservice/dict/data/list';
const TYPE = 'compact_probe';

const test = suite<{ h: Harness; admin: string }>('compact list answers');
test.before(async (ctx) => {
  ctx.h = await setup({ env: { HT_CAPTCHA: 'off' } });
  ctx.admin = await ctx.h.login('admin');
  const made = await ctx.h.call('POST', '/prod-api/htservice/dict/type', { token: ctx.admin, body: { dictName: '紧凑', dictType: TYPE } });
  assert.is(made.status, 200, made.text);
  // More rows than one written block (2,000), so the joins between blocks are part of what is checked.
  await ctx.h.db
    .insertInto('dict_data')
    .values(
      Array.from({ length: 2100 }, (_, i) => ({
        dict_sort: i,
        dict_label: `"行" ${i}`,
        dict_value: `V${i}`,
        dict_type: TYPE,
        css_class: '',
        list_class: '',
        is_default: 'N',
        status: '0',
        remark: i % 2 ? '' : '备注\n',
      })),
    )
    .execute();
});
test.after(async (ctx) => ctx.h.close());

/** The compact answer's rows as objects again, to compare with the plain answer. */
const expand = (body: { fields: string[]; rows: unknown[][] }) => body.rows.map((values) => Object.fromEntries(body.fields.map((f, i) => [f, values[i]])));

test("'all', projected: the same rows and total as the plain answer, as arrays", async ({ h, admin }) => {
  const query = `dictType=${TYPE}&pageSize=100000000&fields=dictLabel,status,remark`;
  const plain = await h.call('GET', `${LIST}?${query}`, { token: admin });
  const compact = await h.call('GET', `${LIST}?${query}&format=compact`, { token: admin });
  assert.is(compact.status, 200, compact.text);
  assert.match(compact.headers.get('content-type') ?? '', /application\/json/);
  assert.equal(Object.keys(plain.body).sort(), ['code', 'msg', 'rows', 'total']);
  assert.is(compact.body.code, 200);
  assert.is(compact.body.msg, plain.body.msg);
  assert.is(compact.body.total, 2100);
  assert.equal([...compact.body.fields].sort(), ['dictCode', 'dictLabel', 'dictType', 'dictValue', 'remark', 'status']);
  assert.is(compact.body.rows.length, 2100);
  assert.equal(expand(compact.body), plain.body.rows);
});

test('a page, sorted: the same page as the plain answer; an empty page has no fields', async ({ h, admin }) => {
  const query = `dictType=${TYPE}&pageNum=3&pageSize=10&orderByColumn=dictSort&isAsc=desc`;
  const plain = await h.call('GET', `${LIST}?${query}`, { token: admin });
  const compact = await h.call('GET', `${LIST}?${query}&format=compact`, { token: admin });
  assert.is(compact.body.rows.length, 10);
  assert.equal(expand(compact.body), plain.body.rows);
  const none = await h.call('GET', `${LIST}?dictType=nothing_here&format=compact`, { token: admin });
  assert.equal(none.body, { code: 200, msg: plain.body.msg, total: 0, fields: [], rows: [] });
});

test('every list answers the compact form when asked: other lists, paged and sorted as their plain answer', async ({ h, admin }) => {
  for (const list of ['/prod-api/htservice/dict/type/list', '/prod-api/htservice/config/list', '/prod-api/htservice/user/list']) {
    const query = 'pageSize=5&pageNum=1';
    const plain = await h.call('GET', `${list}?${query}`, { token: admin });
    const compact = await h.call('GET', `${list}?${query}&format=compact`, { token: admin });
    assert.is(compact.status, 200, `${list}: ${compact.text}`);
    assert.ok(plain.body.rows.length > 0, `${list} has rows`);
    assert.is(compact.body.total, plain.body.total, list);
    assert.equal(expand(compact.body), plain.body.rows, list);
  }
});

test('lists whose rows the database writes as JSON (lib/list-answer.ts) answer what the plain answer holds, at every page and at all', async ({ h, admin }) => {
  const lists = [
    '/prod-api/htservice/dict/data/list',
    '/prod-api/htservice/dict/type/list',
    '/prod-api/htservice/config/list',
    '/prod-api/htservice/module/list',
    '/prod-api/htservice/SysRoute/list',
    '/prod-api/htservice/approvalDict/list',
    '/prod-api/htservice/codingRule/list',
    '/prod-api/htservice/voucherRule/list',
  ];
  for (const list of lists) {
    for (const query of ['pageSize=100000000', 'pageSize=3&pageNum=2', 'pageSize=10&pageNum=999']) {
      const plain = await h.call('GET', `${list}?${query}`, { token: admin });
      const compact = await h.call('GET', `${list}?${query}&format=compact`, { token: admin });
      assert.is(compact.status, 200, `${list}?${query}: ${compact.text}`);
      assert.match(compact.headers.get('content-type') ?? '', /application\/json/);
      assert.equal(Object.keys(compact.body), ['code', 'msg', 'total', 'fields', 'rows'], list);
      assert.is(compact.body.total, plain.body.total, list);
      assert.is(compact.body.rows.length, plain.body.rows.length, `${list}?${query}`);
      if (query === 'pageSize=100000000') assert.ok(plain.body.rows.length > 1, `${list} has rows: ${plain.text}`);
      // Same keys in the same order, same values and types (numbers stay numbers, '' and null stay apart).
      assert.equal(compact.body.fields, plain.body.rows.length ? Object.keys(plain.body.rows[0]) : [], list);
      assert.equal(expand(compact.body), plain.body.rows, `${list}?${query}`);
    }
  }
  // A refusal stays the caller's 422 before any row is read.
  const sorted = await h.call('GET', `${LIST}?dictType=${TYPE}&orderByColumn=nope&format=compact`, { token: admin });
  assert.is(sorted.status, 422, sorted.text);
});

test('an unknown format is a 422 naming it', async ({ h, admin }) => {
  const bad = await h.call('GET', `${LIST}?dictType=${TYPE}&format=xml`, { token: admin });
  assert.is(bad.status, 422, bad.text);
  assert.is(bad.body.field, 'format');
});

test.run();
