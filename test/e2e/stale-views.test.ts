/**
 * Views that must never show stale or wrong server state (issue 17), driven as a script drives the
 * product (htShell, data-ht hooks, accessible names, whenIdle instead of sleeps):
 * - an approval decided elsewhere: 审批查询's 查看 switches to the status tab left open at submission,
 *   which shows the decision, not 审批中;
 * - paging the depreciation details dialog leaves the page's address alone, and the runs list behind it
 *   still lists its runs after the dialog closes;
 * (Superseded list requests are cancelled: test/unit/crud-page-query.test.tsx. In the browser a second sort
 * click cannot land while the first is loading: the list's loading overlay covers the header.)
 */
import type { Browser, BrowserContext, Page } from 'puppeteer-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { idle, launchBrowser } from './support/browser';
import { startServer, type RunningServer } from './support/server';
import { enterModule, signIn, tokenOf } from './support/session';

type Ctx = { server: RunningServer; browser: Browser; contexts: BrowserContext[] };
const stale = suite<Ctx>('stale views');

stale.before(async (ctx) => {
  ctx.server = await startServer();
  ctx.browser = await launchBrowser();
  ctx.contexts = [];
});
stale.after(async (ctx) => {
  await ctx.browser?.close();
  await ctx.server?.stop();
});
stale.after.each(async (ctx) => {
  for (const context of ctx.contexts.splice(0)) await context.close();
});

/** A page of `user`, signed in and inside `moduleId`, in a browser context of its own. */
async function as(ctx: Ctx, user: string, moduleId: number): Promise<Page> {
  const context = await ctx.browser.createBrowserContext();
  ctx.contexts.push(context);
  const page = await context.newPage();
  await signIn(page, ctx.server, { user });
  await enterModule(page, moduleId);
  return page;
}

async function open(page: Page, route: string) {
  await page.evaluate((r) => window.htShell.navigate(r), route);
  await idle(page);
}

/** Types into a field of a form-js form, found by its label (form-js adds an asterisk to required ones). */
async function fillFormField(page: Page, scope: string, label: string, text: string) {
  const id = await page.$$eval(`${scope} .fjs-form label`, (labels, wanted) => labels.find((l) => l.textContent?.replace('*', '').trim() === wanted)?.htmlFor, label);
  assert.ok(id, `a form field labelled ${label}`);
  await page.type(`[id="${id}"]`, text);
}

const SERVICE = 3003;
const STATUS_PAGE = '/htservice/approvalInitiated/queryApproval/ApprovalFromDataDemoDetail';

stale("审批查询's 查看 shows an approval decided elsewhere as decided, in the status tab left open at submission", async (ctx) => {
  // The front desk starts a small purchase request (the department head's approval ends it).
  const desk = await as(ctx, 'frontdesk1', SERVICE);
  await open(desk, '/htservice/approvalInitiated/purchaseRequest');
  await desk.waitForSelector('[data-ht="approval-start"] .fjs-form');
  await fillFormField(desk, '[data-ht="approval-start"]', '采购物品', '前台签字笔 50 支');
  await fillFormField(desk, '[data-ht="approval-start"]', '金额（元）', '300');
  await desk.click('[data-ht="approval-submit"]');
  await desk.waitForSelector('[data-ht="page"] [data-ht="approval-status"][data-status="running"]');
  await idle(desk);
  const instanceId = Number(new URL(desk.url()).searchParams.get('instanceId'));
  assert.ok(instanceId > 0, 'the status tab of the new approval is open');

  // The department head (admin) approves it in a browser of their own; nothing tells the front desk's shell.
  const head = await as(ctx, 'admin', SERVICE);
  const token = await tokenOf(head.browserContext());
  const call = async (method: string, p: string, body?: object) =>
    (
      await fetch(`${ctx.server.url}/prod-api/htservice${p}`, {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: body ? JSON.stringify(body) : undefined,
      })
    ).json();
  const pending = (await call('GET', '/approvalCenter/pendingList?pageSize=100')) as { rows: Array<{ taskId: number; instanceId: number }> };
  const task = pending.rows.find((r) => r.instanceId === instanceId);
  assert.ok(task, 'the head has the task');
  const decided = (await call('POST', `/approvalCenter/task/${task!.taskId}/decide`, { action: 'approve', comment: '同意' })) as { data: { instance: { status: string } } };
  assert.is(decided.data.instance.status, 'approved');

  // The front desk looks it up in 审批查询 and clicks 查看: the tab left open switches in, showing the decision.
  await open(desk, '/htservice/approvalInitiated/queryApproval');
  await desk.waitForSelector(`[data-ht="page"] [data-ht="row"] [aria-label="查看 采购申请 #${instanceId} 的审批状态"]`);
  await desk.click(`[data-ht="page"] [data-ht="row"] [aria-label="查看 采购申请 #${instanceId} 的审批状态"]`);
  await desk.waitForSelector(`[data-ht="page"][data-route="${STATUS_PAGE}"]`);
  await idle(desk);
  assert.is(await desk.$eval('[data-ht="page"] [data-ht="approval-status"]', (el) => el.getAttribute('data-status')), 'approved', 'not 审批中');
  assert.is(await desk.$eval('[data-ht="page"] [data-ht="approval-state"]', (el) => el.textContent), '已通过');
  assert.equal(await desk.$$eval('[data-ht="page"] [data-ht="decision"]', (rows) => rows.map((r) => r.getAttribute('data-action'))), ['start', 'approve']);
});

stale("paging the depreciation details dialog leaves the page's address and its runs list alone", async (ctx) => {
  const page = await as(ctx, 'accountant1', 1002);
  await open(page, '/assets/depreciation');
  await page.waitForSelector('[data-ht="page"] [data-ht="row"]');
  const address = () => new URL(page.url()).pathname + new URL(page.url()).search;
  const before = address();
  const runs = () => page.$$eval('[data-ht="page"] [data-ht="crud"][data-table-id="assets-depreciation"] [data-ht="row"]', (rows) => rows.length);
  const runsTotal = () => page.$eval('[data-ht="page"] [data-ht="crud"][data-table-id="assets-depreciation"] [data-ht="pagination"]', (el) => el.getAttribute('data-total'));
  const runRows = await runs();
  const total = await runsTotal();
  assert.ok(runRows > 0, 'the demo hotel has depreciation runs');

  // The first run's details: more than two pages of cards; go to page 3, then sort by amount.
  await page.click('[data-ht="page"] [data-ht="row"] [data-ht="depreciation-lines"]');
  const DIALOG = '[data-ht="depreciation-lines-dialog"]';
  await page.waitForSelector(`${DIALOG} [data-ht="row"]`);
  await idle(page);
  assert.ok(Number(await page.$eval(`${DIALOG} [data-ht="pagination"]`, (el) => el.getAttribute('data-total'))) > 20, 'more than two pages of details');
  await page.click(`${DIALOG} [data-ht="page-button"][data-page="3"]`);
  await page.waitForSelector(`${DIALOG} [data-ht="pagination"][data-page-num="3"]`);
  await idle(page);
  assert.is(address(), before, 'the dialog wrote nothing into the address');
  await page.click(`${DIALOG} [data-column-key="amount"] [data-ht="sort"]`);
  await page.waitForSelector(`${DIALOG} [data-column-key="amount"] [data-ht="sort"][data-sort="ascending"]`);
  await idle(page);
  assert.is(address(), before, 'nor does its sort');
  assert.ok(await page.$(`${DIALOG} [data-ht="row"]`), 'the dialog lists its sorted details');

  // Closed: the runs list is as it was, rows and all, never 暂无数据 beside its total.
  await page.keyboard.press('Escape');
  await page.waitForFunction((d) => !document.querySelector(d), {}, DIALOG);
  await idle(page);
  assert.is(address(), before);
  assert.is(await runs(), runRows);
  assert.is(await runsTotal(), total);
});

stale.run();
