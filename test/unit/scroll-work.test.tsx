/** A table's scroll is work for whenIdle() until it settles, also when the table goes away mid-scroll. */
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { shellState } from '../../src/state/activity.model';
import { useScrollWork } from '../../src/ui/scroll-work';

function Scroller({ scrolling }: { scrolling: boolean }) {
  useScrollWork(scrolling);
  return null;
}

test('busy while a table scrolls, idle once it settles', async () => {
  const root = createRoot(document.createElement('div'));
  await act(async () => root.render(<Scroller scrolling={false} />));
  assert.is(shellState.value, 'idle');
  await act(async () => root.render(<Scroller scrolling />));
  assert.is(shellState.value, 'busy');
  await act(async () => root.render(<Scroller scrolling={false} />));
  assert.is(shellState.value, 'idle');
  await act(async () => root.unmount());
});

test('a table removed while scrolling leaves the shell idle', async () => {
  const root = createRoot(document.createElement('div'));
  await act(async () => root.render(<Scroller scrolling />));
  assert.is(shellState.value, 'busy');
  await act(async () => root.unmount());
  assert.is(shellState.value, 'idle');
});

test.run();
