/**
 * List figures for `npm run bench` (and on their own: `node build.mjs && node --import tsx test/bench/list-bench.ts`):
 * time from asking for a page size to its rows painted at 10, 500, 2,000 and 'all' (100,000 rows), JS heap
 * with 2,000 rows, scrolling top to bottom at 2,000 and at 100,000 rows (frames over 50 ms, and main-thread
 * CPU per frame from Chromium's own CPU accounting with the tasks' wall time beside it), and the server's
 * own time for the 100,000-row 'all' list. `LIST_BENCH_PROFILE=1` also prints where the page's CPU went
 * while each size loaded and while scrolling; `LIST_BENCH_TRACE=1` prints Chromium's own rendering work
 * while scrolling (style, layout, paint… from a trace, by event); `LIST_BENCH_SCROLL_ONLY=1` measures
 * the scrolling figures alone (a short run when working on the table).
 */
import Sqlite from 'better-sqlite3';
import path from 'node:path';
import type { CDPSession, Page } from 'puppeteer-core';
import { idle, launchBrowser } from '../e2e/support/browser';
import type { RunningServer } from '../e2e/support/server';
import { isMain, runAlone, type BenchRow } from './standalone';
import { enterModule, signIn } from '../e2e/support/session';
import { browserQuiet } from './settle';
import { printTraceSummary, summariseTrace } from './trace-summary';

const ROWS = 100_000;
const ALL = 100000000;
const SCROLL_ONLY = Boolean(process.env.LIST_BENCH_SCROLL_ONLY);
const SIZES = SCROLL_ONLY ? [2000, ALL] : [10, 500, 2000, ALL];
export const LIST_BUDGET = { rows10Ms: 150, rows2000Ms: 200, rows2000HeapMb: 60, rowsAllMs: 1000, longFrames: 0, cpuPerFrameMs: 8 };

/** Fills a dictionary type with ROWS rows straight into the server's SQLite file (set-up, not measured). */
function seedRows(server: RunningServer): number {
  const db = new Sqlite(path.join(server.dataDir, 'ht.db'));
  const type = db.prepare("INSERT INTO dict_type (dict_name, dict_type, status, remark) VALUES ('基准数据', 'bench_rows', '0', '') RETURNING dict_id").get() as { dict_id: number };
  const insert = db.prepare(
    "INSERT INTO dict_data (dict_sort, dict_label, dict_value, dict_type, css_class, list_class, is_default, status, remark) VALUES (?, ?, ?, 'bench_rows', '', '', 'N', '0', '')",
  );
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

/**
 * In the page: scrolls the table from top to bottom in STEPS frames (a screenful or more of new rows
 * every frame, as a dragged scrollbar does) and counts the frames and those over 50 ms apart.
 */
const SCROLL_FRAMES = `() => new Promise((resolve) => {
  const STEPS = 120;
  const box = document.querySelector('[data-ht="page"] [data-ht="table-scroll"]');
  box.scrollTop = 0;
  const stride = Math.max(1, (box.scrollHeight - box.clientHeight) / STEPS);
  let last = 0;
  let long = 0;
  let frames = 0;
  const step = (now) => {
    if (last && now - last > 50) long += 1;
    if (last) frames += 1;
    last = now;
    if (box.scrollTop + box.clientHeight >= box.scrollHeight - 1 || frames >= STEPS * 4) {
      resolve({ long, frames, rowsShown: box.querySelectorAll('[data-ht="row"]').length });
      return;
    }
    box.scrollTop += stride;
    requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
})`;

export type ScrollFigure = { long: number; frames: number; cpuPerFrameMs: number; taskPerFrameMs: number };

/**
 * The renderer main thread's CPU time so far, in ms (CDP Performance.getMetrics `ThreadTime`): what the
 * page itself cost, not the wall time its tasks took while other processes held the machine's cores
 * (`TaskDuration`, also returned).
 */
async function metricsMs(cdp: CDPSession): Promise<{ cpu: number; task: number }> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  const ms = (name: string) => (metrics.find((m) => m.name === name)?.value ?? 0) * 1000;
  return { cpu: ms('ThreadTime'), task: ms('TaskDuration') };
}

/** Self time by function over a CPU profile, the top `n` lines (LIST_BENCH_PROFILE only). */
function topFunctions(
  profile: { nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number }; hitCount?: number }[]; samples?: number[]; timeDeltas?: number[] },
  n: number,
): string[] {
  const selfMs = new Map<number, number>();
  for (const [i, id] of (profile.samples ?? []).entries()) selfMs.set(id, (selfMs.get(id) ?? 0) + (profile.timeDeltas?.[i] ?? 0) / 1000);
  const byName = new Map<string, number>();
  for (const node of profile.nodes) {
    const { functionName, url, lineNumber, columnNumber } = node.callFrame;
    const name = `${functionName || '(anonymous)'} ${path.basename(url)}:${lineNumber}:${columnNumber}`;
    byName.set(name, (byName.get(name) ?? 0) + (selfMs.get(node.id) ?? 0));
  }
  return [...byName]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([name, ms]) => `${ms.toFixed(1).padStart(8)} ms  ${name}`);
}

/** Runs `work`, printing where the page's CPU went meanwhile when LIST_BENCH_PROFILE is set. */
async function profiled<T>(cdp: CDPSession, label: string, work: () => Promise<T>): Promise<T> {
  if (!process.env.LIST_BENCH_PROFILE) return work();
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  const result = await work();
  const { profile } = await cdp.send('Profiler.stop');
  console.log(`\nCPU ${label} (self time, top 25):\n${topFunctions(profile, 25).join('\n')}`);
  return result;
}

/** Runs `work`, printing the renderer main thread's time by trace event meanwhile when LIST_BENCH_TRACE is set (trace-summary.ts). */
async function traced<T>(page: Page, label: string, work: () => Promise<T>): Promise<T> {
  if (!process.env.LIST_BENCH_TRACE) return work();
  await page.tracing.start({ categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
  const result = await work();
  printTraceSummary(label, summariseTrace(await page.tracing.stop()));
  return result;
}

async function measureScroll(page: Page, cdp: CDPSession, label: string): Promise<ScrollFigure> {
  const before = await metricsMs(cdp);
  const scroll = () => page.evaluate(`(${SCROLL_FRAMES})()`) as Promise<{ long: number; frames: number }>;
  const result = await traced(page, `while scrolling ${label}`, () => profiled(cdp, `while scrolling ${label}`, scroll));
  const after = await metricsMs(cdp);
  const frames = Math.max(1, result.frames);
  return { long: result.long, frames: result.frames, cpuPerFrameMs: (after.cpu - before.cpu) / frames, taskPerFrameMs: (after.task - before.task) / frames };
}

/** The server's time for the 'all' list call exactly as the browser made it (its projection and its compact format). */
async function serverAllMs(page: Page, listUrl: string): Promise<number> {
  if (!listUrl) throw new Error("the browser made no 'all' list call");
  const token = (await page.browserContext().cookies()).find((c) => c.name === 'HTService-Token')!.value;
  const t0 = performance.now();
  const reply = await fetch(listUrl, { headers: { Authorization: `Bearer ${token}` } });
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
    const cdp = await page.createCDPSession();
    await cdp.send('Performance.enable');
    let allListUrl = '';
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.endsWith('/dict/data/list') && url.searchParams.get('pageSize') === String(ALL)) allListUrl = url.href;
    });
    const render: Record<number, number> = {};
    let heapAt2000 = 0;
    const scroll: Record<number, ScrollFigure> = {};
    for (const size of SIZES) {
      render[size] = await profiled(cdp, `from asking for ${size} rows to their first screen`, () => page.evaluate(`(${SWITCH_SIZE})(${size})`) as Promise<number>);
      if (size === 2000) {
        await cdp.send('HeapProfiler.collectGarbage');
        heapAt2000 = ((await page.metrics()).JSHeapUsedSize ?? 0) / 1024 / 1024;
      }
      if (size >= 2000) {
        await browserQuiet(browser);
        scroll[size] = await measureScroll(page, cdp, `${size === ALL ? ROWS : size} rows`);
      }
    }
    return { render, heapAt2000, scroll, serverAll: SCROLL_ONLY ? 0 : await serverAllMs(page, allListUrl) };
  } finally {
    await browser.close();
  }
}

/** The bench table's lines of the list figures: [measure, figure, budget, within budget]. */
export function listRows(l: Awaited<ReturnType<typeof measureLists>>): BenchRow[] {
  const B = LIST_BUDGET;
  const scrolled = (rows: string, s: ScrollFigure): BenchRow => [
    `list: scrolling ${rows} rows top to bottom, frames over 50 ms / CPU per frame (task time per frame)`,
    `${s.long} of ${s.frames} / ${s.cpuPerFrameMs.toFixed(1)} ms (${s.taskPerFrameMs.toFixed(1)} ms)`,
    `${B.longFrames}, ≤ ${B.cpuPerFrameMs} ms`,
    s.long <= B.longFrames && s.cpuPerFrameMs <= B.cpuPerFrameMs,
  ];
  if (SCROLL_ONLY) return [scrolled('2,000', l.scroll[2000]), scrolled('100,000', l.scroll[ALL])];
  return [
    ['list: 10 rows painted', `${l.render[10].toFixed(0)} ms`, `≤ ${B.rows10Ms} ms`, l.render[10] <= B.rows10Ms],
    ['list: 500 rows painted', `${l.render[500].toFixed(0)} ms`, '-', true],
    [
      'list: 2,000 rows painted / JS heap',
      `${l.render[2000].toFixed(0)} ms / ${l.heapAt2000.toFixed(1)} MB`,
      `≤ ${B.rows2000Ms} ms, ≤ ${B.rows2000HeapMb} MB`,
      l.render[2000] <= B.rows2000Ms && l.heapAt2000 <= B.rows2000HeapMb,
    ],
    ["list: 'all' (100,000 rows) painted", `${l.render[ALL].toFixed(0)} ms`, `≤ ${B.rowsAllMs} ms`, l.render[ALL] <= B.rowsAllMs],
    scrolled('2,000', l.scroll[2000]),
    scrolled('100,000', l.scroll[ALL]),
    ["server: 100,000-row 'all' list, as the browser asks for it", `${l.serverAll.toFixed(0)} ms`, '-', true],
  ];
}

// On its own: start the built server, measure, print, exit 1 when a budget is broken.
if (isMain(import.meta.url)) await runAlone(async (server) => ({ rows: listRows(await measureLists(server)) }));
