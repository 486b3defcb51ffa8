/**
 * The shared form dialog as a user meets it (CrudForm over FormDialog, FormGrid and DateField): fields
 * in a two-column container grid with wide fields across, the buttons in a footer that stays in view,
 * a save with errors that focuses the first invalid field and keeps the inline messages, a date field
 * that is typed as YYYY-MM-DD (never the browser's type="date"), and an organisation parameter with
 * choices offered as a select of labels, the stored code only as secondary text.
 */
import { MantineProvider } from '@mantine/core';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { BaseOrgPara } from '../../server/contracts/org-para';
import { locale, registerMessages } from '../../src/lib/i18n';
import { systemTexts } from '../../src/modules/system/locales';
import { orgParaResource } from '../../src/modules/system/org-resources';
import { CrudForm } from '../../src/ui/crud/CrudForm';
import type { DrawnField } from '../../src/ui/crud/crud-types';
import { drawFields } from '../../src/ui/crud/draw-resource';
import { TWO_COLUMNS_FROM } from '../../src/ui/FormGrid';
import { uiTexts } from '../../src/ui/ui-texts';

// happy-dom has no FontFaceSet; Mantine's autosizing textarea listens to it for fonts loaded late.
if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { value: new EventTarget() });
registerMessages('zh', { ...uiTexts.zh, ...systemTexts.zh });
registerMessages('en', { ...uiTexts.en, ...systemTexts.en });

/** Overlays appear at once (as in the shell's automation mode): no transition timers outliving a test. */
const instant = { components: { Modal: { defaultProps: { transitionProps: { duration: 0 } } }, Popover: { defaultProps: { transitionProps: { duration: 0 } } } } };
const fields: DrawnField[] = [
  { key: 'assetName', label: '资产名称', type: 'text', required: true },
  { key: 'assetCode', label: '资产编码', type: 'text', required: true },
  { key: 'startDate', label: '开始使用日期', type: 'date', required: true },
  { key: 'remark', label: '备注', type: 'textarea' },
];

let root: Root;
let submitted: Array<Record<string, unknown>> = [];
async function open(formFields: readonly DrawnField[], initial: Record<string, unknown> = {}) {
  submitted = [];
  const host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  await act(async () => {
    root.render(
      <MantineProvider theme={instant}>
        <CrudForm opened title="新增" fields={formFields} initial={initial} editing={false} onDirtyChange={() => {}} onCancel={() => {}} onSubmit={async (values) => void submitted.push(values)} />
      </MantineProvider>,
    );
  });
}
const close = () => act(async () => root.unmount());
const dialog = () => document.querySelector('[data-ht="crud-form"]') as HTMLElement;
const input = (name: string) => dialog().querySelector(`[name="${name}"]`) as HTMLInputElement;
/** The control a label names (a Select's visible input; its `name` is on a hidden one). */
const byLabel = (text: string) => {
  const label = [...dialog().querySelectorAll('label')].find((l) => l.textContent?.replace(/\s*\*$/, '') === text)!;
  return document.getElementById(label.htmlFor) as HTMLInputElement;
};
const save = () => act(async () => (dialog().querySelector('[data-ht="crud-save"]') as HTMLButtonElement).click());

/** Types `text` the way the browser reports it to React: the value changes, an input event follows. */
async function type(field: HTMLInputElement, text: string) {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  await act(async () => {
    field.focus();
    setValue.call(field, text);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

test('fields stand in two columns from a 768 px wide dialog; wide fields span both; the footer stays in view', async () => {
  await open(fields);
  const grid = dialog().querySelector('[data-ht="form-grid"]') as HTMLElement;
  assert.ok(grid, 'the fields are in the form grid');
  const rules = [...dialog().querySelectorAll('style')].map((s) => s.textContent ?? '').join('\n');
  assert.match(rules, `@container simple-grid (min-width: ${TWO_COLUMNS_FROM})`);
  assert.match(rules, /--sg-cols:\s*2/);
  assert.is(TWO_COLUMNS_FROM, '768px');
  const remark = dialog().querySelector('textarea[name="remark"]')!;
  const wide = remark.closest('[data-wide]') as HTMLElement;
  assert.ok(wide, 'the textarea spans both columns');
  assert.is(wide.style.gridColumn, '1 / -1');
  assert.not.ok(input('assetName').closest('[data-wide]'), 'a text field takes one column');
  const footer = dialog().querySelector('[data-ht="dialog-footer"]') as HTMLElement;
  assert.ok(footer.querySelector('[data-ht="crud-save"]'), 'save is in the footer');
  assert.is(footer.style.position, 'sticky');
  assert.is(footer.parentElement, dialog().querySelector('form'), 'the footer belongs to the form, after the fields');
  await close();
});

test('a save with errors focuses the first invalid field and keeps every inline message', async () => {
  locale.value = 'zh';
  await open(fields);
  await type(input('assetCode'), 'UI-1');
  await save();
  assert.equal(submitted, []);
  const invalid = [...dialog().querySelectorAll('[aria-invalid="true"]')].map((el) => el.getAttribute('name'));
  assert.equal(invalid, ['assetName', 'startDate']);
  assert.is(document.activeElement, input('assetName'), 'the first invalid field has the focus');
  assert.match(dialog().textContent!, '资产名称不能为空');
  assert.match(dialog().textContent!, '开始使用日期不能为空');
  await close();
});

test('a date is typed as YYYY-MM-DD into a text field (not type="date") and saved as typed', async () => {
  await open(fields);
  const date = input('startDate');
  assert.is.not(date.getAttribute('type'), 'date');
  assert.is(date.type, 'text');
  assert.is(dialog().querySelectorAll('input[type="date"]').length, 0);
  assert.is(date.labels?.[0]?.textContent?.replace(/\s*\*$/, ''), '开始使用日期', 'the label names the field');
  await type(input('assetName'), '前台收银机');
  await type(input('assetCode'), 'UI-1');
  await type(date, '2026-11-2');
  await save();
  assert.equal(submitted, [], 'half a date is not saved');
  assert.match(dialog().textContent!, '开始使用日期须为 YYYY-MM-DD 格式的有效日期');
  assert.is(document.activeElement, date);
  await type(date, '2026-11-24');
  assert.is(date.value, '2026-11-24');
  await save();
  assert.is(submitted.length, 1);
  assert.is(submitted[0].startDate, '2026-11-24');
  await close();
});

const rounding: BaseOrgPara = { paraId: 5, orgId: 1, paraKey: 'acct.rounding', paraName: '尾数处理方式', paraValue: 'halfUp', remark: '', version: 1, choices: ['halfUp', 'down', 'up'] };

test('a parameter with choices is a select of labels in the UI language, its code only secondary text', async () => {
  for (const [lang, label, other] of [
    ['zh', '四舍五入', '进位'],
    ['en', 'Round half up', 'Round up'],
  ] as const) {
    locale.value = lang;
    const resource = orgParaResource;
    await open(drawFields(resource.fields), rounding);
    const value = byLabel(lang === 'zh' ? '参数值' : 'Value');
    assert.is(value.value, label, 'the chosen code reads as its label');
    assert.is(input('paraValue').value, 'halfUp', 'the code is what the form holds');
    await act(async () => value.click());
    const options = [...document.querySelectorAll('[role="option"]')];
    const up = options.find((o) => o.textContent?.startsWith(other))!;
    assert.ok(up, `the options are labelled (${lang})`);
    assert.is(up.querySelector('[data-option-code]')?.textContent, 'up', 'the code is dimmed beside the label');
    const column = resource.columns.find((c) => c.key === 'paraValue')!;
    assert.is(column.render!(rounding, 0), label, 'the list shows the label');
    assert.is(column.render!({ ...rounding, paraKey: 'acct.taxRate', paraValue: '6', choices: undefined }, 0), '6', 'free text shows as stored');
    await close();
  }
  locale.value = 'zh';
});

test.run();
