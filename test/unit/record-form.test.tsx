/**
 * The record form of the records pages with their own entry form (src/modules/records/views/RecordForm.tsx:
 * sales performance entry, callback form), against a scripted server: what is typed stays in the form (it
 * is seeded from the record once, not on every render), money is typed in yuan and sent in fen, and a new
 * record goes out as a POST.
 */
import { act } from 'react';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { RecordMeta } from '../../server/contracts/records';
import { registerModuleTexts } from '../../src/app/module-pages';
import { locale, registerMessages } from '../../src/lib/i18n';
import { zh } from '../../src/locales/zh';
import { RecordForm } from '../../src/modules/records/views/RecordForm';
import { uiTexts } from '../../src/ui/ui-texts';
import { mountPage } from './support/mount-page';
import { answersFrom, scriptApi, type RecordedCall } from './support/scripted-api';

registerMessages('zh', zh);
registerModuleTexts();
registerMessages('zh', uiTexts.zh);

const META: RecordMeta = {
  key: 'salePerformance',
  zh: '销售业绩',
  en: 'Sales performance',
  perms: 'records:salePerformance',
  codeField: 'customerName',
  titleField: 'customerName',
  fields: [
    { key: 'customerName', zh: '客户名称', en: 'Customer', type: 'text', required: true },
    { key: 'amount', zh: '金额', en: 'Amount', type: 'money' },
  ],
  defaultSort: { field: 'customerName', order: 'asc' },
  users: [],
};
const saved = { recordId: 1, version: 0, createBy: 'admin', createTime: '', updateBy: '', updateTime: '', customerName: '西湖酒店', amount: 123_450 };

let calls: RecordedCall[] = [];
scriptApi(test, answersFrom({ 'POST /prod-api/htservice/records/salePerformance': { code: 200, msg: 'ok', data: saved } }, { push: (call: RecordedCall) => calls.push(call) }));

const { host, render } = mountPage(test);
let errors: unknown[][] = [];
const consoleError = console.error;
test.before.each(() => {
  calls = [];
  errors = [];
  console.error = (...args: unknown[]) => void errors.push(args);
  locale.value = 'zh';
});
test.after.each(() => {
  console.error = consoleError;
});

const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
const input = (label: string) => [...host.querySelectorAll('input')].find((i) => host.querySelector(`label[for="${i.id}"]`)?.textContent?.includes(label)) as HTMLInputElement;
const type = (field: HTMLInputElement, text: string) =>
  act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(field, text);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  });

test('what is typed stays in the form and a new record is sent with its money in fen', async () => {
  const rows: unknown[] = [];
  // As the entry pages render it: no `initial`, `readOnly` or `labels`.
  await render(<RecordForm meta={META} lang="zh" keys={['customerName', 'amount']} record={null} onSaved={(row) => rows.push(row)} />);
  await type(input('客户名称'), '西湖酒店');
  await type(input('金额'), '1234.5');
  await settle();
  assert.equal([input('客户名称').value, input('金额').value], ['西湖酒店', '1234.5']);
  assert.equal(errors, [], 'no render loop');
  await act(async () => (host.querySelector('[data-ht="record-form-save"]') as HTMLButtonElement).click());
  await settle();
  assert.equal(
    calls.map((c) => [c.method, c.path, c.body]),
    [['POST', '/prod-api/htservice/records/salePerformance', { customerName: '西湖酒店', amount: 123_450 }]],
  );
  assert.equal(rows, [saved]);
});

test.run();
