/**
 * The list layer (server/lib/list-query.ts) through the dictionary and config lists: paging and
 * total, sorting on allowed columns both ways (RuoYi's 'ascending'/'descending' too), filters, page
 * size 100000000 for all rows, refused sort columns and malformed page keys (422 naming them), and
 * the 100,000-row 'all' list answered whole and in order. Its time is a budget of `npm run bench`
 * (test/bench/list-bench.ts), not an assertion here: a busy machine must not fail a correct answer.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { setup, type Harness } from './support.js';

const DATA = '/prod-api/htservice/dict/data/list';
const TYPES = '/prod-api/htservice/dict/type/list';
const CONFIG = '/prod-api/htservice/config/list';

const test = suite<{ h: Harness; admin: string }>('list query');
test.before(async (ctx) => {
  ctx.h = await setup({ env: { HT_CAPTCHA: 'off' } });
  ctx.admin = await ctx.h.login('admin');
  // 25 rows: values v0…v24, labels 标签0…标签24, sorts 25…1 (reverse of insertion), k % 10 === 0 disabled.
  await ctx.h.bulkDictData('page_probe', 25);
});
test.after(async (ctx) => ctx.h.close());

const list = (h: Harness, token: string, path: string, query: Record<string, string>) => h.call('GET', path, { token, query });

test('paging: pageNum/pageSize pick the page, total counts every match, defaults are 1 and 10', async ({ h, admin }) => {
  const first = await list(h, admin, DATA, { dictType: 'page_probe' });
  assert.is(first.status, 200, first.text);
  assert.is(first.body.code, 200);
  assert.is(first.body.msg, '操作成功');
  assert.is(first.body.total, 25);
  assert.is(first.body.rows.length, 10);
  // Default order: dictSort ascending (the bulk rows were inserted with descending sorts).
  assert.equal(
    first.body.rows.slice(0, 3).map((r: any) => r.dictValue),
    ['v24', 'v23', 'v22'],
  );
  assert.equal(Object.keys(first.body.rows[0]).sort(), ['cssClass', 'dictCode', 'dictLabel', 'dictSort', 'dictType', 'dictValue', 'isDefault', 'listClass', 'remark', 'status', 'version']);
  const third = await list(h, admin, DATA, { dictType: 'page_probe', pageNum: '3', pageSize: '10' });
  assert.is(third.body.total, 25);
  assert.equal(
    third.body.rows.map((r: any) => r.dictValue),
    ['v4', 'v3', 'v2', 'v1', 'v0'],
  );
  const beyond = await list(h, admin, DATA, { dictType: 'page_probe', pageNum: '9', pageSize: '10' });
  assert.equal([beyond.status, beyond.body.rows, beyond.body.total], [200, [], 25]);
  // Pages never overlap and together hold every row once.
  const pages = await Promise.all([1, 2, 3].map((n) => list(h, admin, DATA, { dictType: 'page_probe', pageNum: String(n), pageSize: '10' })));
  const codes = pages.flatMap((p) => p.body.rows.map((r: any) => r.dictCode));
  assert.is(new Set(codes).size, 25);
});

test("page size 100000000 means all rows; empty parameters mean 'not given'", async ({ h, admin }) => {
  const all = await list(h, admin, DATA, { dictType: 'page_probe', pageSize: '100000000' });
  assert.is(all.body.total, 25);
  assert.is(all.body.rows.length, 25);
  const blank = await list(h, admin, DATA, { dictType: 'page_probe', dictLabel: '', status: '', pageNum: '', orderByColumn: '', isAsc: '' });
  assert.is(blank.status, 200, blank.text);
  assert.is(blank.body.rows.length, 10);
});

test('fields= narrows every row to the fields shown plus the row key, type and value; an unknown field is a 422 naming fields', async ({ h, admin }) => {
  const narrow = await list(h, admin, DATA, { dictType: 'sys_user_sex', fields: 'dictLabel,status' });
  assert.is(narrow.status, 200, narrow.text);
  assert.ok(narrow.body.rows.length > 0);
  // Type and value travel with every row: they name a built-in label, which the shell translates.
  for (const row of narrow.body.rows) assert.equal(Object.keys(row).sort(), ['dictCode', 'dictLabel', 'dictType', 'dictValue', 'status']);
  const full = await list(h, admin, DATA, { dictType: 'sys_user_sex' });
  assert.ok(Object.keys(full.body.rows[0]).length > 6, 'without fields: every field');
  const bad = await list(h, admin, DATA, { dictType: 'sys_user_sex', fields: 'dictLabel,passwordHash' });
  assert.equal([bad.status, bad.body.field], [422, 'fields']);
  assert.match(bad.body.msg, 'passwordHash');
  assert.is((await list(h, admin, DATA, { fields: 'dict label' })).status, 422);
});

test('sorting: asc and desc on allowed columns, RuoYi spellings too, then the default order', async ({ h, admin }) => {
  const q = { dictType: 'page_probe', pageSize: '100000000' };
  const values = (res: any) => res.body.rows.map((r: any) => r.dictValue);
  const byValue = [...Array(25).keys()].map((k) => `v${k}`).sort();
  assert.equal(values(await list(h, admin, DATA, { ...q, orderByColumn: 'dictValue', isAsc: 'asc' })), byValue);
  assert.equal(values(await list(h, admin, DATA, { ...q, orderByColumn: 'dictValue', isAsc: 'desc' })), [...byValue].reverse());
  assert.equal(values(await list(h, admin, DATA, { ...q, orderByColumn: 'dictValue', isAsc: 'descending' })), [...byValue].reverse());
  assert.equal(values(await list(h, admin, DATA, { ...q, orderByColumn: 'dictValue' })), byValue, 'asc by default');
  const byCode = await list(h, admin, DATA, { ...q, orderByColumn: 'dictCode', isAsc: 'ascending' });
  assert.equal(
    values(byCode),
    [...Array(25).keys()].map((k) => `v${k}`),
  );
  // Ties on status fall back to the default order (dictSort), so the answer is stable.
  const byStatus = await list(h, admin, DATA, { ...q, orderByColumn: 'status', isAsc: 'desc' });
  assert.equal(values(byStatus).slice(0, 3), ['v20', 'v10', 'v0']);

  const types = await list(h, admin, TYPES, { orderByColumn: 'dictType', isAsc: 'desc' });
  assert.equal(
    types.body.rows.map((r: any) => r.dictType),
    ['sys_user_sex', 'sys_normal_disable', 'sys_common_status', 'page_probe'],
  );
  const config = await list(h, admin, CONFIG, { orderByColumn: 'configKey', isAsc: 'asc', pageSize: '3' });
  assert.equal(
    config.body.rows.map((r: any) => r.configKey),
    ['enableContactService', 'sys.account.captchaEnabled', 'sys.account.registerUser'],
  );
  assert.is(config.body.total, 8);
});

test('filters: exact type, label contains (wildcards taken literally), status, and their combination', async ({ h, admin }) => {
  const q = { dictType: 'page_probe', pageSize: '100' };
  assert.is((await list(h, admin, DATA, { ...q, dictLabel: '标签1' })).body.total, 11); // 1, 10…19
  assert.is((await list(h, admin, DATA, { ...q, status: '1' })).body.total, 3); // 0, 10, 20
  const both = await list(h, admin, DATA, { ...q, dictLabel: '标签1', status: '1' });
  assert.equal(
    both.body.rows.map((r: any) => r.dictValue),
    ['v10'],
  );
  assert.is((await list(h, admin, DATA, { ...q, dictLabel: '%' })).body.total, 0);
  assert.is((await list(h, admin, DATA, { ...q, dictLabel: '_' })).body.total, 0);
  assert.is((await list(h, admin, DATA, { dictType: 'page_pro' })).body.total, 0, 'the type filter is exact');
  assert.is((await list(h, admin, DATA, { dictType: 'sys_user_sex' })).body.total, 3);

  assert.equal(
    (await list(h, admin, TYPES, { dictName: '状态' })).body.rows.map((r: any) => r.dictType),
    ['sys_common_status'],
  );
  assert.is((await list(h, admin, TYPES, { dictType: 'SYS_' })).body.total, 3, 'contains, whatever the case');
  assert.is((await list(h, admin, TYPES, { status: '1' })).body.total, 0);
  assert.is((await list(h, admin, CONFIG, { configKey: 'account' })).body.total, 2);
  assert.is((await list(h, admin, CONFIG, { configName: '锁屏' })).body.rows[0].configKey, 'sys.kiosk.lockMinutes');
  assert.is((await list(h, admin, CONFIG, { configType: 'N' })).body.total, 0);
});

test('refused sort columns and malformed page keys → 422 naming the parameter', async ({ h, admin }) => {
  const cases: Array<[string, Record<string, string>, string]> = [
    [DATA, { orderByColumn: 'dict_label' }, 'orderByColumn'],
    [DATA, { orderByColumn: 'dictLabel; drop table dict_data' }, 'orderByColumn'],
    [DATA, { orderByColumn: 'constructor' }, 'orderByColumn'],
    [DATA, { orderByColumn: 'remark' }, 'orderByColumn'],
    [TYPES, { orderByColumn: 'remark' }, 'orderByColumn'],
    [CONFIG, { orderByColumn: 'configValue' }, 'orderByColumn'],
    [DATA, { orderByColumn: 'dictSort', isAsc: 'sideways' }, 'isAsc'],
    [DATA, { pageNum: '0' }, 'pageNum'],
    [DATA, { pageNum: '-1' }, 'pageNum'],
    [DATA, { pageSize: 'all' }, 'pageSize'],
    [DATA, { pageSize: '100000001' }, 'pageSize'],
    [DATA, { status: '2' }, 'status'],
    [CONFIG, { configType: 'X' }, 'configType'],
  ];
  for (const [path, query, field] of cases) {
    const res = await list(h, admin, path, query);
    assert.is(res.status, 422, `${path} ${JSON.stringify(query)} → ${res.status}`);
    assert.is(res.body.code, 422);
    assert.is(res.body.field, field);
    assert.match(res.body.msg, field);
  }
  const en = await h.call('GET', DATA, { token: admin, query: { orderByColumn: 'remark' }, headers: { 'accept-language': 'en' } });
  assert.is(en.body.msg, 'Parameter orderByColumn cannot sort by remark; choose one of: dictCode, dictSort, dictLabel, dictValue, dictType, status');
  assert.is(
    (
      await h.db
        .selectFrom('dict_data')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
    33,
  );
});

test('a 100,000-row dictionary type listed whole: every row, in order; a page of it too', async ({ h, admin }) => {
  const started = performance.now();
  await h.bulkDictData('bulk_probe', 100_000);
  const seeded = performance.now() - started;
  // Server time: until the app's Response is ready (query, rows, JSON text); round trip: plus reading and parsing it here.
  const t0 = performance.now();
  const response = await h.app.request('/prod-api/htservice/dict/data/list?dictType=bulk_probe&pageSize=100000000', { headers: { authorization: `Bearer ${admin}` } });
  const server = performance.now() - t0;
  const text = await response.text();
  const res = { status: response.status, body: JSON.parse(text) };
  const elapsed = performance.now() - t0;
  console.log(`    100,000-row 'all' list: ${server.toFixed(0)} ms in the server, ${elapsed.toFixed(0)} ms round trip (${(text.length / 1e6).toFixed(1)} MB; bulk insert ${seeded.toFixed(0)} ms)`);
  assert.is(res.status, 200);
  assert.is(res.body.total, 100_000);
  assert.is(res.body.rows.length, 100_000);
  assert.is(res.body.rows[0].dictSort, 1);
  assert.is(res.body.rows[99_999].dictSort, 100_000);
  const page = await list(h, admin, DATA, { dictType: 'bulk_probe', pageNum: '500', pageSize: '100', orderByColumn: 'dictSort', isAsc: 'desc' });
  assert.is(page.body.rows.length, 100);
  assert.is(page.body.rows[0].dictSort, 50_100);
});

test('one answer carries at most 200,000 rows (an export 100,000): beyond → 422 (narrow or page instead)', async ({ h, admin }) => {
  await h.bulkDictData('bulk_probe_2', 100_000);
  const all = await list(h, admin, DATA, { pageSize: '100000000' });
  assert.is(all.status, 422);
  assert.is(all.body.field, 'pageSize');
  assert.match(all.body.msg, '200000');
  const page = await list(h, admin, DATA, { pageNum: '2', pageSize: '150000' });
  assert.is(page.status, 200, 'the second page holds only the remaining rows');
  assert.is(page.body.total, 200_033);
  assert.is(page.body.rows.length, 50_033);
  // An export's sheet holds at most 100,000 rows: refused before any workbook is built.
  const t0 = performance.now();
  const exported = await h.call('POST', '/prod-api/htservice/dict/data/export', { token: admin });
  assert.is(exported.status, 422);
  assert.match(exported.body.msg, '100000');
  assert.ok(performance.now() - t0 < 1000);
});

test.run();
