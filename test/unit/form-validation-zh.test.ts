/**
 * The approval form viewer's validation messages are Chinese in the Chinese UI: every message the
 * installed form-js Validator can write has its Chinese, a real viewer with the module answers and shows
 * them in Chinese, and a form author's own message stays as written.
 */
// First: form-js brings dompurify, which must be created with happy-dom's corrections (see the file).
import './support/dompurify-happy-dom';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Form } from '@bpmn-io/form-js-viewer';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { chineseValidation, messageInZh } from '../../src/modules/service/form-validation-zh';

const HAN = /[\u4e00-\u9fff]/;

test('every message the installed Validator writes has its Chinese', () => {
  const source = readFileSync(path.resolve('node_modules/@bpmn-io/form-js-viewer/dist/index.es.js'), 'utf8');
  const start = source.indexOf('function runNumberValidation');
  const end = source.indexOf('function evaluateFEELValues');
  assert.ok(start > 0 && end > start, 'the Validator helpers are where this test looks');
  const pushed = [...source.slice(start, end).matchAll(/errors\.push\((?:validation\.patternErrorMessage \|\| )?(['`])(.+?)\1\)/g)].map((m) => m[2]);
  // The one message assembled by concatenation, with both its endings.
  const samples = [
    ...pushed.filter((m) => !m.startsWith('Value is expected to ')),
    'Value is expected to be an integer.',
    'Value is expected to have at most 2 decimal digits.',
    'Value is expected to have at most 1 decimal digit.',
  ];
  assert.ok(samples.length >= 12, `found the messages (${samples.length})`);
  for (const english of samples) {
    const sample = english.replace(/\$\{[^}]+\}/g, '5');
    const zh = messageInZh(sample);
    assert.ok(HAN.test(zh), `no Chinese for "${sample}"`);
  }
  assert.is(messageInZh('Field must have maximum length of 20.'), '最多 20 个字符。');
  assert.is(messageInZh('手机号须为 11 位'), '手机号须为 11 位', "an author's own message stays");
});

test('a viewer with the module answers and shows its messages in Chinese', async () => {
  const container = document.createElement('div');
  document.body.append(container);
  const form = new Form({ container, additionalModules: [chineseValidation] });
  await form.importSchema(
    {
      type: 'default',
      components: [
        { type: 'textfield', key: 'item', label: 'Item', validate: { required: true } },
        { type: 'number', key: 'amount', label: 'Amount', decimalDigits: 0, validate: { max: 100 } },
        { type: 'textfield', key: 'code', label: 'Code', validate: { pattern: '^[A-Z]+$', patternErrorMessage: '只能是大写字母' } },
      ],
    },
    { amount: 250, code: 'abc' },
  );
  const { errors } = form.submit() as { errors: Record<string, string[]> };
  const byKey = (key: string) => errors[(form.get('formFieldRegistry') as { getAll(): Array<{ id: string; key?: string }> }).getAll().find((f) => f.key === key)!.id];
  assert.equal(byKey('item'), ['此项为必填项。']);
  assert.equal(byKey('amount'), ['不能大于 100。']);
  assert.equal(byKey('code'), ['只能是大写字母']);
  await new Promise((resolve) => setTimeout(resolve, 0));
  assert.match(container.textContent ?? '', '此项为必填项。');
  assert.not.match(container.textContent ?? '', 'Field is required');
  form.destroy();
  container.remove();
});

test.run();
