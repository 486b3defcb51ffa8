/**
 * RouterLink, the shell's links that do not re-render on every navigation: a plain click moves the
 * router (history, no page load); a modified or middle click is left to the browser.
 */
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { RouterLink } from '../../src/ui/RouterLink';

/** Clicks the link and answers whether the shell took the click over (the browser would not follow it). */
function click(link: HTMLElement, init: MouseEventInit = {}): boolean {
  let prevented = false;
  // After React's own listener: note what it decided, then keep the test page where it is.
  const after = (event: Event) => {
    prevented = event.defaultPrevented;
    event.preventDefault();
  };
  window.addEventListener('click', after);
  link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }));
  window.removeEventListener('click', after);
  return prevented;
}

test('a click navigates through history; ctrl, shift and middle clicks stay the browser’s', async () => {
  history.replaceState(null, '', '/module/module');
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  await act(async () =>
    root.render(
      <RouterLink href="/accounting/voucher/entry" data-ht="menu-item">
        凭证录入
      </RouterLink>,
    ),
  );
  const link = host.querySelector('a')!;
  assert.is(link.getAttribute('href'), '/accounting/voucher/entry');
  assert.is(link.getAttribute('data-ht'), 'menu-item', 'other attributes pass through');

  assert.is(click(link, { ctrlKey: true }), false);
  assert.is(click(link, { shiftKey: true }), false);
  assert.is(click(link, { button: 1 }), false);
  assert.is(location.pathname, '/module/module');

  assert.is(click(link), true);
  assert.is(location.pathname, '/accounting/voucher/entry');
  await act(async () => root.unmount());
  host.remove();
});

test.run();
