/**
 * A routine back-office task as an RPA script: sign in, switch to the fixed-assets module, open three
 * pages, then close every other tab. It uses only what the automation contract promises: accessible
 * roles and names, `data-ht` hooks and `window.htShell.whenIdle()` — no CSS classes, no sleeps.
 *
 *   node --import tsx examples/rpa/open-pages.ts http://127.0.0.1:8080 admin '<password>'
 */
import type { Page } from 'puppeteer-core';
import { enterModule, idle, signIn, type RpaOptions } from './session';

/** Returns the tabs left open, as paths. */
export async function openAssetPages(page: Page, options: RpaOptions): Promise<string[]> {
  await signIn(page, { orgCode: 'HT001', ...options });
  await enterModule(page, '固定资产');
  for (const title of ['资产卡片', '资产折旧', '资产盘点']) {
    await page.locator(`[data-ht="sidebar"] ::-p-aria([name="${title}"][role="link"])`).click();
    await idle(page);
  }

  // Close the others from the tab's context menu, by its menu item's name.
  await page.click('[data-ht="tab"][data-active="true"] [data-ht="tab-title"]', { button: 'right' });
  await page.locator('[data-ht="tab-menu"] ::-p-aria([name="关闭其他"][role="menuitem"])').click();
  await idle(page);
  return page.$$eval('[data-ht="tab"]', (tabs) => tabs.map((tab) => tab.getAttribute('data-path') ?? ''));
}

// Run directly: launch the system Chromium and report what is left open.
if (import.meta.url === `file://${process.argv[1]}`) {
  const [url, user, password] = process.argv.slice(2);
  if (!url || !user || !password) {
    console.error('usage: node --import tsx examples/rpa/open-pages.ts <url> <user> <password>');
    process.exit(2);
  }
  const { launchBrowser } = await import('../../test/e2e/support/browser');
  const browser = await launchBrowser();
  try {
    const tabs = await openAssetPages(await browser.newPage(), { url, user, password });
    console.log(`open tabs: ${tabs.join(', ')}`);
  } finally {
    await browser.close();
  }
}
