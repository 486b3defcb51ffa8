/**
 * Tables never hide their own data: at 1440 and 1024 px, every header cell of the main lists can be
 * brought into view and is then neither covered by another element (the pinned columns) nor clipped.
 * Each header is first scrolled into the band between the pinned columns, as a person scrolls a wide
 * table sideways to read a column.
 */
import type { Browser, Page } from 'puppeteer-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { idle, launchBrowser } from './support/browser';
import { startServer, type RunningServer } from './support/server';
import { closeCurrentTab, enterModule, signIn } from './support/session';

const MAIN_LISTS = [
  '/system/manage/user',
  '/system/manage/role',
  '/htservice/notice',
  '/htservice/post',
  '/system/manage/config',
  '/system/monitor/operlog',
  '/system/monitor/logininfor',
  '/accounting/voucher/entry',
  '/assets/card',
  '/crm/customer',
  '/crm/contract',
  '/htservice/inputInterfaceProgramme',
  '/system/monitor/job',
  '/htservice/approvalCenter/approvalDefinition',
  '/htservice/approvalCenter/approvalStatusQuery',
  '/htservice/approvalInitiated/queryApproval',
];
const VIEWPORTS = [
  { width: 1440, height: 900 },
  { width: 1024, height: 768 },
];

type Ctx = { server: RunningServer; browser: Browser };
const headers = suite<Ctx>('table headers');

headers.before(async (ctx) => {
  ctx.server = await startServer();
  ctx.browser = await launchBrowser();
});
headers.after(async (ctx) => {
  await ctx.browser?.close();
  await ctx.server?.stop();
});

/** What is wrong with the header cells of the page's first table: covered or clipped ones, by label. */
async function hiddenHeaders(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const wrong: string[] = [];
    const scroller = document.querySelector<HTMLElement>('[data-ht="page"]:not([hidden]) [data-ht="table-scroll"]')!;
    const cells = [...scroller.querySelectorAll<HTMLElement>('thead th')];
    // The band between the pinned columns, where a person scrolls a column to read it.
    // (No named functions in here: the test runner's transform would wrap them in a helper the page lacks.)
    let left = 0;
    let right = 0;
    for (const c of cells) {
      if (c.style.position !== 'sticky') continue;
      if (c.style.left !== '') left += c.offsetWidth;
      else right += c.offsetWidth;
    }
    const band = scroller.clientWidth - left - right;
    for (const th of cells.filter((c) => c.dataset.columnKey)) {
      if (th.style.position !== 'sticky') scroller.scrollLeft = th.offsetLeft - left - Math.max(0, (band - th.offsetWidth) / 2);
      th.scrollIntoView({ block: 'nearest', inline: 'nearest' });
      const box = th.getBoundingClientRect();
      const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      const label = th.textContent?.trim() ?? th.dataset.columnKey;
      if (!top || !th.contains(top)) wrong.push(`${label}: covered by ${top?.closest('th,td')?.textContent?.trim().slice(0, 20) ?? top?.tagName}`);
      else if (th.scrollWidth > th.clientWidth + 1) wrong.push(`${label}: clipped`);
    }
    return wrong;
  });
}

headers('every header cell of the main lists shows whole and uncovered at 1440 and 1024 px, in zh and en', async ({ server, browser }) => {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  try {
    await signIn(page, server);
    await enterModule(page, 2001);
    const report: string[] = [];
    for (const [locale, viewport] of (['zh', 'en'] as const).flatMap((l) => VIEWPORTS.map((v) => [l, v] as const))) {
      await page.evaluate((l) => window.htShell.setLocale(l), locale);
      await page.setViewport(viewport);
      for (const list of MAIN_LISTS) {
        await page.evaluate((a) => window.htShell.navigate(a), list);
        await page.waitForSelector(`[data-ht="page"][data-route="${list}"] [data-ht="table"] thead th`);
        await idle(page);
        for (const problem of await hiddenHeaders(page)) report.push(`${locale} ${viewport.width} ${list} ${problem}`);
        await closeCurrentTab(page);
      }
    }
    assert.equal(report, []);
  } finally {
    await context.close();
  }
});

headers.run();
