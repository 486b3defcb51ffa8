/**
 * Script injection through an approval form definition (Security round 2, item 7). A form-js schema's
 * `text` component (markdown) and `html` component hold event handlers, scripts, javascript: links, SVG
 * and frames beside harmless formatting. The schema is written straight into the database, as a hostile
 * or careless form designer would leave it, and opened where people see it in real Chromium: the form a
 * front-desk user fills in to start the approval, the read-only form on its status page, the approver's
 * decision panel and the administrator's form editor. None of the payload's elements may reach the DOM (no on* attribute, no
 * script, no frame, no javascript: link), the formatting must still show, no script may run (a marker
 * stays unset) and the Content-Security-Policy must have had nothing to block.
 */
import Sqlite from 'better-sqlite3';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'puppeteer-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { idle, launchBrowser } from './support/browser';
import { startServer, type RunningServer } from './support/server';
import { enterModule, signIn } from './support/session';

const MARK = 'window.__xss=1';
const DEF_KEY = 'purchaseRequest';

const TEXT = [
  '**加粗说明** 与 *斜体*',
  '',
  '- 列表项一',
  '- 列表项二',
  '',
  '[安全链接](https://example.com/help)',
  '',
  `<img src=x onerror="${MARK}">`,
  `<a href="javascript:${MARK}">坏链接一</a>`,
  `<svg onload="${MARK}"><circle r="1"/></svg>`,
  `<script>${MARK}</script>`,
  `<iframe src="javascript:${MARK}"></iframe>`,
].join('\n');

const HTML = [
  '<p><strong>HTML加粗</strong></p>',
  '<ol><li>HTML列表</li></ol>',
  '<a href="https://example.com/html">HTML安全链接</a>',
  `<img src=x onerror="${MARK}">`,
  `<a href="javascript:${MARK}">坏链接二</a>`,
  `<svg><animate onbegin="${MARK}" attributeName="x" dur="1s"/></svg>`,
  `<details open ontoggle="${MARK}"><summary>s</summary></details>`,
  `<script>${MARK}</script>`,
  `<iframe srcdoc="<script>${MARK}</script>"></iframe>`,
  '<object data="x"></object>',
].join('');

const SCHEMA = {
  type: 'default',
  id: 'hostileForm',
  components: [
    { type: 'text', id: 'Text_notes', text: TEXT },
    { type: 'html', id: 'Html_notes', content: HTML },
    { type: 'number', id: 'Field_amount', key: 'amount', label: '金额（元）', validate: { required: true, min: 0 } },
  ],
};

type Ctx = { server: RunningServer; browser: Browser; definitionId: number; instanceId: string; problems: string[] };
const test = suite<Ctx>('approval form definitions are sanitised');

test.before(async (ctx) => {
  ctx.server = await startServer();
  const db = new Sqlite(path.join(ctx.server.dataDir, 'ht.db'));
  try {
    const row = db.prepare('select definition_id as id from approval_definitions where def_key = ? order by org_id limit 1').get(DEF_KEY) as { id: number };
    ctx.definitionId = row.id;
    // Published version and draft alike: the start page shows the one, the form editor the other.
    db.prepare('update approval_versions set form_schema = ? where definition_id = ?').run(JSON.stringify(SCHEMA), row.id);
  } finally {
    db.close();
  }
  ctx.browser = await launchBrowser();
  ctx.problems = [];
});
test.after(async (ctx) => {
  await ctx.browser?.close();
  await ctx.server?.stop();
});

/** A signed-in page of `user` in the service platform that records console errors and CSP reports. */
async function as(ctx: Ctx, user: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await ctx.browser.createBrowserContext();
  const page = await context.newPage();
  page.on('console', (m) => (m.type() === 'error' ? ctx.problems.push(`${user} console: ${m.text()} ${m.location().url ?? ''}`) : undefined));
  page.on('pageerror', (e) => ctx.problems.push(`${user} pageerror: ${e}`));
  await page.evaluateOnNewDocument(() => {
    document.addEventListener('securitypolicyviolation', (e) => console.error(`CSP blocked ${e.violatedDirective}: ${e.blockedURI}`));
  });
  await signIn(page, ctx.server, { user });
  await enterModule(page, 3003);
  return { context, page };
}

async function open(page: Page, route: string, ready: string) {
  await page.evaluate((r) => window.htShell.navigate(r), route);
  await page.waitForSelector(ready);
  await idle(page);
}

type Found = { handlers: string[]; dangerous: string[]; jsLinks: string[]; bold: string[]; items: string[]; links: string[] };

/**
 * What of the payload reached the DOM under `scope`, and which harmless formatting is shown there. A
 * string, not a function: tsx would wrap the helpers of a function in `__name`, which the page lacks.
 */
function inspect(page: Page, scope: string): Promise<Found> {
  return page.evaluate(`(() => {
    const root = document.querySelector(${JSON.stringify(scope)});
    const all = [...root.querySelectorAll('*')];
    const shown = (selector) => [...root.querySelectorAll(selector)].map((el) => (el.textContent || '').trim());
    return {
      handlers: all.filter((el) => [...el.attributes].some((a) => a.name.toLowerCase().startsWith('on'))).map((el) => el.outerHTML.slice(0, 120)),
      dangerous: [...root.querySelectorAll('script, iframe, object, embed, svg animate')].map((el) => el.tagName.toLowerCase()),
      jsLinks: [...root.querySelectorAll('a[href]')].filter((a) => /^\\s*javascript:/i.test(a.getAttribute('href'))).map((a) => a.textContent),
      bold: shown('strong, b'),
      items: shown('li'),
      links: shown('a[href^="https://example.com/"]'),
    };
  })()`) as Promise<Found>;
}

async function assertSanitised(page: Page, scope: string) {
  const found = await inspect(page, scope);
  assert.equal(found.handlers, [], 'no element carries an event handler');
  assert.equal(found.dangerous, [], 'no script, frame, object or SVG animation');
  assert.equal(found.jsLinks, [], 'no javascript: link');
  assert.ok(found.bold.includes('加粗说明') && found.bold.includes('HTML加粗'), `bold text shown: ${JSON.stringify(found.bold)}`);
  for (const item of ['列表项一', '列表项二', 'HTML列表']) assert.ok(found.items.includes(item), `list item ${item} shown: ${JSON.stringify(found.items)}`);
  assert.ok(found.links.includes('安全链接') && found.links.includes('HTML安全链接'), `safe links kept: ${JSON.stringify(found.links)}`);
}

const ran = (page: Page) => page.evaluate(() => (window as unknown as { __xss?: number }).__xss ?? null);

test('the form a user fills in to start the approval, and its status page, show the formatting only', async (ctx) => {
  const { context, page } = await as(ctx, 'frontdesk1');
  await open(page, `/htservice/approvalInitiated/${DEF_KEY}`, '[data-ht="approval-start"] .fjs-form .fjs-form-field-html');
  await assertSanitised(page, '[data-ht="approval-start"] [data-ht="approval-form"]');
  const id = await page.$eval('[data-ht="approval-start"] .fjs-form input[type="text"], [data-ht="approval-start"] .fjs-form input[inputmode]', (el) => el.id);
  await page.type(`[id="${id}"]`, '120');
  await page.click('[data-ht="approval-submit"]');
  await page.waitForSelector('[data-ht="approval-status"] [data-ht="approval-form"] .fjs-form-field-html');
  await idle(page);
  await assertSanitised(page, '[data-ht="approval-status"] [data-ht="approval-form"]');
  ctx.instanceId = new URL(page.url()).searchParams.get('instanceId')!;
  assert.is(await ran(page), null);
  await context.close();
});

test("the approver's decision panel and the administrator's form editor show the formatting only", async (ctx) => {
  // admin leads the general manager's office, so the front-desk request waits for them first.
  const { context, page } = await as(ctx, 'admin');
  await open(page, '/htservice/approvalCenter/pendingList', '[data-ht="page"] [data-ht="table"]');
  await page.click(`[data-ht="row"] [aria-label="办理 采购申请 部门负责人审批 #${ctx.instanceId}"]`);
  await page.waitForSelector('[data-ht="decision-panel"] [data-ht="approval-form"] .fjs-form-field-html');
  await idle(page);
  await assertSanitised(page, '[data-ht="decision-panel"] [data-ht="approval-form"]');
  await open(page, `/flowableFormEdit?definitionId=${ctx.definitionId}`, '[data-ht="approval-form-edit"][data-loaded="true"] .fjs-editor-container .fjs-form-field-html');
  await assertSanitised(page, '[data-ht="form-editor"] .fjs-form');
  assert.is(await ran(page), null);
  await context.close();
});

test('no script ran and the Content-Security-Policy had nothing to block', async ({ problems }) => {
  assert.equal(problems, []);
});

test.run();
