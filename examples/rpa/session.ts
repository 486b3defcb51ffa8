/**
 * What every RPA example does first: wait for the shell to settle, and sign in through the login form by
 * its accessible names (the form is switched to Chinese so the names are known whatever the browser's
 * language), then wait for the module selection.
 */
import type { Page } from 'puppeteer-core';

export type RpaOptions = { url: string; user: string; password: string; orgCode?: string };

/** Resolves when the shell has no request, lazy page or animation frame pending. */
export async function idle(page: Page): Promise<void> {
  await page.waitForFunction(() => typeof window.htShell?.whenIdle === 'function');
  await page.evaluate(() => window.htShell.whenIdle());
}

/** Signs in to `orgCode` (default: the first organisation offered) and waits for the module selection. */
export async function signIn(page: Page, options: RpaOptions): Promise<void> {
  await page.goto(`${options.url}/login?automation=1`);
  await idle(page);
  await page.select('[data-ht="language-switch"]', 'zh');
  await page.locator('::-p-aria([name="账号"][role="textbox"])').fill(options.user);
  await page.locator('::-p-aria([name="密码"][role="textbox"])').fill(options.password);
  const org = await page.$$eval(
    'select[name="orgId"] option',
    (opts, code) => opts.find((o) => o.getAttribute('value') && (!code || o.textContent?.includes(code)))?.getAttribute('value') ?? '',
    options.orgCode ?? '',
  );
  await page.select('select[name="orgId"]', org);
  await page.locator('::-p-aria([name="登 录"][role="button"])').click();
  await page.waitForSelector('[data-ht="module"]');
  await idle(page);
}

/** Enters a module from the module selection by its name (固定资产, 会计核算 …). */
export async function enterModule(page: Page, name: string): Promise<void> {
  await page.locator(`::-p-aria([name="${name}"][role="button"])`).click();
  await page.waitForSelector('[data-ht="sidebar"]');
  await idle(page);
}
