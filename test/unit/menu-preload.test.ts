/**
 * A menu entry loads its page's code ahead of the click (issue 18): at once when keyboard focus reaches it,
 * after the pointer has rested on it PRELOAD_REST_MS, and not at all when the pointer only passes over.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { fixedRouteFor } from '../../src/app/fixed-routes';
import { PRELOAD_REST_MS, preloadOnRest } from '../../src/app/layout/preload-on-rest';

const PATH = '/user/profile';

/** Counts the profile page's code loads, and runs timers only when told (what setTimeout was given). */
function harness() {
  const page = fixedRouteFor(PATH)!.page;
  const original = page.preload;
  const timers: { run: () => void; ms: number; cleared: boolean }[] = [];
  const realSet = globalThis.setTimeout;
  const realClear = globalThis.clearTimeout;
  let loads = 0;
  page.preload = () => {
    loads += 1;
    return original();
  };
  globalThis.setTimeout = ((run: () => void, ms: number) => timers.push({ run, ms, cleared: false })) as unknown as typeof setTimeout;
  globalThis.clearTimeout = ((id: number) => {
    if (timers[id - 1]) timers[id - 1].cleared = true;
  }) as unknown as typeof clearTimeout;
  return {
    loads: () => loads,
    elapse: () => {
      for (const timer of timers.splice(0)) if (!timer.cleared) timer.run();
    },
    waits: () => timers.filter((t) => !t.cleared).map((t) => t.ms),
    restore: () => {
      page.preload = original;
      globalThis.setTimeout = realSet;
      globalThis.clearTimeout = realClear;
    },
  };
}

test('focus loads the page at once', () => {
  const h = harness();
  try {
    preloadOnRest(PATH).onFocus();
    assert.is(h.loads(), 1);
  } finally {
    h.restore();
  }
});

test('a pointer resting on the entry loads the page; one passing over loads nothing', () => {
  const h = harness();
  try {
    const entry = preloadOnRest(PATH);
    entry.onPointerEnter();
    entry.onPointerLeave();
    h.elapse();
    assert.is(h.loads(), 0, 'passed over');
    entry.onPointerEnter();
    assert.equal(h.waits(), [PRELOAD_REST_MS]);
    assert.is(h.loads(), 0, 'not before the rest');
    h.elapse();
    assert.is(h.loads(), 1, 'rested');
  } finally {
    h.restore();
  }
});

test.run();
