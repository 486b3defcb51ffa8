/** The texts of src/ui: the same keys in zh and en, none empty, SPEC.md's wording where it has one. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { leaves } from './support/text-leaves';
import { fileStamp, exportFileName } from '../../src/ui/export-xlsx';
import { uiTexts } from '../../src/ui/ui-texts';


test('zh and en have the same keys, all under ui, none empty', () => {
  const zh = leaves(uiTexts.zh);
  const en = leaves(uiTexts.en);
  assert.equal([...en.keys()].sort(), [...zh.keys()].sort());
  assert.equal(Object.keys(uiTexts.zh), ['ui']);
  for (const [key, value] of [...zh, ...en]) assert.ok(typeof value === 'string' && value.trim() !== '', key);
});

test('SPEC.md texts are exact', () => {
  assert.is(uiTexts.en.ui.columns.title, 'Please select the queue to display');
  assert.is(uiTexts.zh.ui.columns.title, '请选择需要显示的列');
  assert.is(uiTexts.en.ui.queryPlans.nameRequired, 'Please enter the plan name');
  assert.is(uiTexts.zh.ui.queryPlans.nameRequired, '请输入方案名称');
  assert.is(uiTexts.zh.ui.pagination.all, '全部');
});

test('export file names carry a local YYYYMMDDHHmmss stamp', () => {
  const at = new Date(2024, 0, 5, 7, 8, 9);
  assert.is(fileStamp(at), '20240105070809');
  assert.is(exportFileName('参数设置', at), '参数设置_20240105070809.xlsx');
});

test.run();
