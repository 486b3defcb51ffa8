/** The texts of src/ui: all under `ui`, SPEC.md's wording where it has one (parity: text-parity.test.ts). */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { fileStamp, exportFileName } from '../../src/ui/export-xlsx';
import { uiTexts } from '../../src/ui/ui-texts';

test('all texts are under ui', () => {
  assert.equal(Object.keys(uiTexts.zh), ['ui']);
  assert.equal(Object.keys(uiTexts.en), ['ui']);
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
