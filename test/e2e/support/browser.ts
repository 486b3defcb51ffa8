/** Finds the system Chromium and launches it headless for the e2e tier (puppeteer-core never downloads one). */
import { existsSync } from 'node:fs';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';

const CANDIDATES = [process.env.PUPPETEER_EXECUTABLE_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

function chromiumPath(): string {
  const found = CANDIDATES.find((p): p is string => Boolean(p && existsSync(p)));
  if (!found) throw new Error(`No Chromium found (tried ${CANDIDATES.filter(Boolean).join(', ')}); install Debian's chromium or set PUPPETEER_EXECUTABLE_PATH`);
  return found;
}

export function launchBrowser(): Promise<Browser> {
  return puppeteer.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      // A Chinese browser, like the hotels' terminals: headless Chromium takes navigator.language from --accept-lang.
      '--lang=zh-CN',
      '--accept-lang=zh-CN,zh',
    ],
    defaultViewport: { width: 1366, height: 800 },
  });
}

/** Waits until the shell says it is idle (window.htShell.whenIdle of the automation contract). */
export async function idle(page: Page): Promise<void> {
  await page.waitForFunction(() => typeof window.htShell?.whenIdle === 'function');
  await page.evaluate(() => window.htShell.whenIdle());
}
