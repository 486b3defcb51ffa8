/** Signing in through the real login page, for tests whose subject is what comes after. */
import type { BrowserContext, Page } from 'puppeteer-core';
import type { LoginOrg } from '../../../server/contracts/org';
import { idle } from './browser';
import type { RunningServer } from './server';

export async function loginOrgs(server: RunningServer): Promise<LoginOrg[]> {
  return ((await (await fetch(`${server.url}/prod-api/htservice/org/getLoginOrgData`)).json()) as { data: LoginOrg[] }).data;
}

/**
 * Opens the login page, signs in and waits for the module selection. `newPassword`: the account's
 * password was set by an administrator, so the shell first asks for one of the user's own; it is
 * chosen on the way in (sign in with `password` afterwards).
 */
export async function signIn(page: Page, server: RunningServer, options: { user?: string; password?: string; newPassword?: string; orgCode?: string; locale?: 'zh' | 'en' } = {}): Promise<void> {
  const orgs = await loginOrgs(server);
  const org = orgs.find((o) => o.orgCode === (options.orgCode ?? orgs[0].orgCode))!;
  const password = options.password ?? server.password;
  await page.goto(`${server.url}/login?automation=1`);
  await idle(page);
  if (options.locale === 'en') {
    await page.select('[data-ht="language-switch"]', 'en');
    await idle(page);
  }
  await page.type('input[name="username"]', options.user ?? 'admin');
  await page.type('input[name="password"]', password);
  await page.select('select[name="orgId"]', String(org.orgId));
  await page.click('[data-ht="login-submit"]');
  if (options.newPassword) {
    const form = '[data-ht="first-password"]';
    await page.waitForSelector(form);
    await idle(page);
    await page.type(`${form} input[name="password"]`, password);
    await page.type(`${form} input[name="psw"]`, options.newPassword);
    await page.type(`${form} input[name="confirm"]`, options.newPassword);
    await page.click(`${form} [data-ht="password-save"]`);
  }
  await page.waitForSelector('[data-ht="module"]');
  await idle(page);
}

/** Enters a module from the module selection page and waits for its layout. */
export async function enterModule(page: Page, moduleId: number): Promise<void> {
  await page.click(`[data-ht="module"][data-module-id="${moduleId}"]`);
  await page.waitForSelector('[data-ht="tabs"]');
  await idle(page);
}

export async function tabPaths(page: Page): Promise<string[]> {
  return page.$$eval('[data-ht="tab"]', (els) => els.map((el) => el.getAttribute('data-path') ?? ''));
}

export async function activeTab(page: Page): Promise<string | null> {
  return page.$eval('[data-ht="tab"][data-active="true"]', (el) => el.getAttribute('data-path')).catch(() => null);
}

export async function tokenOf(context: BrowserContext): Promise<string | undefined> {
  return (await context.cookies()).find((c) => c.name === 'HTService-Token')?.value;
}

/** Closes the current tab with the shell's shortcut (Ctrl+Alt+W), as a keyboard user does. */
export async function closeCurrentTab(page: Page): Promise<void> {
  await page.keyboard.down('Control');
  await page.keyboard.down('Alt');
  await page.keyboard.press('KeyW');
  await page.keyboard.up('Alt');
  await page.keyboard.up('Control');
}
