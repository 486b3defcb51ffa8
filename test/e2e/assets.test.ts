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
  await page.waitForSelector(`${taskRow(imported)}[data-status="done"]`, { timeout: 60_000 });
  assert.is(await page.$eval(`${taskRow(imported)} [data-ht="task-progress"]`, (el) => el.getAttribute('aria-valuenow')), '100');
  assert.match(await page.$eval(`${taskRow(imported)} [data-ht="task-step"]`, (el) => el.textContent ?? ''), /导入 1000 行/);
  const token = await tokenOf(page.browserContext());
  const api = async (p: string) => (await fetch(`${ctx.server.url}/prod-api/htservice${p}`, { headers: { authorization: `Bearer ${token}` } })).json();
  assert.is((await api('/assets/card/list?assetCode=E2E-&genStatus=0')).total, 1000);

  // Copy without a department: the dialog says what is missing.
  await idle(page);
  await page.click('[data-ht="page"] [data-ht="row"] [data-ht="asset-copy-open"]');
  await page.waitForSelector('[data-ht="asset-copy"] [data-ht="copy-confirm"]');
  await page.click('[data-ht="asset-copy"] [data-ht="copy-confirm"]');
  await page.waitForSelector('::-p-text(请先选择部门)');
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => !document.querySelector('[data-ht="asset-copy"]'));

  // Generate every card still to be generated (a task), then the tags say so.
  const beforeGen = await taskIds(page);
  await page.click('[data-ht="page"] [data-ht="asset-generate-all"]');
  const generation = await newTask(page, 'asset-generation', beforeGen);
  await page.waitForSelector(`${taskRow(generation)}[data-status="done"]`, { timeout: 60_000 });
  assert.is((await api('/assets/card/list?genStatus=0')).total, 0);
  await page.waitForFunction(() => [...document.querySelectorAll('[data-ht="page"] [data-ht="row"] [data-ht="gen-status"]')].every((el) => el.getAttribute('data-status') === '1'), { polling: 100 });

  // Depreciation of the current period: done, one voucher, linked to its detail.
  await go(page, 1002, '/assets/depreciation');
  const beforeRun = await taskIds(page);
  await page.click('[data-ht="page"] [data-ht="depreciation-run"]');
  const run = await newTask(page, 'asset-depreciation', beforeRun);
  await page.waitForSelector(`${taskRow(run)}[data-status="done"]`, { timeout: 60_000 });
  assert.is(await page.$eval(`${taskRow(run)} [data-ht="task-progress"]`, (el) => el.getAttribute('aria-valuenow')), '100');
  await page.waitForSelector('[data-ht="page"] [data-ht="row"] [data-ht="depreciation-voucher"]', { timeout: 10_000 });
  const no = (await page.$eval('[data-ht="page"] [data-ht="row"] [data-ht="depreciation-voucher"]', (el) => el.textContent ?? '')).trim();
  assert.match(no, /^记-\d{4}$/);
  assert.match(await page.$eval(`${taskRow(run)} [data-ht="task-step"]`, (el) => el.textContent ?? ''), no);
  // Running the same period again is refused, and says why.
  const beforeAgain = await taskIds(page);
  await page.click('[data-ht="page"] [data-ht="depreciation-run"]');
  const again = await newTask(page, 'asset-depreciation', beforeAgain);
  await page.waitForSelector(`${taskRow(again)}[data-status="failed"]`, { timeout: 30_000 });
  assert.match(await page.$eval(`${taskRow(again)} [data-ht="task-step"]`, (el) => el.textContent ?? ''), '不能重复计提');

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

assets.run();
