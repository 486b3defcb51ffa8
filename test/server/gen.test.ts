/**
 * The code generator's configuration as the administrator uses it, over the real SQLite database:
 * the database's own tables are listed (imported ones no longer), importing infers sensible column
 * settings, the whole configuration saves with its version (stale → 409) and validation naming the
 * field, a sync keeps the user's settings, delete is all or nothing, and the preview's files compile
 * against this repository's real types. The server-pg tier runs it on PostgreSQL too (the introspection
 * differs most between the engines).
 */
import { sql } from 'kysely';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { setup, type Harness } from './support.js';
import { typecheck } from './tsc-check.js';

const GEN = '/prod-api/htservice/gen';

const detail = async (h: Harness, token: string, id: number) => (await h.call('GET', `${GEN}/${id}`, { token })).body.data;
const col = (rows: any[], name: string) => rows.find((r) => r.columnName === name);
/** The body of a PUT from what GET answered. */
const bodyOf = (d: any) => ({ ...d.info, columns: d.rows });

function genSuite(name: string) {
  const test = suite<{ h: Harness; admin: string }>(name);
  test.before(async (ctx) => {
    ctx.h = await setup({ env: { HT_CAPTCHA: 'off' } });
    ctx.admin = await ctx.h.login('admin');
    const table = ctx.h.db.schema.createTable('hotel_rooms');
    await (ctx.h.engine === 'postgres' ? table.addColumn('room_id', 'serial', (c) => c.primaryKey()) : table.addColumn('room_id', 'integer', (c) => c.primaryKey().autoIncrement()))
      .addColumn('room_no', 'varchar(20)', (c) => c.notNull())
      .addColumn('room_name', 'varchar(100)')
      .addColumn('floor', 'integer', (c) => c.notNull())
      .addColumn('status', 'varchar(1)', (c) => c.notNull().defaultTo('0'))
      .addColumn('remark', 'varchar(500)', (c) => c.notNull().defaultTo(''))
      .addColumn('check_in_at', 'bigint')
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
  });
  test.after(async (ctx) => ctx.h.close());

  test('db/list: the real tables, filtered, paged and sorted; sorting outside the allowlist → 422', async ({ h, admin }) => {
    const all = await h.call('GET', `${GEN}/db/list`, { token: admin, query: { pageSize: '100000000' } });
    assert.is(all.status, 200, all.text);
    const names = all.body.rows.map((r: any) => r.tableName);
    for (const name of ['dict_type', 'menus', 'users', 'hotel_rooms']) assert.ok(names.includes(name), name);
    for (const name of ['gen_table', 'gen_table_column', 'kysely_migration']) assert.not.ok(names.includes(name), name);
    assert.equal(all.body.rows.find((r: any) => r.tableName === 'hotel_rooms').columnCount, 8);
    const dict = await h.call('GET', `${GEN}/db/list`, { token: admin, query: { tableName: 'DICT' } });
    assert.equal(
      dict.body.rows.map((r: any) => r.tableName),
      ['dict_data', 'dict_type'],
    );
    const page2 = await h.call('GET', `${GEN}/db/list`, { token: admin, query: { pageNum: '2', pageSize: '3', orderByColumn: 'tableName', isAsc: 'desc' } });
    assert.equal(
      page2.body.rows.map((r: any) => r.tableName),
      [...names].sort().reverse().slice(3, 6),
    );
    assert.is(page2.body.total, names.length);
    const bad = await h.call('GET', `${GEN}/db/list`, { token: admin, query: { orderByColumn: 'columnCount' } });
    assert.is(bad.status, 422);
    assert.is(bad.body.field, 'orderByColumn');
  });

  test('import: columns inferred from the database; unknown or repeated tables refused, nothing written', async ({ h, admin }) => {
    const count = async () => Number((await h.db.selectFrom('gen_table').select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow()).n);
    const unknown = await h.call('POST', `${GEN}/importTable`, { token: admin, query: { tables: 'dict_type,no_such_table' } });
    assert.equal(unknown.body, { code: 422, msg: '数据库中没有表：no_such_table', field: 'tables' });
    assert.is((await h.call('POST', `${GEN}/importTable`, { token: admin, query: { tables: 'bad name;' } })).body.field, 'tables');
    assert.is(await count(), 0);

    const made = await h.call('POST', `${GEN}/importTable`, { token: admin, query: { tables: 'dict_type,hotel_rooms' } });
    assert.is(made.status, 200, made.text);
    assert.is(made.body.data.length, 2);
    const again = await h.call('POST', `${GEN}/importTable`, { token: admin, body: { tables: 'config,hotel_rooms' }, headers: { 'accept-language': 'en' } });
    assert.equal(again.body, { code: 409, msg: 'Already imported, cannot import again: hotel_rooms', field: 'tables' });
    assert.is(await count(), 2, 'config was not imported either');
    const listed = (await h.call('GET', `${GEN}/db/list`, { token: admin, query: { pageSize: '100000000' } })).body.rows.map((r: any) => r.tableName);
    assert.not.ok(listed.includes('dict_type'), 'an imported table leaves the database list');

    const d = await detail(h, admin, made.body.data[1]);
    assert.equal(
      { className: d.info.className, businessName: d.info.businessName, moduleName: d.info.moduleName, author: d.info.author, tplCategory: d.info.tplCategory, version: d.info.version },
      { className: 'HotelRoom', businessName: 'hotelRoom', moduleName: 'system', author: 'admin', tplCategory: 'crud', version: 1 },
    );
    assert.equal(
      d.rows.map((r: any) => r.columnName),
      ['room_id', 'room_no', 'room_name', 'floor', 'status', 'remark', 'check_in_at', 'version'],
    );
    const pick = (name: string, keys: string[]) => Object.fromEntries(keys.map((k) => [k, col(d.rows, name)[k]]));
    assert.equal(pick('room_id', ['isPk', 'isIncrement', 'isInsert', 'isEdit', 'isList', 'tsType', 'tsField']), {
      isPk: '1',
      isIncrement: '1',
      isInsert: '0',
      isEdit: '0',
      isList: '1',
      tsType: 'number',
      tsField: 'roomId',
    });
    assert.equal(pick('room_no', ['isRequired', 'isInsert', 'isEdit', 'htmlType', 'tsType']), { isRequired: '1', isInsert: '1', isEdit: '1', htmlType: 'input', tsType: 'string' });
    assert.equal(pick('room_name', ['isRequired', 'isQuery', 'queryType']), { isRequired: '0', isQuery: '1', queryType: 'LIKE' });
    assert.equal(pick('floor', ['htmlType', 'isRequired']), { htmlType: 'number', isRequired: '1' });
    assert.equal(pick('status', ['htmlType', 'dictType', 'isQuery', 'queryType', 'columnComment']), {
      htmlType: 'select',
      dictType: 'sys_normal_disable',
      isQuery: '1',
      queryType: 'EQ',
      columnComment: '状态',
    });
    assert.equal(pick('remark', ['htmlType', 'isQuery']), { htmlType: 'textarea', isQuery: '0' });
    assert.equal(pick('check_in_at', ['htmlType', 'queryType', 'isQuery']), { htmlType: 'datetime', queryType: 'BETWEEN', isQuery: '1' });
    assert.equal(pick('version', ['isInsert', 'isEdit', 'isList']), { isInsert: '0', isEdit: '0', isList: '0' });
    assert.equal(
      d.tables.map((t: any) => t.tableName),
      ['dict_type', 'hotel_rooms'],
    );

    const list = await h.call('GET', `${GEN}/list`, { token: admin, query: { tableName: 'ROOM' } });
    assert.equal(
      list.body.rows.map((r: any) => r.tableName),
      ['hotel_rooms'],
    );
    assert.match(list.body.rows[0].createTime, /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    assert.is((await h.call('GET', `${GEN}/list`, { token: admin, query: { orderByColumn: 'author' } })).status, 422);
  });

  test('edit: the whole configuration saves with its version; stale → 409; every refusal names the field and changes nothing', async ({ h, admin }) => {
    const id = (await h.db.selectFrom('gen_table').select('table_id').where('table_name', '=', 'hotel_rooms').executeTakeFirstOrThrow()).table_id;
    const d = await detail(h, admin, id);
    const body = bodyOf(d);
    const floor = body.columns.findIndex((c: any) => c.columnName === 'floor');
    body.columns[floor] = { ...body.columns[floor], columnComment: '楼层', htmlType: 'select', dictType: 'sys_user_sex', isQuery: '1' };
    const saved = await h.call('PUT', GEN, { token: admin, body: { ...body, functionName: '客房管理', author: '前台组' } });
    assert.is(saved.status, 200, saved.text);
    assert.is(saved.body.data.info.version, 2);
    const after = await detail(h, admin, id);
    assert.equal({ fn: after.info.functionName, author: after.info.author }, { fn: '客房管理', author: '前台组' });
    assert.equal(
      { c: col(after.rows, 'floor').columnComment, h: col(after.rows, 'floor').htmlType, d: col(after.rows, 'floor').dictType, q: col(after.rows, 'floor').isQuery },
      { c: '楼层', h: 'select', d: 'sys_user_sex', q: '1' },
    );

    const stale = await h.call('PUT', GEN, { token: admin, body: { ...body, functionName: '旧窗口' } });
    assert.equal(stale.body, { code: 409, msg: '该记录已被他人修改，请刷新后重试', field: 'version' });

    const fresh = bodyOf(after);
    const withColumn = (i: number, patch: object) => ({ ...fresh, columns: fresh.columns.map((c: any, k: number) => (k === i ? { ...c, ...patch } : c)) });
    const cases: Array<[unknown, string, string?]> = [
      [{ ...fresh, className: 'hotelRoom' }, 'className'],
      [{ ...fresh, className: 'Hotel-Room' }, 'className'],
      [{ ...fresh, businessName: 'Hotel' }, 'businessName'],
      [{ ...fresh, moduleName: '1system' }, 'moduleName'],
      [{ ...fresh, functionName: '  ' }, 'functionName'],
      [{ ...fresh, tplCategory: 'grid' }, 'tplCategory'],
      [withColumn(1, { queryType: 'ABOUT' }), 'columns.1.queryType'],
      [withColumn(2, { htmlType: 'slider' }), 'columns.2.htmlType'],
      [withColumn(3, { tsField: 'room no' }), 'columns.3.tsField'],
      [withColumn(4, { dictType: 'no_such_dict' }), 'columns.4.dictType', '字典类型 no_such_dict 不存在'],
      [withColumn(2, { tsField: 'roomNo' }), 'columns.2.tsField', '字段名 roomNo 重复'],
      [{ ...fresh, columns: fresh.columns.slice(1) }, 'columns'],
      [{ ...fresh, tplCategory: 'tree', options: { treeCode: 'room_id', treeParentCode: 'parent_id', treeName: 'room_name' } }, 'options.treeParentCode'],
      [{ ...fresh, tplCategory: 'sub', options: { subTableName: 'dict_type', subTableFkName: 'room_id' } }, 'options.subTableFkName'],
    ];
    for (const [sent, field, msg] of cases) {
      const res = await h.call('PUT', GEN, { token: admin, body: sent });
      assert.is(res.status, 422, `${field}: ${res.text}`);
      assert.is(res.body.field, field);
      if (msg) assert.is(res.body.msg, msg);
    }
    assert.equal(await detail(h, admin, id), after, 'nothing changed');
    assert.is((await h.call('PUT', GEN, { token: admin, body: { ...fresh, tableId: 999999 } })).status, 404);
    const tree = await h.call('PUT', GEN, { token: admin, body: { ...fresh, tplCategory: 'tree', options: { treeCode: 'room_id', treeParentCode: 'floor', treeName: 'room_name' } } });
    assert.is(tree.status, 200, tree.text);
    assert.equal(tree.body.data.info.options, { treeCode: 'room_id', treeParentCode: 'floor', treeName: 'room_name' });
  });

  test("sync: new columns inferred, dropped ones gone, the user's settings of the others kept", async ({ h, admin }) => {
    const id = (await h.db.selectFrom('gen_table').select('table_id').where('table_name', '=', 'hotel_rooms').executeTakeFirstOrThrow()).table_id;
    const before = await detail(h, admin, id);
    await h.db.schema.alterTable('hotel_rooms').addColumn('room_type', 'varchar(20)').execute();
    await h.db.schema.alterTable('hotel_rooms').dropColumn('check_in_at').execute();
    const res = await h.call('GET', `${GEN}/synchDb/hotel_rooms`, { token: admin });
    assert.is(res.status, 200, res.text);
    const after = await detail(h, admin, id);
    assert.equal(
      after.rows.map((r: any) => r.columnName),
      ['room_id', 'room_no', 'room_name', 'floor', 'status', 'remark', 'version', 'room_type'],
    );
    assert.equal(col(after.rows, 'floor'), col(before.rows, 'floor'), 'the edited column kept every setting');
    assert.equal({ h: col(after.rows, 'room_type').htmlType, q: col(after.rows, 'room_type').isQuery }, { h: 'select', q: '1' });
    assert.is(after.info.version, before.info.version + 1);
    assert.is(after.info.functionName, '客房管理');
    assert.is((await h.call('GET', `${GEN}/synchDb/config`, { token: admin })).status, 404, 'not imported');
    await h.call('POST', `${GEN}/importTable`, { token: admin, query: { tables: 'task_notices' } });
    await h.db.schema.dropTable('task_notices').execute();
    const gone = await h.call('GET', `${GEN}/synchDb/task_notices`, { token: admin });
    assert.equal(gone.body, { code: 404, msg: '数据库中已没有表 task_notices，无法同步', field: 'tableName' });
  });

  test("preview: the generated files compile against the repository's real types", async ({ h, admin }) => {
    // task_notices, gone from the database by now (the preview works from the configuration), has a column named title.
    const ids = await h.db.selectFrom('gen_table').select('table_id').execute();
    const files: Record<string, string> = {};
    for (const { table_id } of ids) {
      const res = await h.call('GET', `${GEN}/preview/${table_id}`, { token: admin });
      assert.is(res.status, 200, res.text);
      Object.assign(files, res.body.data);
    }
    assert.equal(
      Object.keys(files).sort(),
      [
        'server/db/tables/dict-type.ts',
        'server/db/tables/hotel-room.ts',
        'server/routes/dict-type-schema.ts',
        'server/routes/hotel-room-schema.ts',
        'src/modules/system/dict-type-resource.ts',
        'src/modules/system/hotel-room-resource.ts',
        'src/modules/system/texts/dict-type.ts',
        'src/modules/system/texts/hotel-room.ts',
        'server/db/tables/task-notice.ts',
        'server/routes/task-notice-schema.ts',
        'src/modules/system/task-notice-resource.ts',
        'src/modules/system/texts/task-notice.ts',
      ].sort(),
    );
    assert.match(files['src/modules/system/hotel-room-resource.ts'], 'export function hotelRoomResource(dicts: HotelRoomDicts): CrudResource<HotelRoom>');
    assert.match(files['src/modules/system/hotel-room-resource.ts'], 'floor: readonly DictData[]');
    assert.match(files['server/routes/hotel-room-schema.ts'], '.extend({ roomId: numericId, version: versionNumber })');
    assert.match(files['server/db/tables/hotel-room.ts'], 'room_name: string | null;');
    assert.is(typecheck(files), '');
    assert.match(typecheck({ ...files, 'server/routes/hotel-room-schema.ts': files['server/routes/hotel-room-schema.ts'].replace('z.object(', 'z.objekt(') }), 'objekt', 'a broken file is caught');
    assert.is((await h.call('GET', `${GEN}/preview/999999`, { token: admin })).status, 404);
  });

  test('delete: all or nothing, unknown ids → 404', async ({ h, admin }) => {
    const ids = (await h.db.selectFrom('gen_table').select('table_id').orderBy('table_id').execute()).map((r) => r.table_id);
    const missing = await h.call('DELETE', `${GEN}/${ids[0]},999999`, { token: admin });
    assert.is(missing.status, 404);
    assert.is((await h.db.selectFrom('gen_table').select('table_id').execute()).length, ids.length);
    assert.is((await h.call('DELETE', `${GEN}/${ids.join(',')}`, { token: admin })).status, 200);
    assert.is((await h.db.selectFrom('gen_table').select('table_id').execute()).length, 0);
    assert.is((await h.db.selectFrom('gen_table_column').select('column_id').execute()).length, 0);
  });

  test.run();
}

genSuite('code generator');
