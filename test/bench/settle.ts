/**
 * A new browser context opens a new window, and Chromium then spends about a second of both cores
 * building that window's own interface (its omnibox popup is a WebUI page with a renderer of its own).
 * A cold-visit measurement started at that moment measures Chromium's window, not the product: the
 * bench waits until the browser's processes have gone quiet before it navigates.
 */
import type { Browser, BrowserContext, Page } from 'puppeteer-core';

const WINDOW_MS = 50;
const QUIET_CPU_MS = 10; // cpuTime is reported in 10 ms steps on Linux
const QUIET_WINDOWS = 2;
const MAX_WAIT_MS = 5000;

/** Total CPU seconds spent so far by all of the browser's processes. */
async function browserCpu(browser: Browser): Promise<number> {
  const session = await browser.target().createCDPSession();
  try {
    const { processInfo } = (await session.send('SystemInfo.getProcessInfo')) as { processInfo: { cpuTime: number }[] };
    return processInfo.reduce((sum, p) => sum + p.cpuTime, 0);
  } finally {
    await session.detach();
  }
}

/** Resolves when the browser has used at most QUIET_CPU_MS per window for QUIET_WINDOWS windows in a row (or after MAX_WAIT_MS). */
export async function browserQuiet(browser: Browser): Promise<void> {
  const until = performance.now() + MAX_WAIT_MS;
  let quiet = 0;
  let last = await browserCpu(browser);
  while (quiet < QUIET_WINDOWS && performance.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, WINDOW_MS));
    const now = await browserCpu(browser);
    quiet = (now - last) * 1000 <= QUIET_CPU_MS ? quiet + 1 : 0;
    last = now;
  }
}

/** A fresh context (empty cache, no cookies) with one page, once Chromium has finished building its window. */
export async function coldPage(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await browserQuiet(browser);
  return { context, page };
}
