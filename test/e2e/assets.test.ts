/**
 * Fixed assets as the hotel's accountant uses them, in real Chromium against the real server: 1,000 asset
 * cards imported from an xlsx with a progress bar reaching 100 %, the copy refused without a department
 * ("请先选择部门"), every card generated, the period depreciated (one voucher, its number linking to the
 * change-voucher detail), the voucher sent; the administrator audits it, previews and prints it, and the
 * print count rises.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'puppeteer-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { assetRows, assetXlsx } from '../support/asset-sheet';
import { idle, launchBrowser } from './support/browser';
import { startServer, type RunningServer } from './support/server';
import { enterModule, signIn, tokenOf } from './support/session';
import { clickRowAction } from './support/row-actions';

type Ctx = { server: RunningServer; browser: Browser; dir: string };
const assets = suite<Ctx>('assets');

assets.before(async (ctx) => {
  ctx.server = await startServer();
  ctx.browser = await launchBrowser();
  ctx.dir = mkdtempSync(path.join(tmpdir(), 'ht-e2e-assets-'));
});
assets.after(async (ctx) => {
  await ctx.browser?.close();
  await ctx.server?.stop();
});

async function openAs(ctx: Ctx, user: string, moduleId: number, route: string): Promise<Page> {
  const context = await ctx.browser.createBrowserContext();
  const page = await context.newPage();
  await signIn(page, ctx.server, { user });
  await go(page, moduleId, route);
  return page;
}

/** Enters the module from the module selection page (right after sign-in), else switches by address. */
async function go(page: Page, moduleId: number, route: string) {
  if (await page.$(`[data-ht="module"][data-module-id="${moduleId}"]`)) await enterModule(page, moduleId);
  await page.evaluate((r) => window.htShell.navigate(r), route);
  await page.waitForSelector('[data-ht="page"] [data-ht="table"]');
  await idle(page);
}

/** The id of the first task row of `kind` on the page that is not in `known`. */
async function newTask(page: Page, kind: string, known: Array<string | null>): Promise<string> {
  const handle = await page.waitForFunction(
    (k: string, ids: Array<string | null>) =>
      [...document.querySelectorAll(`[data-ht="page"] [data-ht="task-row"][data-kind="${k}"]`)].map((r) => r.getAttribute('data-task-id')).find((id) => !ids.includes(id)),
    { polling: 100, timeout: 30_000 },
    kind,
    known,
  );
  return (await handle.jsonValue()) as string;
}
/** Waits for the task's row to show `status`; on time-out, fails with what the page and the server say. */
async function waitStatus(ctx: Ctx, page: Page, id: string, status: string, timeout = 60_000) {
  try {
    await page.waitForSelector(`${taskRow(id)}[data-status="${status}"]`, { timeout });
  } catch (error) {
    const token = await tokenOf(page.browserContext());
    const server = await (await fetch(`${ctx.server.url}/prod-api/htservice/task/${id}`, { headers: { authorization: `Bearer ${token}` } })).text();
    const shown = await page.$eval(taskRow(id), (el) => `${el.getAttribute('data-status')}: ${el.textContent}`).catch(() => 'no row');
    throw new Error(`task ${id} never showed ${status}; the page shows ${shown}; the server says ${server}`, { cause: error });
  }
}
const taskIds = (page: Page) => page.$$eval('[data-ht="page"] [data-ht="task-row"]', (rows) => rows.map((r) => r.getAttribute('data-task-id')));
const taskRow = (id: string) => `[data-ht="page"] [data-ht="task-row"][data-task-id="${id}"]`;

assets('import 1,000 cards, generate, depreciate; the voucher is audited, previewed and printed', async (ctx) => {
  const page = await openAs(ctx, 'accountant1', 1002, '/assets/card');
  const file = path.join(ctx.dir, 'cards.xlsx');
  writeFileSync(file, await assetXlsx(assetRows(1000, 'E2E')));

  // The import: progress to 100 %, then the cards are there, to be generated.
  const before = await taskIds(page);
  const input = await page.waitForSelector('[data-ht="page"] [data-ht="import-panel"] input[type="file"]');
  await input!.uploadFile(file);
  await page.waitForSelector('[data-ht="page"] [data-ht="import-start"]:not([disabled])');
  await page.click('[data-ht="page"] [data-ht="import-start"]');
  const imported = await newTask(page, 'asset-card-import', before);
  await waitStatus(ctx, page, imported, 'done');
  assert.is(await page.$eval(`${taskRow(imported)} [data-ht="task-progress"]`, (el) => el.getAttribute('aria-valuenow')), '100');
  assert.match(await page.$eval(`${taskRow(imported)} [data-ht="task-step"]`, (el) => el.textContent ?? ''), /导入 1000 行/);
  const token = await tokenOf(page.browserContext());
  const api = async (p: string) => (await fetch(`${ctx.server.url}/prod-api/htservice${p}`, { headers: { authorization: `Bearer ${token}` } })).json();
  assert.is((await api('/assets/card/list?assetCode=E2E-&genStatus=0')).total, 1000);

  // Copy without a department: the dialog says what is missing.
  await idle(page);
  await clickRowAction(page, '[data-ht="page"] [data-ht="row"]', '[data-ht="asset-copy-open"]');
  await page.waitForSelector('[data-ht="asset-copy"] [data-ht="copy-confirm"]');
  await page.click('[data-ht="asset-copy"] [data-ht="copy-confirm"]');
  await page.waitForSelector('::-p-text(请先选择部门)');
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => !document.querySelector('[data-ht="asset-copy"]'));

  // Generate every card still to be generated (a task), then the tags say so.
  const beforeGen = await taskIds(page);
  await page.click('[data-ht="page"] [data-ht="asset-generate-all"]');
  const generation = await newTask(page, 'asset-generation', beforeGen);
  await waitStatus(ctx, page, generation, 'done');
  assert.is((await api('/assets/card/list?genStatus=0')).total, 0);
  await page.waitForFunction(() => [...document.querySelectorAll('[data-ht="page"] [data-ht="row"] [data-ht="gen-status"]')].every((el) => el.getAttribute('data-status') === '1'), { polling: 100 });

  // Depreciation of the current period: done, one voucher, linked to its detail.
  await go(page, 1002, '/assets/depreciation');
  const beforeRun = await taskIds(page);
  await page.click('[data-ht="page"] [data-ht="depreciation-run"]');
  const run = await newTask(page, 'asset-depreciation', beforeRun);
  await waitStatus(ctx, page, run, 'done');
  assert.is(await page.$eval(`${taskRow(run)} [data-ht="task-progress"]`, (el) => el.getAttribute('aria-valuenow')), '100');
  // The demo hotel depreciated its earlier months too (server/db/seed-books.ts): the row of the period run here.
  const year = await page.$eval('[data-ht="page"] [data-ht="depreciation-year"]', (el) => (el as HTMLInputElement).value);
  const month = await page.$eval('[data-ht="page"] [data-ht="depreciation-period-value"]', (el) => (el as HTMLInputElement).value);
  const voucherOfRun = await page.waitForFunction(
    (label: string) => {
      const row = [...document.querySelectorAll('[data-ht="page"] [data-ht="row"]')].find((r) => r.querySelector('td[data-col="period"]')?.textContent === label);
      return row?.querySelector('[data-ht="depreciation-voucher"]')?.textContent?.trim() || false;
    },
    { polling: 100, timeout: 10_000 },
    `${year} 年 ${month} 期`,
  );
  const no = String(await voucherOfRun.jsonValue());
  assert.match(no, /^记-\d{4}$/);
  assert.match(await page.$eval(`${taskRow(run)} [data-ht="task-step"]`, (el) => el.textContent ?? ''), no);
  // Running the same period again is refused, and says why.
  const beforeAgain = await taskIds(page);
  await page.click('[data-ht="page"] [data-ht="depreciation-run"]');
  const again = await newTask(page, 'asset-depreciation', beforeAgain);
  await waitStatus(ctx, page, again, 'failed', 30_000);
  assert.match(await page.$eval(`${taskRow(again)} [data-ht="task-step"]`, (el) => el.textContent ?? ''), '不能重复计提');

  // The finished task refreshes the list: click once it has settled, not a row being replaced.
  await idle(page);
  await page.click(`[data-ht="page"] [data-ht="row"] [aria-label="凭证 ${no} 的详情"]`);
  await page.waitForSelector('[data-ht="voucher-detail"]');
  await idle(page);
  assert.match(new URL(page.url()).pathname, '/htservice/accountChangeVoucher');
  assert.match(await page.$eval('[data-ht="voucher-detail"]', (el) => el.textContent ?? ''), '管理费用-折旧费');

  // The maker sends it; someone else audits it.
  await go(page, 1001, '/accounting/voucher/entry');
  await page.click(`[data-ht="row"] [aria-label="送审凭证 ${no}"]`);
  await page.waitForFunction((n: string) => [...document.querySelectorAll('[data-ht="row"]')].some((r) => r.textContent?.includes(n) && r.textContent.includes('已送审')), { polling: 100 }, no);

  const admin = await openAs(ctx, 'admin', 1001, '/accounting/voucher/audit');
  await admin.click(`[data-ht="row"] [aria-label="审核凭证 ${no}"]`);
  await admin.waitForFunction((n: string) => [...document.querySelectorAll('[data-ht="row"]')].some((r) => r.textContent?.includes(n) && r.textContent.includes('已审核')), { polling: 100 }, no);
  await idle(admin);

  // Preview and print through the print widget: the count rises.
  await admin.evaluate(`window.print = () => { window.dispatchEvent(new Event('afterprint')); }`);
  await admin.click(`[data-ht="row"] [aria-label="打印凭证 ${no}"]`);
  await admin.waitForSelector('[data-ht="print-canvas"][data-drawn="1@100"]');
  await idle(admin);
  assert.is(await admin.$eval('[data-ht="print-count"]', (el) => el.getAttribute('data-count')), '0');
  await admin.click('[data-ht="print-print"]');
  await admin.waitForFunction(() => document.querySelector('[data-ht="print-count"]')?.getAttribute('data-count') === '1', { polling: 100 });
  assert.match(await admin.$eval('[data-ht="print-count"]', (el) => el.textContent ?? ''), '系统管理员 1 次');
});

const FORM = '[data-ht="crud-form"]';

/** Picks an option of a select in `scope` by its label and the option's text. */
async function choose(page: Page, scope: string, label: string, option: string) {
  await page.click(`${scope} ::-p-aria([name="${label}"][role="combobox"])`);
  await page.click(`::-p-aria([name="${option}"][role="option"])`);
}

assets('a card through the form, copied to another department; a check of the front office with one asset lost', async (ctx) => {
  const page = await openAs(ctx, 'accountant1', 1002, '/assets/card');
  await page.click('[data-ht="page"] [data-ht="crud-add"]');
  await page.waitForSelector(`${FORM} [name="assetCode"]`);
  await page.type(`${FORM} [name="assetCode"]`, 'UI-1');
  await page.type(`${FORM} [name="assetName"]`, '前台收银机');
  await choose(page, FORM, '资产类别', '电子设备');
  await choose(page, FORM, '使用部门', '前厅部');
  await page.type(`${FORM} [name="originalValue"]`, '3600');
  await page.type(`${FORM} [name="startDate"]`, '2023-04-01');
  await page.click(`${FORM} [data-ht="crud-save"]`);
  await page.waitForFunction(() => !document.querySelector('[data-ht="crud-form"]'));
  await idle(page);
  await page.type('[data-ht="page"] input[name="assetCode"]', 'UI-1');
  await page.click('[data-ht="page"] [data-ht="crud-search"]');
  await page.waitForFunction(() => [...document.querySelectorAll('[data-ht="page"] [data-ht="row"]')].some((r) => r.textContent?.includes('前台收银机')), { polling: 100 });
  await idle(page);
  // 3,600.00 less 5 % over the class's 36 months: 95.00 a month; to be generated, never checked.
  const row = await page.$eval('[data-ht="page"] [data-ht="row"]', (r) => r.textContent ?? '');
  for (const text of ['UI-1', '电子设备', '前厅部', '3,600.00', '95.00', '待生成', '未盘点']) assert.match(row, text);

  await clickRowAction(page, '[data-ht="page"] [data-ht="row"]', '[aria-label="复制资产 UI-1"]');
  await page.waitForSelector('[data-ht="asset-copy"] [data-ht="copy-confirm"]');
  await choose(page, '[data-ht="asset-copy"]', '使用部门', '财务部');
  await page.click('[data-ht="asset-copy"] [data-ht="copy-confirm"]');
  await page.waitForFunction(() => !document.querySelector('[data-ht="asset-copy"]'));
  await page.waitForFunction(() => [...document.querySelectorAll('[data-ht="page"] [data-ht="row"]')].some((r) => r.textContent?.includes('UI-1-1') && r.textContent.includes('财务部')), {
    polling: 100,
  });

  await page.evaluate(() => window.htShell.navigate('/assets/check'));
  await page.waitForSelector('[data-ht="page"] [data-ht="crud-add"]');
  await idle(page);
  await page.click('[data-ht="page"] [data-ht="crud-add"]');
  const dialog = '[data-ht="asset-check-form"]';
  await page.waitForSelector(`${dialog} [data-ht="crud-save"]`);
  await page.click(`${dialog} [data-ht="crud-save"]`);
  await page.waitForSelector('::-p-text(请先选择部门)');
  await choose(page, dialog, '使用部门', '前厅部');
  await page.waitForSelector(`${dialog} ::-p-aria([name="盘亏 UI-1 前台收银机"][role="checkbox"])`);
  await page.click(`${dialog} ::-p-aria([name="盘亏 UI-1 前台收银机"][role="checkbox"])`);
  await page.click(`${dialog} [data-ht="crud-save"]`);
  await page.waitForFunction(() => !document.querySelector('[data-ht="asset-check-form"]'));
  await page.waitForFunction(() => [...document.querySelectorAll('[data-ht="page"] [data-ht="row"]')].some((r) => r.textContent?.includes('前厅部')), { polling: 100 });
  const token = await tokenOf(page.browserContext());
  const card = await (await fetch(`${ctx.server.url}/prod-api/htservice/assets/card/list?assetCode=UI-1`, { headers: { authorization: `Bearer ${token}` } })).json();
  assert.equal(
    card.rows.map((r: { assetCode: string; checkStatus: string }) => [r.assetCode, r.checkStatus]),
    [
      ['UI-1', '2'],
      ['UI-1-1', '0'],
    ],
  );
});

assets.run();
