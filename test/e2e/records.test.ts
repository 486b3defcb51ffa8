/**
 * The record pages as the front desk of the first hotel uses them, in real Chromium against the real
 * server: open 客户 from the CRM module and a /htservice detail route from a deep link (in both languages), search, create a
 * customer, edit it, meet a 409 when another session changed it first (and reload to continue), print
 * a row (the `record:print` event), and export the list to a real xlsx file.
 */
import ExcelJS from 'exceljs';
import type { Browser, BrowserContext, Page } from 'puppeteer-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { idle, launchBrowser } from './support/browser';
import { catchDownloads } from './support/downloads';
import { choose, FORM, typeInto } from './support/crud-form';
import { startServer, type RunningServer } from './support/server';
import { enterModule, signIn, tokenOf } from './support/session';

type Ctx = { server: RunningServer; browser: Browser; context: BrowserContext; page: Page };
const records = suite<Ctx>('record pages');

records.before(async (ctx) => {
  ctx.server = await startServer();
  ctx.browser = await launchBrowser();
});
records.after(async (ctx) => {
  await ctx.browser?.close();
  await ctx.server?.stop();
});
records.before.each(async (ctx) => {
  ctx.context = await ctx.browser.createBrowserContext();
  ctx.page = await ctx.context.newPage();
  await signIn(ctx.page, ctx.server, { user: 'frontdesk1' });
});
records.after.each(async (ctx) => {
  await ctx.context.close();
});

const rowTexts = (page: Page) => page.$$eval('[data-ht="page"] [data-ht="row"]', (rows) => rows.map((r) => r.textContent ?? ''));

/** Enters the CRM module and opens 客户 from the sidebar. */
async function openCustomers(page: Page) {
  await enterModule(page, 3001);
  await page.click('[data-ht="sidebar"] [data-ht="menu-item"][data-path="/crm/customer"]');
  await page.waitForSelector('[data-ht="page"] [data-ht="row"]');
  await idle(page);
}

/** Clicks the action button `label` (修改, 删除, 打印) of the row showing `text`. */
async function rowButton(page: Page, text: string, label: string) {
  for (const row of await page.$$('[data-ht="page"] [data-ht="row"]')) {
    if (!(await row.evaluate((el) => el.textContent ?? '')).includes(text)) continue;
    await (await row.$(`button[aria-label^="${label} "]`))!.click();
    return;
  }
  throw new Error(`no row shows ${text}`);
}

/** The number of a seeded customer on the page (KH + year + sequence). */
async function seededCode(page: Page): Promise<string> {
  return (await rowTexts(page)).join(' ').match(/KH\d{8}/)![0];
}

async function save(page: Page) {
  await page.click('[data-ht="crud-save"]');
  await page.waitForFunction(() => !document.querySelector('[data-ht="crud-save"]'));
  await idle(page);
}

records('a /htservice detail route opens from a deep link with its own type of work orders', async ({ page, server }) => {
  await page.goto(`${server.url}/htservice/crmCallbackorder?automation=1`);
  await page.waitForSelector('[data-ht="page"] [data-ht="row"]');
  await idle(page);
  // Headed as its menu entry, tab and breadcrumb name it.
  assert.is(await page.$eval('[data-ht="page"] h1', (el) => el.textContent ?? ''), '回访工单');
  const rows = await rowTexts(page);
  assert.ok(rows.length > 0 && rows.every((r) => r.includes('回访工单')), 'only callback work orders');
  assert.is(await page.$eval('[data-ht="tab"][data-active="true"]', (el) => el.getAttribute('data-path')), '/htservice/crmCallbackorder');

  await page.evaluate(() => window.htShell.setLocale('en'));
  await page.waitForFunction(() => document.querySelector('[data-ht="page"] h1')?.textContent === 'Callback work orders');
  const headers = await page.$$eval('[data-ht="page"] [data-ht="table"] thead th', (ths) => ths.map((th) => (th.textContent ?? '').replace(/[▲▼]/g, '').trim()));
  assert.ok(
    ['Order no.', 'Customer', 'Priority', 'Assignee'].every((h) => headers.includes(h)),
    headers.join(', '),
  );
  assert.ok(
    (await rowTexts(page)).every((r) => r.includes('Callback')),
    'option labels follow the language',
  );
  assert.is(await page.$eval('[data-ht="tab"][data-active="true"]', (el) => el.textContent?.trim()), 'Callback work orders');
});

records('search customers, create one, edit it; validation names the field in the dialog', async ({ page }) => {
  await openCustomers(page);
  await page.type('[data-ht="page"] [role="search"] [name="customerName"]', '杭州');
  await page.click('[data-ht="page"] [data-ht="crud-search"]');
  await page.waitForFunction(() => new URL(location.href).searchParams.get('customerName') === '杭州');
  await idle(page);
  const found = await rowTexts(page);
  assert.ok(found.length > 0 && found.every((r) => r.includes('杭州')), 'only matching customers');

  await page.click('[data-ht="page"] [data-ht="crud-add"]');
  await page.waitForSelector('[data-ht="crud-save"]');
  await typeInto(page, 'customerCode', 'KH-E2E-1');
  await page.click('[data-ht="crud-save"]');
  await page.waitForSelector('::-p-text(客户名称不能为空)');
  await page.waitForFunction(() => document.querySelector('[data-ht="tab"][data-active="true"]')?.getAttribute('data-editing') === 'true');
  await typeInto(page, 'customerName', '杭州西溪测试酒店');
  await choose(page, '类型', '度假村');
  await choose(page, '状态', '潜在');
  await choose(page, '销售负责人', '王晓燕');
  await typeInto(page, 'rooms', '188');
  await save(page);
  const created = await rowTexts(page);
  assert.ok(
    created.some((r) => r.includes('KH-E2E-1') && r.includes('杭州西溪测试酒店') && r.includes('度假村') && r.includes('王晓燕')),
    'listed with labels',
  );

  await rowButton(page, 'KH-E2E-1', '修改');
  await page.waitForSelector('[data-ht="crud-save"]');
  await typeInto(page, 'contact', '周经理');
  await save(page);
  assert.ok(
    (await rowTexts(page)).some((r) => r.includes('KH-E2E-1') && r.includes('周经理')),
    'the edit is listed',
  );
  assert.is(await page.$eval('[data-ht="tab"][data-active="true"]', (el) => el.getAttribute('data-editing')), null, 'saved: no longer editing');
});

records('a record another session changed first: the save is refused (409), explained, and reload continues', async ({ page, browser, server }) => {
  await openCustomers(page);
  const code = await seededCode(page);
  await rowButton(page, code, '修改');
  await page.waitForSelector('[data-ht="crud-save"]');

  const other = await browser.createBrowserContext();
  try {
    const elsewhere = await other.newPage();
    await signIn(elsewhere, server, { user: 'frontdesk1' });
    const auth = { authorization: `Bearer ${await tokenOf(other)}`, 'content-type': 'application/json' };
    const list = await (await fetch(`${server.url}/prod-api/htservice/records/customer/list?customerCode=${code}`, { headers: auth })).json();
    const { recordId, version } = list.rows[0];
    const put = await fetch(`${server.url}/prod-api/htservice/records/customer`, { method: 'PUT', headers: auth, body: JSON.stringify({ recordId, version, contact: '吴经理' }) });
    assert.is(put.status, 200);
  } finally {
    await other.close();
  }

  await typeInto(page, 'rooms', '199');
  await page.click('[data-ht="crud-save"]');
  await page.waitForSelector('[data-ht="crud-conflict"]');
  assert.match(await page.$eval('[data-ht="crud-conflict"]', (el) => el.textContent ?? ''), '已被他人修改');
  await page.click('[data-ht="crud-reload"]');
  await page.waitForFunction((form) => (document.querySelector(`${form} [name="contact"]`) as HTMLInputElement | null)?.value === '吴经理', {}, FORM);
  assert.not.ok(await page.$('[data-ht="crud-conflict"]'), 'the explanation goes once reloaded');
  await typeInto(page, 'rooms', '199');
  await save(page);
  const row = (await rowTexts(page)).find((r) => r.includes(code))!;
  assert.ok(row.includes('199') && row.includes('吴经理'), `both changes kept: ${row}`);
});

records('print emits record:print with the row; export saves a real xlsx of the list', async ({ page, browser, context, server }) => {
  await openCustomers(page);
  await page.evaluate(() => {
    (window as unknown as { printed: unknown[] }).printed = [];
    window.htShell.on('record:print', (detail) => (window as unknown as { printed: unknown[] }).printed.push(detail));
  });
  const code = await seededCode(page);
  await rowButton(page, code, '打印');
  const printed = await page.evaluate(() => (window as unknown as { printed: Array<{ kind: string; row: { customerCode: string } }> }).printed);
  assert.equal(
    printed.map((p) => [p.kind, p.row.customerCode]),
    [['customer', code]],
  );

  const downloads = await catchDownloads(browser, context);
  const saved = downloads.next();
  await page.click('[data-ht="page"] [data-ht="crud-export"]');
  const file = await saved;
  assert.match(file, /\.xlsx$/, 'an xlsx file was saved');
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(file);
  const sheet = book.worksheets[0];
  assert.equal((sheet.getRow(1).values as unknown[]).slice(1, 3), ['客户编码', '客户名称']);
  const auth = { authorization: `Bearer ${await tokenOf(context)}` };
  const { total } = await (await fetch(`${server.url}/prod-api/htservice/records/customer/list`, { headers: auth })).json();
  assert.is(sheet.rowCount, total + 1, 'a header and every customer of the hotel');
});

records.run();
