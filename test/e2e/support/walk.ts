/**
 * The walk (no dead ends), shared by walk.test.ts (Chinese, and the front desk's 403 pages) and
 * walk-en.test.ts (English), which run as separate files so the e2e shards can share them out: as the
 * platform administrator, every page of the route table and every route SPEC.md section 2 names. Each
 * must render its own `page[data-route]` with content, show no placeholder, no error panel and no 404,
 * log no console or page error and make no failed request, and pass the page checks (page-checks.ts:
 * words in the page's language, no native date input, no serious or critical axe violation); the shell
 * must still navigate afterwards. Problems are collected over the whole walk and reported together, so
 * one run names every finding.
 */
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'puppeteer-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { launchBrowser } from './browser';
import { startServer, type RunningServer } from './server';
import { pageFindings } from './page-checks';
import { inInitplat, pageAddresses, signInInitplat } from './route-table';
import { closeCurrentTab, enterModule, signIn, tokenOf } from './session';

const SHOTS = 'test-results/e2e/walk';
mkdirSync(SHOTS, { recursive: true });

/** SPEC.md section 2's detail pages, as the end of a route-table address. */
const SPEC_DETAIL_PAGES = [
  'post',
  'notice',
  'dept',
  'baseOrgPara',
  'inputInterfaceProgramme',
  'sysOrgInterface',
  'org',
  'module',
  'user',
  'role',
  'monitor/job',
  'account',
  'accountChangeVoucher',
  'metaCrmGroupDetail',
  'CompanyServiceSummaryDetail',
  'crmCompanyChange',
  'company',
  'crmUpdateExplanation',
  'crmCallbackorder',
  'crmAnnualTask',
  'crmTemplate',
  'crmSalePerformance',
  'crmAfterSalesBonus',
  'crmTechnicalServicesBonus',
  'crmTechnicalServicesPersonBonus',
  'crmSalePerformanceForm',
  'agent',
  'MetaCrmOther',
  'WorkOrderByCompany',
  'crmOperatingRevenueDetail',
  'performanceGrowth',
  'crmUpdateExplanationtableDetail',
  'NewContractDetail',
  'RevenueStatisticsDetail',
  'ResaleDetail',
  '/pppp/SysCodingRule',
  '/pppp/voucherRule',
  '/pppp/config',
  '/pppp/menu',
  '/pppp/initSysUser',
  '/pppp/initSysRole',
  '/htservice/dict/type/detail',
  '/htservice/dict/type/data/detail',
  'approvalInitiated/queryApproval',
  '/htservice/crmReport/crmMarginRecord/ContractHardwareShipmentsListDetail',
  '/cloudCommerce/sourcing/InventoryPriceStatus2Chart',
  '/metadata/temp4/wfd',
];

export type WalkContext = { server: RunningServer; browser: Browser };

/** A suite with its own server and browser, as each walk file needs. */
export function walkSuite(name: string) {
  const walk = suite<WalkContext>(name);
  walk.before(async (ctx) => {
    ctx.server = await startServer();
    ctx.browser = await launchBrowser();
  });
  walk.after(async (ctx) => {
    await ctx.browser?.close();
    await ctx.server?.stop();
  });
  return walk;
}

/** Watches a page for what a user would see as breakage: console errors, page errors, failed requests. */
export function watch(page: Page) {
  const problems: string[] = [];
  page.on('console', (m) => m.type() === 'error' && problems.push(`console: ${m.text()}`));
  page.on('pageerror', (e) => problems.push(`page error: ${(e as Error).message}`));
  // The server-state layer cancels a request whose answer nobody will show any more (its page closed, a
  // newer one replaced it): an aborted request is that cancellation, not a failure.
  page.on('requestfailed', (r) => !/\/ws|\/websocket/.test(r.url()) && r.failure()?.errorText !== 'net::ERR_ABORTED' && problems.push(`request failed: ${r.url()} ${r.failure()?.errorText ?? ''}`));
  page.on('response', (r) => r.status() >= 400 && problems.push(`${r.status()} ${r.request().method()} ${r.url()}`));
  return { take: () => problems.splice(0) };
}

/** Opens `address` in the shell and says what is wrong with what it shows ([] when nothing). */
export async function visit(page: Page, address: string, locale?: 'zh' | 'en'): Promise<string[]> {
  // A page that never settles is a finding too, not a hung run.
  const settled = await page.evaluate((a) => Promise.race([window.htShell.navigate(a).then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 15_000))]), address);
  if (!settled) return ['never idle after 15 s'];
  // /index is the home of the module worked in: it redirects there.
  const path = address === '/index' ? await page.evaluate(() => location.pathname) : address.split('?')[0];
  const found = await page.evaluate((p) => {
    const host = document.querySelector(`[data-ht="page"][data-route="${CSS.escape(p)}"]`) as HTMLElement | null;
    // biome-ignore lint/performance/useDomNodeTextContent: the text a user sees (hidden elements left out), which textContent is not
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
  if (locale && !wrong.length) wrong.push(...(await pageFindings(page, locale, true)));
  return wrong;
}

/** Visits each address, collecting what is wrong; one tab at a time (the walk is about each page, not keeping a hundred alive). */
async function visitAll(page: Page, addresses: string[], locale: 'zh' | 'en'): Promise<string[]> {
  const watcher = watch(page);
  const report: string[] = [];
  for (const address of addresses) {
    const wrong = [...(await visit(page, address, locale)), ...watcher.take()];
    if (wrong.length) {
      report.push(`${address}: ${wrong.join('; ')}`);
      await page.screenshot({ path: `${SHOTS}/${locale}-${address.replace(/[^\w]+/g, '_')}.png` });
    }
    await closeCurrentTab(page);
  }
  return report;
}

export async function walkAll(ctx: WalkContext, locale: 'zh' | 'en') {
  const { server, browser } = ctx;
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  try {
    await signIn(page, server, { locale });
    await enterModule(page, 2001);
    const { routes, addresses } = await pageAddresses(server, (await tokenOf(context))!);
    const missing = SPEC_DETAIL_PAGES.filter((p) => !routes.some((r) => (p.startsWith('/') ? r === p : r.endsWith(`/${p}`))));
    const report = missing.map((p) => `SPEC route ${p}: not in the route table`);
    report.push(
      ...(await visitAll(
        page,
        addresses.filter((a) => !inInitplat(a)),
        locale,
      )),
    );
    assert.equal(await visit(page, '/user/profile'), [], 'the shell still navigates after the walk');

    await signInInitplat(page, server);
    report.push(...(await visitAll(page, addresses.filter(inInitplat), locale)));

    assert.ok(addresses.length > 100, `walked ${addresses.length} pages`);
    assert.equal(report, [], `${report.length} of ${addresses.length} pages (${locale}):\n${report.join('\n')}`);
  } finally {
    await context.close();
  }
}
