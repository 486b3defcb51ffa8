/**
 * The walk (no dead ends): as the platform administrator, every page of the route table (every menu
 * entry of every module, hidden detail pages included) and every route SPEC.md section 2 names, in
 * Chinese and in English. Each must render its own `page[data-route]` with content, show no placeholder,
 * no error panel and no 404, log no console or page error and make no failed request; the shell must
 * still navigate afterwards. Problems are collected over the whole walk and reported together, so one
 * run names every dead end.
 */
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'puppeteer-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { launchBrowser } from './support/browser';
import { startServer, type RunningServer } from './support/server';
import { inInitplat, pageAddresses, signInInitplat } from './support/route-table';
import { closeCurrentTab, enterModule, signIn, tokenOf } from './support/session';

const SHOTS = 'test-results/e2e/walk';
mkdirSync(SHOTS, { recursive: true });

/** SPEC.md section 2's detail pages, as the end of a route-table address. */
const SPEC_DETAIL_PAGES = [
  'post', 'notice', 'dept', 'baseOrgPara', 'inputInterfaceProgramme', 'sysOrgInterface', 'org', 'module', 'user', 'role', 'monitor/job', 'account',
  'accountChangeVoucher', 'metaCrmGroupDetail', 'CompanyServiceSummaryDetail', 'crmCompanyChange', 'company', 'crmUpdateExplanation', 'crmCallbackorder',
  'crmAnnualTask', 'crmTemplate', 'crmSalePerformance', 'crmAfterSalesBonus', 'crmTechnicalServicesBonus', 'crmTechnicalServicesPersonBonus',
  'crmSalePerformanceForm', 'agent', 'MetaCrmOther', 'WorkOrderByCompany', 'crmOperatingRevenueDetail', 'performanceGrowth',
  'crmUpdateExplanationtableDetail', 'NewContractDetail', 'RevenueStatisticsDetail', 'ResaleDetail',
  '/pppp/SysCodingRule', '/pppp/voucherRule', '/pppp/config', '/pppp/menu', '/pppp/initSysUser', '/pppp/initSysRole',
  '/htservice/dict/type/detail', '/htservice/dict/type/data/detail', 'approvalInitiated/queryApproval',
  '/htservice/crmReport/crmMarginRecord/ContractHardwareShipmentsListDetail', '/cloudCommerce/sourcing/InventoryPriceStatus2Chart', '/metadata/temp4/wfd',
];

type Ctx = { server: RunningServer; browser: Browser };
const walk = suite<Ctx>('walk');

walk.before(async (ctx) => {
  ctx.server = await startServer();
  ctx.browser = await launchBrowser();
});
walk.after(async (ctx) => {
  await ctx.browser?.close();
  await ctx.server?.stop();
});

/** Watches a page for what a user would see as breakage: console errors, page errors, failed requests. */
function watch(page: Page) {
  const problems: string[] = [];
  page.on('console', (m) => m.type() === 'error' && problems.push(`console: ${m.text()}`));
  page.on('pageerror', (e) => problems.push(`page error: ${(e as Error).message}`));
  page.on('requestfailed', (r) => !/\/ws|\/websocket/.test(r.url()) && problems.push(`request failed: ${r.url()} ${r.failure()?.errorText ?? ''}`));
  page.on('response', (r) => r.status() >= 400 && problems.push(`${r.status()} ${r.request().method()} ${r.url()}`));
  return { take: () => problems.splice(0) };
}

/** Opens `address` in the shell and says what is wrong with what it shows ([] when nothing). */
async function visit(page: Page, address: string): Promise<string[]> {
  // A page that never settles is a finding too, not a hung run.
  const settled = await page.evaluate((a) => Promise.race([window.htShell.navigate(a).then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 15_000))]), address);
  if (!settled) return ['never idle after 15 s'];
  // /index is the home of the module worked in: it redirects there.
  const path = address === '/index' ? await page.evaluate(() => location.pathname) : address.split('?')[0];
  const found = await page.evaluate((p) => {
    const host = document.querySelector(`[data-ht="page"][data-route="${CSS.escape(p)}"]`) as HTMLElement | null;
    const text = host?.innerText.trim() ?? '';
    return {
      location: location.pathname,
      hasHost: Boolean(host),
      text: text.slice(0, 200),
      empty: text.length === 0,
      error: Boolean(host?.querySelector('[data-ht="page-error"]')),
      placeholder: /尚未提供|not provided/i.test(text),
    };
  }, path);
  const wrong: string[] = [];
  if (found.location === '/404' || !found.hasHost) wrong.push(`no page (at ${found.location})`);
  else if (found.empty) wrong.push('empty page');
  if (found.error) wrong.push(`error panel: ${found.text}`);
  if (found.placeholder) wrong.push(`placeholder: ${found.text}`);
  return wrong;
}

/** Visits each address, collecting what is wrong; one tab at a time (the walk is about each page, not keeping a hundred alive). */
async function visitAll(page: Page, addresses: string[], locale: string): Promise<string[]> {
  const watcher = watch(page);
  const report: string[] = [];
  for (const address of addresses) {
    const wrong = [...(await visit(page, address)), ...watcher.take()];
    if (wrong.length) {
      report.push(`${address}: ${wrong.join('; ')}`);
      await page.screenshot({ path: `${SHOTS}/${locale}-${address.replace(/[^\w]+/g, '_')}.png` });
    }
    await closeCurrentTab(page);
  }
  return report;
}

async function walkAll(ctx: Ctx, locale: 'zh' | 'en') {
  const { server, browser } = ctx;
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  try {
    await signIn(page, server, { locale });
    await enterModule(page, 2001);
    const { routes, addresses } = await pageAddresses(server, (await tokenOf(context))!);
    const missing = SPEC_DETAIL_PAGES.filter((p) => !routes.some((r) => (p.startsWith('/') ? r === p : r.endsWith(`/${p}`))));
    const report = missing.map((p) => `SPEC route ${p}: not in the route table`);
    report.push(...(await visitAll(page, addresses.filter((a) => !inInitplat(a)), locale)));
    assert.equal(await visit(page, '/user/profile'), [], 'the shell still navigates after the walk');

    await signInInitplat(page, server);
    report.push(...(await visitAll(page, addresses.filter(inInitplat), locale)));

    assert.ok(addresses.length > 100, `walked ${addresses.length} pages`);
    assert.equal(report, [], `${report.length} of ${addresses.length} pages (${locale}):\n${report.join('\n')}`);
  } finally {
    await context.close();
  }
}

walk('every page of the route table and every SPEC route opens a real page, in Chinese', (ctx) => walkAll(ctx, 'zh'));
walk('… and in English', (ctx) => walkAll(ctx, 'en'));

/** Pages of modules and tools the front desk is not granted (the admin walk above opens each of them). */
const NOT_FOR_FRONT_DESK = [
  '/system/manage/user', '/system/manage/role', '/system/monitor/job', '/system/monitor/operlog', '/htservice/module', '/htservice/notice', '/htservice/dept',
  '/htservice/post', '/htservice/inputInterfaceProgramme', '/accounting/voucher/entry', '/assets/card', '/job/log', '/gen/edit', '/dict/type/data/1',
];

walk('the front desk opening what it may not answers with the 403 page inside the tab', async ({ server, browser }) => {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  try {
    await signIn(page, server, { user: 'frontdesk1' });
    await enterModule(page, 3001);
    const watcher = watch(page);
    const report: string[] = [];
    for (const address of NOT_FOR_FRONT_DESK) {
      await page.evaluate((a) => window.htShell.navigate(a), address);
      const forbidden = await page.$(`[data-ht="page"][data-route="${address}"] [data-ht="forbidden"]`);
      // The server refusing a data call is expected here; anything else the watcher saw is not.
      const other = watcher.take().filter((p) => !/^403 /.test(p) && !/status of 403/.test(p));
      if (!forbidden || other.length) report.push(`${address}: ${forbidden ? '' : 'no 403 page; '}${other.join('; ')}`);
    }
    assert.equal(report, []);
    assert.equal(await visit(page, '/user/profile'), [], 'the shell still navigates');
  } finally {
    await context.close();
  }
});

walk.run();
