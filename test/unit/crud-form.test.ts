/**
 * The dialog's own checks for the money and date fields the record pages brought, in both languages, and
 * money shown in yuan from the record's fen and saved as fen.
 */
import { MantineProvider } from '@mantine/core';
import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { isDate } from '../../src/lib/format-date';
import { CrudForm, validate } from '../../src/ui/crud/CrudForm';
import type { DrawnField } from '../../src/ui/crud/crud-types';
import { locale, registerMessages } from '../../src/lib/i18n';
import { uiTexts } from '../../src/ui/ui-texts';

registerMessages('zh', uiTexts.zh);
registerMessages('en', uiTexts.en);

const fields: DrawnField[] = [
  { key: 'amount', label: '金额', type: 'money', required: true },
  { key: 'signDate', label: '签订日期', type: 'date' },
];

test('dates: real calendar days written YYYY-MM-DD only', () => {
  for (const ok of ['2026-01-31', '2024-02-29']) assert.ok(isDate(ok), ok);
  for (const bad of ['2026-02-30', '2025-02-29', '2026-1-5', '2026/01/05', '', '20260105']) assert.not.ok(isDate(bad), bad);
});

test('money keeps at most two decimals; an empty optional date passes', () => {
  locale.value = 'zh';
  assert.equal(validate(fields, { amount: 1280.5 }), {});
  assert.equal(validate(fields, { amount: '12.345', signDate: '2026-02-30' }), { amount: '金额须为数字，最多两位小数', signDate: '签订日期须为 YYYY-MM-DD 格式的有效日期' });
  assert.equal(validate(fields, { amount: '' }), { amount: '金额不能为空' });
  locale.value = 'en';
  assert.equal(validate(fields, { amount: 'x', signDate: 'soon' }), { amount: '金额 must be an amount with at most two decimals', signDate: '签订日期 must be a valid date written YYYY-MM-DD' });
  locale.value = 'zh';
});

test("a money field shows the record's fen as yuan and saves the typed yuan as fen exactly (1,234.56 → 123456)", async () => {
  locale.value = 'zh';
  const saved: Array<Record<string, unknown>> = [];
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  const form = createElement(CrudForm, {
    opened: true,
    title: '合同',
    fields,
    initial: { amount: 100_005 },
    editing: true,
    onDirtyChange: () => {},
    onCancel: () => {},
    onSubmit: async (values: Record<string, unknown>) => void saved.push(values),
  });
  await act(async () => root.render(createElement(MantineProvider, { theme: { components: { Modal: { defaultProps: { transitionProps: { duration: 0 } } } } } }, form)));
  const input = document.querySelector('input[name="amount"]') as HTMLInputElement;
  assert.is(input.value, '1000.05');
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, '1234.56');
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
  await act(async () => (document.querySelector('[data-ht="crud-save"]') as HTMLButtonElement).click());
  assert.equal(saved, [{ amount: 123_456 }]);
  await act(async () => root.unmount());
  host.remove();
});

test.run();
