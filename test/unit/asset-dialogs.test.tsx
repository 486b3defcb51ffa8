/**
 * The asset card's transfer, disposal and history dialogs against a scripted server: a transfer without a
 * department is refused in the form (the server's words) and sends nothing; a disposal sends the date,
 * proceeds and account; the history shows the transfers and the disposal with its voucher.
 */
import { act, type ReactNode } from 'react';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { AssetCardRow, AssetHistory } from '../../server/contracts/asset';
import { toFen as fen } from '../../shared/money';
import { locale, registerMessages } from '../../src/lib/i18n';
import { zh } from '../../src/locales/zh';
import { DisposeDialog } from '../../src/modules/assets/DisposeDialog';
import { HistoryDialog } from '../../src/modules/assets/HistoryDialog';
import { assetsTexts } from '../../src/modules/assets/locales';
import { TransferDialog } from '../../src/modules/assets/TransferDialog';
import { loginDate } from '../../src/state/session.model';
import { uiTexts } from '../../src/ui/ui-texts';
import { answersFrom, scriptApi, type RecordedCall } from './support/scripted-api';
import { withServerState } from './support/server-state';
import { mountPage } from './support/mount-page';

if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { value: new EventTarget() });

const HISTORY: AssetHistory = {
  transfers: [
    { transferId: 1, transferDate: '2026-06-15', fromDeptName: '财务部', toDeptName: '前厅部', fromCustodian: '周敏', toCustodian: '王芳', remark: '前台增设收银位', userName: '李建国', createdAt: 0 },
  ],
  disposal: {
    disposalDate: '2026-06-20',
    originalValue: fen(500_000),
    accumulatedDepreciation: fen(100_000),
    netValue: fen(400_000),
    proceeds: fen(450_000),
    gain: fen(50_000),
    voucherId: 9,
    voucherNumber: '记-0007',
    remark: '',
    userName: '李建国',
  },
};
let calls: RecordedCall[] = [];
const ANSWERS: Record<string, unknown> = {
  'POST /prod-api/htservice/assets/card/3/dispose': { code: 200, msg: '操作成功', data: { voucherId: 9, voucherNumber: '记-0007' } },
  'GET /prod-api/htservice/assets/card/3/history': { code: 200, msg: '操作成功', data: HISTORY },
};
scriptApi(test, answersFrom(ANSWERS, { push: (call) => calls.push(call) }));
const { wrap } = withServerState(test);
test.before.each(() => {
  registerMessages('zh', { ...zh, ...uiTexts.zh, ...assetsTexts.zh });
  locale.value = 'zh';
  loginDate.value = '2026-06-20';
});

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));
const { render } = mountPage(test, { wrap });
async function show(node: ReactNode) {
  calls = [];
  await render(node);
  await settle();
}
const dialog = (hook: string) => document.querySelector(`[data-ht="${hook}"]`) as HTMLElement;
const click = (el: HTMLElement) => act(async () => el.click());

const card = {
  cardId: 3,
  assetCode: 'R-USED',
  assetName: '二手电脑',
  deptId: 1,
  deptName: '财务部',
  custodian: '周敏',
  originalValue: 500_000,
  accumulatedDepreciation: 100_000,
  netValue: 400_000,
} as AssetCardRow;
const depts = [
  { value: '1', label: '财务部' },
  { value: '2', label: '前厅部' },
];

test("transfer: no department is refused in the form with the server's words, and nothing is sent", async () => {
  let closed: boolean | undefined;
  await show(<TransferDialog card={card} depts={depts} onClose={(done) => (closed = done)} />);
  assert.is((dialog('asset-transfer').querySelector('input[name="transferDate"]') as HTMLInputElement).value, '2026-06-20', 'the login date');
  await click(dialog('asset-transfer').querySelector('[data-ht="transfer-confirm"]') as HTMLButtonElement);
  const dept = dialog('asset-transfer').querySelector('[data-ht="transfer-dept"]') as HTMLInputElement;
  assert.is(dept.getAttribute('aria-invalid'), 'true');
  assert.match(dialog('asset-transfer').textContent ?? '', '请先选择部门');
  assert.equal([calls.length, closed], [0, undefined]);
});

test("disposal: the card's figures shown in yuan, the date, proceeds typed in yuan and sent in fen, and the account sent, closed once posted", async () => {
  let closed: boolean | undefined;
  await show(<DisposeDialog card={card} onClose={(done) => (closed = done)} />);
  const text = dialog('asset-dispose').textContent ?? '';
  assert.ok(['原值', '累计折旧', '净值', '清理收入', '收款科目'].every((label) => text.includes(label)));
  // Fen from the server shown as yuan.
  const shown = [...dialog('asset-dispose').querySelectorAll('input[readonly]')].map((i) => (i as HTMLInputElement).value);
  assert.equal(shown.slice(0, 3), ['5,000.00', '1,000.00', '4,000.00']);
  const proceeds = dialog('asset-dispose').querySelector('[data-ht="dispose-proceeds"]') as HTMLInputElement;
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(proceeds, '4500.05');
    proceeds.dispatchEvent(new Event('input', { bubbles: true }));
  });
  await click(dialog('asset-dispose').querySelector('[data-ht="dispose-confirm"]') as HTMLButtonElement);
  await settle();
  assert.equal(calls, [{ method: 'POST', path: '/prod-api/htservice/assets/card/3/dispose', query: '', body: { disposalDate: '2026-06-20', proceeds: 450_005, proceedsAccount: '1002', remark: '' } }]);
  assert.is(closed, true);
});

test('history: the transfers and the disposal with its voucher', async () => {
  await show(<HistoryDialog card={card} onClose={() => {}} />);
  await settle();
  const rows = [...dialog('asset-history').querySelectorAll('[data-ht="asset-transfers"] tbody tr')].map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent));
  assert.equal(rows, [['2026-06-15', '财务部', '前厅部', '周敏 → 王芳', '前台增设收银位', '李建国']]);
  const disposal = dialog('asset-history').querySelector('[data-ht="asset-disposal"]')!.textContent ?? '';
  assert.ok(
    ['2026-06-20', '4,000.00', '4,500.00', '500.00'].every((v) => disposal.includes(v)),
    disposal,
  );
  assert.is(dialog('asset-history').querySelector('[data-ht="disposal-voucher"]')?.textContent, '记-0007');
});

test.run();
