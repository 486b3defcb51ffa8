/**
 * Nothing blanks the shell: a page whose code cannot be loaded (network down, a new deployment replaced
 * the chunk) shows, in its own tab, that it could not be loaded with a button to try again while the
 * sidebar, the tabs and the other pages keep working; the retry brings the page up once the code can be
 * fetched. The same for the signed-in area itself, with a plain panel.
 */
import { mkdirSync } from 'node:fs';
import type { Browser, HTTPRequest } from 'puppeteer-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { idle, launchBrowser } from './support/browser';
import { startServer, type RunningServer } from './support/server';
import { enterModule, loginOrgs, signIn } from './support/session';

const SHOTS = 'test-results/e2e';
mkdirSync(SHOTS, { recursive: true });

type Ctx = { server: RunningServer; browser: Browser };
const errors = suite<Ctx>('page errors');

errors.before(async (ctx) => {
  ctx.server = await startServer();
  ctx.browser = await launchBrowser();
});
errors.after(async (ctx) => {
  await ctx.browser?.close();
  await ctx.server?.stop();
});

errors('a page whose code fails to load says so in its tab, the shell keeps working, and retry loads it', async ({ server, browser }) => {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  try {
    await signIn(page, server);
    await enterModule(page, 2001);
    const menuPath = (suffix: string) => page.$eval(`[data-ht="sidebar"] [data-ht="menu-item"][data-path$="/${suffix}"]`, (el) => el.getAttribute('data-path')!);
    const configPath = await menuPath('config');
    const dictPath = await menuPath('dict');

    // The config page's chunk cannot be fetched, as when the network drops or a deployment removed it.
    let blocked = true;
    await page.setRequestInterception(true);
    page.on('request', (req: HTTPRequest) => (blocked && /\/assets\/chunks\/ConfigPage-/.test(req.url()) ? req.abort() : req.continue()));

    await page.evaluate((p) => window.htShell.navigate(p), configPath);
    const panel = await page.waitForSelector('[data-ht="page"] [data-ht="page-error"]');
    await idle(page);
    assert.is(await panel!.evaluate((el) => el.getAttribute('data-kind')), 'chunk');
    assert.match(await panel!.evaluate((el) => el.textContent ?? ''), '此页面未能加载');
    assert.is(await page.$eval('[data-ht="tab"][data-active="true"]', (el) => el.getAttribute('data-path')), configPath, 'the error stays in its own tab');
    await page.screenshot({ path: `${SHOTS}/zh-page-load-failed.png` });

    // The rest of the shell works: another page opens from the menu, and the failed tab is still there.
    await page.click(`[data-ht="sidebar"] [data-ht="menu-item"][data-path="${dictPath}"]`);
    await page.waitForSelector(`[data-ht="page"][data-route="${dictPath}"] [data-ht="table"]`);
    await idle(page);
    await page.click(`[data-ht="tab"][data-path="${configPath}"]`);
    await page.waitForSelector(`[data-ht="page"][data-route="${configPath}"] [data-ht="page-error"]`);

    blocked = false;
    await page.click('[data-ht="page"] [data-ht="page-retry"]');
    await page.waitForSelector(`[data-ht="page"][data-route="${configPath}"] [data-ht="table"]`);
    await idle(page);
    assert.is(await page.$('[data-ht="page"] [data-ht="page-error"]'), null);
  } finally {
    await context.close();
  }
});

errors('when the signed-in area itself cannot load, a plain panel offers to try again instead of a white screen', async ({ server, browser }) => {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  try {
    let blocked = true;
    await page.setRequestInterception(true);
    page.on('request', (req: HTTPRequest) => (blocked && /\/assets\/chunks\/SignedInArea-/.test(req.url()) ? req.abort() : req.continue()));
    await page.goto(`${server.url}/login?automation=1`);
    await idle(page);
    const org = (await loginOrgs(server))[0];
    await page.type('input[name="username"]', 'admin');
    await page.type('input[name="password"]', server.password);
    await page.select('select[name="orgId"]', String(org.orgId));
    await page.click('[data-ht="login-submit"]');
    const panel = await page.waitForSelector('[data-ht="app-error"]');
    assert.is(await panel!.evaluate((el) => el.getAttribute('data-kind')), 'chunk');
    assert.match(await panel!.evaluate((el) => el.textContent ?? ''), '系统界面未能加载');
    await page.screenshot({ path: `${SHOTS}/zh-app-load-failed.png` });

    blocked = false;
    await page.click('[data-ht="app-retry"]');
    await page.waitForSelector('[data-ht="module"]');
    await idle(page);
    assert.is(await page.$('[data-ht="app-error"]'), null);
  } finally {
    await context.close();
  }
});

errors('the designer and the form editor opened without a definition say what is needed and lead to the list', async ({ server, browser }) => {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  try {
    await signIn(page, server);
    await enterModule(page, 3003);
    for (const path of ['/metadata/temp4/wfd', '/flowableFormEdit']) {
      await page.evaluate((p) => window.htShell.navigate(p), path);
      const choose = await page.waitForSelector(`[data-ht="page"][data-route="${path}"] [data-ht="choose-definition"]`);
      await idle(page);
      assert.match(await choose!.evaluate((el) => el.textContent ?? ''), '请先选择要编辑的审批定义');
      assert.is(await page.$('[data-ht="page-error"]'), null, `${path} does not fail`);
      await page.click(`[data-ht="page"][data-route="${path}"] [data-ht="open-definitions"]`);
      await page.waitForSelector('[data-ht="page"][data-route="/htservice/approvalCenter/approvalDefinition"] [data-ht="table"]');
      await idle(page);
    }
  } finally {
    await context.close();
  }
});

errors.run();
