/**
 * A sidebar group is drawn as the very markup of Mantine's NavLink with children (its classes, CSS
 * variables and data attributes, open and closed), and behaves as it did: a click opens its submenu and
 * closes its sibling's, a click on the open group closes it.
 */
import { Collapse, createTheme, MantineProvider, NavLink } from '@mantine/core';
import { act, type ReactElement } from 'react';
import { createRoot } from 'react-dom/client';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { navigate } from 'wouter/use-browser-location';
import { SidebarMenu } from '../../src/app/layout/SidebarMenu';
import { buildTheme } from '../../src/app/theme';
import { locale } from '../../src/lib/i18n';
import { RouteIcon } from '../../src/ui/route-icons';
import type { RouteNode } from '../../server/contracts/menu';

const node = (path: string, title: string, children?: RouteNode[]): RouteNode =>
  ({ name: path, path, hidden: false, component: children ? 'Layout' : `x/${path}`, meta: { title, icon: 'form', noCache: false, link: null }, children }) as unknown as RouteNode;

const module = node('/accounting', '账务', [
  node('voucher', '凭证', [node('entry', '凭证录入'), node('audit', '凭证审核')]),
  node('ledger', '账簿', [node('general', '总账'), node('detail', '明细账')]),
]);

/** An element as tag, sorted attributes (a style without `!important`) and, when `deep`, its children. */
function shape(el: Element, deep: boolean): string {
  const attrs = [...el.attributes]
    .map((a) => `${a.name}=${a.name === 'style' ? a.value.replace(/\s*!important/g, '').replace(/;\s*$/, '') : a.value}`)
    .filter((a) => a !== 'style=')
    .sort();
  const inner = deep ? [...el.children].map((c) => shape(c, true)).join('') : '';
  return `<${el.tagName.toLowerCase()} ${attrs.join(' ')}>${deep && !el.children.length ? el.textContent : ''}${inner}</>`;
}

/** Renders `node` under the shell's theme (and `theme` over it) and hands back its host. */
function mount(element: ReactElement, theme = {}) {
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  act(() => root.render(<MantineProvider theme={{ ...buildTheme(undefined, 'medium'), ...theme }}>{element}</MantineProvider>));
  return { host, unmount: () => (act(() => root.unmount()), host.remove()) };
}

/**
 * The group's elements: the entry with all inside it and, when open, the collapse and the children box
 * without what they hold (Mantine renders a closed submenu only later, hidden, at idle priority).
 */
function groupShape(host: HTMLElement, path: string, opened: boolean): string[] {
  const link = host.querySelector(`[data-ht="menu-item"][data-path="${path}"]`)!;
  const collapse = link.nextElementSibling!;
  return [shape(link, true), ...(opened ? [shape(collapse, false), shape(collapse.firstElementChild!, false)] : [])];
}

// Mantine's own submenu at once (what the sidebar did before), so its markup holds no animation styles.
const INSTANT = createTheme({ components: { Collapse: Collapse.extend({ defaultProps: { transitionDuration: 0 } }) } });

for (const opened of [true, false]) {
  test(`a group ${opened ? 'open' : 'closed'} is Mantine's NavLink markup`, () => {
    locale.value = 'zh';
    navigate(opened ? '/accounting/voucher/entry' : '/accounting/ledger/general');
    const ours = mount(<SidebarMenu module={module} />);
    const mantine = mount(
      // With what makes our group a keyboard control (Mantine's is an <a> without an address, out of the tab order).
      <NavLink
        label="凭证"
        leftSection={<RouteIcon name="form" group />}
        opened={opened}
        childrenOffset="md"
        data-ht="menu-item"
        data-path="/accounting/voucher"
        role="button"
        tabIndex={0}
        aria-expanded={opened}
      >
        <span />
      </NavLink>,
      INSTANT,
    );
    assert.equal(groupShape(ours.host, '/accounting/voucher', opened), groupShape(mantine.host, '/accounting/voucher', opened));
    const submenu = ours.host.querySelector('[data-path="/accounting/voucher"]')!.nextElementSibling as HTMLElement;
    assert.is(submenu.style.display, opened ? '' : 'none', 'a closed submenu is hidden, as Mantine hides it');
    ours.unmount();
    mantine.unmount();
  });
}

test('a click opens a group and closes its sibling; a click on the open group closes it', () => {
  locale.value = 'zh';
  navigate('/accounting/voucher/entry');
  const { host, unmount } = mount(<SidebarMenu module={module} />);
  const entry = (path: string) => host.querySelector<HTMLElement>(`[data-ht="menu-item"][data-path="${path}"]`)!;
  const open = (path: string) => entry(path).hasAttribute('data-expanded') && (entry(path).nextElementSibling as HTMLElement).style.display !== 'none';
  assert.ok(open('/accounting/voucher'));
  assert.not.ok(open('/accounting/ledger'));
  act(() => entry('/accounting/ledger').click());
  assert.ok(open('/accounting/ledger'), 'opened');
  assert.not.ok(open('/accounting/voucher'), 'its sibling closed');
  act(() => entry('/accounting/ledger').click());
  assert.not.ok(open('/accounting/ledger'), 'closed again');
  assert.is(location.pathname, '/accounting/voucher/entry', 'a group is no page: no navigation');
  unmount();
  navigate('/');
});

test('a group is a button the keyboard reaches: Enter and Space open and close it, aria-expanded follows', () => {
  locale.value = 'zh';
  navigate('/accounting/voucher/entry');
  const { host, unmount } = mount(<SidebarMenu module={module} />);
  const group = host.querySelector<HTMLElement>('[data-ht="menu-item"][data-path="/accounting/ledger"]')!;
  assert.is(group.getAttribute('role'), 'button');
  assert.is(group.tabIndex, 0, 'in the tab order');
  assert.is(group.getAttribute('aria-expanded'), 'false');
  const press = (key: string) => act(() => void group.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true })));
  press('Enter');
  assert.is(group.getAttribute('aria-expanded'), 'true', 'Enter opened it');
  assert.is(host.querySelector('[data-path="/accounting/voucher"]')!.getAttribute('aria-expanded'), 'false', 'its sibling closed');
  press(' ');
  assert.is(group.getAttribute('aria-expanded'), 'false', 'Space closed it');
  unmount();
  navigate('/');
});

test.run();
