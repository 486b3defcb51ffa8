/**
 * Dictionary types and data as the administrator manages them: create, read, update with the version
 * last read (stale → 409, nothing changed), uniqueness (409), validation naming the field (422),
 * all-or-nothing deletes (a type that still has data → 409 naming it, nothing deleted), the shell's
 * `dictType/{type}` read, and the export as a real .xlsx read back with exceljs.
 */
import ExcelJS from 'exceljs';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { setup, type Harness } from './support.js';

const TYPE = '/prod-api/htservice/dict/type';
const DATA = '/prod-api/htservice/dict/data';

const test = suite<{ h: Harness; admin: string }>('dictionaries');
test.before(async (ctx) => {
  ctx.h = await setup({ env: { HT_CAPTCHA: 'off' } });
  ctx.admin = await ctx.h.login('admin');
});
test.after(async (ctx) => ctx.h.close());

const rowsOf = async (h: Harness, type: string) => h.db.selectFrom('dict_data').select(['dict_value', 'dict_label', 'version']).where('dict_type', '=', type).orderBy('dict_code').execute();

test('type: create, read, update with the version, and a stale version → 409 changing nothing', async ({ h, admin }) => {
  const made = await h.call('POST', TYPE, { token: admin, body: { dictName: '房间状态', dictType: 'room_status', remark: '前台用', createBy: 'ruoyi' } });
  assert.is(made.status, 200, made.text);
  const { dictId } = made.body.data;
  assert.equal(made.body.data, { dictId, dictName: '房间状态', dictType: 'room_status', status: '0', remark: '前台用', version: 1 });
  const read = await h.call('GET', `${TYPE}/${dictId}`, { token: admin });
  assert.equal(read.body, { code: 200, msg: '操作成功', data: made.body.data });

  const updated = await h.call('PUT', TYPE, { token: admin, body: { dictId, version: 1, dictName: '客房状态', status: '1' } });
  assert.is(updated.status, 200, updated.text);
  assert.equal(updated.body.data, { dictId, dictName: '客房状态', dictType: 'room_status', status: '1', remark: '前台用', version: 2 });

  const stale = await h.call('PUT', TYPE, { token: admin, body: { dictId, version: 1, dictName: '旧窗口' }, headers: { 'accept-language': 'en' } });
  assert.is(stale.status, 409);
  assert.equal(stale.body, { code: 409, msg: 'This record was changed by someone else meanwhile; reload it and try again', field: 'version' });
  assert.is((await h.call('GET', `${TYPE}/${dictId}`, { token: admin })).body.data.dictName, '客房状态');
  assert.is((await h.call('PUT', TYPE, { token: admin, body: { dictId, version: 2, dictName: 'x' } })).body.data.version, 3);

  // Two editors with the same version at once: exactly one wins.
  const race = await Promise.all(['甲', '乙'].map((name) => h.call('PUT', TYPE, { token: admin, body: { dictId, version: 3, dictName: name } })));
  assert.equal(race.map((r) => r.status).sort(), [200, 409]);
});

test('type: unknown ids → 404, malformed ids → 404/422, duplicates → 409, bad fields → 422 naming them', async ({ h, admin }) => {
  assert.is((await h.call('GET', `${TYPE}/999999`, { token: admin })).status, 404);
  assert.is((await h.call('GET', `${TYPE}/abc`, { token: admin })).status, 404);
  assert.is((await h.call('GET', `${TYPE}/9999999999`, { token: admin })).body.field, 'dictId');
  assert.is((await h.call('PUT', TYPE, { token: admin, body: { dictId: 999999, version: 1, dictName: 'x' } })).status, 404);
  const dup = await h.call('POST', TYPE, { token: admin, body: { dictName: '又一个', dictType: 'sys_user_sex' } });
  assert.equal(dup.body, { code: 409, msg: '字典类型 sys_user_sex 已存在', field: 'dictType' });
  const cases: Array<[unknown, string]> = [
    [{ dictType: 'ok_type' }, 'dictName'],
    [{ dictName: '  ', dictType: 'ok_type' }, 'dictName'],
    [{ dictName: 'x', dictType: 'Bad-Type' }, 'dictType'],
    [{ dictName: 'x', dictType: '1abc' }, 'dictType'],
    [{ dictName: 'x', dictType: 'ok_type', status: '2' }, 'status'],
    [{ dictName: 'x'.repeat(101), dictType: 'ok_type' }, 'dictName'],
    [{ dictName: 'x', dictType: 'ok_type', remark: 5 }, 'remark'],
  ];
  for (const [body, field] of cases) {
    const res = await h.call('POST', TYPE, { token: admin, body });
    assert.is(res.status, 422, `${JSON.stringify(body)} → ${res.status}`);
    assert.is(res.body.field, field);
  }
  assert.is((await h.call('PUT', TYPE, { token: admin, body: { dictId: 1, dictName: 'x' } })).body.field, 'version');
  assert.is((await h.call('POST', TYPE, { token: admin, body: '{"dictName":' })).status, 400);
  assert.not.ok(await h.db.selectFrom('dict_type').select('dict_id').where('dict_type', '=', 'ok_type').executeTakeFirst());
});

test('data: create into an existing type only, one value once per type, version on update', async ({ h, admin }) => {
  await h.call('POST', TYPE, { token: admin, body: { dictName: '早餐', dictType: 'breakfast' } });
  const unknown = await h.call('POST', DATA, { token: admin, body: { dictType: 'no_such_type', dictLabel: '甲', dictValue: 'a' } });
  assert.equal(unknown.body, { code: 422, msg: '字典类型 no_such_type 不存在', field: 'dictType' });
  const made = await h.call('POST', DATA, { token: admin, body: { dictType: 'breakfast', dictLabel: '含早', dictValue: '1', dictSort: 1, listClass: 'success' } });
  assert.is(made.status, 200, made.text);
  const { dictCode } = made.body.data;
  assert.equal(made.body.data, {
    dictCode,
    dictSort: 1,
    dictLabel: '含早',
    dictValue: '1',
    dictType: 'breakfast',
    cssClass: '',
    listClass: 'success',
    isDefault: 'N',
    status: '0',
    remark: '',
    version: 1,
  });
  assert.is((await h.call('POST', DATA, { token: admin, body: { dictType: 'breakfast', dictLabel: '不含早', dictValue: '0', dictSort: 2 } })).status, 200);
  const dup = await h.call('POST', DATA, { token: admin, body: { dictType: 'breakfast', dictLabel: '重复', dictValue: '1' } });
  assert.equal(dup.body, { code: 409, msg: '字典类型 breakfast 中已有键值 1', field: 'dictValue' });
  assert.is((await h.call('POST', DATA, { token: admin, body: { dictType: 'sys_user_sex', dictLabel: '含早', dictValue: '1' } })).status, 409, 'sys_user_sex has 1 too');

  const bad: Array<[unknown, string]> = [
    [{ dictType: 'breakfast', dictValue: '9' }, 'dictLabel'],
    [{ dictType: 'breakfast', dictLabel: 'x' }, 'dictValue'],
    [{ dictType: 'breakfast', dictLabel: 'x', dictValue: '9', dictSort: -1 }, 'dictSort'],
    [{ dictType: 'breakfast', dictLabel: 'x', dictValue: '9', isDefault: 'yes' }, 'isDefault'],
  ];
  for (const [body, field] of bad) assert.is((await h.call('POST', DATA, { token: admin, body })).body.field, field);

  const updated = await h.call('PUT', DATA, { token: admin, body: { dictCode, version: 1, dictLabel: '含双早' } });
  assert.is(updated.body.data.version, 2);
  assert.is(updated.body.data.dictValue, '1');
  const stale = await h.call('PUT', DATA, { token: admin, body: { dictCode, version: 1, dictLabel: '旧' } });
  assert.is(stale.status, 409);
  assert.match(stale.body.msg, '已被他人修改');
  const clash = await h.call('PUT', DATA, { token: admin, body: { dictCode, version: 2, dictValue: '0' } });
  assert.equal([clash.status, clash.body.field], [409, 'dictValue']);
  const elsewhere = await h.call('PUT', DATA, { token: admin, body: { dictCode, version: 2, dictType: 'nowhere' } });
  assert.equal([elsewhere.status, elsewhere.body.field], [422, 'dictType']);
  assert.equal(await rowsOf(h, 'breakfast'), [
    { dict_value: '1', dict_label: '含双早', version: 2 },
    { dict_value: '0', dict_label: '不含早', version: 1 },
  ]);
  assert.is((await h.call('GET', `${DATA}/${dictCode}`, { token: admin })).body.data.dictLabel, '含双早');
  assert.is((await h.call('GET', `${DATA}/999999`, { token: admin })).status, 404);
});

test('renaming a type carries its data along', async ({ h, admin }) => {
  const type = (await h.call('POST', TYPE, { token: admin, body: { dictName: '床型', dictType: 'bed_kind' } })).body.data;
  await h.call('POST', DATA, { token: admin, body: { dictType: 'bed_kind', dictLabel: '大床', dictValue: 'king' } });
  const renamed = await h.call('PUT', TYPE, { token: admin, body: { dictId: type.dictId, version: 1, dictType: 'bed_type' } });
  assert.is(renamed.status, 200, renamed.text);
  assert.equal(await rowsOf(h, 'bed_kind'), []);
  assert.equal(
    (await rowsOf(h, 'bed_type')).map((r) => r.dict_value),
    ['king'],
  );
  const taken = await h.call('PUT', TYPE, { token: admin, body: { dictId: type.dictId, version: 2, dictType: 'sys_user_sex' } });
  assert.equal([taken.status, taken.body.field], [409, 'dictType']);
  assert.equal(
    (await rowsOf(h, 'bed_type')).map((r) => r.dict_value),
    ['king'],
    'the refused rename moved nothing',
  );
});

test('deleting: a type that still has data → 409 naming it and nothing deleted; all or nothing', async ({ h, admin }) => {
  const empty = (await h.call('POST', TYPE, { token: admin, body: { dictName: '空的', dictType: 'empty_one' } })).body.data;
  const used = (await h.call('GET', `${TYPE}/list`, { token: admin, query: { dictType: 'sys_user_sex' } })).body.rows[0];
  const both = await h.call('DELETE', `${TYPE}/${empty.dictId},${used.dictId}`, { token: admin });
  assert.is(both.status, 409);
  assert.is(both.body.field, 'dictIds');
  assert.is(both.body.msg, '字典类型 用户性别(sys_user_sex) 下仍有字典数据，不能删除');
  assert.is((await h.call('GET', `${TYPE}/${empty.dictId}`, { token: admin })).status, 200, 'the empty one survived too');
  assert.is((await rowsOf(h, 'sys_user_sex')).length, 3);
  const missing = await h.call('DELETE', `${TYPE}/${empty.dictId},999999`, { token: admin });
  assert.equal([missing.status, missing.body.field], [404, 'dictIds']);
  assert.is((await h.call('GET', `${TYPE}/${empty.dictId}`, { token: admin })).status, 200);
  assert.is((await h.call('DELETE', `${TYPE}/1,,2`, { token: admin })).status, 422);
  assert.equal((await h.call('DELETE', `${TYPE}/${empty.dictId}`, { token: admin })).body, { code: 200, msg: '操作成功' });
  assert.is((await h.call('GET', `${TYPE}/${empty.dictId}`, { token: admin })).status, 404);

  // Data: every code must exist, or none is deleted.
  const codes = (await h.call('GET', `${DATA}/list`, { token: admin, query: { dictType: 'sys_common_status' } })).body.rows.map((r: any) => r.dictCode);
  assert.is((await h.call('DELETE', `${DATA}/${codes[0]},999999`, { token: admin })).status, 404);
  assert.is((await rowsOf(h, 'sys_common_status')).length, 3);
  assert.is((await h.call('DELETE', `${DATA}/${codes[0]},${codes[1]}`, { token: admin })).status, 200);
  assert.equal(
    (await rowsOf(h, 'sys_common_status')).map((r) => r.dict_value),
    ['Logout'],
  );
});

test("dictType/{type}: any signed-in user reads the type's normal entries by dictSort", async ({ h, admin }) => {
  await h.call('POST', TYPE, { token: admin, body: { dictName: '楼层', dictType: 'floor' } });
  for (const [label, value, sort, status] of [
    ['三楼', '3', 3, '0'],
    ['一楼', '1', 1, '0'],
    ['停用楼', '9', 0, '1'],
    ['二楼', '2', 2, '0'],
  ] as const) {
    await h.call('POST', DATA, { token: admin, body: { dictType: 'floor', dictLabel: label, dictValue: value, dictSort: sort, status } });
  }
  const frontdesk = await h.login('frontdesk1');
  const res = await h.call('GET', `${DATA}/dictType/floor`, { token: frontdesk });
  assert.is(res.status, 200);
  assert.equal(
    res.body.data.map((d: any) => d.dictLabel),
    ['一楼', '二楼', '三楼'],
  );
  assert.equal((await h.call('GET', `${DATA}/dictType/no_such`, { token: frontdesk })).body.data, []);
  assert.is((await h.call('GET', `${DATA}/dictType/floor`)).status, 401);
});

test('export: the filtered list as a real .xlsx with Chinese headers', async ({ h, admin }) => {
  const res = await h.call('POST', `${DATA}/export`, {
    token: admin,
    body: 'dictType=sys_user_sex&pageNum=1&pageSize=10',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  assert.is(res.status, 200, res.text);
  assert.is(res.headers.get('content-type'), 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  assert.match(res.headers.get('content-disposition') ?? '', /^attachment; filename="dict_data_\d{14}\.xlsx"; filename\*=UTF-8''/);
  assert.is(String.fromCharCode(res.bytes[0], res.bytes[1]), 'PK', 'a zip container');
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.bytes.buffer as ArrayBuffer);
  const sheet = book.worksheets[0];
  assert.is(sheet.name, '字典数据');
  const header = (sheet.getRow(1).values as unknown[]).slice(1);
  assert.equal(header, ['字典编码', '字典排序', '字典标签', '字典键值', '字典类型', '样式属性', '表格回显样式', '是否默认', '状态', '备注']);
  assert.is(sheet.rowCount, 4, 'the header and the three entries, whatever the page size');
  assert.equal((sheet.getRow(2).values as unknown[]).slice(2, 5), [1, '男', '0']);
  assert.is(sheet.getRow(2).getCell(8).value, '是');
  assert.is(sheet.getRow(2).getCell(9).value, '正常');

  // A JSON body and the list's sort work too; a refused sort answers JSON the shell shows as an error.
  const sorted = await h.call('POST', `${DATA}/export`, { token: admin, body: { dictType: 'sys_user_sex', orderByColumn: 'dictValue', isAsc: 'desc', pageNum: 1 } });
  const again = new ExcelJS.Workbook();
  await again.xlsx.load(sorted.bytes.buffer as ArrayBuffer);
  assert.is(again.worksheets[0].getRow(2).getCell(3).value, '未知');
  const refused = await h.call('POST', `${DATA}/export`, { token: admin, query: { orderByColumn: 'remark' } });
  assert.equal([refused.status, refused.body.field], [422, 'orderByColumn']);
  assert.match(refused.headers.get('content-type') ?? '', 'application/json');
});

test.run();
