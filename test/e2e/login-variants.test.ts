/**
 * The public pages beside /login, in real Chromium against the real built shell and server: the
 * initialisation platform's login (its own Initplat-Token and reduced shell), the admin area's login
 * (administrators only), /register closed and then opened by the administrator's config key, and the
 * third-party pages /auth-redirect and /bind that this server has no provider for.
 */
import Database from 'better-sqlite3';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'puppeteer-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { zh } from '../../src/locales/zh';
import { seriousViolations } from './support/axe';
import { idle, launchBrowser } from './support/browser';
import { startServer, type RunningServer } from './support/server';
import { loginOrgs } from './support/session';

type Ctx = { server: RunningServer; browser: Browser; context: BrowserContext; page: Page };
const variants = suite<Ctx>('login variants');
const SHOTS = 'test-results/e2e';

variants.before(async (ctx) => {
  ctx.server = await startServer();
  ctx.browser = await launchBrowser();
});
variants.after(async (ctx) => {
  await ctx.browser?.close();
  await ctx.server?.stop();
});
variants.before.each(async (ctx) => {
  ctx.context = await ctx.browser.createBrowserContext();
  ctx.page = await ctx.context.newPage();
});
variants.after.each(async (ctx) => {
  await ctx.context.close();
});

async function open(page: Page, server: RunningServer, route: string) {
  await page.goto(`${server.url}${route}`);
  await idle(page);
}

/** Fills the login form of any variant; `orgCode` undefined leaves the organisation unchosen. */
async function fillLogin(page: Page, server: RunningServer, user: string, orgCode?: string, password = server.password) {
  await page.type('input[name="username"]', user);
  await page.type('input[name="password"]', password);
  if (orgCode) {
    const org = (await loginOrgs(server)).find((o) => o.orgCode === orgCode)!;
    await page.select('select[name="orgId"]', String(org.orgId));
  }
  await page.click('[data-ht="login-submit"]');
}

async function cookie(context: BrowserContext, name: string): Promise<string | undefined> {
  return (await context.cookies()).find((c) => c.name === name)?.value;
}

/** Replaces an input's text the way a person does (select all, type), so React sees every change. */
async function retype(page: Page, selector: string, value: string) {
  await page.focus(selector);
  await page.keyboard.down('Control');
  await page.keyboard.press('KeyA');
  await page.keyboard.up('Control');
  await page.keyboard.press('Backspace');
  await page.type(selector, value);
}

const text = (page: Page, selector: string) => page.$eval(selector, (el) => el.textContent?.trim() ?? '');

/** Sets a config key in the server's own database file, as an administrator's change would. */
function setConfig(server: RunningServer, key: string, value: string) {
  const db = new Database(path.join(server.dataDir, 'ht.db'));
  try {
    db.prepare('update config set config_value = ? where config_key = ?').run(value, key);
  } finally {
    db.close();
  }
}

variants('admin signs in at /initplat/login and lands in the initialisation area with the reduced user panel', async ({ server, context, page }) => {
  await open(page, server, '/initplat/index');
  assert.is(new URL(page.url()).pathname, '/initplat/login', 'an initplat page without its token goes to its own login');
  assert.is(new URL(page.url()).searchParams.get('redirect'), '/initplat/index');
  assert.is(await text(page, 'h1'), zh.login.initplatTitle);
  assert.equal(await seriousViolations(page), [], 'the initplat login page has no serious accessibility violations');

  await fillLogin(page, server, 'admin'); // no organisation: the home one
  await page.waitForSelector('[data-ht="user-panel"]');
  await idle(page);
  assert.is(new URL(page.url()).pathname, '/initplat/index');
  assert.ok(await cookie(context, 'Initplat-Token'), 'the token is kept in Initplat-Token');
  assert.is(await cookie(context, 'HTService-Token'), undefined, 'the main shell is not signed in');

  const panel = await page.$eval('[data-ht="user-panel"]', (el) => ({
    name: el.querySelector('a[data-ht="user-name"]')?.textContent?.trim(),
    href: el.querySelector('a[data-ht="user-name"]')?.getAttribute('href'),
    logout: Boolean(el.querySelector('[data-ht="logout"]')),
    controls: el.querySelectorAll('a, button, input, select').length,
    org: Boolean(el.querySelector('[data-ht="org-name"], [data-ht="login-date"]')),
  }));
  assert.equal(panel, { name: 'admin', href: '/initplat/profile', logout: true, controls: 2, org: false });
  const modules = await page.$$eval('[data-ht="sidebar"] [data-ht="menu-item"]', (els) => els.map((el) => el.getAttribute('data-path') ?? ''));
  assert.ok(modules.length > 0 && modules.every((p) => /^\/(initplat|pppp)\//.test(p)), `only the initialisation module's menu (${modules.join(', ')})`);
  await page.screenshot({ path: `${SHOTS}/variants-initplat.png` });

  await page.reload();
  await page.waitForSelector('[data-ht="user-panel"]');
  await idle(page);
  assert.is(new URL(page.url()).pathname, '/initplat/index', 'a reload stays signed in with the initplat token');
});

variants('frontdesk1 is refused at /initplat/login with the message shown', async ({ server, context, page }) => {
  await open(page, server, '/initplat/login');
  await fillLogin(page, server, 'frontdesk1');
  await page.waitForSelector('[data-ht="login-error"]');
  assert.match(await text(page, '[data-ht="login-error"]'), '没有初始化平台的权限');
  assert.is(new URL(page.url()).pathname, '/initplat/login');
  assert.is(await cookie(context, 'Initplat-Token'), undefined);
});

variants('/admin/login refuses accountant1 and admits admin', async ({ server, context, page }) => {
  await open(page, server, '/admin/login');
  assert.is(await text(page, 'h1'), zh.login.adminTitle);
  await fillLogin(page, server, 'accountant1', 'HT001');
  await page.waitForSelector('[data-ht="login-error"]');
  assert.is(await text(page, '[data-ht="login-error"]'), zh.login.adminOnly);
  assert.is(new URL(page.url()).pathname, '/admin/login');
  assert.is(await cookie(context, 'HTService-Token'), undefined, 'signed out again');

  await open(page, server, '/admin/login');
  await fillLogin(page, server, 'admin', 'HT001');
  await page.waitForSelector('[data-ht="module"]');
  await idle(page);
  assert.is(new URL(page.url()).pathname, '/module/module');
  assert.ok(await cookie(context, 'HTService-Token'));
});

variants('/register shows the closed message by default, and the login page offers no registration', async ({ server, page }) => {
  await open(page, server, '/register');
  await page.waitForSelector('[data-ht="register-closed"]');
  assert.is(await text(page, '[data-ht="register-closed"]'), zh.register.closed);
  assert.is(await page.$('[data-ht="register-form"]'), null);
  assert.equal(await seriousViolations(page), [], 'the closed registration page has no serious accessibility violations');
  await page.click('a[href="/login"]');
  await page.waitForSelector('[data-ht="login-form"]');
  await idle(page);
  assert.is(await page.$('[data-ht="register-link"]'), null);
});

variants('once opened, a person registers, signs in with the account filled in and sees no module yet', async ({ server, page }) => {
  setConfig(server, 'sys.account.registerUser', 'true');
  try {
    await open(page, server, '/login');
    await page.waitForSelector('[data-ht="register-link"]');
    await page.click('[data-ht="register-link"]');
    await page.waitForSelector('[data-ht="register-form"]');
    await idle(page);
    assert.equal(await seriousViolations(page), [], 'the registration form has no serious accessibility violations');

    const org = (await loginOrgs(server)).find((o) => o.orgCode === 'HT002')!;
    await page.type('input[name="username"]', 'e2e_clerk');
    await page.type('input[name="password"]', 'weakpassword');
    await page.type('input[name="confirmPassword"]', 'weakpassword');
    await page.select('select[name="orgId"]', String(org.orgId));
    await page.click('[data-ht="register-submit"]');
    assert.match(await text(page, '.ht-field-error'), zh.register.passwordRule, 'the rule is explained before any request');

    await retype(page, 'input[name="password"]', 'Clerk2024x');
    await retype(page, 'input[name="confirmPassword"]', 'Clerk2024x');
    await page.click('[data-ht="register-submit"]');
    await page.waitForSelector('[data-ht="register-success"]');
    assert.match(await text(page, '[data-ht="register-success"]'), 'e2e_clerk');
    await page.screenshot({ path: `${SHOTS}/variants-registered.png` });

    await page.click('a[href^="/login?username="]');
    await page.waitForSelector('[data-ht="login-form"]');
    await idle(page);
    assert.is(await page.$eval('input[name="username"]', (el) => (el as HTMLInputElement).value), 'e2e_clerk');
    await page.type('input[name="password"]', 'Clerk2024x');
    await page.select('select[name="orgId"]', String(org.orgId));
    await page.click('[data-ht="login-submit"]');
    await page.waitForFunction(() => location.pathname === '/module/module');
    await idle(page);
    assert.is(await page.$('[data-ht="module"]'), null, 'no module is granted yet');
    assert.match(await page.$eval('main', (el) => el.textContent ?? ''), zh.module.empty);
  } finally {
    setConfig(server, 'sys.account.registerUser', 'false');
  }
});

variants('/auth-redirect forwards to /login with its same-site redirect only', async ({ server, page }) => {
  await open(page, server, '/auth-redirect?redirect=/accounting/index');
  await page.waitForSelector('[data-ht="login-form"]');
  assert.is(new URL(page.url()).pathname + new URL(page.url()).search, '/login?redirect=%2Faccounting%2Findex');
  await open(page, server, '/auth-redirect?redirect=//evil.example/x');
  await page.waitForSelector('[data-ht="login-form"]');
  assert.is(new URL(page.url()).pathname + new URL(page.url()).search, '/login');
});

variants('/bind explains that this server offers no third-party sign-in, in both languages', async ({ server, page }) => {
  await open(page, server, '/bind');
  assert.is(await text(page, 'h1'), zh.bind.title);
  assert.is(await text(page, '[data-ht="page-message"]'), zh.bind.explanation);
  assert.equal(await seriousViolations(page), [], 'the bind page has no serious accessibility violations');
  await page.evaluate(() => window.htShell.setLocale('en'));
  assert.match(await text(page, '[data-ht="page-message"]'), 'third-party identity provider');
  await page.click('a[href="/login"]');
  await page.waitForSelector('[data-ht="login-form"]');
});

variants.run();
