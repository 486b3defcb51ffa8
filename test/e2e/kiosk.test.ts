/**
 * Shared-terminal behaviour in real Chromium: the idle lock and its server-checked unlock, the lock
 * surviving a reload, 'switch user' leaving nothing behind, browser tabs of one session in step, and the
 * module heartbeat holding a licence seat on the server.
 */
import Sqlite from 'better-sqlite3';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'puppeteer-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { idle, launchBrowser } from './support/browser';
import { startServer, type RunningServer } from './support/server';
import { enterModule, signIn, tokenOf } from './support/session';

type Ctx = { server: RunningServer; browser: Browser; context: BrowserContext; page: Page };
const kiosk = suite<Ctx>('kiosk');
const SHOTS = 'test-results/e2e';
/** Three seconds instead of fifteen minutes: only the idle-lock test uses it, so that a slow machine
 * cannot lock the other tests' terminals half-way through their steps. */
const SHORT_LOCK_MINUTES = '0.05';

/** Sets the lock time the way an operator would: the config key (the shell reads it when it starts). */
function setLockMinutes(server: RunningServer, minutes: string) {
  const db = new Sqlite(path.join(server.dataDir, 'ht.db'));
  db.prepare('UPDATE config SET config_value = ? WHERE config_key = ?').run(minutes, 'sys.kiosk.lockMinutes');
  db.close();
}

kiosk.before(async (ctx) => {
  ctx.server = await startServer();
  ctx.browser = await launchBrowser();
});
kiosk.after(async (ctx) => {
  await ctx.browser?.close();
  await ctx.server?.stop();
});
kiosk.before.each(async (ctx) => {
  ctx.context = await ctx.browser.createBrowserContext();
  ctx.page = await ctx.context.newPage();
  await signIn(ctx.page, ctx.server);
  await enterModule(ctx.page, 1001);
});
kiosk.after.each(async (ctx) => {
  setLockMinutes(ctx.server, '15');
  await ctx.context.close();
});

async function unlockWith(page: Page, password: string) {
  await page.type('[data-ht="lock-screen"] input[name="unlockPassword"]', password);
  await page.click('[data-ht="unlock"]');
}

kiosk('an idle terminal locks itself; a wrong password is refused; the right one unlocks over the same tabs', async ({ page, server }) => {
  setLockMinutes(server, SHORT_LOCK_MINUTES);
  await page.reload();
  await page.waitForSelector('[data-ht="lock-screen"]', { timeout: 15_000 });
  await page.screenshot({ path: `${SHOTS}/kiosk-locked.png` });
  await unlockWith(page, 'not-the-password');
  await page.waitForSelector('[data-ht="lock-screen"] [role="alert"]');
  assert.match(await page.$eval('[data-ht="lock-screen"] [role="alert"]', (el) => el.textContent ?? ''), '密码错误');
  await unlockWith(page, server.password);
  await page.waitForFunction(() => !document.querySelector('[data-ht="lock-screen"]'));
  await idle(page);
  assert.is(new URL(page.url()).pathname, '/accounting/index', 'the work underneath is where it was');
});

kiosk('a lock survives a reload of the browser tab', async ({ page, server }) => {
  await page.click('[data-ht="user-menu"]');
  await page.click('::-p-text(锁定屏幕)');
  await page.waitForSelector('[data-ht="lock-screen"]');
  await page.reload();
  await page.waitForSelector('[data-ht="lock-screen"]');
  await unlockWith(page, server.password);
  await page.waitForFunction(() => !document.querySelector('[data-ht="lock-screen"]'));
});

kiosk('switch user logs the first user out and leaves nothing of theirs behind', async ({ page, context, server }) => {
  const token = await tokenOf(context);
  await page.click('[data-ht="user-menu"]');
  await page.click('::-p-text(锁定屏幕)');
  await page.waitForSelector('[data-ht="switch-user"]');
  await page.click('[data-ht="switch-user"]');
  await page.waitForFunction(() => location.pathname === '/login');
  await idle(page);
  assert.is(await tokenOf(context), undefined, 'no token cookie');
  assert.is(await page.evaluate(() => localStorage.length + sessionStorage.length), 0, 'no storage left');
  const info = await fetch(`${server.url}/prod-api/htservice/user/getInfo`, { headers: { Authorization: `Bearer ${token}` } });
  assert.is(info.status, 401, 'the old token is revoked on the server');
  await page.goBack();
  await idle(page);
  assert.is(new URL(page.url()).pathname, '/login', 'Back leads only to the login page');
});

kiosk('browser tabs of one session follow each other: language, lock and logout', async ({ page, context, server }) => {
  const other = await context.newPage();
  await other.goto(`${server.url}/accounting/index`);
  await other.waitForSelector('[data-ht="tabs"]');
  await idle(other);
  // The other tab is in the background, where animation frames stop: poll it on a timer instead.
  const inOther = (fn: () => boolean) => other.waitForFunction(fn, { polling: 100 });
  await page.bringToFront();
  await page.click('[data-ht="language-select"]');
  // The menu's items appear once it has opened (a render later, which a loaded machine can stretch).
  await (await page.waitForSelector('[data-value="en"]', { visible: true }))!.click();
  await inOther(() => document.documentElement.lang === 'en');
  await page.click('[data-ht="user-menu"]');
  await page.click('::-p-text(Lock screen)');
  await inOther(() => Boolean(document.querySelector('[data-ht="lock-screen"]')));
  await unlockWith(page, server.password);
  await inOther(() => !document.querySelector('[data-ht="lock-screen"]'));
  await page.click('[data-ht="user-menu"]');
  await page.click('::-p-text(Log out)');
  const ok = await page.waitForSelector('::-p-aria([name="OK"][role="button"])');
  await ok!.click();
  await inOther(() => location.pathname === '/login');
  await other.close();
});

kiosk('the module heartbeat holds a licence seat on the server', async ({ context, server }) => {
  const token = await tokenOf(context);
  const reply = await fetch(`${server.url}/prod-api/htservice/module/getModuleByOrg?orgId=1`, { headers: { Authorization: `Bearer ${token}` } });
  const modules = ((await reply.json()) as { data: { moduleId: number; used: number; seats: number }[] }).data;
  const accounting = modules.find((m) => m.moduleId === 1001)!;
  assert.ok(accounting.used >= 1, `a seat is in use (${accounting.used}/${accounting.seats})`);
});

kiosk.run();
