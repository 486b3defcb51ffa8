/**
 * Where a Chromium trace's main-thread time went, by event (`LIST_BENCH_TRACE`, `SHELL_BENCH_TRACE`): self
 * time (an event's duration less that of the events inside it), so style, layout and paint show apart from
 * the script that caused them, and how many elements were restyled and layout objects laid out.
 */
type TraceEvent = { name: string; ph: string; dur?: number; ts: number; tid: number; pid: number; args?: Record<string, unknown> };
type Counted = { elementCount?: number; beginData?: { elementCount?: number; dirtyObjects?: number } };

export type TraceSummary = { selfMs: Map<string, number>; restyled: number; laidOut: number };

/** The summary of one trace (`page.tracing.stop()`'s bytes) for the busiest renderer main thread in it. */
export function summariseTrace(bytes: Uint8Array | undefined): TraceSummary {
  const trace = JSON.parse(new TextDecoder().decode(bytes)) as { traceEvents: TraceEvent[] };
  // The page's renderer main thread: of the browser's renderers' main threads, the one that worked most.
  const mains = new Set(trace.traceEvents.filter((e) => e.name === 'thread_name' && (e.args as { name?: string })?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
  const busy = new Map<string, number>();
  for (const e of trace.traceEvents) if (e.ph === 'X' && e.dur && mains.has(`${e.pid}:${e.tid}`)) busy.set(`${e.pid}:${e.tid}`, (busy.get(`${e.pid}:${e.tid}`) ?? 0) + e.dur);
  const main = [...busy].sort((a, b) => b[1] - a[1])[0]?.[0];
  const events = trace.traceEvents.filter((e) => e.ph === 'X' && e.dur !== undefined && `${e.pid}:${e.tid}` === main).sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const selfMs = new Map<string, number>();
  const open: { end: number; name: string }[] = [];
  for (const e of events) {
    while (open.length && open[open.length - 1].end <= e.ts) open.pop();
    const parent = open[open.length - 1];
    if (parent) selfMs.set(parent.name, (selfMs.get(parent.name) ?? 0) - e.dur! / 1000);
    selfMs.set(e.name, (selfMs.get(e.name) ?? 0) + e.dur! / 1000);
    open.push({ end: e.ts + e.dur!, name: e.name });
  }
  const count = (name: string, of: (args: Counted) => number | undefined) => events.filter((e) => e.name === name).reduce((n, e) => n + (of((e.args ?? {}) as Counted) ?? 0), 0);
  return { selfMs, restyled: count('UpdateLayoutTree', (args) => args.elementCount ?? args.beginData?.elementCount), laidOut: count('Layout', (args) => args.beginData?.dirtyObjects) };
}

/** Prints a summary (of `over` pieces of work, as an average per piece), its top 20 events. */
export function printTraceSummary(label: string, summary: TraceSummary, over = 1): void {
  const top = [...summary.selfMs].sort((a, b) => b[1] - a[1]).slice(0, 20);
  const per = over > 1 ? `, per one of ${over}` : '';
  console.log(
    `\nTrace ${label} (main thread self time by event, top 20${per}; ${(summary.restyled / over).toFixed(0)} elements restyled, ${(summary.laidOut / over).toFixed(0)} layout objects laid out):\n${top.map(([name, ms]) => `${(ms / over).toFixed(1).padStart(8)} ms  ${name}`).join('\n')}`,
  );
}

/** Adds `next` into `sum` (summaries of several pieces of work). */
export function addSummary(sum: TraceSummary, next: TraceSummary): TraceSummary {
  for (const [name, ms] of next.selfMs) sum.selfMs.set(name, (sum.selfMs.get(name) ?? 0) + ms);
  return { selfMs: sum.selfMs, restyled: sum.restyled + next.restyled, laidOut: sum.laidOut + next.laidOut };
}
