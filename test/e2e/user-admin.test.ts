/**
 * Users and roles as an administrator and a new colleague live them, in real Chromium against the
 * real server: the administrator creates a user with the front-desk role; that user signs in (another
 * browser context) and sees the front desk's modules; the administrator takes the CRM customer page
 * from the role, and the user's next request sends them to the login page, signed in again without
 * the page; disabled, the user's next request ends at the login page for good. Then the personal
 * centre: an uploaded avatar shows in the header.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'puppeteer-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { idle, launchBrowser } from './support/browser';
import { startServer, type RunningServer } from './support/server';
import { enterModule, loginOrgs, signIn } from './support/session';

type Ctx = { server: RunningServer; browser: Browser; admin: BrowserContext; adminPage: Page; colleague: BrowserContext; colleaguePage: Page };
const users = suite<Ctx>('user administration');

users.before(async (ctx) => {
  ctx.server = await startServer();
  ctx.browser = await launchBrowser();
  ctx.admin = await ctx.browser.createBrowserContext();
  ctx.adminPage = await ctx.admin.newPage();
  await signIn(ctx.adminPage, ctx.server);
  await enterModule(ctx.adminPage, 2001);
  ctx.colleague = await ctx.browser.createBrowserContext();
  ctx.colleaguePage = await ctx.colleague.newPage();
});
users.after(async (ctx) => {
  await ctx.browser?.close();
  await ctx.server?.stop();
});

async function open(page: Page, route: string, ready: string) {
  await page.bringToFront();
  await page.evaluate((r) => window.htShell.navigate(r), route);
  await page.waitForSelector(`[data-ht="page"] ${ready}`);
  await idle(page);
}

/** The password desk_new chooses at the first sign-in (the administrator chose the first one). */
const DESK_NEW_PASSWORD = 'Desk-New-2468';

const rowTexts = (page: Page) => page.$$eval('[data-ht="page"] [data-ht="row"]', (rows) => rows.map((r) => r.textContent ?? ''));

/**
 * Clicks a control in a wide table: columns pass under the pinned selection and actions columns, so the
 * table is first scrolled sideways to bring the control to the middle, as a person would.
 */
async function clickInTable(page: Page, selector: string) {
  await page.$eval(selector, (el) => el.scrollIntoView({ block: 'nearest', inline: 'center' }));
  await page.click(selector);
}

users('the administrator creates a user with the front-desk role; the user sees the front desk modules', async ({ server, adminPage: page, colleaguePage }) => {
  await open(page, '/system/manage/user', '[data-ht="table"]');
  assert.ok(
    (await rowTexts(page)).some((t) => t.includes('frontdesk1')),
    'the hotel’s users are listed',
  );
  assert.not.ok(
    (await rowTexts(page)).some((t) => t.includes('frontdesk2')),
    'never the other hotel’s',
  );
  await page.click('[data-ht="page"] [data-ht="crud-add"]');
  await page.waitForSelector('[data-ht="crud-save"]');
  const form = 'form:has([data-ht="crud-save"])';
  await page.type(`${form} [name="userName"]`, 'desk_new');
  await page.type(`${form} [name="nickName"]`, '新前台');
  await page.type(`${form} [name="password"]`, server.password);
  // The roles picker (a multi-select): its input is the one the label 角色 names.
  const rolesInput = await page.evaluate((f) => [...document.querySelectorAll(`${f} label`)].find((l) => l.textContent?.trim() === '角色')?.getAttribute('for') ?? '', form);
  await page.click(`[id="${rolesInput}"]`);
  await page.waitForSelector('[role="option"]');
  await page.evaluate(() => ([...document.querySelectorAll('[role="option"]')].find((o) => o.textContent?.trim() === '前台接待') as HTMLElement).click());
  await page.keyboard.press('Escape');
  await page.click('[data-ht="crud-save"]');
  await page.waitForFunction(() => !document.querySelector('[data-ht="crud-save"]'));
  await idle(page);
  assert.ok(
    (await rowTexts(page)).some((t) => t.includes('desk_new')),
    'the new user is listed',
  );

  // The administrator chose the password, so the new user first chooses their own.
  await signIn(colleaguePage, server, { user: 'desk_new', newPassword: DESK_NEW_PASSWORD });
  const modules = await colleaguePage.$$eval('[data-ht="module"]', (els) => els.map((el) => Number(el.getAttribute('data-module-id'))));
  assert.ok(modules.includes(3001) && modules.includes(1004), `front desk modules: ${modules}`);
  assert.not.ok(modules.includes(1001) || modules.includes(2001), 'no accounting, no system services');
  await enterModule(colleaguePage, 3001);
  await colleaguePage.waitForSelector('[data-ht="menu-item"][data-path="/crm/customer"]');
});

users('taking a page from the role signs its holders out; signed in again, the page is gone', async ({ server, adminPage: page, colleaguePage }) => {
  await open(page, '/system/manage/role', '[data-ht="table"]');
  await page.click('[data-ht="page"] [data-ht="row"] [aria-label="打开 前台接待 的详情"]');
  await page.waitForSelector('[data-ht="page"] [data-ht="menu-tree"]');
  await idle(page);
  assert.match(page.url(), /\/htservice\/role\?roleId=\d+/);
  // The CRM customer page's own checkbox (the node showing its permission crm:customer:list).
  const box = await page.evaluateHandle(
    `[...document.querySelectorAll('[data-ht="page"] [data-menu-id]')].find((n) => n.textContent.includes('crm:customer:list')).querySelector('input[type=checkbox]')`,
  );
  assert.ok(await box.evaluate((el) => (el as HTMLInputElement).checked || (el as HTMLInputElement).indeterminate), 'granted before');
  await (box as unknown as { click(): Promise<void> }).click();
  assert.is(await box.evaluate((el) => (el as HTMLInputElement).checked), false);
  await page.click('[data-ht="role-menus-save"]');
  await idle(page);
  assert.is(await box.evaluate((el) => (el as HTMLInputElement).checked), false, 'saved and reloaded unchecked');

  // The colleague's next request is refused: the shell offers to sign in again and goes to the login page.
  await colleaguePage.bringToFront();
  await colleaguePage.evaluate(() => window.htShell.navigate('/user/profile'));
  await colleaguePage.waitForSelector('::-p-aria([name="重新登录"][role="button"])');
  await colleaguePage.click('::-p-aria([name="重新登录"][role="button"])');
  await colleaguePage.waitForSelector('[data-ht="login-form"]');
  await signIn(colleaguePage, server, { user: 'desk_new', password: DESK_NEW_PASSWORD });
  await enterModule(colleaguePage, 3001);
  await colleaguePage.waitForSelector('[data-ht="menu-item"][data-path="/crm/workOrder"]');
  assert.is(await colleaguePage.$('[data-ht="menu-item"][data-path="/crm/customer"]'), null, 'the customer page is gone');
});

users('a disabled user’s next request ends at the login page, and they cannot sign in', async ({ server, adminPage: page, colleaguePage }) => {
  await open(page, '/system/manage/user', '[data-ht="table"]');
  await clickInTable(page, '[data-ht="page"] [data-ht="row"] [aria-label="启用 desk_new"]');
  await page.waitForFunction(() => (document.querySelector('[data-ht="page"] [aria-label="启用 desk_new"]') as HTMLInputElement | null)?.checked === false);
  await idle(page);

  await colleaguePage.bringToFront();
  await colleaguePage.reload();
  await colleaguePage.waitForSelector('[data-ht="login-form"]');
  // Signing in again is refused like a wrong password: the answer never confirms a disabled account's password.
  await colleaguePage.goto(`${server.url}/login?automation=1`);
  await idle(colleaguePage);
  await colleaguePage.type('input[name="username"]', 'desk_new');
  await colleaguePage.type('input[name="password"]', DESK_NEW_PASSWORD);
  await colleaguePage.select('select[name="orgId"]', String((await loginOrgs(server))[0].orgId));
  await colleaguePage.click('[data-ht="login-submit"]');
  await colleaguePage.waitForSelector('[data-ht="login-error"]');
  assert.match(await colleaguePage.$eval('[data-ht="login-error"]', (el) => el.textContent ?? ''), '用户名或密码错误');
});

users('the user detail page shows the profile, the roles and the online sessions', async ({ adminPage: page }) => {
  await open(page, '/system/manage/user', '[data-ht="table"]');
  await clickInTable(page, '[data-ht="page"] [data-ht="row"] [aria-label="打开 frontdesk1 的详情"]');
  await page.waitForSelector('[data-ht="page"] [data-ht="user-detail"]');
  await idle(page);
  const text = await page.$eval('[data-ht="page"] [data-ht="user-detail"]', (el) => el.textContent ?? '');
  assert.match(text, '王晓燕');
  assert.ok(await page.$eval('[data-ht="page"] [data-ht="user-roles"] ::-p-aria([name="前台接待 (frontdesk)"])', (el) => (el as HTMLInputElement).checked));
});

users('an uploaded avatar shows in the header', async ({ server, adminPage: page }) => {
  const png = path.join(server.dataDir, 'me.png');
  // A 1×1 PNG.
  writeFileSync(png, Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000' + '1f15c4890000000d49444154789c6360f8cf000000030101001b6e5d2f0000000049454e44ae426082', 'hex'));
  await open(page, '/user/profile', '[data-ht="avatar-upload"]');
  const [chooser] = await Promise.all([page.waitForFileChooser(), page.click('[data-ht="avatar-choose"]')]);
  await chooser.accept([png]);
  await page.waitForFunction(() => document.querySelector('[data-ht="avatar-preview"] img')?.getAttribute('src')?.startsWith('blob:'));
  await page.click('[data-ht="avatar-save"]');
  await page.waitForFunction(() => /\/prod-api\/profile\/avatar\/[0-9a-f]{32}\.png$/.test(document.querySelector('[data-ht="user-avatar"] img')?.getAttribute('src') ?? ''));
  await idle(page);
  // The picture itself loads from the server (1×1 pixels, as uploaded).
  await page.waitForFunction(() => {
    const img = document.querySelector('[data-ht="user-avatar"] img') as HTMLImageElement | null;
    return img?.complete === true && img.naturalWidth === 1;
  });
});

users.run();
