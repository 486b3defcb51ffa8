/**
 * A signed-in page opened cold (a reload after a browser restart, a deep link an RPA script opens): from
 * navigation to the module selection page painted, with a token but an empty cache. No budget in the
 * issues; printed so the cost of the signed-in area's sixty-odd chunks on HTTP/1.1 stays in view.
 */
import { launchBrowser } from '../e2e/support/browser';
import type { RunningServer } from '../e2e/support/server';
import { coldPage } from './settle';

const RUNS = 9;

const MODULE_PAINTED = `window.htBenchModulePainted = new Promise((resolve) => {
  const check = () => {
    if (document.querySelector('[data-ht="module"]')) requestAnimationFrame(() => setTimeout(() => resolve(performance.now())));
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
});`;

export async function measureSignedInReload(server: RunningServer, token: string): Promise<number[]> {
  const browser = await launchBrowser();
  const times: number[] = [];
  try {
    for (let run = 0; run < RUNS; run++) {
      const { context, page } = await coldPage(browser);
      await page.setCookie({ name: 'HTService-Token', value: token, url: server.url });
      await page.evaluateOnNewDocument(MODULE_PAINTED);
      await page.goto(`${server.url}/module/module`);
      times.push((await page.evaluate('window.htBenchModulePainted')) as number);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return times;
}
