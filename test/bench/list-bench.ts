/**
 * List figures for `npm run bench`: time from asking for a page size to its rows painted at 10, 500,
 * 2,000 and 'all' (100,000 rows), JS heap with 2,000 rows, long frames (> 50 ms) while scrolling the
 * 100,000 rows, and the server's own time for the 100,000-row 'all' list.
 */
import Sqlite from 'better-sqlite3';
import path from 'node:path';
import type { Page } from 'puppeteer-core';
import { idle, launchBrowser } from '../e2e/support/browser';
import type { RunningServer } from '../e2e/support/server';
import { enterModule, signIn } from '../e2e/support/session';
import { browserQuiet } from './settle';

const ROWS = 100_000;
const SIZES = [10, 500, 2000, 100000000];

/** Fills a dictionary type with ROWS rows straight into the server's SQLite file (set-up, not measured). */
function seedRows(server: RunningServer): number {
  const db = new Sqlite(path.join(server.dataDir, 'ht.db'));
  const type = db.prepare("INSERT INTO dict_type (dict_name, dict_type, status, remark) VALUES ('基准数据', 'bench_rows', '0', '') RETURNING dict_id").get() as { dict_id: number };
  const insert = db.prepare("INSERT INTO dict_data (dict_sort, dict_label, dict_value, dict_type, css_class, list_class, is_default, status, remark) VALUES (?, ?, ?, 'bench_rows', '', '', 'N', '0', '')");
  db.transaction(() => {
    for (let i = 1; i <= ROWS; i++) insert.run(i, `行 ${i}`, `V${i}`);
  })();
  db.close();
  return type.dict_id;
}

/** In the page: switches the page size and resolves with the ms until rows of that size are painted. */
const SWITCH_SIZE = `(size) => new Promise((resolve) => {
  const t0 = performance.now();
  const url = new URL(location.href);
  url.searchParams.set('pageSize', String(size));
  url.searchParams.set('pageNum', '1');
  window.htShell.navigate(url.pathname + url.search);
  const check = () => {
    const pager = document.querySelector('[data-ht="page"] [data-ht="pagination"]');
    const rows = document.querySelectorAll('[data-ht="page"] [data-ht="row"]').length;
    if (pager && pager.getAttribute('data-page-size') === String(size) && rows > 0 && document.documentElement.dataset.shellState === 'idle') {
      requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - t0)));
    } else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})`;

/** In the page: scrolls the table through its rows for about 2 s and counts frames over 50 ms. */
const SCROLL_FRAMES = `() => new Promise((resolve) => {
  const box = document.querySelector('[data-ht="page"] [data-ht="table-scroll"]');
  const end = performance.now() + 2000;
  let last = performance.now();
  let long = 0;
  let frames = 0;
  const step = () => {
    const now = performance.now();
    if (now - last > 50) long += 1;
    last = now;
    frames += 1;
    box.scrollTop += box.scrollHeight / 120;
    if (now < end) requestAnimationFrame(step);
    else resolve({ long, frames });
  };
  requestAnimationFrame(step);
})`;

async function serverAllMs(page: Page, url: string): Promise<number> {
  const token = (await page.browserContext().cookies()).find((c) => c.name === 'HTService-Token')!.value;
  const t0 = performance.now();
  const reply = await fetch(`${url}/prod-api/htservice/dict/data/list?dictType=bench_rows&pageSize=100000000`, { headers: { Authorization: `Bearer ${token}` } });
  await reply.arrayBuffer();
  return performance.now() - t0;
}

export async function measureLists(server: RunningServer) {
  const dictId = seedRows(server);
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    await signIn(page, server);
    await enterModule(page, 2001);
    await page.evaluate((p) => window.htShell.navigate(p), `/dict/type/data/${dictId}`);
    await page.waitForSelector('[data-ht="page"] [data-ht="row"]');
    await idle(page);
    await browserQuiet(browser);
    const render: Record<number, number> = {};
    let heapAt2000 = 0;
    for (const size of SIZES) {
      render[size] = (await page.evaluate(`(${SWITCH_SIZE})(${size})`)) as number;
      if (size === 2000) {
        await (await page.createCDPSession()).send('HeapProfiler.collectGarbage');
        heapAt2000 = ((await page.metrics()).JSHeapUsedSize ?? 0) / 1024 / 1024;
      }
    }
    const scroll = (await page.evaluate(`(${SCROLL_FRAMES})()`)) as { long: number; frames: number };
    return { render, heapAt2000, scroll, serverAll: await serverAllMs(page, server.url) };
  } finally {
    await browser.close();
  }
}
