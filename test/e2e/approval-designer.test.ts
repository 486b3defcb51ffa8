/**
 * The workflow designer opened directly on a brand-new definition, in real Chromium against the real
 * server: it starts from the default diagram (one start event), the properties panel edits the selected
 * element, saving writes the draft, and a draft saved elsewhere in between answers 409, shown with a way
 * out. Also prints the designer's load figures (bytes of its own chunks, time to a usable canvas).
 */
import type { Browser, BrowserContext, Page } from 'puppeteer-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { ApprovalDraft, ApprovalCategory, ApprovalDefinition } from '../../server/contracts/approval';
import type { RouteNode } from '../../server/contracts/menu';
import { idle, launchBrowser } from './support/browser';
import { startServer, type RunningServer } from './support/server';
import { enterModule, signIn, tokenOf } from './support/session';

type Ctx = { server: RunningServer; browser: Browser; context: BrowserContext; page: Page; call: <T>(method: string, path: string, body?: unknown) => Promise<T> };
const designer = suite<Ctx>('approval designer');

designer.before(async (ctx) => {
  ctx.server = await startServer();
  ctx.browser = await launchBrowser();
  ctx.context = await ctx.browser.createBrowserContext();
  ctx.page = await ctx.context.newPage();
  await signIn(ctx.page, ctx.server);
  await enterModule(ctx.page, 3003);
  const token = await tokenOf(ctx.context);
  ctx.call = async (method, path, body) => {
    const reply = await fetch(`${ctx.server.url}/prod-api${path}`, {
      method,
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return (await reply.json()) as never;
  };
});
designer.after(async (ctx) => {
  await ctx.browser?.close();
  await ctx.server?.stop();
});

/** A new definition (and a category for it) made through the API: the subject here is the designer. */
async function newDefinition(ctx: Ctx, defKey: string): Promise<ApprovalDefinition> {
  await ctx.call('POST', '/htservice/approvalDict', { categoryCode: `c${defKey}`, categoryName: `分类${defKey}`, orderNum: 0, status: '0' });
  const categories = await ctx.call<{ rows: ApprovalCategory[] }>('GET', `/htservice/approvalDict/list?categoryName=${encodeURIComponent(`分类${defKey}`)}`);
  await ctx.call('POST', '/htservice/approvalDefinition', { categoryId: categories.rows[0].categoryId, defKey, name: `定义${defKey}`, status: '0' });
  const list = await ctx.call<{ rows: ApprovalDefinition[] }>('GET', `/htservice/approvalDefinition/list?name=${encodeURIComponent(`定义${defKey}`)}`);
  return list.rows.find((d) => d.defKey === defKey)!;
}

async function designerPath(ctx: Ctx): Promise<string> {
  const reply = await ctx.call<{ data: RouteNode[] }>('GET', '/htservice/menu/getRouters');
  const find = (nodes: RouteNode[], base: string): string | undefined => {
    for (const n of nodes) {
      const full = n.path.startsWith('/') ? n.path : `${base.replace(/\/$/, '')}/${n.path}`;
      if (n.component === 'service/approval/designer') return full;
      const hit = find(n.children ?? [], full);
      if (hit) return hit;
    }
    return undefined;
  };
  return find(reply.data, '') ?? '/metadata/temp4/wfd';
}

async function openDesigner(ctx: Ctx, definitionId: number): Promise<number> {
  const started = Date.now();
  await ctx.page.evaluate((r) => window.htShell.navigate(r), `${await designerPath(ctx)}?definitionId=${definitionId}`);
  await ctx.page.waitForSelector('[data-ht="approval-designer"][data-loaded="true"] .djs-container');
  await idle(ctx.page);
  return Date.now() - started;
}

const startEventId = (page: Page) =>
  page.evaluate(`document.querySelector('[data-ht="bpmn-canvas"]').bpmnModeler.get('elementRegistry').filter((e) => e.type === 'bpmn:StartEvent')[0].id`) as Promise<string>;

const elementTypes = (page: Page) =>
  page.evaluate(`document.querySelector('[data-ht="bpmn-canvas"]').bpmnModeler.get('elementRegistry').filter((e) => !e.labelTarget && e.type !== 'bpmn:Process').map((e) => e.type)`) as Promise<
    string[]
  >;

designer('a new definition opens on the default diagram; the panel names the start event; save writes the draft', async (ctx) => {
  const def = await newDefinition(ctx, 'designerNew');
  const ms = await openDesigner(ctx, def.definitionId);
  const { page } = ctx;
  assert.equal((await elementTypes(page)).sort(), ['bpmn:EndEvent', 'bpmn:SequenceFlow', 'bpmn:StartEvent'], 'the first draft: start joined to end');
  assert.ok(await page.$('[data-ht="approval-designer"] ::-p-text(在画布上选择一个元素以编辑其属性)'), 'nothing selected yet');
  assert.is(await page.$('[data-ht="approval-designer"] [data-ht="unsaved"]'), null, 'a freshly loaded diagram is not a change');
  const startId = await startEventId(page);

  await page.click(`.djs-element.djs-shape[data-element-id="${startId}"]`);
  await page.waitForSelector(`[data-ht="designer-properties"][data-element-id="${startId}"]`);
  const name = '[data-ht="designer-properties"] ::-p-aria([name="名称"][role="textbox"])';
  await page.type(name, '提交申请');
  await page.keyboard.press('Enter');
  await page.waitForSelector('[data-ht="unsaved"]');
  await page.click('[data-ht="approval-designer"] ::-p-aria([name="保存草稿"][role="button"])');
  await page.waitForSelector('::-p-text(草稿已保存)');
  await idle(page);
  const draft = (await ctx.call<{ data: ApprovalDraft }>('GET', `/htservice/approvalDefinition/${def.definitionId}/draft`)).data;
  assert.match(draft.bpmnXml, new RegExp(`<bpmn:startEvent id="${startId}" name="提交申请"`));
  assert.is(await page.$('[data-ht="unsaved"]'), null, 'saved: nothing unsaved');

  const own = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((e) => /DesignerPage|approvals-.*\.css/.test(e.name))
      .map((e) => [e.name.split('/').pop(), (e as PerformanceResourceTiming).encodedBodySize]),
  );
  console.log(`designer: usable after ${ms} ms; own files (bytes over the wire): ${JSON.stringify(own)}`);
});

designer('a draft saved elsewhere in between: 409, explained, and reload brings the other version', async (ctx) => {
  const def = await newDefinition(ctx, 'designerConflict');
  await openDesigner(ctx, def.definitionId);
  const { page } = ctx;
  // Someone else saves the draft meanwhile (the same call the designer makes).
  const current = (await ctx.call<{ data: ApprovalDraft }>('GET', `/htservice/approvalDefinition/${def.definitionId}/draft`)).data;
  const startId = await startEventId(page);
  const theirs = (await page.evaluate(`document.querySelector('[data-ht="bpmn-canvas"]').bpmnModeler.saveXML().then((r) => r.xml)`)) as string;
  await ctx.call('PUT', `/htservice/approvalDefinition/${def.definitionId}/draft`, {
    bpmnXml: theirs.replace(`id="${startId}"`, `id="${startId}" name="他人修改"`),
    formSchema: current.formSchema,
    draftRevision: current.draftRevision,
  });

  await page.evaluate(`(() => {
    const m = document.querySelector('[data-ht="bpmn-canvas"]').bpmnModeler;
    m.get('modeling').updateProperties(m.get('elementRegistry').get(${JSON.stringify(startId)}), { name: '我的修改' });
  })()`);
  await page.click('[data-ht="approval-designer"] ::-p-aria([name="保存草稿"][role="button"])');
  await page.waitForSelector('[data-ht="conflict"] ::-p-text(草稿已被他人修改)');
  await page.click('[data-ht="conflict"] ::-p-aria([name="重新加载"][role="button"])');
  await page.waitForFunction(() => !document.querySelector('[data-ht="conflict"]'), { polling: 100 });
  await idle(page);
  const name = await page.evaluate(`document.querySelector('[data-ht="bpmn-canvas"]').bpmnModeler.get('elementRegistry').get(${JSON.stringify(startId)}).businessObject.name`);
  assert.is(name, '他人修改');
});

designer.run();
