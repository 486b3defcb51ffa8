/**
 * The general ledger and the auxiliary balance table (src/modules/accounting/{GeneralLedgerPage,AuxBalancePage}.tsx)
 * on the server-state layer, against a scripted server: each asks for the login period's figures and shows
 * them with their totals, asks again for another choice, and again when a voucher is written in this tab
 * (the figures are computed from vouchers).
 */
import { act } from 'react';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { toFen as fen } from '../../shared/money';
import type { AuxBalance } from '../../server/contracts/aux-accounting';
import type { TrialBalance } from '../../server/contracts/ledger';
import { registerModuleTexts } from '../../src/app/module-pages';
import { api } from '../../src/lib/api';
import { locale, registerMessages } from '../../src/lib/i18n';
import { zh } from '../../src/locales/zh';
import { AuxBalancePage } from '../../src/modules/accounting/AuxBalancePage';
import { GeneralLedgerPage } from '../../src/modules/accounting/GeneralLedgerPage';
import { loginPeriod } from '../../src/state/session.model';
import { uiTexts } from '../../src/ui/ui-texts';
import { mountPage } from './support/mount-page';
import { jsonAnswer, scriptApi } from './support/scripted-api';
import { withServerState } from './support/server-state';

registerMessages('zh', zh);
registerModuleTexts();
registerMessages('zh', uiTexts.zh);

const [none, cash] = [fen(0), fen(12_300)];
const totals = { openingDebit: none, openingCredit: none, periodDebit: cash, periodCredit: cash, yearDebit: cash, yearCredit: cash, closingDebit: cash, closingCredit: cash };
const row = { accountName: '库存现金', level: 1, openingSide: 'F', opening: none, periodDebit: cash, periodCredit: none, yearDebit: cash, yearCredit: none, closingSide: 'D', closing: cash } as const;
const TRIAL: TrialBalance = { rows: [{ ...row, accountCode: '1001' }], totals, balanced: true };
const AUX: AuxBalance = { dimension: 'dept', year: 2019, from: 2, to: 2, rows: [], debitTotal: 45_600, creditTotal: 45_600 };

let calls: URL[] = [];
const scripted = (async (input: RequestInfo | URL, init?: RequestInit) => {
  const request = new Request(input, init);
  const url = new URL(request.url);
  calls.push(url);
  const data = url.pathname.endsWith('/ledger/general') ? TRIAL : url.pathname.endsWith('/ledger/auxBalance') ? AUX : url.pathname.endsWith('/voucher/accounts') ? [] : {};
  return jsonAnswer({ code: 200, msg: 'ok', data });
}) as typeof fetch;
scriptApi(test, scripted);
const { host, render } = mountPage(test, withServerState(test));

test.before.each(() => {
  calls = [];
  locale.value = 'zh';
  loginPeriod.value = { periodId: 2, orgId: 2, year: 2019, period: 2, startDate: '2019-02-01', endDate: '2019-02-28', status: '0' };
});
test.after.each(() => {
  loginPeriod.value = null;
});

const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
const asked = (path: string) => calls.filter((url) => url.pathname === `/prod-api/htservice/accounting/ledger/${path}`).map((url) => url.search);
const writeVoucher = () => act(async () => void (await api.post('/htservice/voucher', { lines: [] })));

test("the general ledger: the login period's trial balance, again for audited vouchers only, and again once a voucher is written", async () => {
  await render(<GeneralLedgerPage />);
  await settle();
  assert.equal(asked('general'), ['?year=2019&period=2&auditedOnly=0']);
  assert.ok(host.querySelector('[data-ht="table"][data-table-id="accounting-general-ledger"][data-row-count="1"]'), 'the rows handed to the table');
  assert.is(host.querySelector('[data-ht="ledger-balanced"]')?.textContent, '试算平衡');
  const audited = host.querySelector('[data-ht="ledger-audited"]')!;
  await act(async () => (audited.matches('input') ? (audited as HTMLInputElement) : audited.querySelector('input')!).click());
  await settle();
  assert.equal(asked('general'), ['?year=2019&period=2&auditedOnly=0', '?year=2019&period=2&auditedOnly=1']);
  await writeVoucher();
  await settle();
  assert.equal(asked('general').at(-1), '?year=2019&period=2&auditedOnly=1');
  assert.is(asked('general').length, 3, 'a written voucher changes the figures: asked again');
});

test("the auxiliary balance table: the login period's balances with the span's totals, and again once a voucher is written", async () => {
  await render(<AuxBalancePage />);
  await settle();
  assert.equal(asked('auxBalance'), ['?dimension=dept&year=2019&from=2&to=2']);
  assert.ok(host.querySelector('[data-ht="ledger-total"]')?.textContent?.includes('456.00'));
  await writeVoucher();
  await settle();
  assert.is(asked('auxBalance').length, 2);
});

test.run();
