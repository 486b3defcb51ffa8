/**
 * The offline banner's model (state/network.model.ts): the browser's offline event, or a request without
 * an answer that a probe confirms, sets `offline`; a probe that answers (every interval while offline, and
 * at once on the browser's online event) or any answered request clears it; each change goes out on the bus.
 * A request that timed out while the server still answers probes is not "offline".
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { bus } from '../../src/lib/bus';
import { offline, watchNetwork } from '../../src/state/network.model';
import type { ProbeResult } from '../../src/state/server-probe';

const tick = (ms = 0) => new Promise((resolve) => setTimeout(resolve, ms));

function harness() {
  let reachable = true;
  let probes = 0;
  const waiting: Array<{ n: number; resolve: () => void }> = [];
  const events: string[] = [];
  const target = new EventTarget() as unknown as Window;
  const onLost = () => events.push('lost');
  const onRestored = () => events.push('restored');
  bus.on('network:lost', onLost);
  bus.on('network:restored', onRestored);
  const stop = watchNetwork({
    target,
    intervalMs: 5,
    probe: async (): Promise<ProbeResult> => {
      probes += 1;
      for (const w of waiting.filter((w) => probes >= w.n)) w.resolve();
      return reachable ? { reachable: true, build: 'b1' } : { reachable: false };
    },
  });
  return {
    target,
    events,
    probes: () => probes,
    /** Resolves once `n` probes in all have been made (events, not a guess at timing). */
    probed: (n: number) => new Promise<void>((resolve) => (probes >= n ? resolve() : waiting.push({ n, resolve }))),
    /** Resolves at the next network:restored on the bus. */
    restored: () =>
      new Promise<void>((resolve) =>
        bus.on('network:restored', function once() {
          bus.off('network:restored', once);
          resolve();
        }),
      ),
    setReachable: (value: boolean) => (reachable = value),
    stop() {
      stop();
      bus.off('network:lost', onLost);
      bus.off('network:restored', onRestored);
      offline.value = false;
    },
  };
}

test('offline event → banner; probes while offline; a probe that answers → gone by itself', async () => {
  const h = harness();
  try {
    h.setReachable(false);
    h.target.dispatchEvent(new Event('offline'));
    assert.ok(offline.value);
    assert.equal(h.events, ['lost']);
    await h.probed(2); // keeps probing while offline
    assert.ok(offline.value);
    const back = h.restored();
    h.setReachable(true);
    await back;
    assert.not.ok(offline.value);
    assert.equal(h.events, ['lost', 'restored']);
    const probes = h.probes();
    await tick(20); // several intervals: a probe now would show
    assert.is(h.probes(), probes, 'no probing once back');
  } finally {
    h.stop();
  }
});

test('the online event asks at once; it only counts when the server answers', async () => {
  const h = harness();
  try {
    h.setReachable(false);
    h.target.dispatchEvent(new Event('offline'));
    h.target.dispatchEvent(new Event('online'));
    await tick();
    assert.ok(offline.value, 'the browser is online but the server is not reachable yet');
    h.setReachable(true);
    h.target.dispatchEvent(new Event('online'));
    await tick();
    assert.not.ok(offline.value);
  } finally {
    h.stop();
  }
});

test('a request without an answer is offline only when the probe confirms it; an answer clears it', async () => {
  const h = harness();
  try {
    bus.emit('http:settled', { url: '/slow', code: 0 });
    await tick();
    assert.not.ok(offline.value, 'the server answers probes: a timed-out call is not offline');
    h.setReachable(false);
    bus.emit('http:settled', { url: '/list', code: 0 });
    await tick();
    assert.ok(offline.value);
    bus.emit('http:settled', { url: '/list', code: 500 });
    assert.not.ok(offline.value, 'any answer proves the server is there');
    assert.equal(h.events, ['lost', 'restored']);
  } finally {
    h.stop();
  }
});

test.run();
