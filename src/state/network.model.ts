/**
 * Whether the server can be reached (the offline banner). Lost: the browser says it went offline, or a
 * request got no answer and a probe (server-probe.ts) confirms the server is unreachable (a single
 * timed-out call alone is not "offline"). Back: the browser's `online` event and a probe that answers,
 * or any request that gets an answer; meanwhile a probe runs every few seconds, so a server that comes
 * back is noticed even when the browser never thought it was offline (a restart, a proxy outage).
 * `network:lost` / `network:restored` go out on the bus; list pages reload what failed on the latter.
 */
import { signal } from '@preact/signals-core';
import { bus } from '../lib/bus';
import { probeServer, type Probe } from './server-probe';

const PROBE_INTERVAL_MS = 5000;

export const offline = signal(false);

export type NetworkWatchOptions = { probe?: Probe; intervalMs?: number; target?: Window };

/**
 * Starts watching (once per signed-in area); answers the function that stops it. Options are seams for
 * tests: another probe, a shorter interval, another event target.
 */
export function watchNetwork(options: NetworkWatchOptions = {}): () => void {
  const probe = options.probe ?? probeServer;
  const intervalMs = options.intervalMs ?? PROBE_INTERVAL_MS;
  const target = options.target ?? window;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const restored = () => {
    clearTimeout(timer);
    timer = undefined;
    if (!offline.value) return;
    offline.value = false;
    bus.emit('network:restored', { at: Date.now() });
  };
  const lost = () => {
    if (!offline.value) {
      offline.value = true;
      bus.emit('network:lost', { at: Date.now() });
    }
    schedule();
  };
  const check = async (): Promise<void> => {
    const result = await probe();
    if (stopped) return;
    if (result.reachable) restored();
    else lost();
  };
  function schedule(): void {
    if (stopped || timer !== undefined) return;
    timer = setTimeout(() => {
      timer = undefined;
      void check();
    }, intervalMs);
  }

  const onOffline = () => lost();
  const onOnline = () => void check();
  // Code 0: no answer at all. Any answer, even an error, proves the server is there. A cancelled call proves nothing.
  const onSettled = ({ code, cancelled }: { code: number; cancelled?: boolean }) => {
    if (cancelled) return;
    if (code > 0) restored();
    else if (!offline.value) void check();
  };
  target.addEventListener('offline', onOffline);
  target.addEventListener('online', onOnline);
  bus.on('http:settled', onSettled);
  if (typeof navigator !== 'undefined' && navigator.onLine === false) lost();

  return () => {
    stopped = true;
    clearTimeout(timer);
    target.removeEventListener('offline', onOffline);
    target.removeEventListener('online', onOnline);
    bus.off('http:settled', onSettled);
  };
}
