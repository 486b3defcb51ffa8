/**
 * Shell figures for `npm run bench`: median tab switch (click to the other page painted), opening a page
 * from the palette (Enter to page painted), and the JS heap after 15 pages are open as tabs (after GC).
 */
import type { Page } from 'puppeteer-core';
import type { RouteNode } from '../../server/contracts/menu';
import { idle, launchBrowser } from '../e2e/support/browser';
import type { RunningServer } from '../e2e/support/server';
import { enterModule, signIn } from '../e2e/support/session';
import { browserQuiet } from './settle';

const SWITCHES = 21;
const TABS = 15;

/**
 * In the page: clicks `selector` and resolves with the ms until `route` is the visible page and painted.
 * Written as source text: tsx would wrap inner functions in a helper that does not exist in the page.
 */
const CLICK_AND_TIME = `(sel, path) => new Promise((resolve) => {
  const t0 = performance.now();
  document.querySelector(sel).click();
  const check = () => {
    if (document.querySelector('[data-ht="page"][data-route="' + path + '"]')) requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - t0)));
    else requestAnimationFrame(check);
  };
  check();
})`;

function clickAndTime(page: Page, selector: string, route: string): Promise<number> {
  return page.evaluate(`(${CLICK_AND_TIME})(${JSON.stringify(selector)}, ${JSON.stringify(route)})`) as Promise<number>;
}

function leafPaths(routes: RouteNode[]): string[] {
  const out: string[] = [];
  const walk = (node: RouteNode, base: string) => {
    const path = node.path.startsWith('/') ? node.path : `${base}/${node.path}`;
    if (node.children?.length) node.children.forEach((c) => walk(c, path));
    else if (!node.hidden && !node.meta.link) out.push(path);
  };
  routes.forEach((m) => (m.children ?? []).forEach((c) => walk(c, m.path)));
  return out;
}

export async function measureShell(server: RunningServer) {
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    await signIn(page, server);
    await enterModule(page, 1001);
    const paths = await page.evaluate(async () => {
      const token = document.cookie.split('; ').find((c) => c.startsWith('HTService-Token='))!.split('=')[1];
      const reply = await fetch('/prod-api/htservice/menu/getRouters', { headers: { Authorization: `Bearer ${token}` } });
      return ((await reply.json()) as { data: unknown }).data;
    });
    const pages = leafPaths(paths as RouteNode[]).filter((p) => p.startsWith('/accounting/')).slice(0, 3);
    for (const path of pages) await page.evaluate((p) => window.htShell.navigate(p), path);

    await browserQuiet(browser);
    const switches: number[] = [];
    for (let i = 0; i < SWITCHES; i++) {
      const target = pages[i % pages.length];
      if (new URL(page.url()).pathname === target) continue;
      switches.push(await clickAndTime(page, `[data-ht="tab"][data-path="${target}"] [data-ht="tab-title"]`, target));
      await idle(page);
    }

    const palette: number[] = [];
    for (const [query, target] of [['zz', '/accounting/ledger/general'], ['qcye', '/accounting/openingBalance'], ['pzlr', '/accounting/voucher/entry']]) {
      await page.click('[data-ht="palette-open"]');
      await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label')?.startsWith('输入页面'));
      await page.keyboard.type(query);
      await page.waitForFunction((t) => document.querySelector('[data-ht="palette-item"]')?.getAttribute('data-id') === `page:${t}`, {}, target);
      palette.push(await clickAndTime(page, '[data-ht="palette-item"]', target));
      await page.waitForFunction(() => !document.querySelector('[data-ht="palette-item"]'));
      await idle(page);
    }

    const all = leafPaths(paths as RouteNode[]).filter((p) => !p.endsWith('/index')).slice(0, TABS);
    for (const path of all) await page.evaluate((p) => window.htShell.navigate(p), path);
    const cdp = await page.createCDPSession();
    await cdp.send('HeapProfiler.collectGarbage');
    const { JSHeapUsedSize } = await page.metrics();
    const tabs = await page.$$eval('[data-ht="tab"]', (els) => els.length);
    return { switches, palette, heapMb: (JSHeapUsedSize ?? 0) / 1024 / 1024, tabs };
  } finally {
    await browser.close();
  }
}
