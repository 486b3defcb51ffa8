/**
 * Whether the shell is busy (a request in flight, a page chunk loading, a navigation settling) or idle.
 * Drives `<html data-shell-state>` and `window.htShell.whenIdle()`, the hooks automation scripts wait on.
 */
import { computed, signal } from '@preact/signals-core';
import { bus } from '../lib/bus';

const pending = signal(0);

export const shellState = computed(() => (pending.value > 0 ? 'busy' : 'idle'));

/** Marks one unit of work; call the returned function exactly once when it is over. */
export function beginWork(): () => void {
  pending.value += 1;
  let done = false;
  return () => {
    if (done) return;
    done = true;
    pending.value -= 1;
  };
}

const openRequests = new Map<string, (() => void)[]>();
bus.on('http:started', ({ url }) => {
  const list = openRequests.get(url) ?? [];
  list.push(beginWork());
  openRequests.set(url, list);
});
bus.on('http:settled', ({ url }) => {
  openRequests.get(url)?.shift()?.();
});

const scrolls = new Map<number, () => void>();
bus.on('table:scrolling', ({ id, scrolling }) => {
  if (scrolling) scrolls.set(id, beginWork());
  else {
    scrolls.get(id)?.();
    scrolls.delete(id);
  }
});

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/**
 * Resolves once nothing is pending for two consecutive painted frames, so work started by the first
 * render's effects (a request, a lazy chunk) is seen before the shell calls itself idle.
 */
export async function whenIdle(): Promise<void> {
  for (;;) {
    if (pending.value === 0) {
      await nextFrame();
      await nextFrame();
      if (pending.value === 0) return;
    }
    await new Promise<void>((resolve) => {
      const stop = shellState.subscribe((state) => {
        if (state === 'idle') {
          queueMicrotask(() => stop());
          resolve();
        }
      });
    });
  }
}
