/**
 * The work-area watermark: shown only when the organisation asks for it, naming the signed-in user and
 * the time to the minute, moving on with each minute, hidden from assistive technology, and drawn as one
 * background image (what it shows is read back from that image).
 */
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { Watermark, type MinuteClock } from '../../src/app/layout/Watermark';
import { user, watermarkWanted } from '../../src/state/session.model';

/** A clock the test moves by hand; `listening` says whether the watermark still waits for minutes. */
function handClock(start: Date) {
  let now = start;
  let tick: (() => void) | null = null;
  const clock: MinuteClock = {
    now: () => now,
    onMinute(fn) {
      tick = fn;
      return () => (tick = null);
    },
  };
  return {
    clock,
    turnMinute: () =>
      act(() => {
        now = new Date(now.getTime() + 60_000);
        tick?.();
      }),
    get listening() {
      return tick !== null;
    },
  };
}

let root: Root | undefined;
let host: HTMLElement;
async function mount(clock: MinuteClock) {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  await act(async () => root!.render(<Watermark clock={clock} />));
}
test.before.each(() => {
  user.value = { name: 'frontdesk1', nickName: '前台一', avatar: '' };
  watermarkWanted.value = true;
});
test.after.each(async () => {
  await act(async () => root?.unmount());
  host?.remove();
  watermarkWanted.value = false;
  user.value = null;
});

const mark = () => host.querySelector<HTMLElement>('[data-ht="watermark"]');
/** The SVG text the background image draws. */
const shown = () => decodeURIComponent(mark()!.style.backgroundImage);

test('shows the user (user name and nickname) and the time to the minute, hidden from screen readers', async () => {
  const time = handClock(new Date(2026, 2, 5, 8, 59, 30));
  await mount(time.clock);
  assert.ok(mark(), 'drawn');
  assert.is(mark()!.getAttribute('aria-hidden'), 'true');
  assert.ok(mark()!.style.backgroundImage.startsWith('url('), 'a CSS background image');
  assert.match(shown(), '(frontdesk1) 前台一');
  assert.match(shown(), '2026-03-05 08:59');
  assert.is(mark()!.textContent, '', 'no text in the document itself');
});

test('moves on with every minute, and stops listening when it goes', async () => {
  const time = handClock(new Date(2026, 2, 5, 8, 59, 30));
  await mount(time.clock);
  await time.turnMinute();
  assert.match(shown(), '2026-03-05 09:00');
  assert.not.match(shown(), '08:59');
  await time.turnMinute();
  assert.match(shown(), '2026-03-05 09:01');
  await act(async () => root!.unmount());
  root = undefined;
  assert.is(time.listening, false);
});

test('nothing when the organisation does not ask for it, or nobody is signed in', async () => {
  const time = handClock(new Date(2026, 2, 5, 8, 59, 30));
  watermarkWanted.value = false;
  await mount(time.clock);
  assert.is(mark(), null);
  assert.is(time.listening, false, 'no timer either');
  await act(async () => {
    watermarkWanted.value = true;
  });
  assert.ok(mark(), 'appears when the parameter comes on');
  await act(async () => {
    user.value = null;
  });
  assert.is(mark(), null);
});

test('a nickname is text, never markup of the image', async () => {
  user.value = { name: 'x', nickName: '<b>&"A"</b>', avatar: '' };
  await mount(handClock(new Date(2026, 0, 1)).clock);
  assert.not.match(shown(), '<b>');
  assert.match(shown(), '&#60;b&#62;&#38;&#34;A&#34;&#60;/b&#62;');
});

test.run();
