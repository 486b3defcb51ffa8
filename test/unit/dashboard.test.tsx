/**
 * The module home page's dashboard (src/app/pages/ModuleHome.tsx, src/app/dashboard/) on the seeded
 * administrator's recorded routes, against a scripted server: the `data-ht="dashboard"` root keeps the
 * shortcuts while the dashboard's chunk and figures load; the figures are asked for the shell's business
 * date, and the shell stays busy until they are in; stat cards show their numbers (money through the
 * shared formatter) and open the module's list filtered; empty data shows the empty state; a failure is
 * shown in the page with a retry; the texts exist in both languages.
 */
import { readFileSync } from 'node:fs';
import { act } from 'react';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { toFen as fen } from '../../shared/money';
import type { AccountingDashboard, ConsumablesDashboard, ReportsDashboard, ServiceDashboard } from '../../server/contracts/dashboard';
import type { RouteNode } from '../../server/contracts/menu';
import { AccountingBoard } from '../../src/app/dashboard/boards/AccountingBoard';
import { ConsumablesBoard } from '../../src/app/dashboard/boards/ConsumablesBoard';
import { ReportsBoard } from '../../src/app/dashboard/boards/ReportsBoard';
import { ServiceBoard } from '../../src/app/dashboard/boards/ServiceBoard';
import { pageLinks } from '../../src/app/dashboard/links';
import { dashboardTexts } from '../../src/app/dashboard/texts';
import { registerModuleTexts } from '../../src/app/module-pages';
import { ModuleHome } from '../../src/app/pages/ModuleHome';
import { configureApi } from '../../src/lib/api';
import { bus } from '../../src/lib/bus';
import { locale, registerMessages } from '../../src/lib/i18n';
import { en } from '../../src/locales/en';
import { zh } from '../../src/locales/zh';
import { shellState } from '../../src/state/activity.model';
import { contactEnabled } from '../../src/state/contact.model';
import { routes } from '../../src/state/routes.model';
import { loginDate } from '../../src/state/session.model';
import { uiTexts } from '../../src/ui/ui-texts';
import { wholeYear } from '../../src/app/dashboard/boards/AccountingBoard';
import { mountPage } from './support/mount-page';
import { withServerState } from './support/server-state';

// happy-dom lays nothing out, so recharts measures every chart as 0×0 and says so; only that warning is dropped.
const warn = console.warn.bind(console);
console.warn = (...args: unknown[]) => void (String(args[0]).startsWith('The width(0) and height(0) of chart') || warn(...args));
document.documentElement.dataset.automation = '1';
registerMessages('zh', zh);
registerMessages('en', en);
registerModuleTexts();
registerMessages('zh', dashboardTexts.zh);
registerMessages('en', dashboardTexts.en);
registerMessages('zh', uiTexts.zh);
registerMessages('en', uiTexts.en);

const recorded = JSON.parse(readFileSync(new URL('./fixtures/getRouters.admin.json', import.meta.url), 'utf8')) as RouteNode[];
// Set for this file's tests only: every unit file is loaded before any runs.
test.before(() => void (routes.value = recorded));
const moduleOf = (id: number) => recorded.find((m) => m.moduleId === id)!;
const accounting = moduleOf(1001);

const PERIOD = { periodId: 5, orgId: 1, year: 2026, period: 5, startDate: '2026-05-01', endDate: '2026-05-31', status: '0' as const };
const accountingData: AccountingDashboard = {
  asOf: '2026-05-20',
  period: PERIOD,
  vouchers: {
    toSend: 2,
    toAudit: 1,
    auditedThisPeriod: 4,
    year: 2026,
    byPeriod: [
      { period: '2026-04', unaudited: 0, sent: 0, audited: 2, posted: 7 },
      { period: '2026-05', unaudited: 2, sent: 1, audited: 4, posted: 0 },
    ],
  },
};

// The scripted server: every call is recorded; each answer waits until the test releases it.
type Pending = { url: URL; release: (status: number, body: unknown) => void };
let calls: Pending[] = [];
// Configured when this file runs, not when it is imported: uvu imports every file first.
test.before(() =>
  configureApi({
    feedback: { message() {}, notify() {}, confirm: async () => false, relogin() {}, closeWindow() {}, currentPath: () => '/' },
    token: () => 'tok-1234567890abcdefghij',
    language: () => (locale.value === 'en' ? 'en' : 'zh-CN'),
  }),
);
const scripted = ((input: RequestInfo | URL, init?: RequestInit) =>
  new Promise<Response>((resolve) => {
    const url = new URL(new Request(input, init).url);
    calls.push({ url, release: (status, body) => resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })) });
  })) as typeof fetch;

// The home page reads its figures through the signed-in shell's server-state layer.
const { host, render } = mountPage(test, withServerState(test));
let previousFetch: typeof fetch;
test.before.each(() => {
  previousFetch = globalThis.fetch;
  globalThis.fetch = scripted;
  calls = [];
  locale.value = 'zh';
});
test.after.each(() => {
  globalThis.fetch = previousFetch;
});

const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
const stat = (id: string) => host.querySelector<HTMLElement>(`[data-ht="dashboard-stat"][data-stat="${id}"]`);
const shownValue = (id: string) => stat(id)?.querySelector('[data-ht="dashboard-value"]')?.textContent;
const linkOf = (id: string) => stat(id)?.querySelector('a')?.getAttribute('href');
/**
 * Waits turn by turn until `check` holds, for up to UNTIL_MS: the dashboard's first render imports its
 * lazy chunk (charts included), which a loaded machine compiles in more turns than a quiet one.
 */
const UNTIL_MS = 10_000;
async function until(check: () => boolean, what: string) {
  const deadline = Date.now() + UNTIL_MS;
  while (!check() && Date.now() < deadline) await settle();
  assert.ok(check(), what);
}

test('links: a page of the module by its component key, with the list filters; none for a page the user lacks', () => {
  const link = pageLinks(accounting);
  assert.is(link('accounting/voucher/entry/index', { status: '0', period: undefined }), '/accounting/voucher/entry?status=0');
  assert.is(link(['no/such/page', 'accounting/voucher/audit/index']), '/accounting/voucher/audit');
  assert.is(link('assets/card/index'), null, "another module's page");
});

test('the voucher chart shows the whole year, periods without vouchers as empty bars', () => {
  const bars = wholeYear(2026, [{ period: '2026-11', unaudited: 2, sent: 1, audited: 1, posted: 3 }]);
  assert.is(bars.length, 12);
  assert.equal(bars[0], { period: '2026-01', unaudited: 0, sent: 0, audited: 0, posted: 0 });
  assert.equal(bars[10], { period: '2026-11', unaudited: 2, sent: 1, audited: 1, posted: 3 });
});

test('the accounting board: the period, the vouchers to send, audit and audited, each opening its list filtered; the chart', async () => {
  await render(<AccountingBoard data={accountingData} link={pageLinks(accounting)} />);
  assert.equal([shownValue('period'), shownValue('toSend'), shownValue('toAudit'), shownValue('audited')], ['2026 年第 5 期', '2', '1', '4']);
  assert.ok(stat('period')!.textContent!.includes('2026-05-01 至 2026-05-31 · 未结账'));
  assert.equal(
    [linkOf('toSend'), linkOf('toAudit'), linkOf('audited')],
    ['/accounting/voucher/entry?status=0', '/accounting/voucher/audit?status=1', '/accounting/voucher/audit?status=2&period=2026-05'],
  );
  // Label in name (WCAG 2.5.3): the link's name starts with what it shows, then where it leads.
  assert.is(stat('toSend')!.querySelector('a')!.getAttribute('aria-label'), '查看：待送审凭证');
  const chart = host.querySelector('[data-ht="dashboard-chart"][data-chart="vouchers-per-period"]')!;
  assert.is(chart.getAttribute('aria-label'), '2026 年各期间凭证');
  assert.not.ok(chart.querySelector('[data-ht="dashboard-empty"]'));

  // Without the voucher lists' permission the server sends no voucher block: only the period is shown.
  await render(<AccountingBoard data={{ ...accountingData, period: null, vouchers: null }} link={pageLinks(accounting)} />);
  assert.equal(
    [...host.querySelectorAll('[data-ht="dashboard-stat"]')].map((s) => (s as HTMLElement).dataset.stat),
    ['period'],
  );
  assert.ok(stat('period')!.textContent!.includes('业务日期不在任何会计期间内'));
  assert.is(host.querySelector('[data-ht="dashboard-chart"]'), null);
});

test('empty data shows the empty state; money and quantities go through the shared formatters', async () => {
  const consumables = moduleOf(1003);
  const empty: ConsumablesDashboard = { asOf: '2026-05-20', stock: { value: fen(0), lines: 0, lowest: [], byWarehouse: [] }, imports: [] };
  await render(<ConsumablesBoard data={empty} link={pageLinks(consumables)} />);
  assert.is(host.querySelectorAll('[data-ht="dashboard-empty"]').length, 3, 'two lists and the chart');
  assert.is(shownValue('stockValue'), '0.00');

  const stocked: ConsumablesDashboard = {
    asOf: '2026-05-20',
    stock: {
      value: fen(123_456_789),
      lines: 2,
      lowest: [{ warehouse: '客房部仓库', itemCode: 'KF-01', itemName: '牙刷', unit: '支', quantity: 1.5, amount: fen(150) }],
      byWarehouse: [{ warehouse: '客房部仓库', value: fen(123_456_789), lines: 2 }],
    },
    imports: [{ taskId: 7, label: '五月库存.xlsx', status: 'done', userName: '李建国', createTime: '2026-05-19 10:00:00', finishTime: '2026-05-19 10:00:05' }],
  };
  await render(<ConsumablesBoard data={stocked} link={pageLinks(consumables)} />);
  assert.is(shownValue('stockValue'), '1,234,567.89');
  const lowest = host.querySelector('[data-ht="dashboard-list"][data-list="lowest"]')!;
  assert.ok(lowest.textContent!.includes('牙刷（KF-01）'));
  assert.ok(lowest.textContent!.includes('客房部仓库 · 数量 1.50 支'));
  assert.ok(lowest.querySelector('a')!.getAttribute('href')!.endsWith('?orderByColumn=quantity&isAsc=ascending'));
  const viewAll = lowest.querySelector('a')!;
  assert.is(viewAll.textContent, '查看全部');
  assert.ok(viewAll.getAttribute('aria-label')!.startsWith('查看全部：'), 'the name contains the visible text');
  assert.ok(host.querySelector('[data-list="imports"]')!.textContent!.includes('已完成 · 李建国 · 2026-05-19 10:00:00'));
});

test('the service board: a hotel user opens the support chat, the support desk its page', async () => {
  const service = moduleOf(3003);
  const data: ServiceDashboard = {
    asOf: '2026-05-20',
    approvals: { pending: 9, latest: [{ taskId: 3, instanceId: 2, approvalName: '采购申请', taskName: '部门经理审批', initiator: '王晓燕', createTime: '2026-05-19 09:00:00' }] },
    chat: { unreadConversations: 1, desk: false },
    notices: { unread: 0, latest: [] },
  };
  const asked: number[] = [];
  const onAsk = ({ at }: { at: number }) => asked.push(at);
  bus.on('contact:requested', onAsk);
  contactEnabled.value = true;
  await render(<ServiceBoard data={data} link={pageLinks(service)} />);
  const open = [...stat('unreadChats')!.querySelectorAll('button')].find((b) => b.textContent === '打开在线客服')!;
  await act(async () => open.click());
  bus.off('contact:requested', onAsk);
  assert.is(asked.length, 1);
  await act(async () => void (contactEnabled.value = false));
  assert.not.ok([...stat('unreadChats')!.querySelectorAll('button')].length, 'no chat to open where the service is off');
  assert.is(host.querySelector('[data-list="pendingApprovals"]')!.textContent!.includes('另有 8 项未列出'), true);
  assert.is(host.querySelector('[data-list="unreadNotices"] [data-ht="dashboard-empty"]')!.textContent, '没有待办事项');

  // The support desk (its page granted by key to the support role) answers on its page.
  const desk: RouteNode = { ...service, children: [...(service.children ?? []), { ...service.children![0], name: 'SupportDesk', path: 'supportDesk', component: 'service/supportDesk/index' }] };
  await render(<ServiceBoard data={{ ...data, chat: { unreadConversations: 4, desk: true } }} link={pageLinks(desk)} />);
  assert.is(linkOf('unreadChats'), '/service/supportDesk');
  assert.not.ok([...stat('unreadChats')!.querySelectorAll('button')].some((b) => b.textContent === '打开在线客服'));
  assert.is(linkOf('unreadNotices'), '/user/notice');
});

test('the service board with nothing pending says so and offers to start an approval', async () => {
  const service = moduleOf(3003);
  const data: ServiceDashboard = { asOf: '2026-05-20', approvals: { pending: 0, latest: [] }, chat: { unreadConversations: 0, desk: false }, notices: { unread: 0, latest: [] } };
  await render(<ServiceBoard data={data} link={pageLinks(service)} />);
  const pending = host.querySelector('[data-list="pendingApprovals"]')!;
  assert.ok(pending.querySelector('[data-ht="empty"]')!.textContent!.includes('没有等待您审批的事项'));
  await act(async () => pending.querySelector<HTMLButtonElement>('[data-ht="empty-create"]')!.click());
  assert.is(location.pathname, pageLinks(service)('service/approvalInitiated/index'));

  // Without the page to start one, the empty state only says there is nothing.
  await render(<ServiceBoard data={data} link={() => null} />);
  assert.is(host.querySelector('[data-list="pendingApprovals"] [data-ht="empty-create"]'), null);
  assert.ok(host.querySelector('[data-list="pendingApprovals"] [data-ht="empty"]'));
});

test('the reports board: the report records by status, the unaudited ones a link away; with nothing calculated, where to calculate', async () => {
  const reports = moduleOf(1005);
  const data: ReportsDashboard = {
    asOf: '2026-05-20',
    calculations: [],
    records: {
      total: 30,
      byStatus: [
        { value: 'draft', label: '未审核', count: 12 },
        { value: 'audited', label: '已审核', count: 18 },
      ],
    },
  };
  await render(<ReportsBoard data={data} link={pageLinks(reports)} />);
  assert.equal([shownValue('reports'), shownValue('unaudited')], ['30', '12']);
  assert.equal([linkOf('reports'), linkOf('unaudited')], ['/reports/query', '/reports/query?status=draft']);
  assert.is(stat('latestCalculation'), null, 'no calculation, no card saying so');
  // The chart says its figures itself: each status with its count and share, the total in the hole.
  const legend = host.querySelector('[data-chart="reports-by-status"] [data-ht="chart-legend"]')!;
  assert.equal(
    [...legend.querySelectorAll('li')].map((li) => li.textContent),
    ['未审核1240%', '已审核1860%'],
  );
  const calculations = host.querySelector('[data-list="calculations"]')!;
  assert.ok(calculations.querySelector('[data-ht="empty"]')!.textContent!.includes('还没有计算过报表'));
  await act(async () => calculations.querySelector<HTMLButtonElement>('[data-ht="empty-create"]')!.click());
  assert.is(location.pathname, '/reports/calculate');

  const run = { taskId: 5, label: '利润表 2026-05', status: 'done' as const, userName: '李建国', createTime: '2026-05-19 10:00:00', finishTime: '2026-05-19 10:00:03' };
  await render(<ReportsBoard data={{ ...data, calculations: [run] }} link={pageLinks(reports)} />);
  assert.is(shownValue('latestCalculation'), '利润表 2026-05');
  assert.ok(stat('latestCalculation')!.textContent!.includes('已完成 · 李建国 · 2026-05-19 10:00:03'));
});

test('the home page: the dashboard root keeps the shortcuts, loads its figures for the business date, busy until they are in', async () => {
  loginDate.value = '2026-05-20';
  await render(<ModuleHome module={accounting} />);
  const home = host.querySelector<HTMLElement>('[data-ht="dashboard"]')!;
  // One title per page: the heading is the route's title, as the tab and the breadcrumb show it.
  assert.is(home.querySelector('h1')!.textContent, '首页');
  assert.equal([home.dataset.moduleId, home.dataset.dashboard], ['1001', 'accounting']);
  assert.ok(host.querySelectorAll('[data-ht="dashboard-shortcuts"] a').length >= 5, 'the pages stay as shortcuts');
  await until(() => calls.length === 1, 'the dashboard asks for its figures once its chunk is in');
  assert.equal([calls[0].url.pathname, calls[0].url.searchParams.get('loginDate')], ['/prod-api/htservice/dashboard/accounting', '2026-05-20']);
  assert.is(shellState.value, 'busy', 'htShell.whenIdle() waits for the figures');
  await act(async () => calls[0].release(200, { code: 200, msg: '操作成功', data: accountingData }));
  await until(() => shownValue('toSend') === '2', 'the figures are shown');
  assert.is(shellState.value, 'idle');
  assert.is(host.querySelector('[data-ht="dashboard-as-of"]')!.textContent, '会计核算 · 业务日期 2026-05-20');

  // Another business date asks again.
  await act(async () => void (loginDate.value = '2026-04-30'));
  await until(() => calls.length === 2, 'a new date, a new call');
  assert.is(calls[1].url.searchParams.get('loginDate'), '2026-04-30');
  await act(async () => calls[1].release(200, { code: 200, msg: '操作成功', data: { ...accountingData, asOf: '2026-04-30' } }));
  await until(() => host.querySelector('[data-ht="dashboard-as-of"]')!.textContent === '会计核算 · 业务日期 2026-04-30', 'the new date is shown');
});

test('a failure is shown inside the page with a retry that asks again; English texts', async () => {
  locale.value = 'en';
  await render(<ModuleHome module={accounting} />);
  await until(() => calls.length === 1, 'asked');
  await act(async () => calls[0].release(500, { code: 500, msg: 'Database unavailable' }));
  await until(() => Boolean(host.querySelector('[data-ht="dashboard-error"]')), 'the error notice');
  const notice = host.querySelector('[data-ht="dashboard-error"]')!;
  assert.is(notice.getAttribute('role'), 'alert');
  assert.ok(notice.textContent!.includes('The dashboard could not be loaded'));
  assert.ok(notice.textContent!.includes('Database unavailable'));
  assert.ok(host.querySelector('[data-ht="dashboard-shortcuts"]'), 'the shortcuts are still there');
  const retry = [...notice.querySelectorAll('button')].find((b) => b.textContent === 'Try again')!;
  await act(async () => retry.click());
  await until(() => calls.length === 2, 'asked again');
  await act(async () => calls[1].release(200, { code: 200, msg: 'OK', data: accountingData }));
  await until(() => shownValue('toSend') === '2', 'the figures after the retry');
  assert.is(host.querySelector('[data-ht="dashboard-error"]'), null);
  assert.is(stat('toSend')!.querySelector('[data-ht="dashboard-value"]')!.previousElementSibling?.textContent, 'Vouchers to send');
  assert.is(host.querySelector('section[aria-label]')!.getAttribute('aria-label'), 'Accounting dashboard');
});

// Tests in the same run expect the default language.
test.after(() => {
  locale.value = 'zh';
  routes.value = null;
});

test.run();
