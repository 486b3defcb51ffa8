/**
 * The financial statement page (src/modules/accounting/StatementPage.tsx) against a scripted server: it asks
 * for the login period's statement, shows it under the title the server gives and the checks (agrees / the
 * difference), asks again in English when the language changes, and
 * offers PDF and Excel only to whoever may export. Every seeded statement menu opens a page of the module
 * for a statement of the server, and the texts exist in both languages.
 */
import { act } from 'react';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { toFen as fen } from '../../shared/money';
import type { Statement } from '../../server/contracts/statement';
import type { MenuSpec } from '../../server/catalog/menu-spec';
import { MODULES } from '../../server/catalog/modules';
import { STATEMENTS } from '../../server/statements/registry';
import { locale } from '../../src/lib/i18n';
import { accountingModule } from '../../src/modules/accounting';
import { StatementPage } from '../../src/modules/accounting/StatementPage';
import { loginPeriod, permissions } from '../../src/state/session.model';
import { mountPage } from './support/mount-page';
import { jsonAnswer, scriptApi } from './support/scripted-api';
import { withServerState } from './support/server-state';
import { registerShellTexts } from './support/shell-texts';

document.documentElement.dataset.automation = '1';
registerShellTexts();

/** What the scripted server answers: a balance sheet of the asked period, named in the asked language. */
function answer(url: URL, language: string): Statement {
  const english = language === 'en';
  return {
    key: 'balanceSheet',
    title: english ? 'Balance sheet' : '资产负债表',
    year: Number(url.searchParams.get('year')),
    period: Number(url.searchParams.get('period')),
    columns: english ? ['End of period', 'Start of year'] : ['期末余额', '年初余额'],
    rows: [
      { no: '', name: english ? 'Current assets:' : '流动资产：', kind: 'section', amounts: [null, null] },
      { no: '1', name: english ? 'Cash and bank' : '货币资金', kind: 'line', amounts: [fen(29_100_000), fen(21_000_000)] },
      { no: '2', name: english ? 'Total assets' : '资产总计', kind: 'total', amounts: [fen(29_100_000), fen(21_000_000)] },
    ],
    checks: [
      { label: '期末：资产总计 = 负债和所有者权益总计', ok: true, left: { label: '资产总计', amount: fen(29_100_000) }, right: { label: '负债和所有者权益总计', amount: fen(29_100_000) } },
      { label: '年初：资产总计 = 负债和所有者权益总计', ok: false, left: { label: '资产总计', amount: fen(21_000_000) }, right: { label: '负债和所有者权益总计', amount: fen(20_999_900) } },
    ],
  };
}

let calls: Array<{ url: URL; language: string }> = [];
const scripted = (async (input: RequestInfo | URL, init?: RequestInit) => {
  const request = new Request(input, init);
  const url = new URL(request.url);
  const language = request.headers.get('accept-language') ?? '';
  calls.push({ url, language });
  return jsonAnswer({ code: 200, msg: 'ok', data: answer(url, language) });
}) as typeof fetch;
scriptApi(test, scripted, { language: () => (locale.value === 'en' ? 'en' : 'zh-CN') });
const { host, render } = mountPage(test, withServerState(test));
test.before.each(() => {
  calls = [];
  locale.value = 'zh';
  loginPeriod.value = { periodId: 2, orgId: 2, year: 2019, period: 2, startDate: '2019-02-01', endDate: '2019-02-28', status: '0' };
});
test.after.each(() => {
  permissions.value = [];
  loginPeriod.value = null;
  locale.value = 'zh';
});

const show = () => render(<StatementPage statementKey="balanceSheet" />, { permissions: permissions.value });
const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
const buttons = () => [...host.querySelectorAll('button')].map((b) => b.textContent?.trim());

test('every statement menu of the seed opens a page of the module, for a statement of the server', () => {
  const all = (menus: MenuSpec[]): MenuSpec[] => menus.flatMap((m) => [m, ...all(m.children ?? [])]);
  const menus = MODULES.flatMap((m) => all(m.menus)).filter((m) => m.component?.startsWith('accounting/statement/'));
  assert.equal(menus.map((m) => m.component!.split('/')[2]).sort(), Object.keys(STATEMENTS).sort());
  for (const menu of menus) assert.ok(accountingModule.pages[menu.component!], menu.component);
});

test("the login period's statement under the server's title, with its checks", async () => {
  permissions.value = ['accounting:statement:balanceSheet'];
  await show();
  await settle();
  assert.is(calls.length, 1);
  assert.equal([calls[0].url.pathname, calls[0].url.searchParams.get('year'), calls[0].url.searchParams.get('period')], ['/prod-api/htservice/accounting/statement/balanceSheet', '2019', '2']);
  assert.ok(host.textContent!.includes('资产负债表'));
  // The rows themselves are DataTable's (virtualised: happy-dom lays out none); the server tests hold their figures.
  assert.ok(host.querySelector('[data-ht="table"][data-table-id="accounting-statement-balanceSheet"][data-row-count="3"]'), 'every row handed to the table');
  assert.ok(host.querySelector('[role="region"][aria-label="资产负债表"]'), 'the table is named by the statement');
  const checks = [...host.querySelectorAll('[data-ht="statement-check"]')].map((c) => [c.getAttribute('data-ok'), c.textContent]);
  assert.is(checks.length, 2);
  assert.is(checks[0][0], 'true');
  assert.ok(checks[0][1]!.startsWith('相符'));
  assert.is(checks[1][0], 'false');
  assert.ok(checks[1][1]!.startsWith('不符，差额 1.00'), checks[1][1]!);
  assert.not.ok(buttons().includes('下载 PDF'), 'no export without the permission');
});

test('asked again in English when the language changes; PDF and Excel offered to whoever may export', async () => {
  permissions.value = ['accounting:statement:balanceSheet', 'accounting:statement:export'];
  await show();
  await settle();
  assert.ok(buttons().includes('下载 PDF') && buttons().includes('导出 Excel'));
  await act(async () => void (locale.value = 'en'));
  await settle();
  assert.is(calls.at(-1)!.language, 'en');
  assert.ok(host.textContent!.includes('Balance sheet'));
  assert.ok(buttons().includes('Download PDF') && buttons().includes('Export to Excel'));
});

test.run();
