/**
 * The checks of /gen/edit before saving: the server's rules with messages in both languages, keyed by
 * the server's field paths; the tab that holds a field; the PUT body carrying only what the server takes.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { locale, registerMessages } from '../../src/lib/i18n';
import { toolsModule } from '../../src/modules/tools';
import { tabOf, toUpdate, validateGen, type GenDraft } from '../../src/modules/tools/gen-form';
import { uiTexts } from '../../src/ui/ui-texts';
import type { GenColumn } from '../../server/contracts/gen';

registerMessages('zh', { ...uiTexts.zh, ...toolsModule.locales.zh });
registerMessages('en', { ...uiTexts.en, ...toolsModule.locales.en });

const column = (columnId: number, columnName: string, tsField: string): GenColumn => ({
  columnId,
  tableId: 1,
  columnName,
  columnComment: columnName,
  columnType: 'varchar(20)',
  tsType: 'string',
  tsField,
  isPk: '0',
  isIncrement: '0',
  isRequired: '0',
  isInsert: '1',
  isEdit: '1',
  isList: '1',
  isQuery: '0',
  queryType: 'EQ',
  htmlType: 'input',
  dictType: '',
  nullable: '0',
  hasDefault: '0',
  sort: columnId,
});
const draft = (): GenDraft => ({
  info: {
    tableId: 1,
    tableName: 'hotel_rooms',
    tableComment: '客房',
    className: 'HotelRoom',
    moduleName: 'system',
    businessName: 'hotelRoom',
    functionName: '客房',
    author: 'admin',
    tplCategory: 'crud',
    options: {},
    remark: '',
    version: 3,
    createTime: '2026-01-01 00:00:00',
    updateTime: '2026-01-01 00:00:00',
  },
  columns: [column(1, 'room_id', 'roomId'), column(2, 'room_no', 'roomNo')],
});

test('a sound configuration passes', () => {
  locale.value = 'zh';
  assert.equal(validateGen(draft()), {});
});

test('names, required texts and template options are checked, in the current language', () => {
  locale.value = 'zh';
  const d = draft();
  d.info = { ...d.info, className: 'hotelRoom', businessName: 'Hotel', functionName: ' ', tplCategory: 'tree', options: { treeCode: 'room_id' } };
  assert.equal(validateGen(d), {
    functionName: '生成功能名不能为空',
    className: '实体类名称须以大写字母开头，只含字母和数字',
    businessName: '生成业务名须以小写字母开头，只含字母和数字',
    'options.treeParentCode': '请选择树父编码字段',
    'options.treeName': '请选择树名称字段',
  });
  locale.value = 'en';
  assert.is(validateGen(d).className, 'Class name must start with a capital letter and hold only letters and digits');
  locale.value = 'zh';
});

test('columns: a comment is required, field names are identifiers and unique', () => {
  const d = draft();
  d.columns = [{ ...d.columns[0], columnComment: '' }, { ...d.columns[1], tsField: 'roomId' }, { ...column(3, 'floor', 'floor no') }];
  assert.equal(validateGen(d), {
    'columns.0.columnComment': 'room_id 字段描述不能为空',
    'columns.1.tsField': 'TS 属性 roomId 重复',
    'columns.2.tsField': 'floor TS 属性须以小写字母开头，只含字母和数字',
  });
});

test('each field is found on its tab', () => {
  assert.equal(['className', 'remark', 'columns.3.htmlType', 'functionName', 'options.treeCode', 'tplCategory'].map(tabOf), ['basic', 'basic', 'columns', 'gen', 'gen', 'gen']);
});

test('the PUT body carries the version and the editable settings only', () => {
  const body = toUpdate(draft());
  assert.equal(Object.keys(body).sort(), ['author', 'businessName', 'className', 'columns', 'functionName', 'moduleName', 'options', 'remark', 'tableComment', 'tableId', 'tplCategory', 'version']);
  assert.is(body.version, 3);
  assert.not.ok('columnName' in body.columns[0] || 'nullable' in body.columns[0] || 'columnType' in body.columns[0]);
});

test.run();
