/**
 * The workflow designer's cost for `npm run bench` (approvals issue): the bytes its page loads beyond the
 * signed-in shell (JS and CSS, lazy: the rest of the shell never pays for them) and the time from
 * navigating to it to the demo purchase-request diagram drawn and the shell idle, over cold visits.
 */
import { idle, launchBrowser } from '../e2e/support/browser';
import type { RunningServer } from '../e2e/support/server';
import { enterModule, signIn } from '../e2e/support/session';
import { coldPage } from './settle';

const RUNS = 5;

export async function measureDesigner(server: RunningServer) {
  const browser = await launchBrowser();
  const times: number[] = [];
  let urls: string[] = [];
  try {
    for (let run = 0; run < RUNS; run++) {
      const { context, page } = await coldPage(browser); // empty cache: a cold first visit each time
      await signIn(page, server);
      await enterModule(page, 3003);
      const definitionId = await page.evaluate(async () => {
        const token = document.cookie
          .split('; ')
          .find((c) => c.startsWith('HTService-Token='))!
          .split('=')[1];
        const reply = await fetch('/prod-api/htservice/approvalDefinition/list?defKey=purchaseRequest', { headers: { Authorization: `Bearer ${token}` } });
        return ((await reply.json()) as { rows: Array<{ definitionId: number }> }).rows[0].definitionId;
      });
      const loaded: string[] = [];
      page.on('response', (res) => {
        if (!res.fromCache() && /\.(js|css)$/.test(new URL(res.url()).pathname)) loaded.push(res.url());
      });
      const t0 = await page.evaluate(() => performance.now());
      await page.evaluate((id) => window.htShell.navigate(`/metadata/temp4/wfd?definitionId=${id}`), definitionId);
      await page.waitForSelector('[data-ht="approval-designer"][data-loaded="true"] .djs-container');
      await idle(page);
      times.push((await page.evaluate(() => performance.now())) - t0);
      if (run === 0) urls = loaded;
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return { times, urls };
}
