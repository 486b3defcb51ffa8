/**
 * The master–detail form (src/modules/records/views/MasterDetailForm.tsx) on the server-state layer, against
 * a scripted server: a record read is seeded into the form once (its money as yuan) and told to the page
 * once; what is typed stays when the record is read again (a write to the resource elsewhere in the tab);
 * a record that cannot be had is told to the page, once.
 */
import { act } from 'react';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { MasterDetailMeta, MasterDetailRecord } from '../../server/contracts/master-detail';
import { toFen as fen } from '../../shared/money';
import { registerModuleTexts } from '../../src/app/module-pages';
import { api } from '../../src/lib/api';
import { locale, registerMessages } from '../../src/lib/i18n';
import { zh } from '../../src/locales/zh';
import { MasterDetailForm } from '../../src/modules/records/views/MasterDetailForm';
import { uiTexts } from '../../src/ui/ui-texts';
import { mountPage } from './support/mount-page';
import { jsonAnswer, scriptApi } from './support/scripted-api';
import { withServerState } from './support/server-state';

registerMessages('zh', zh);
registerModuleTexts();
registerMessages('zh', uiTexts.zh);

const META: MasterDetailMeta = {
  key: 'frameworkAgreement',
  zh: '框架协议',
  en: 'Framework agreement',
  head: {
    key: 'contract',
    zh: '合同',
    en: 'Contract',
    perms: 'records:contract',
    codeField: 'contractNo',
    titleField: 'contractNo',
    fields: [
      { key: 'contractNo', zh: '合同编号', en: 'Contract no.', type: 'text', required: true },
      { key: 'contractType', zh: '合同类型', en: 'Type', type: 'select', options: [{ value: 'framework', zh: '框架协议', en: 'Framework' }] },
      { key: 'totalAmount', zh: '合同金额', en: 'Amount', type: 'money' },
    ],
    defaultSort: { field: 'contractNo', order: 'asc' },
    users: [],
  },
  preset: { field: 'contractType', value: 'framework' },
  totalField: 'totalAmount',
  headOmit: [],
  lineFields: [
    { key: 'itemName', zh: '品名', en: 'Item', type: 'text', required: true },
    { key: 'quantity', zh: '数量', en: 'Quantity', type: 'number' },
    { key: 'unitPrice', zh: '单价', en: 'Unit price', type: 'money' },
  ],
  quantityField: 'quantity',
  priceField: 'unitPrice',
  maxLines: 50,
  listPath: '/records/contract',
};
const RECORD: MasterDetailRecord = {
  head: { recordId: 5, version: 1, createBy: 'admin', createTime: '', updateBy: '', updateTime: '', contractNo: 'HT-1', contractType: 'framework', totalAmount: 20_000 },
  lines: [{ lineNo: 1, amount: fen(20_000), itemName: '床垫', quantity: 2, unitPrice: 10_000 }],
};

let asked: string[] = [];
const scripted = (async (input: RequestInfo | URL, init?: RequestInit) => {
  const request = new Request(input, init);
  const path = new URL(request.url).pathname.replace('/prod-api', '');
  asked.push(`${request.method} ${path}`);
  if (request.method === 'POST') return jsonAnswer({ code: 200, msg: 'ok' });
  if (path.endsWith('/meta')) return jsonAnswer({ code: 200, msg: 'ok', data: META });
  if (path.endsWith('/5')) return jsonAnswer({ code: 200, msg: 'ok', data: RECORD });
  return jsonAnswer({ code: 404, msg: '记录不存在' });
}) as typeof fetch;
scriptApi(test, scripted);
const { host, render } = mountPage(test, withServerState(test));
test.before.each(() => {
  asked = [];
  locale.value = 'zh';
});

const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
const field = (key: string) => host.querySelector(`input[data-field="${key}"]`) as HTMLInputElement;

test('a record read is seeded once, told once, and what is typed stays when it is read again', async () => {
  const loaded: MasterDetailRecord[] = [];
  // As the pages pass them: new arrows on every render.
  await render(<MasterDetailForm formKey="frameworkAgreement" id={5} onLoaded={(r) => loaded.push(r)} onMissing={() => assert.unreachable('not missing')} />);
  await settle();
  await settle();
  assert.equal([field('contractNo').value, field('itemName').value, field('unitPrice').value], ['HT-1', '床垫', '100.00']);
  assert.equal(loaded, [RECORD]);
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(field('contractNo'), 'HT-2');
    field('contractNo').dispatchEvent(new Event('input', { bubbles: true }));
  });
  // A write to the resource elsewhere in this tab: the record is read again.
  await act(async () => void (await api.post('/htservice/masterDetail/other', {})));
  await settle();
  await settle();
  assert.is(asked.filter((call) => call === 'GET /htservice/masterDetail/frameworkAgreement/5').length, 2, 'read again');
  assert.is(field('contractNo').value, 'HT-2', 'what is typed stays');
  assert.is(loaded.length, 1, 'told once');
});

test('a record that cannot be had is told to the page once', async () => {
  let missing = 0;
  await render(<MasterDetailForm formKey="frameworkAgreement" id={6} onMissing={() => (missing += 1)} />);
  await settle();
  await settle();
  assert.is(missing, 1);
  await render(<MasterDetailForm formKey="frameworkAgreement" id={6} onMissing={() => (missing += 1)} />);
  await settle();
  assert.is(missing, 1, 'a new callback is no new failure');
});

test.run();
