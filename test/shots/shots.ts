/**
 * `npm run shots [-- <text>]`: a screenshot of every page (the route table and SPEC's fixed routes, as the
 * platform administrator) in zh and en at 1440×900, 1024×768 and 390×844, written to
 * `test-results/shots/<locale>-<width>/<page>.png`, so anyone can look at the whole product at once.
 * `<text>` keeps only the pages whose address contains it (e.g. `dept`). It runs the real built server on
 * a loopback port with its own data folder, like the e2e tier, and stops by itself.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'puppeteer-core';
import { idle, launchBrowser } from '../e2e/support/browser';
import { inInitplat, pageAddresses, signInInitplat } from '../e2e/support/route-table';
import { startServer } from '../e2e/support/server';
import { closeCurrentTab, enterModule, signIn, tokenOf } from '../e2e/support/session';

const OUT = 'test-results/shots';
const VIEWPORTS = [
  { width: 1440, height: 900 },
  { width: 1024, height: 768 },
  { width: 390, height: 844 },
];
const only = process.argv[2];

const fileName = (address: string) => `${address.replace(/^\//, '').replace(/[^\w]+/g, '_') || 'root'}.png`;

async function shoot(page: Page, addresses: string[], locale: string): Promise<number> {
  let count = 0;
  for (const viewport of VIEWPORTS) {
    const dir = path.join(OUT, `${locale}-${viewport.width}`);
    mkdirSync(dir, { recursive: true });
    await page.setViewport(viewport);
    for (const address of addresses) {
      await page.evaluate((a) => window.htShell.navigate(a), address);
      // The pointer rests where the last click left it; away from the page, no chart tooltip or hover shows.
      await page.mouse.move(0, 0);
      await page.screenshot({ path: path.join(dir, fileName(address)) });
      await closeCurrentTab(page); // one tab at a time, as in the walk
      count += 1;
    }
  }
  return count;
}

/** The first screens staff see every shift: the login page and the module selection, at each width. */
async function shootFirstScreens(page: Page, url: string, locale: 'zh' | 'en'): Promise<void> {
  await page.goto(`${url}/login?automation=1`);
  await idle(page);
  if (locale === 'en') await page.select('[data-ht="language-switch"]', 'en');
  for (const viewport of VIEWPORTS) {
    await page.setViewport(viewport);
    await idle(page);
    await page.screenshot({ path: path.join(OUT, `${locale}-${viewport.width}`, 'login.png') });
  }
}

async function shootModuleSelection(page: Page, locale: string): Promise<void> {
  for (const viewport of VIEWPORTS) {
    await page.setViewport(viewport);
    await idle(page);
    await page.screenshot({ path: path.join(OUT, `${locale}-${viewport.width}`, 'module_module.png') });
  }
}

for (const viewport of VIEWPORTS) for (const locale of ['zh', 'en']) mkdirSync(path.join(OUT, `${locale}-${viewport.width}`), { recursive: true });
const server = await startServer();
const browser = await launchBrowser();
try {
  for (const locale of ['zh', 'en'] as const) {
    const context = await browser.createBrowserContext();
    const page = await context.newPage();
    if (!only || 'login'.includes(only)) await shootFirstScreens(page, server.url, locale);
    await signIn(page, server, { locale });
    if (!only || 'module/module'.includes(only)) await shootModuleSelection(page, locale);
    await page.setViewport(VIEWPORTS[0]);
    await enterModule(page, 2001);
    const { addresses } = await pageAddresses(server, (await tokenOf(context))!);
    const wanted = addresses.filter((a) => !only || a.includes(only));
    let count = await shoot(
      page,
      wanted.filter((a) => !inInitplat(a)),
      locale,
    );
    const initplat = wanted.filter(inInitplat);
    if (initplat.length) {
      await signInInitplat(page, server);
      count += await shoot(page, initplat, locale);
    }
    await idle(page);
    console.log(`${locale}: ${count} screenshots in ${OUT}/${locale}-*`);
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
