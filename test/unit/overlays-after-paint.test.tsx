/**
 * The signed-in area's message and confirm hosts are mounted after its first frame is painted, not in the
 * commit of that frame (src/app/feedback.ts `overlaysAfterPaint`), and the shell is busy for whenIdle()
 * from the moment they are due until they are in, so a script never finds the shell idle without them.
 */
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { overlaysAfterPaint, overlaysWanted, provideReactStart } from '../../src/app/feedback';
import { OverlayHost } from '../../src/app/OverlayHost';
import { shellState } from '../../src/state/activity.model';

const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
/** The animation frame, then the tasks queued in it. */
const painted = async () => {
  await frame();
  await new Promise((resolve) => setTimeout(resolve, 5));
};

/** Frame by frame until `done` holds (the hosts' chunk loads in between), for at most ten seconds. */
async function until(done: () => boolean): Promise<void> {
  const deadline = performance.now() + 10_000;
  while (!done() && performance.now() < deadline) await painted();
}

provideReactStart(async () => ({ preloadOverlays: async () => undefined }));

test('cancelled before the frame: nothing is mounted and the shell is idle again', async () => {
  const cancel = overlaysAfterPaint();
  assert.is(shellState.value, 'busy', 'busy from the start');
  assert.is(overlaysWanted.value, false, 'not in the frame being prepared');
  cancel();
  assert.is(shellState.value, 'idle');
  await painted();
  assert.is(overlaysWanted.value, false);
});

test('after the frame the hosts are mounted; the shell is busy until they are in', async () => {
  const root = createRoot(document.createElement('div'));
  await act(async () => root.render(<OverlayHost />));
  overlaysAfterPaint();
  assert.is(overlaysWanted.value, false);
  await act(() => until(() => overlaysWanted.value));
  assert.is(overlaysWanted.value, true);
  await act(() => until(() => shellState.value === 'idle'));
  assert.is(shellState.value, 'idle');
  assert.ok(document.querySelector('.mantine-Notifications-root'), 'the notification host is mounted');
  await act(async () => root.unmount());
});

test.run();
