/**
 * Script injection through data (issue: XSS payloads render as text). Hostile text is stored where an
 * administrator or a hotel user can put it — a menu title, a dictionary label, a config value, a login
 * log's user name — and the pages that show it are opened in real Chromium: the sidebar, tabs,
 * breadcrumb and command palette, the config and dictionary lists, the login log. The payload must
 * appear as the literal text it is, no script may run (a marker the payloads would set stays unset) and
 * nothing is reported to the console: the Content-Security-Policy would also block an inline handler
 * that got into the DOM, so a CSP report is counted as a failure too.
 */
import Sqlite from 'better-sqlite3';
import path from 'node:path';
import type { Browser, Page } from 'puppeteer-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { idle, launchBrowser } from './support/browser';
import { startServer, type RunningServer } from './support/server';
import { enterModule, signIn } from './support/session';

const MARK = 'window.__xss=1';
const PAYLOADS = {
  menu: `<img src=x onerror="${MARK}">菜单`,
  label: `"><svg onload="${MARK}">标签`,
  config: `<script>${MARK}</script>`,
  user: `<iframe src="javascript:${MARK}">`,
};

type Ctx = { server: RunningServer; browser: Browser; page: Page; problems: string[]; dictId: number };
const test = suite<Ctx>('stored script injection');

test.before(async (ctx) => {
  ctx.server = await startServer();
  // Written straight into the database, as any later edit through the API would leave them.
  const db = new Sqlite(path.join(ctx.server.dataDir, 'ht.db'));
  try {
    db.prepare("update menus set menu_name = ? where component = 'system/config/index'").run(PAYLOADS.menu);
    db.prepare("update dict_data set dict_label = ? where dict_type = 'sys_common_status' and dict_value = 'Success'").run(PAYLOADS.label);
    ctx.dictId = (db.prepare("select dict_id from dict_type where dict_type = 'sys_common_status'").get() as { dict_id: number }).dict_id;
    db.prepare("update config set config_value = ? where config_key = 'sys.kiosk.lockMinutes'").run(PAYLOADS.config);
    db.prepare(
      "insert into login_logs (user_name, nick_name, session_id, status, ipaddr, browser, os, msg, login_time, org_id) values (?, ?, '', 'Error', '10.0.0.9', 'Chrome', 'Windows', ?, ?, 1)",
    ).run(PAYLOADS.user, PAYLOADS.user, PAYLOADS.config, Date.now());
  } finally {
    db.close();
  }
  ctx.browser = await launchBrowser();
  ctx.page = await ctx.browser.newPage();
  ctx.problems = [];
  ctx.page.on('console', (m) => (m.type() === 'error' || m.type() === 'warn' ? ctx.problems.push(`${m.type()}: ${m.text()}`) : undefined));
  ctx.page.on('pageerror', (e) => ctx.problems.push(`pageerror: ${e}`));
  await ctx.page.evaluateOnNewDocument(() => {
    document.addEventListener('securitypolicyviolation', (e) => console.error(`CSP blocked ${e.violatedDirective}: ${e.blockedURI}`));
  });
  await signIn(ctx.page, ctx.server);
  await enterModule(ctx.page, 2001);
});
test.after(async (ctx) => {
  await ctx.browser?.close();
  await ctx.server?.stop();
});

async function open(page: Page, route: string) {
  await page.evaluate((r) => window.htShell.navigate(r), route);
  await page.waitForSelector(`[data-ht="page"][data-route="${route}"] [data-ht="table"]`);
  await idle(page);
}

const ran = (page: Page) => page.evaluate(() => (window as unknown as { __xss?: number }).__xss ?? null);
const textOf = (page: Page, selector: string) => page.$eval(selector, (el) => el.textContent ?? '');

test('a menu title: sidebar, tab, breadcrumb and palette show it as text', async ({ page }) => {
  await open(page, '/system/manage/config');
  assert.ok((await textOf(page, '[data-ht="sidebar"]')).includes(PAYLOADS.menu));
  assert.ok((await textOf(page, '[data-ht="tabs"]')).includes(PAYLOADS.menu));
  assert.ok((await textOf(page, '[data-ht="breadcrumb"]')).includes(PAYLOADS.menu));
  await page.click('[data-ht="palette-open"]');
  await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label')?.startsWith('输入页面'));
  await page.keyboard.type('onerror');
  await page.waitForSelector('[data-ht="palette-item"]');
  const items = await page.$$eval('[data-ht="palette-item"]', (els) => els.map((el) => el.textContent ?? ''));
  assert.ok(
    items.some((text) => text.includes(PAYLOADS.menu)),
    JSON.stringify(items),
  );
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => !document.querySelector('[data-ht="palette-item"]'));
  assert.is(await page.$('[data-ht="sidebar"] img[src="x"], [data-ht="tabs"] img'), null);
});

test('a config value and a dictionary label in their lists are text', async ({ page, dictId }) => {
  await open(page, '/system/manage/config');
  assert.ok((await textOf(page, '[data-ht="page"][data-route="/system/manage/config"] [data-ht="table"]')).includes(PAYLOADS.config));
  await open(page, `/dict/type/data/${dictId}`);
  assert.ok((await textOf(page, `[data-ht="page"][data-route="/dict/type/data/${dictId}"] [data-ht="table"]`)).includes(PAYLOADS.label));
  assert.is(await page.$('[data-ht="page"] svg[onload], [data-ht="page"] script'), null);
});

test('a login log written by a hostile sign-in name is text', async ({ page }) => {
  await open(page, '/system/monitor/logininfor');
  const table = await textOf(page, '[data-ht="page"][data-route="/system/monitor/logininfor"] [data-ht="table"]');
  assert.ok(table.includes(PAYLOADS.user), table.slice(0, 300));
  assert.is(await page.$('[data-ht="page"] iframe'), null);
});

test('no script ran and nothing was reported to the console', async ({ page, problems }) => {
  assert.is(await ran(page), null);
  assert.equal(problems, []);
});

test.run();
