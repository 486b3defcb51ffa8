/**
 * The approval forms' money field in a real form-js viewer: people type and read yuan, the form data holds
 * integer fen; text that is no amount, and bounds typed in yuan, are named as the product's other fields
 * name them; the form editor's texts of the field follow the UI language.
 */
// First: form-js brings dompurify, which must be created with happy-dom's corrections (see the file).
import './support/dompurify-happy-dom';
import { FormEditor } from '@bpmn-io/form-js-editor';
import { Form } from '@bpmn-io/form-js-viewer';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { locale, registerMessages } from '../../src/lib/i18n';
import { translateFormEditor, translateFormEditorText } from '../../src/modules/service/editor-translate';
import { chineseValidation } from '../../src/modules/service/form-validation-zh';
import { approvalsTexts } from '../../src/modules/service/locales';
import { moneyField } from '../../src/modules/service/MoneyField';
import { moneyFieldPanel } from '../../src/modules/service/money-field-panel';
import { moneyValidation } from '../../src/modules/service/money-validation';

registerMessages('zh', approvalsTexts.zh);
registerMessages('en', approvalsTexts.en);

const SCHEMA = {
  type: 'default',
  components: [{ type: 'money', id: 'Field_amount', key: 'amount', label: '金额（元）', validate: { required: true, min: 100, max: 10000 } }],
};

type Submitted = { data: Record<string, unknown>; errors: Record<string, string[]> };

/** A viewer with the money field (and the Chinese messages) on `data`, and its amount input. */
async function viewer(data: Record<string, unknown> = {}, options: { readOnly?: boolean } = {}) {
  const container = document.createElement('div');
  document.body.append(container);
  const form = new Form({ container, additionalModules: [moneyField, moneyValidation, chineseValidation], properties: { readOnly: Boolean(options.readOnly) } });
  await form.importSchema(SCHEMA, data);
  // The amount's input, found the way people find it: by its label.
  const input = document.getElementById(container.querySelector('label')!.htmlFor) as HTMLInputElement;
  const type = (text: string) => {
    input.value = text;
    input.dispatchEvent(new Event('input', { bubbles: true }));
  };
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  const leave = () => {
    input.focus();
    input.blur();
  };
  const done = () => {
    form.destroy();
    container.remove();
  };
  return {
    form,
    container,
    input,
    type,
    settle,
    leave,
    done,
    submit: () => {
      const { data, errors } = form.submit() as Submitted;
      return { data, errors };
    },
  };
}

test('typing 1,234.56 stores 123456 fen and shows 1,234.56 back', async () => {
  const v = await viewer();
  assert.is(v.input.getAttribute('inputmode'), 'decimal');
  assert.is(v.container.querySelector('label')!.textContent?.replace('*', '').trim(), '金额（元）', 'the input is named by its label');
  v.type('1,234.56');
  assert.equal(v.submit(), { data: { amount: 123456 }, errors: {} });
  v.leave();
  await v.settle();
  assert.is(v.input.value, '1,234.56');
  // What is typed stays as typed while typing ("12." is on its way to "12.5").
  for (const text of ['1', '12', '12.', '12.5']) {
    v.type(text);
    await v.settle();
    assert.is(v.input.value, text);
  }
  assert.is(v.submit().data.amount, 1250);
  // Typed plainly, it reads like every amount of the product once left.
  v.type('2000.5');
  v.leave();
  await v.settle();
  assert.is(v.input.value, '2,000.50');
  assert.is(v.submit().data.amount, 200050);
  v.done();
});

test('stored fen read as yuan, read-only too', async () => {
  const v = await viewer({ amount: 600000 }, { readOnly: true });
  assert.is(v.input.value, '6,000.00');
  assert.ok(v.input.readOnly);
  v.done();
});

test('text that is no amount, a third decimal, and bounds in yuan are refused with their reasons', async () => {
  const v = await viewer();
  const errorsOf = () => Object.values(v.submit().errors)[0];
  v.type('12.345');
  assert.equal(errorsOf(), ['最多保留 2 位小数。']);
  v.type('一千');
  assert.equal(errorsOf(), ['请输入数字。']);
  v.type('99.99');
  assert.equal(errorsOf(), ['不能小于 100。'], 'the minimum is yuan: 9999 fen is below it');
  v.type('10,000.01');
  assert.equal(errorsOf(), ['不能大于 10000。']);
  v.type('10000');
  assert.equal(v.submit(), { data: { amount: 1000000 }, errors: {} });
  v.type('');
  assert.equal(errorsOf(), ['此项为必填项。']);
  await v.settle();
  assert.match(v.container.textContent ?? '', '此项为必填项。');
  v.done();
});

test("the form editor's texts of the field come from the zh/en tables", () => {
  locale.value = 'zh';
  assert.is(translateFormEditorText('Money'), '金额');
  assert.is(translateFormEditorText('Create a Money element'), '创建金额');
  assert.is(translateFormEditorText('Validation (yuan)'), '校验（金额以元为单位）');
  locale.value = 'en';
  assert.is(translateFormEditorText('Money'), 'Money');
  assert.is(translateFormEditorText('Validation (yuan)'), 'Validation (amounts in yuan)');
  locale.value = 'zh';
});

test('the form editor offers the field: a palette entry, both labels for a new one, required and yuan bounds in its panel', async () => {
  locale.value = 'zh';
  const container = document.createElement('div');
  document.body.append(container);
  const editor = new FormEditor({ container, additionalModules: [moneyField, moneyFieldPanel] });
  const texts = translateFormEditor(container);
  await editor.importSchema({ type: 'default', components: [] });
  const settle = () => new Promise((resolve) => setTimeout(resolve, 10));
  await settle();
  const entry = container.querySelector('.fjs-palette-field[data-field-type="money"]');
  assert.ok(entry, 'a palette entry');
  assert.is(entry!.textContent?.trim(), '金额');
  assert.is(entry!.getAttribute('title'), '创建金额');

  const modeling = editor.get('modeling') as { addFormField(attrs: object, parent: unknown, index: number): unknown };
  const root = (editor.get('formFieldRegistry') as { getAll(): Array<{ type: string }> }).getAll().find((f) => f.type === 'default');
  (editor.get('selection') as { set(field: unknown): void }).set(modeling.addFormField({ type: 'money', key: 'amount' }, root, 0));
  await settle();
  const [created] = (editor.saveSchema() as { components: Array<Record<string, unknown>> }).components;
  assert.equal([created.type, created.label, created.properties], ['money', '金额（元）', { labelEn: 'Amount (yuan)' }]);
  const titles = [...container.querySelectorAll('.bio-properties-panel-group-header-title')].map((n) => n.textContent);
  assert.ok(titles.includes('校验（金额以元为单位）'), titles.join(' / '));
  const labels = [...container.querySelectorAll('.bio-properties-panel-label')].map((n) => n.textContent);
  for (const label of ['必填', '最小值', '最大值']) assert.ok(labels.includes(label), `${label} in ${labels.join(' / ')}`);
  texts.stop();
  editor.destroy();
  container.remove();
});

test.run();
