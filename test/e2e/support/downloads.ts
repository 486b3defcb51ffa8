/**
 * Files a page downloads, saved into a folder of their own: `next()` resolves with the path of the next
 * completed download (Chrome's download events over CDP, so no polling of the folder).
 */
import { mkdtempSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext } from 'puppeteer-core';

export async function catchDownloads(browser: Browser, context: BrowserContext) {
  const dir = mkdtempSync(path.join(tmpdir(), 'ht-download-'));
  const cdp = await browser.target().createCDPSession();
  await cdp.send('Browser.setDownloadBehavior', { behavior: 'allow', downloadPath: dir, eventsEnabled: true, browserContextId: context.id });
  return {
    dir,
    /** The newest file once the next download completes. */
    next: () =>
      new Promise<string>((resolve) => {
        const onProgress = (e: { state: string }) => {
          if (e.state !== 'completed') return;
          cdp.off('Browser.downloadProgress', onProgress);
          const files = readdirSync(dir)
            .map((f) => path.join(dir, f))
            .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
          resolve(files[0]);
        };
        cdp.on('Browser.downloadProgress', onProgress);
      }),
  };
}
