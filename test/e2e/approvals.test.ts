/**
 * The approval journey of issue 7 in real Chromium against the real server: an administrator creates a
 * definition, designs its form in the form editor (form-js), draws two user tasks and an exclusive gateway
 * in the designer (bpmn-js, properties set through our panel), and publishes; a front-desk user starts it
 * from the approval menu; the approvers find it in their pending lists and approve; the initiator sees the
 * path taken. Screenshots of the designer and of the status path go to test-results/approvals/.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'puppeteer-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { RouteNode } from '../../server/contracts/menu';
import { idle, launchBrowser } from './support/browser';
import { startServer, type RunningServer } from './support/server';
import { enterModule, signIn, tokenOf } from './support/session';

const SHOTS = path.resolve('test-results/approvals');
const SERVICE_MODULE = 3003;
const DEF_KEY = 'e2ePurchase';
const DEF_NAME = '采购申请E2E';

type Ctx = { server: RunningServer; browser: Browser };
const journey = suite<Ctx>('approvals journey');

journey.before(async (ctx) => {
  mkdirSync(SHOTS, { recursive: true });
  ctx.server = await startServer();
  ctx.browser = await launchBrowser();
});
journey.after(async (ctx) => {
  await ctx.browser?.close();
  await ctx.server?.stop();
});

/** A signed-in page of `user` in the service platform, in a context of its own. */
async function as(ctx: Ctx, user: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await ctx.browser.createBrowserContext();
  const page = await context.newPage();
  await signIn(page, ctx.server, { user });
  await enterModule(page, SERVICE_MODULE);
  return { context, page };
}

/** The full path of the page with server component `component` in the user's route tree. */
async function pathOf(ctx: Ctx, context: BrowserContext, component: string): Promise<string> {
  const token = await tokenOf(context);
  const reply = (await (await fetch(`${ctx.server.url}/prod-api/htservice/menu/getRouters`, { headers: { Authorization: `Bearer ${token}` } })).json()) as { data: RouteNode[] };
  const join = (base: string, p: string) => (p.startsWith('/') ? p : `${base.replace(/\/$/, '')}/${p}`);
  const find = (nodes: RouteNode[], base: string): string | undefined => {
    for (const node of nodes) {
      const full = join(base, node.path);
      if (node.component === component) return full;
      const hit = find(node.children ?? [], full);
      if (hit) return hit;
    }
    return undefined;
  };
  const found = find(reply.data, '');
  assert.ok(found, `a page with component ${component}`);
  return found!;
}

async function open(page: Page, route: string) {
  await page.bringToFront();
  await page.evaluate((r) => window.htShell.navigate(r), route);
  await idle(page);
}

const FORM = 'form:has([data-ht="crud-save"])';

async function choose(page: Page, scope: string, label: string, option: string) {
  await page.click(`${scope} ::-p-aria([name="${label}"][role="combobox"])`);
  await page.click(`::-p-aria([name="${option}"][role="option"])`);
  await idle(page);
}

/** Types into a text field of our own panels (Mantine inputs) found by its label, replacing what is there. */
async function typeInto(page: Page, scope: string, label: string, text: string) {
  const selector = `${scope} ::-p-aria([name="${label}"][role="textbox"])`;
  await page.click(selector, { clickCount: 3 });
  await page.keyboard.press('Backspace');
  await page.type(selector, text);
  await page.keyboard.press('Enter');
  await idle(page);
}

/** Types into a field of a form-js form, found by its label (form-js adds an asterisk to required ones). */
async function fillFormField(page: Page, scope: string, label: string, text: string) {
  const id = await page.$$eval(`${scope} .fjs-form label`, (labels, wanted) => labels.find((l) => l.textContent?.replace('*', '').trim() === wanted)?.htmlFor, label);
  assert.ok(id, `a form field labelled ${label}`);
  await page.type(`[id="${id}"]`, text);
}

/** Clicks the visible one of the elements `selector` matches (hidden tabs keep their pages in the DOM). */
async function clickVisible(page: Page, selector: string) {
  await page.waitForFunction((s) => [...document.querySelectorAll(s)].some((e) => e.checkVisibility()), { polling: 100 }, selector);
  for (const handle of await page.$$(selector)) if (await handle.evaluate((e) => e.checkVisibility())) return handle.click();
}

async function toast(page: Page, text: string) {
  await page.waitForSelector(`::-p-text(${text})`);
}

journey('design, publish, start, approve and follow an approval', async (ctx) => {
  // ---- The administrator: category, definition, form, diagram, publish.
  const admin = await as(ctx, 'admin');
  let page = admin.page;
  await open(page, await pathOf(ctx, admin.context, 'service/approvalCenter/approvalDict'));
  await page.waitForSelector('[data-ht="page"] [data-ht="table"]');
  await page.click('[data-ht="page"] [data-ht="crud-add"]');
  await page.type(`${FORM} [name="categoryCode"]`, 'e2e');
  await page.type(`${FORM} [name="categoryName"]`, 'E2E采购');
  await page.click('[data-ht="crud-save"]');
  await page.waitForFunction(() => !document.querySelector('[data-ht="crud-save"]'));
  await idle(page);

  await open(page, await pathOf(ctx, admin.context, 'service/approvalCenter/approvalDefinition'));
  await page.waitForSelector('[data-ht="page"] [data-ht="table"]');
  await page.click('[data-ht="page"] [data-ht="crud-add"]');
  await choose(page, FORM, '审批分类', 'E2E采购');
  await page.type(`${FORM} [name="defKey"]`, DEF_KEY);
  await page.type(`${FORM} [name="name"]`, DEF_NAME);
  await page.type(`${FORM} [name="nameEn"]`, 'Purchase E2E');
  await page.click('[data-ht="crud-save"]');
  await page.waitForFunction(() => !document.querySelector('[data-ht="crud-save"]'));
  await idle(page);

  // The form: an item and an amount (the money field: typed in yuan, sent in fen), added through the
  // form-js editor's own modeling API.
  // Edit and the flow come first in the row; the form is under 更多 (src/ui/RowActions.tsx).
  await clickVisible(page, `[data-ht="row"] [aria-label="更多：${DEF_NAME}"]`);
  await page.click(`[role="menu"] [role="menuitem"][aria-label="设计表单：${DEF_NAME}"]`);
  await page.waitForSelector('[data-ht="approval-form-edit"][data-loaded="true"] .fjs-editor-container');
  await idle(page);
  assert.match(new URL(page.url()).pathname, /^\/flowableFormEdit$/);
  assert.is(await page.$('[data-ht="approval-form-edit"] [data-ht="unsaved"]'), null, 'a freshly loaded form is not a change');
  await page.evaluate(`(() => {
    const editor = document.querySelector('[data-ht="form-editor"]').formEditor;
    const modeling = editor.get('modeling');
    const root = editor.get('formFieldRegistry').getAll().find((f) => f.type === 'default');
    modeling.addFormField({ type: 'textfield', key: 'item', label: '采购物品', validate: { required: true }, properties: { labelEn: 'Item' } }, root, 0);
    modeling.addFormField({ type: 'money', key: 'amount', label: '金额', validate: { required: true }, properties: { labelEn: 'Amount' } }, root, 1);
  })()`);
  await page.waitForSelector('[data-ht="unsaved"]');
  await page.click('::-p-aria([name="保存表单"][role="button"])');
  await toast(page, '表单已保存');
  await idle(page);

  // The diagram: start → 部门审批 → gateway → (amount > 500000 fen, 5,000 yuan) 总经理审批 → end, default flow → end.
  await open(page, `${await pathOf(ctx, admin.context, 'service/approval/designer')}?definitionId=${new URL(page.url()).searchParams.get('definitionId')}`);
  await page.waitForSelector('[data-ht="approval-designer"][data-loaded="true"] .djs-container');
  await idle(page);
  const ids = (await page.evaluate(`(() => {
    const m = document.querySelector('[data-ht="bpmn-canvas"]').bpmnModeler;
    const modeling = m.get('modeling');
    const registry = m.get('elementRegistry');
    const start = registry.filter((e) => e.type === 'bpmn:StartEvent')[0];
    const first = modeling.appendShape(start, { type: 'bpmn:UserTask' }, { x: start.x + 200, y: start.y + 18 });
    const gateway = modeling.appendShape(first, { type: 'bpmn:ExclusiveGateway' }, { x: first.x + 230, y: first.y + 40 });
    const second = modeling.appendShape(gateway, { type: 'bpmn:UserTask' }, { x: gateway.x + 200, y: gateway.y + 25 });
    const end = modeling.appendShape(second, { type: 'bpmn:EndEvent' }, { x: second.x + 200, y: second.y + 160 });
    const bigFlow = gateway.outgoing[0];
    const smallFlow = modeling.connect(gateway, end);
    m.get('canvas').zoom('fit-viewport');
    return { first: first.id, gateway: gateway.id, second: second.id, bigFlow: bigFlow.id, smallFlow: smallFlow.id };
  })()`)) as Record<string, string>;
  const select = async (id: string) => {
    await page.evaluate(`(() => {
      const m = document.querySelector('[data-ht="bpmn-canvas"]').bpmnModeler;
      m.get('selection').select(m.get('elementRegistry').get(${JSON.stringify(id)}));
    })()`);
    await page.waitForSelector(`[data-ht="designer-properties"][data-element-id="${id}"]`);
  };
  const PANEL = '[data-ht="designer-properties"]';
  await select(ids.first);
  await typeInto(page, PANEL, '名称', '部门审批');
  await choose(page, PANEL, '审批人类型', '指定用户');
  await choose(page, PANEL, '审批人', `${await nick(ctx, admin.context, 'accountant1')} (accountant1)`);
  await select(ids.second);
  await typeInto(page, PANEL, '名称', '总经理审批');
  await choose(page, PANEL, '审批人类型', '指定用户');
  await choose(page, PANEL, '审批人', `${await nick(ctx, admin.context, 'admin')} (admin)`);
  await select(ids.bigFlow);
  // A condition naming a field the form does not have is refused as typed, with the reason.
  await typeInto(page, PANEL, '条件', 'cost > 5000');
  await page.waitForSelector(`${PANEL} ::-p-text(表单中没有字段)`);
  await typeInto(page, PANEL, '条件', 'amount > 500000');
  assert.not.ok(await page.$(`${PANEL} ::-p-text(表单中没有字段)`), 'a valid condition shows no error');
  await select(ids.smallFlow);
  await page.click(`${PANEL} ::-p-aria([name="默认路径"][role="checkbox"])`);
  await idle(page);
  const xml = (await page.evaluate(`document.querySelector('[data-ht="bpmn-canvas"]').bpmnModeler.saveXML().then((r) => r.xml)`)) as string;
  assert.match(xml, /ht:assigneeType="user"/);
  assert.match(xml, /ht:assignee="accountant1"/);
  assert.match(xml, /amount &gt; 500000</);
  assert.match(xml, new RegExp(`default="${ids.smallFlow}"`));
  await page.screenshot({ path: path.join(SHOTS, 'designer.png') });
  await page.click('[data-ht="approval-designer"] ::-p-aria([name="发布"][role="button"])');
  await toast(page, '已发布第');
  await idle(page);
  await admin.context.close();

  // ---- The front desk starts it from the approval menu (the detail route under /htservice/approvalInitiated).
  const desk = await as(ctx, 'frontdesk1');
  page = desk.page;
  await open(page, await pathOf(ctx, desk.context, 'service/approvalInitiated/index'));
  await clickVisible(page, `[aria-label="发起 ${DEF_NAME}"]`);
  await page.waitForSelector(`[data-ht="approval-start"][data-def-key="${DEF_KEY}"] .fjs-form`);
  await idle(page);
  assert.is(new URL(page.url()).pathname, `/htservice/approvalInitiated/${DEF_KEY}`);
  await fillFormField(page, '[data-ht="approval-start"]', '采购物品', '客房吹风机 20 台');
  await fillFormField(page, '[data-ht="approval-start"]', '金额', '8000');
  await page.click('[data-ht="approval-submit"]');
  await page.waitForSelector('[data-ht="approval-status"][data-status="running"]');
  await idle(page);
  const statusUrl = new URL(page.url());
  const instanceId = statusUrl.searchParams.get('instanceId');
  assert.ok(instanceId, 'the status page of the new approval opened');
  assert.ok(await page.$('::-p-text(等待：部门审批)'), 'it waits at the first task');

  // ---- Both approvers decide from their pending lists.
  for (const [user, step] of [
    ['accountant1', '部门审批'],
    ['admin', '总经理审批'],
  ] as const) {
    const approver = await as(ctx, user);
    await open(approver.page, await pathOf(ctx, approver.context, 'service/approvalCenter/pendingList'));
    await approver.page.waitForSelector('[data-ht="page"] [data-ht="table"]');
    await clickVisible(approver.page, `[data-ht="row"] [aria-label="办理 ${DEF_NAME} ${step} #${instanceId}"]`);
    await approver.page.waitForSelector('[data-ht="decision-panel"] [data-ht="approval-status"] .fjs-form');
    await idle(approver.page);
    await approver.page.type('[data-ht="decision-panel"] ::-p-aria([name="审批意见"][role="textbox"])', `${step}同意`);
    await approver.page.click('[data-ht="decision-panel"] ::-p-aria([name="同意"][role="button"])');
    await toast(approver.page, '已提交：同意');
    await approver.context.close();
  }

  // ---- The initiator sees the whole path, approved.
  await page.bringToFront();
  await page.evaluate((r) => window.htShell.navigate(r), `/redirect${statusUrl.pathname}${statusUrl.search}`);
  await page.waitForSelector('[data-ht="approval-status"][data-status="approved"] [data-ht="approval-diagram"] .djs-element.ht-passed');
  await idle(page);
  const actions = await page.$$eval('[data-ht="decision"]', (rows) => rows.map((r) => r.getAttribute('data-action')));
  assert.equal(actions, ['start', 'approve', 'approve']);
  const passed = await page.$$eval('[data-ht="approval-diagram"] .djs-element.ht-passed', (els) => els.map((e) => e.getAttribute('data-element-id')));
  for (const id of [ids.first, ids.gateway, ids.second, ids.bigFlow]) assert.ok(passed.includes(id), `${id} is marked as passed`);
  assert.not.ok(passed.includes(ids.smallFlow), 'the default flow was not taken');
  await page.screenshot({ path: path.join(SHOTS, 'status-path.png'), fullPage: true });
  await desk.context.close();
});

/** The nickname of a demo user, as the assignee picker labels them. */
async function nick(ctx: Ctx, context: BrowserContext, userName: string): Promise<string> {
  const token = await tokenOf(context);
  const reply = (await (await fetch(`${ctx.server.url}/prod-api/htservice/user/list?userName=${userName}`, { headers: { Authorization: `Bearer ${token}` } })).json()) as {
    rows: Array<{ userName: string; nickName: string }>;
  };
  return reply.rows.find((u) => u.userName === userName)!.nickName;
}

journey.run();
