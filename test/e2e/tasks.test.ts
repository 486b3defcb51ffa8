/**
 * Long-running imports in real Chromium against the real server: a 1,000-row warehouse stock xlsx with a
 * progress bar that reaches 100 % and rows that then appear in 库存查询; a reload during a long import
 * still shows it progressing in the job centre (the socket reconnects and gets the true state), and a
 * notification when it finishes while the user is on another page; a queued import cancelled from the job centre.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'puppeteer-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { stockRows, toXlsx } from '../support/stock-sheet';
import { idle, launchBrowser } from './support/browser';
import { startServer, type RunningServer } from './support/server';
import { enterModule, signIn } from './support/session';

type Ctx = { server: RunningServer; browser: Browser; context: BrowserContext; page: Page; dir: string };
const tasks = suite<Ctx>('tasks');

tasks.before(async (ctx) => {
  ctx.server = await startServer();
  ctx.browser = await launchBrowser();
  ctx.dir = mkdtempSync(path.join(tmpdir(), 'ht-e2e-tasks-'));
});
tasks.after(async (ctx) => {
  await ctx.browser?.close();
  await ctx.server?.stop();
});
tasks.before.each(async (ctx) => {
  ctx.context = await ctx.browser.createBrowserContext();
  ctx.page = await ctx.context.newPage();
  await signIn(ctx.page, ctx.server);
  await enterModule(ctx.page, 1003);
});
tasks.after.each(async (ctx) => {
  await ctx.context.close();
});

async function stockFile(ctx: Ctx, rows: number, prefix: string): Promise<string> {
  const file = path.join(ctx.dir, `${prefix}.xlsx`);
  writeFileSync(file, await toXlsx(stockRows(rows, prefix)));
  return file;
}

/** Opens 仓库库存导入, picks the file and starts the import; answers the new task's id. */
async function startImport(page: Page, file: string): Promise<string> {
  if (!new URL(page.url()).pathname.startsWith('/consumables/stockImport')) {
    await page.evaluate(() => window.htShell.navigate('/consumables/stockImport'));
  }
  await page.waitForSelector('[data-ht="page"] [data-ht="import-panel"]');
  await idle(page);
  const before = await page.$$eval('[data-ht="page"] [data-ht="task-row"]', (rows) => rows.map((r) => r.getAttribute('data-task-id')));
  const input = await page.waitForSelector('[data-ht="page"] [data-ht="import-panel"] input[type="file"]');
  await input!.uploadFile(file);
  await page.waitForSelector('[data-ht="page"] [data-ht="import-start"]:not([disabled])');
  await page.click('[data-ht="page"] [data-ht="import-start"]');
  const handle = await page.waitForFunction(
    (known: Array<string | null>) => [...document.querySelectorAll('[data-ht="page"] [data-ht="task-row"]')].map((r) => r.getAttribute('data-task-id')).find((id) => !known.includes(id)),
    { polling: 100 },
    before,
  );
  return (await handle.jsonValue()) as string;
}

const progressOf = (page: Page, scope: string, id: string) =>
  page.$eval(`${scope} [data-ht="task-row"][data-task-id="${id}"] [data-ht="task-progress"]`, (el) => Number(el.getAttribute('aria-valuenow')));

async function openJobCentre(page: Page) {
  await page.click('[data-ht="job-centre-open"]');
  await page.waitForSelector('[data-ht="job-centre"] [data-ht="task-list"]');
}

tasks('a 1,000-row stock xlsx imports with a progress bar reaching 100 %, and the rows appear in 库存查询', async (ctx) => {
  const { page } = ctx;
  const id = await startImport(page, await stockFile(ctx, 1000, 'E2E'));
  await page.waitForSelector(`[data-ht="page"] [data-ht="task-row"][data-task-id="${id}"][data-status="done"]`, { timeout: 60_000 });
  assert.is(await progressOf(page, '[data-ht="page"]', id), 100);
  const step = await page.$eval(`[data-ht="page"] [data-ht="task-row"][data-task-id="${id}"] [data-ht="task-step"]`, (el) => el.textContent);
  assert.match(step ?? '', /导入 1000 行/);

  await page.evaluate(() => window.htShell.navigate('/consumables/stock'));
  await page.waitForSelector('[data-ht="page"] [data-ht="table"]');
  await idle(page);
  await page.type('[data-ht="page"] input[name="itemCode"]', 'E2E-999');
  await page.click('[data-ht="page"] [data-ht="crud-search"]');
  await page.waitForFunction(() => [...document.querySelectorAll('[data-ht="page"] [data-ht="row"]')].some((r) => r.textContent?.includes('E2E-999')), { polling: 100 });
  const row = await page.$eval('[data-ht="page"] [data-ht="row"]', (r) => r.textContent ?? '');
  assert.match(row, /测试物品999/);
});

tasks('a queued import is cancelled in the job centre; a reload during a long import shows it still progressing there', async (ctx) => {
  const { page } = ctx;
  const longFile = await stockFile(ctx, 20_000, 'LONG');
  const id = await startImport(page, longFile);
  const queued = await startImport(page, await stockFile(ctx, 50, 'QUEUED'));
  await page.waitForFunction(
    (taskId: string) => document.querySelector(`[data-ht="page"] [data-ht="task-row"][data-task-id="${taskId}"][data-status="running"]`),
    { polling: 100, timeout: 60_000 },
    id,
  );
  // The second import waits behind the first (one task runs at a time): cancel it from the job centre.
  await openJobCentre(page);
  const queuedRow = `[data-ht="job-centre"] [data-ht="task-row"][data-task-id="${queued}"]`;
  await page.click(`${queuedRow}[data-status="queued"] [data-ht="task-cancel"]`);
  await page.waitForSelector(`${queuedRow}[data-status="cancelled"]`, { timeout: 30_000 });
  const before = await progressOf(page, '[data-ht="job-centre"]', id);

  await page.reload();
  await page.waitForSelector('[data-ht="job-centre-open"]');
  await idle(page);
  await openJobCentre(page);
  const row = `[data-ht="job-centre"] [data-ht="task-row"][data-task-id="${id}"]`;
  await page.waitForSelector(row);
  const after = await progressOf(page, '[data-ht="job-centre"]', id);
  assert.ok(after >= before, `after the reload ${after} % ≥ ${before} % before it`);
  // Elsewhere when it finishes: a notification says so. Only a task this page saw running can announce
  // its end; on a fast machine the import may already be done by the time the page is back.
  const sawRunning = Boolean(await page.$(`${row}[data-status="running"]`));
  await page.evaluate(() => window.htShell.navigate('/consumables/stock'));
  await page.waitForSelector(`${row}[data-status="done"]`, { timeout: 120_000 });
  if (sawRunning) await page.waitForSelector('::-p-text(仓库库存导入完成：LONG.xlsx)', { timeout: 10_000 });
  assert.is(await progressOf(page, '[data-ht="job-centre"]', id), 100, 'the long import finished at 100 % after the reload');
  assert.ok(await page.$(`${queuedRow}[data-status="cancelled"]`), 'the cancelled import stays cancelled');
});

tasks.run();
