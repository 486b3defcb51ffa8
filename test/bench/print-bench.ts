/**
 * Print-preview figures for `npm run bench`: the widget loaded on its own (a same-origin page with
 * nothing else on it, as on an embedding page) and the files it fetched, and the time from mount() to
 * the first page of a 20-page voucher PDF drawn (the server makes the PDF, pdf.js starts its worker and
 * draws), over cold runs.
 */
import { readdirSync } from 'node:fs';
import type { HTTPResponse } from 'puppeteer-core';
import { launchBrowser } from '../e2e/support/browser';
import type { RunningServer } from '../e2e/support/server';
import { coldPage } from './settle';

const RUNS = 5;
/** 6 lines a sheet (server/lib/voucher-pages.ts): 120 lines are 20 sheets. */
const LINES = 120;

/** A balanced 120-line voucher in the open period of the admin's hotel, made through the API (set-up, not measured). */
async function makeVoucher(server: RunningServer, token: string): Promise<number> {
  const d = new Date();
  const voucherDate = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-03`;
  const lines = Array.from({ length: LINES }, (_, i) => ({
    summary: `基准团队房费 ${i + 1}`,
    accountCode: i < LINES / 2 ? '1002' : '2221', // taxes payable: a credit line with no auxiliary item to name
    debit: i < LINES / 2 ? 12_345 : 0,
    credit: i < LINES / 2 ? 0 : 12_345,
    // A cash or bank line names its cash-flow item (销售商品、提供劳务收到的现金), as the voucher rules require.
    ...(i < LINES / 2 ? { cashflowCode: 'CF01' } : {}),
  }));
  const res = await fetch(`${server.url}/prod-api/htservice/voucher`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ voucherDate, lines }),
  });
  if (!res.ok) throw new Error(`creating the bench voucher: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: { voucherId: number } }).data.voucherId;
}

/** In the page: imports the widget, mounts it, resolves with [ms to import, ms from mount to the first page drawn, page count]. */
const MOUNT = `async ([src, voucherId, token]) => {
  const t0 = performance.now();
  const { mount } = await import(src);
  const t1 = performance.now();
  const el = document.createElement('div');
  document.body.append(el);
  mount(el, { voucherId, token });
  return new Promise((resolve) => {
    const check = () => {
      const canvas = el.querySelector('[data-ht="print-canvas"][data-drawn="1@100"]');
      if (canvas) resolve([t1 - t0, performance.now() - t1, Number(el.querySelector('[data-ht="print-page"]').getAttribute('data-pages'))]);
      else requestAnimationFrame(check);
    };
    check();
  });
}`;

export async function measurePrint(server: RunningServer, token: string) {
  const voucherId = await makeVoucher(server, token);
  const entry = readdirSync('dist/public/assets/widgets').find((f) => /^print-preview-.*\.js$/.test(f));
  if (!entry) throw new Error('dist has no print-preview widget: run node build.mjs');
  const browser = await launchBrowser();
  const firstPage: number[] = [];
  let urls: string[] = [];
  let pages = 0;
  try {
    for (let run = 0; run < RUNS; run++) {
      const { context, page } = await coldPage(browser);
      // A missing /assets/ file: a page of our origin (CSP and all) with nothing of the shell loaded.
      await page.goto(`${server.url}/assets/print-bench-blank`);
      const fetched: string[] = [];
      page.on('response', (res: HTTPResponse) => fetched.push(res.url()));
      const [, ms, count] = (await page.evaluate(`(${MOUNT})(${JSON.stringify([`/assets/widgets/${entry}`, voucherId, token])})`)) as [number, number, number];
      firstPage.push(ms);
      pages = count;
      if (run === 0) urls = fetched.filter((u) => new URL(u).pathname.startsWith('/assets/'));
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return { firstPage, pages, widget: urls.filter((u) => !u.includes('pdf.worker')), worker: urls.filter((u) => u.includes('pdf.worker')) };
}
