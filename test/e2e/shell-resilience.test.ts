/**
 * A kiosk terminal that stays open: the front desk's approval centre; a deep link to a page the user may
 * not open answers 403 inside its tab (the schedule log, a system page) while the sidebar and other tabs
 * keep working; losing the network shows the offline banner, which goes away by itself when it is back;
 * a new deployment is offered as a reload that asks first while a tab is being edited.
 */
import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, HTTPRequest, Page } from 'puppeteer-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { idle, launchBrowser } from './support/browser';
import { startServer, type RunningServer } from './support/server';
import { enterModule, signIn } from './support/session';

const SHOTS = 'test-results/e2e';
mkdirSync(SHOTS, { recursive: true });
const CENTRE = '/service/approvalCenter';

type Ctx = { server: RunningServer; browser: Browser; context: BrowserContext; page: Page };
const kiosk = suite<Ctx>('kiosk terminal resilience');

kiosk.before(async (ctx) => {
  ctx.server = await startServer();
  ctx.browser = await launchBrowser();
  ctx.context = await ctx.browser.createBrowserContext();
  ctx.page = await ctx.context.newPage();
  try {
    await signIn(ctx.page, ctx.server, { user: 'frontdesk1' });
    await enterModule(ctx.page, 3003);
  } catch (error) {
    await ctx.page.screenshot({ path: `${SHOTS}/resilience-before-failed.png` });
    console.error(error, ctx.server.output().slice(-2000));
    throw error;
  }
});
kiosk.after(async (ctx) => {
  await ctx.context?.close();
  await ctx.browser?.close();
  await ctx.server?.stop();
});

const open = async (page: Page, path: string) => {
  await page.evaluate((p) => window.htShell.navigate(p), path);
  await idle(page);
};
const text = (page: Page, selector: string) => page.$eval(selector, (el) => el.textContent ?? '');

kiosk('the approval centre shows my approvals at a glance, with the way to start and query', async ({ page }) => {
  await page.click(`[data-ht="sidebar"] [data-ht="menu-item"][data-path="${CENTRE}"]`);
  await page.waitForSelector(`[data-ht="page"][data-route="${CENTRE}"] [data-ht="approval-centre"]`);
  await idle(page);
  const sections = await page.$$eval('[data-ht="page"] [data-ht="approval-centre-section"]', (els) => els.map((el) => el.getAttribute('data-section')));
  assert.equal(sections, ['pending', 'initiated', 'decided']);
  const counts = await page.$$eval('[data-ht="page"] [data-ht="approval-centre-count"]', (els) => els.map((el) => el.getAttribute('data-count')));
  assert.ok(
    counts.every((c) => /^\d+$/.test(c ?? '')),
    `counts loaded: ${counts}`,
  );
  assert.ok(await page.$('[data-ht="page"] [data-ht="approval-centre-start"]'));
  assert.ok(await page.$('[data-ht="page"] [data-ht="approval-centre-query"]'));
  assert.is(await page.$('[data-ht="page"] [data-ht="page-missing"]'), null);
});

kiosk('a page the user may not open answers 403 in its tab; the sidebar and other tabs keep working', async ({ page }) => {
  for (const path of ['/job/log', '/system/manage/user']) {
    await open(page, path);
    const panel = await page.waitForSelector(`[data-ht="page"][data-route="${path}"] [data-ht="forbidden"]`);
    assert.match(await panel!.evaluate((el) => el.textContent ?? ''), '403');
    assert.is(await page.$eval('[data-ht="tab"][data-active="true"]', (el) => el.getAttribute('data-path')), path, 'the 403 is a tab of its own');
    assert.is(await page.$('[role="dialog"]'), null, 'no permission dialog over the page');
    assert.is(await page.$('[data-ht="page"] .ht-pending'), null, 'no spinner left behind');
  }
  await page.screenshot({ path: `${SHOTS}/zh-forbidden-in-tab.png` });
  await page.click(`[data-ht="sidebar"] [data-ht="menu-item"][data-path="${CENTRE}"]`);
  await page.waitForSelector(`[data-ht="page"][data-route="${CENTRE}"] [data-ht="approval-centre"]`);
  await page.click('[data-ht="tab"][data-path="/job/log"]');
  await page.waitForSelector('[data-ht="page"][data-route="/job/log"] [data-ht="forbidden"]');
  // A path that is nobody's page still goes to /404.
  await open(page, '/no/such/page');
  await page.waitForFunction(() => location.pathname === '/404');
  await open(page, CENTRE);
});

kiosk('losing the network shows the banner; it goes away by itself and the page works on', async ({ page }) => {
  await open(page, CENTRE);
  await page.setOfflineMode(true);
  const banner = await page.waitForSelector('[data-ht="offline-banner"]');
  assert.is(await banner!.evaluate((el) => el.getAttribute('role')), 'status');
  assert.match(await text(page, '[data-ht="offline-banner"]'), '网络已断开');
  await page.click('[data-ht="page"] [data-ht="approval-centre-refresh"]'); // fails while offline
  await page.screenshot({ path: `${SHOTS}/zh-offline-banner.png` });
  const restored = page.evaluate(() => new Promise((resolve) => window.addEventListener('ht:network:restored', resolve, { once: true })));
  await page.setOfflineMode(false);
  await restored;
  await page.waitForSelector('[data-ht="offline-banner"]', { hidden: true });
  await idle(page);
  const counts = await page.$$eval('[data-ht="page"] [data-ht="approval-centre-count"]', (els) => els.map((el) => el.getAttribute('data-count')));
  assert.ok(
    counts.every((c) => /^\d+$/.test(c ?? '')),
    `lists loaded again: ${counts}`,
  );
});

kiosk('a new deployment is offered as a reload, which asks first while a tab is being edited', async ({ page }) => {
  await page.setRequestInterception(true);
  const deployed = (req: HTTPRequest) =>
    req.url().endsWith('/prod-api/build')
      ? req.respond({ status: 200, contentType: 'application/json', body: JSON.stringify({ code: 200, msg: 'ok', data: { build: 'a-newer-build' } }) })
      : req.continue();
  page.on('request', deployed);
  try {
    // Coming back to the terminal (the page becomes visible) is one of the moments the shell asks.
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    const notice = await page.waitForSelector('[data-ht="new-version"]');
    assert.is(await notice!.evaluate((el) => el.getAttribute('role')), 'status');
    assert.match(await text(page, '[data-ht="new-version"]'), '系统已更新到新版本');
    await page.screenshot({ path: `${SHOTS}/zh-new-version.png` });

    // A tab being edited: the reload asks, and Cancel keeps everything as it is.
    await open(page, `${CENTRE}?editFlag=2`);
    await page.click('[data-ht="new-version-reload"]');
    const dialog = await page.waitForSelector('[role="dialog"]');
    assert.match(await dialog!.evaluate((el) => el.textContent ?? ''), '正在编辑');
    const marker = await page.evaluate(() => ((window as unknown as { kept: number }).kept = 42));
    await page.keyboard.press('Escape');
    await page.waitForSelector('[role="dialog"]', { hidden: true });
    assert.is(await page.evaluate(() => (window as unknown as { kept?: number }).kept), marker, 'no reload');

    // Without editing, the click reloads onto the new version.
    await open(page, CENTRE);
    await Promise.all([page.waitForNavigation(), page.click('[data-ht="new-version-reload"]')]);
    await idle(page);
    assert.is(await page.evaluate(() => (window as unknown as { kept?: number }).kept), undefined, 'reloaded');
  } finally {
    page.off('request', deployed);
    await page.setRequestInterception(false);
  }
});

kiosk.run();
