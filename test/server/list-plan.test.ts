/**
 * Query-plan conditions of the list layer (`field=value` for eq, `field[op]=value` otherwise) on the
 * dictionary data list, whose seeded type sys_common_status holds 成功/Success (sort 1), 失败/Error
 * (2) and 退出/Logout (3); typed by the field (numbers compare as numbers); an unknown field or
 * operator is a 422 naming the key; the dictionary type and config lists and the export take them too.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import ExcelJS from 'exceljs';
import { setup, type Harness } from './support.js';

const API = '/prod-api/htservice';
const test = suite<{ h: Harness; admin: string }>('list query plans');
test.before(async (ctx) => {
  ctx.h = await setup({ env: { HT_CAPTCHA: 'off' } });
  ctx.admin = await ctx.h.login('admin');
});
test.after(async (ctx) => ctx.h.close());

async function values(h: Harness, token: string, query: Record<string, string>): Promise<string[]> {
  const res = await h.call('GET', `${API}/dict/data/list`, { token, query: { dictType: 'sys_common_status', pageSize: '100000000', ...query } });
  assert.is(res.status, 200, res.text);
  return res.body.rows.map((r: any) => r.dictValue);
}

test('each operator filters by the field and its type', async ({ h, admin }) => {
  const cases: Array<[Record<string, string>, string[]]> = [
    [{}, ['Success', 'Error', 'Logout']],
    [{ dictSort: '2' }, ['Error']],
    [{ 'dictSort[eq]': '3' }, ['Logout']],
    [{ 'dictSort[ne]': '2' }, ['Success', 'Logout']],
    [{ 'dictSort[ge]': '2' }, ['Error', 'Logout']],
    [{ 'dictSort[gt]': '2' }, ['Logout']],
    [{ 'dictSort[le]': '2' }, ['Success', 'Error']],
    [{ 'dictSort[lt]': '2' }, ['Success']],
    [{ 'dictSort[between]': '1,2' }, ['Success', 'Error']],
    [{ 'dictSort[in]': '1,3' }, ['Success', 'Logout']],
    [{ 'dictLabel[like]': '功' }, ['Success']],
    [{ 'dictValue[in]': 'Success,Logout' }, ['Success', 'Logout']],
    [{ dictValue: 'Error' }, ['Error']],
    [{ 'dictValue[ne]': 'Error' }, ['Success', 'Logout']],
    // Text compares as text: 'Logout' < 'Success' alphabetically, whatever the sort numbers say.
    [{ 'dictValue[gt]': 'Logout' }, ['Success']],
    [{ 'dictValue[between]': 'Error,Logout' }, ['Error', 'Logout']],
    [{ 'dictSort[ge]': '2', 'dictValue[like]': 'out' }, ['Logout']],
    // The LIKE wildcards of a value are taken literally.
    [{ 'dictValue[like]': '%' }, []],
    // A plain key of the endpoint's own filters keeps its meaning (dictLabel contains).
    [{ dictLabel: '退' }, ['Logout']],
  ];
  for (const [query, expected] of cases) assert.equal(await values(h, admin, query), expected, JSON.stringify(query));
});

test('an unknown field or operator, or a value the type refuses, is a 422 naming the key', async ({ h, admin }) => {
  const cases: Array<[Record<string, string>, string]> = [
    [{ 'secret[eq]': '1' }, 'secret[eq]'],
    [{ 'dictSort[regex]': '1' }, 'dictSort[regex]'],
    [{ 'constructor[eq]': '1' }, 'constructor[eq]'],
    [{ 'dictSort[ge]': 'abc' }, 'dictSort[ge]'],
    [{ 'dictSort[like]': '1' }, 'dictSort[like]'],
    [{ 'dictSort[between]': '1' }, 'dictSort[between]'],
    [{ 'dictSort[between]': '1,2,3' }, 'dictSort[between]'],
    [{ 'dictValue[in]': 'a,,b' }, 'dictValue[in]'],
  ];
  for (const [query, key] of cases) {
    const res = await h.call('GET', `${API}/dict/data/list`, { token: admin, query });
    assert.is(res.status, 422, `${JSON.stringify(query)}: ${res.text}`);
    assert.is(res.body.code, 422);
    assert.ok(res.body.msg.includes(key), res.body.msg);
  }
  // RuoYi's own params[...] extras and unknown plain keys stay ignored.
  assert.equal(await values(h, admin, { 'params[beginTime]': '2020-01-01', whatever: 'x' }), ['Success', 'Error', 'Logout']);
});

test('dictionary type and config lists and the data export take plan conditions too', async ({ h, admin }) => {
  const types = await h.call('GET', `${API}/dict/type/list`, { token: admin, query: { 'dictType[in]': 'sys_common_status,sys_user_sex', pageSize: '100' } });
  assert.is(types.status, 200, types.text);
  assert.equal(types.body.rows.map((r: any) => r.dictType).sort(), ['sys_common_status', 'sys_user_sex']);
  assert.is((await h.call('GET', `${API}/dict/type/list`, { token: admin, query: { 'dictSort[eq]': '1' } })).status, 422);
  const config = await h.call('GET', `${API}/config/list`, { token: admin, query: { 'configKey[like]': 'captchaEnabled', 'configType[eq]': 'Y' } });
  assert.is(config.status, 200, config.text);
  assert.ok(config.body.rows.length >= 1 && config.body.rows.every((r: any) => r.configKey.includes('captchaEnabled')));
  const none = await h.call('GET', `${API}/config/list`, { token: admin, query: { 'configId[lt]': '0' } });
  assert.equal([none.status, none.body.total], [200, 0]);
  const exported = await h.call('POST', `${API}/dict/data/export`, {
    token: admin,
    body: 'dictType=sys_common_status&dictSort%5Bge%5D=2',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  assert.is(exported.status, 200, exported.text);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(Buffer.from(exported.bytes) as any);
  const sheet = book.worksheets[0];
  assert.equal([sheet.getCell('D2').value, sheet.getCell('D3').value, sheet.rowCount], ['Error', 'Logout', 3]);
});

test.run();
