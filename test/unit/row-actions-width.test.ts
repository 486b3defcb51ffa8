/**
 * An actions column is as wide as the buttons it shows in the UI's language (issue 16: records lists kept
 * 238 px for Edit, Print and Delete, and the spare room covered data): wider for longer labels, and a row
 * with more actions than fit shows the first ones and 更多, so its column is sized for those.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { locale, registerMessages } from '../../src/lib/i18n';
import { rowActionsWidth, rowActionsWidthFor } from '../../src/ui/RowActions';
import { uiTexts } from '../../src/ui/ui-texts';

registerMessages('zh', uiTexts.zh);
registerMessages('en', uiTexts.en);
test.after.each(() => {
  locale.value = 'zh';
});

test('three short actions take less room than the average estimate, in both languages', () => {
  locale.value = 'zh';
  const zh = rowActionsWidthFor(['修改', '打印', '删除']);
  assert.ok(zh < rowActionsWidth(), `${zh} < ${rowActionsWidth()}`);
  locale.value = 'en';
  const en = rowActionsWidthFor(['Edit', 'Print', 'Delete']);
  assert.ok(en < rowActionsWidth(), `${en} < ${rowActionsWidth()}`);
  assert.ok(en > 120, 'room for the three buttons and the cell padding');
});

test('longer labels get more room; past two buttons and the menu, the rest is behind 更多', () => {
  locale.value = 'en';
  assert.ok(rowActionsWidthFor(['Edit', 'Callback form', 'Delete']) > rowActionsWidthFor(['Edit', 'Print', 'Delete']));
  assert.is(rowActionsWidthFor(['Edit', 'Open', 'Print', 'Delete']), rowActionsWidthFor(['Edit', 'Open', 'More']));
});

test.run();
