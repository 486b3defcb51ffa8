/** The code generator's first settings of an imported table, inferred from column types and names. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { inferColumns, inferTable, tsTypeOf, typeLength, type DbColumn } from '../../server/lib/gen/infer';
import { camelCase, humanize, kebabCase, pascalCase, singularTable } from '../../server/lib/gen/names';

const column = (name: string, dataType: string, extra: Partial<DbColumn> = {}): DbColumn => ({ name, dataType, isNullable: false, isAutoIncrementing: false, hasDefaultValue: false, ...extra });
const DICTS = new Set(['sys_normal_disable', 'sys_user_sex']);
const one = (c: DbColumn, dicts: ReadonlySet<string> = DICTS) => inferColumns([column('row_id', 'integer', { isAutoIncrementing: true }), c], dicts)[1];

test('names: snake_case to camel, Pascal, kebab, singular and an English label', () => {
  assert.is(camelCase('dict_type'), 'dictType');
  assert.is(camelCase('HTML_type'), 'hTMLType');
  assert.is(pascalCase('hotel_room'), 'HotelRoom');
  assert.is(kebabCase('HotelRoom'), 'hotel-room');
  assert.equal(['hotel_rooms', 'categories', 'login_logs', 'status', 'boxes', 'dict_type'].map(singularTable), ['hotel_room', 'category', 'login_log', 'status', 'box', 'dict_type']);
  assert.is(humanize('checkInDate'), 'Check in date');
});

test('types: numbers, booleans and text on either engine; declared lengths', () => {
  assert.equal(['integer', 'INT4', 'bigint', 'numeric(10,2)', 'double precision', 'real'].map(tsTypeOf), Array(6).fill('number'));
  assert.equal(['bool', 'boolean'].map(tsTypeOf), ['boolean', 'boolean']);
  assert.equal(['varchar(20)', 'text', 'character varying', 'timestamp'].map(tsTypeOf), Array(4).fill('string'));
  assert.is(typeLength('varchar(100)'), 100);
  assert.is(typeLength('character varying(64)'), 64);
  assert.is(typeLength('text'), undefined);
});

test('the auto-increment column is the key: listed, never inserted nor edited, not queried', () => {
  const [pk] = inferColumns([column('room_id', 'integer', { isAutoIncrementing: true })], DICTS);
  assert.equal(
    { isPk: pk.isPk, isIncrement: pk.isIncrement, isInsert: pk.isInsert, isEdit: pk.isEdit, isList: pk.isList, isQuery: pk.isQuery, isRequired: pk.isRequired },
    { isPk: '1', isIncrement: '1', isInsert: '0', isEdit: '0', isList: '1', isQuery: '0', isRequired: '0' },
  );
  const [id] = inferColumns([column('id', 'varchar(32)'), column('name', 'varchar(20)')], DICTS);
  assert.equal({ isPk: id.isPk, isInsert: id.isInsert, isEdit: id.isEdit }, { isPk: '1', isInsert: '1', isEdit: '0' }, 'a lone id without auto-increment: key, given on insert');
});

test('names decide html and query types; status gets its dictionary only when it exists', () => {
  const status = one(column('status', 'varchar(1)', { hasDefaultValue: true }));
  assert.equal(
    { h: status.htmlType, d: status.dictType, q: status.isQuery, qt: status.queryType, r: status.isRequired, c: status.columnComment },
    { h: 'select', d: 'sys_normal_disable', q: '1', qt: 'EQ', r: '0', c: '状态' },
  );
  assert.is(one(column('status', 'varchar(1)'), new Set()).dictType, '', 'no such dictionary: left empty so the configuration saves');
  assert.is(one(column('sex', 'char(1)')).dictType, 'sys_user_sex');
  const room = one(column('room_type', 'varchar(20)'));
  assert.equal({ h: room.htmlType, d: room.dictType }, { h: 'select', d: '' });
  const remark = one(column('remark', 'varchar(500)', { isNullable: true }));
  assert.equal({ h: remark.htmlType, q: remark.isQuery, r: remark.isRequired, n: remark.nullable }, { h: 'textarea', q: '0', r: '0', n: '1' });
  assert.is(one(column('description', 'text')).htmlType, 'textarea');
  const name = one(column('guest_name', 'varchar(50)'));
  assert.equal({ h: name.htmlType, q: name.isQuery, qt: name.queryType, r: name.isRequired, f: name.tsField }, { h: 'input', q: '1', qt: 'LIKE', r: '1', f: 'guestName' });
  const at = one(column('check_in_at', 'bigint', { isNullable: true }));
  assert.equal({ h: at.htmlType, qt: at.queryType, q: at.isQuery, t: at.tsType }, { h: 'datetime', qt: 'BETWEEN', q: '1', t: 'number' });
  assert.is(one(column('arrival_time', 'timestamp')).htmlType, 'datetime');
  assert.is(one(column('price', 'numeric(10,2)')).htmlType, 'number');
  assert.is(one(column('is_vip', 'boolean')).htmlType, 'radio');
});

test('what the server keeps (created/updated times, version) never goes into a form; version and updated_at are not listed', () => {
  const cols = inferColumns([column('created_at', 'bigint'), column('updated_at', 'bigint'), column('version', 'integer', { hasDefaultValue: true })], DICTS);
  assert.equal(
    cols.map((c) => [c.columnName, c.isInsert, c.isEdit, c.isList, c.isRequired]),
    [
      ['created_at', '0', '0', '1', '0'],
      ['updated_at', '0', '0', '0', '0'],
      ['version', '0', '0', '0', '0'],
    ],
  );
  assert.equal({ q: cols[0].isQuery, qt: cols[0].queryType, c: cols[0].columnComment }, { q: '1', qt: 'BETWEEN', c: '创建时间' });
  assert.equal(
    cols.map((c) => c.sort),
    [1, 2, 3],
  );
});

test('a column comment from the database wins over the known names', () => {
  assert.is(one(column('status', 'varchar(1)', { comment: '房态' })).columnComment, '房态');
  assert.is(one(column('floor', 'integer')).columnComment, 'floor', 'unknown name without comment: the name itself');
});

test('table: class and business names from the singular table name; the comment falls back to the name', () => {
  assert.equal(inferTable('hotel_rooms', '', 'admin'), {
    tableName: 'hotel_rooms',
    tableComment: 'hotel_rooms',
    className: 'HotelRoom',
    moduleName: 'system',
    businessName: 'hotelRoom',
    functionName: 'hotel_rooms',
    author: 'admin',
    tplCategory: 'crud',
    options: {},
    remark: '',
  });
  assert.is(inferTable('dict_type', ' 字典类型 ', 'admin').functionName, '字典类型');
});

test.run();
