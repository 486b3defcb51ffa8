/**
 * The month-end page (src/modules/accounting/PeriodClosePage.tsx) against a scripted server: the year's
 * periods, the checks of the first open one with each failure's way to fix it (the unposted vouchers by
 * number, the depreciation page, the carry-forward, the general ledger), 结账 only to whoever may close, and
 * a close sent for the period shown; a finished carry-forward asks the checks again. The texts exist in both languages.
 */
import { act } from 'react';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { toFen as fen } from '../../shared/money';
import type { ClosePeriod, PeriodCheck } from '../../server/contracts/period-close';
import type { MenuSpec } from '../../server/catalog/menu-spec';
import { MODULES } from '../../server/catalog/modules';
import { bus } from '../../src/lib/bus';
import { locale } from '../../src/lib/i18n';
import { accountingModule } from '../../src/modules/accounting';
import { PeriodClosePage } from '../../src/modules/accounting/PeriodClosePage';
import { loginPeriod } from '../../src/state/session.model';
import { mountPage } from './support/mount-page';
import { jsonAnswer, scriptApi } from './support/scripted-api';
import { withServerState } from './support/server-state';
import { registerShellTexts } from './support/shell-texts';

document.documentElement.dataset.automation = '1';
registerShellTexts();

const period = (n: number, status: '0' | '1'): ClosePeriod => ({
  periodId: 100 + n,
  year: 2019,
  period: n,
  startDate: `2019-0${n}-01`,
  endDate: `2019-0${n}-28`,
  status,
  closedBy: status === '1' ? '李建国' : null,
  closedAt: status === '1' ? 1_550_000_000_000 : null,
});
const PERIODS = [period(1, '1'), period(2, '0')];
const check = (key: PeriodCheck['key'], passed: boolean, more: Partial<PeriodCheck> = {}): PeriodCheck => ({ key, passed, vouchers: [], accounts: [], ...more });
const CHECKS = [
  check('vouchers', false, { vouchers: [{ voucherId: 7, voucherNumber: '记-0003', status: '2' }] }),
  check('depreciation', false),
  check('carryForward', false, { accounts: [{ accountCode: '600101', deptId: 3, balance: fen(-40_000) }] }),
  check('trialBalance', true),
];

let calls: Array<{ method: string; url: URL }> = [];
const scripted = (async (input: RequestInfo | URL, init?: RequestInit) => {
  const request = new Request(input, init);
  const url = new URL(request.url);
  calls.push({ method: request.method, url });
  const periodId = Number(url.pathname.split('/').at(-2));
  const data = url.pathname.endsWith('/list') ? PERIODS : url.pathname.endsWith('/checks') ? { period: PERIODS.find((p) => p.periodId === periodId), checks: CHECKS } : { ...PERIODS[1], status: '1' };
  return jsonAnswer({ code: 200, msg: 'ok', data });
}) as typeof fetch;
scriptApi(test, scripted);
const { host, render } = mountPage(test, withServerState(test));
test.before.each(() => {
  calls = [];
  locale.value = 'zh';
  loginPeriod.value = { periodId: 102, orgId: 1, year: 2019, period: 2, startDate: '2019-02-01', endDate: '2019-02-28', status: '0' };
});
test.after.each(() => {
  loginPeriod.value = null;
});

const show = (permissions: string[]) => render(<PeriodClosePage />, { permissions });
const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
const button = (name: string) => [...host.querySelectorAll('button')].find((b) => b.getAttribute('aria-label') === name || b.textContent?.trim() === name);

test('the seeded page opens a page of the module', () => {
  const all = (menus: MenuSpec[]): MenuSpec[] => menus.flatMap((m) => [m, ...all(m.children ?? [])]);
  const page = MODULES.flatMap((m) => all(m.menus)).find((m) => m.component === 'accounting/periodClose/index');
  assert.ok(page && accountingModule.pages[page.component!]);
  assert.equal(
    page!.children!.map((b) => b.perms),
    ['accounting:period:carryForward', 'accounting:period:close', 'accounting:period:reopen'],
  );
});

test("the year's periods and the first open one's checks, each failure with what fixes it", async () => {
  await show(['accounting:period:list', 'accounting:period:carryForward']);
  await settle();
  await settle();
  assert.equal(
    calls.map((c) => `${c.method} ${c.url.pathname}${c.url.search}`),
    ['GET /prod-api/htservice/periodClose/list?year=2019', 'GET /prod-api/htservice/periodClose/102/checks'],
  );
  assert.equal(
    [...host.querySelectorAll('[data-ht="close-period"]')].map((r) => r.getAttribute('data-status')),
    ['1', '0'],
  );
  assert.ok(host.textContent!.includes('李建国'));
  const rows = [...host.querySelectorAll('[data-ht="close-check"]')].map((r) => [r.getAttribute('data-check'), r.getAttribute('data-passed')]);
  assert.equal(rows, [
    ['vouchers', 'false'],
    ['depreciation', 'false'],
    ['carryForward', 'false'],
    ['trialBalance', 'true'],
  ]);
  const voucher = host.querySelector('[data-ht="close-voucher"]')!;
  assert.equal([voucher.textContent, voucher.getAttribute('href')], ['记-0003', '/htservice/accountChangeVoucher?voucherId=7']);
  assert.equal(
    [...host.querySelectorAll('[data-ht="close-fix"]')].map((a) => a.getAttribute('href')),
    ['/accounting/voucher/audit', '/assets/depreciation'],
  );
  assert.ok(host.textContent!.includes('600101 贷 400.00'));
  assert.ok(host.querySelector('[data-ht="close-carry-forward"]'), 'the carry-forward is offered to whoever may run it');
  assert.not.ok(button('结账 2019 年第 2 期'), 'no close without the permission');
});

test('结账 to whoever may close: a PUT for the period shown, then the list again', async () => {
  await show(['accounting:period:list', 'accounting:period:close']);
  await settle();
  await settle();
  assert.not.ok(host.querySelector('[data-ht="close-carry-forward"]'));
  await act(async () => button('结账 2019 年第 2 期')!.click());
  await settle();
  await settle();
  const put = calls.find((c) => c.method === 'PUT')!;
  assert.is(put.url.pathname, '/prod-api/htservice/periodClose/102/close');
  assert.ok(calls.filter((c) => c.url.pathname.endsWith('/list')).length >= 2, 'the periods are read again');
});

test("a finished carry-forward asks the shown period's checks again (its vouchers are no write of this tab)", async () => {
  await show(['accounting:period:list', 'accounting:period:carryForward']);
  await settle();
  await settle();
  const checksAsked = () => calls.filter((c) => c.url.pathname === '/prod-api/htservice/periodClose/102/checks').length;
  assert.is(checksAsked(), 1);
  await act(async () => bus.emit('task:finished', { taskId: 9, kind: 'period-carry-forward', status: 'done', fileName: '' }));
  await settle();
  await settle();
  assert.is(checksAsked(), 2);
  await act(async () => bus.emit('task:finished', { taskId: 10, kind: 'reportPdf', status: 'done', fileName: '' }));
  await settle();
  assert.is(checksAsked(), 2, 'a report export changes nothing here');
});

test.run();
