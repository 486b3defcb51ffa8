/**
 * Shell figures for `npm run bench`: median tab switch between pages kept alive (click to the other page
 * painted, and the renderer's main-thread CPU the switch costs until the shell is idle, from a trace's
 * thread time so a busy machine does not inflate it), opening a page from the sidebar menu (click to the
 * page painted, and to the shell idle with its data), opening a page from the palette (Enter to page
 * painted), and the JS heap after 15 pages are open as tabs (after GC). `SHELL_BENCH_RENDERS=1` also prints
 * the React components a switch renders (render-count.ts): per switch, and by name and place over all switches;
 * `SHELL_BENCH_TRACE=1` where a switch's main-thread time went, by trace event (trace-summary.ts).
 */
import type { Page } from 'puppeteer-core';
import type { RouteNode } from '../../server/contracts/menu';
import { idle, launchBrowser } from '../e2e/support/browser';
import type { RunningServer } from '../e2e/support/server';
import { isMain, runAlone, type BenchRow } from './standalone';
import { enterModule, signIn } from '../e2e/support/session';
import { browserQuiet } from './settle';
import { installRenderCounter, startCounting, stopCounting } from './render-count';
import { addSummary, printTraceSummary, summariseTrace, type TraceSummary } from './trace-summary';

const SWITCHES = 21;
const TABS = 15;
const MENU_OPENS = 5;
const COUNT_RENDERS = Boolean(process.env.SHELL_BENCH_RENDERS);
const TRACE_SWITCHES = Boolean(process.env.SHELL_BENCH_TRACE);

/**
 * In the page: clicks `selector` and resolves with the ms until `route` is the visible page and painted,
 * and until the shell is idle after it (its data in). Written as source text: tsx would wrap inner
 * functions in a helper that does not exist in the page.
 */
const CLICK_AND_TIME = `(sel, path) => new Promise((resolve) => {
  const t0 = performance.now();
  document.querySelector(sel).click();
  const check = () => {
    if (document.querySelector('[data-ht="page"][data-route="' + path + '"]')) requestAnimationFrame(() => setTimeout(() => {
      const painted = performance.now() - t0;
      window.htShell.whenIdle().then(() => resolve([painted, performance.now() - t0]));
    }));
    else requestAnimationFrame(check);
  };
  check();
})`;

function clickAndTime(page: Page, selector: string, route: string): Promise<[number, number]> {
  return page.evaluate(`(${CLICK_AND_TIME})(${JSON.stringify(selector)}, ${JSON.stringify(route)})`) as Promise<[number, number]>;
}

type TraceEvent = { name: string; ph: string; pid: number; tid: number; tdur?: number; args?: { name?: string; data?: { frames?: { processId: number }[] } } };

/** Main-thread CPU (ms of thread time) of the page's renderer in a trace: the sum of its top-level tasks. */
function rendererCpuMs(trace: Uint8Array | undefined): number {
  const events = (JSON.parse(new TextDecoder().decode(trace)) as { traceEvents: TraceEvent[] }).traceEvents;
  const pid = events.find((e) => e.name === 'TracingStartedInBrowser')?.args?.data?.frames?.[0]?.processId;
  const main = events.find((e) => e.name === 'thread_name' && e.pid === pid && e.args?.name === 'CrRendererMain');
  if (!main) throw new Error('no renderer main thread in the trace');
  return events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.name === 'RunTask' && e.ph === 'X').reduce((sum, e) => sum + (e.tdur ?? 0), 0) / 1000;
}

/** Clicks `selector`, waits for `route` painted and the shell idle, and answers those times with the renderer CPU spent meanwhile. */
async function tracedClick(page: Page, selector: string, route: string): Promise<{ painted: number; idle: number; cpu: number; trace: Uint8Array | undefined }> {
  await page.tracing.start({ categories: ['disabled-by-default-devtools.timeline', 'devtools.timeline'] });
  const [painted, idle] = await clickAndTime(page, selector, route);
  const trace = await page.tracing.stop();
  return { painted, idle, cpu: rendererCpuMs(trace), trace };
}

/** The menu's pages; `keptAlive` leaves out the noCache ones (module homes), which a visit mounts afresh by design. */
function leafPaths(routes: RouteNode[], keptAlive = false): string[] {
  const out: string[] = [];
  const walk = (node: RouteNode, base: string) => {
    const path = node.path.startsWith('/') ? node.path : `${base}/${node.path}`;
    if (node.children?.length) for (const c of node.children) walk(c, path);
    else if (!node.hidden && !node.meta.link && !(keptAlive && node.meta.noCache)) out.push(path);
  };
  for (const m of routes) for (const c of m.children ?? []) walk(c, m.path);
  return out;
}

export async function measureShell(server: RunningServer) {
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    if (COUNT_RENDERS) await installRenderCounter(page);
    await signIn(page, server);
    await enterModule(page, 1001);
    const paths = await page.evaluate(async () => {
      const token = document.cookie
        .split('; ')
        .find((c) => c.startsWith('HTService-Token='))!
        .split('=')[1];
      const reply = await fetch('/prod-api/htservice/menu/getRouters', { headers: { Authorization: `Bearer ${token}` } });
      return ((await reply.json()) as { data: unknown }).data;
    });
    const accounting = leafPaths(paths as RouteNode[], true).filter((p) => p.startsWith('/accounting/'));
    const pages = accounting.slice(0, 3);
    for (const path of pages) await page.evaluate((p) => window.htShell.navigate(p), path);

    await browserQuiet(browser);
    const switches: number[] = [];
    const switchCpu: number[] = [];
    const renders: Record<string, number>[] = [];
    let traced: TraceSummary = { selfMs: new Map(), restyled: 0, laidOut: 0 };
    for (let i = 0; i < SWITCHES; i++) {
      const target = pages[i % pages.length];
      if (new URL(page.url()).pathname === target) continue;
      if (COUNT_RENDERS) await startCounting(page);
      const { painted, cpu, trace } = await tracedClick(page, `[data-ht="tab"][data-path="${target}"] [data-ht="tab-title"]`, target);
      if (TRACE_SWITCHES) traced = addSummary(traced, summariseTrace(trace));
      switches.push(painted);
      switchCpu.push(cpu);
      await idle(page);
      if (COUNT_RENDERS) renders.push(await stopCounting(page));
    }
    if (COUNT_RENDERS) printRenders(renders);
    if (TRACE_SWITCHES) printTraceSummary('of a tab switch', traced, switches.length);

    // Pages not open yet, opened by clicking their sidebar entry (a click on the element, so a closed submenu is no obstacle).
    const menu: { painted: number; idle: number; cpu: number }[] = [];
    for (const target of accounting.slice(pages.length, pages.length + MENU_OPENS)) {
      await browserQuiet(browser);
      menu.push(await tracedClick(page, `[data-ht="sidebar"] [data-ht="menu-item"][data-path="${target}"]`, target));
      await idle(page);
    }

    const palette: number[] = [];
    for (const [query, target] of [
      ['zz', '/accounting/ledger/general'],
      ['qcye', '/accounting/openingBalance'],
      ['pzlr', '/accounting/voucher/entry'],
    ]) {
      await page.click('[data-ht="palette-open"]');
      await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label')?.startsWith('输入页面'));
      await page.keyboard.type(query);
      await page.waitForFunction((t) => document.querySelector('[data-ht="palette-item"]')?.getAttribute('data-id') === `page:${t}`, {}, target);
      palette.push((await clickAndTime(page, '[data-ht="palette-item"]', target))[0]);
      await page.waitForFunction(() => !document.querySelector('[data-ht="palette-item"]'));
      await idle(page);
    }

    const all = leafPaths(paths as RouteNode[])
      .filter((p) => !p.endsWith('/index'))
      .slice(0, TABS);
    for (const path of all) await page.evaluate((p) => window.htShell.navigate(p), path);
    const cdp = await page.createCDPSession();
    await cdp.send('HeapProfiler.collectGarbage');
    const { JSHeapUsedSize } = await page.metrics();
    const tabs = await page.$$eval('[data-ht="tab"]', (els) => els.length);
    return { switches, switchCpu, menu, palette, heapMb: (JSHeapUsedSize ?? 0) / 1024 / 1024, tabs };
  } finally {
    await browser.close();
  }
}

/** Components rendered per switch, and by name and place over all of them (SHELL_BENCH_RENDERS only). */
function printRenders(renders: Record<string, number>[]): void {
  const total = (r: Record<string, number>) => Object.values(r).reduce((a, b) => a + b, 0);
  const byName = new Map<string, number>();
  for (const r of renders) for (const [name, n] of Object.entries(r)) byName.set(name, (byName.get(name) ?? 0) + n);
  const lines = [...byName].sort((a, b) => b[1] - a[1]).map(([name, n]) => `${(n / renders.length).toFixed(1).padStart(6)}  ${name}`);
  console.log(`\nComponents rendered per switch: [${renders.map(total).join(', ')}]; per switch by name@place:\n${lines.join('\n')}`);
}

/** The shell's budgets (issue 18: a switch in one frame's CPU). */
export const SHELL_BUDGET = { tabSwitchMs: 50, tabSwitchCpuMs: 16, menuOpenMs: 120, heapMb: 36 };

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** The bench's lines for the shell: measure, figure, budget, within it. */
export function shellRows(sh: Awaited<ReturnType<typeof measureShell>>): BenchRow[] {
  const B = SHELL_BUDGET;
  const menuPainted = sh.menu.map((m) => m.painted);
  return [
    ['tab switch, click → page painted (median)', `${median(sh.switches).toFixed(1)} ms over ${sh.switches.length} switches`, `< ${B.tabSwitchMs} ms`, median(sh.switches) < B.tabSwitchMs],
    [
      'tab switch, main-thread CPU until idle (median, thread time)',
      `${median(sh.switchCpu).toFixed(1)} ms [${sh.switchCpu.map((x) => x.toFixed(0)).join(', ')}]`,
      `≤ ${B.tabSwitchCpuMs} ms`,
      median(sh.switchCpu) <= B.tabSwitchCpuMs,
    ],
    [
      'menu click → page painted, first open (median)',
      `${median(menuPainted).toFixed(0)} ms [${menuPainted.map((x) => x.toFixed(0)).join(', ')}]`,
      `≤ ${B.menuOpenMs} ms`,
      median(menuPainted) <= B.menuOpenMs,
    ],
    ['menu click → shell idle, data shown (median) / its main-thread CPU', `${median(sh.menu.map((m) => m.idle)).toFixed(0)} ms / ${median(sh.menu.map((m) => m.cpu)).toFixed(0)} ms`, '-', true],
    ['palette Enter → page painted (median)', `${median(sh.palette).toFixed(1)} ms [${sh.palette.map((x) => x.toFixed(0)).join(', ')}]`, '-', true],
    [`JS heap after ${sh.tabs} tabs (after GC)`, `${sh.heapMb.toFixed(1)} MB`, `< ${B.heapMb} MB`, sh.heapMb < B.heapMb],
  ];
}

// On its own: start the built server, measure, print, exit 1 when a budget is broken.
if (isMain(import.meta.url)) await runAlone(async (server) => ({ rows: shellRows(await measureShell(server)) }));
