/**
 * The sidebar on a narrower desktop: below AUTO_COLLAPSE_WIDTH it becomes the icon rail by itself (not
 * remembered), a wider window brings back the person's choice; the rail names every entry and opens a
 * group's pages beside it.
 */
import { MantineProvider } from '@mantine/core';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { SidebarRail } from '../../src/app/layout/SidebarRail';
import { locale } from '../../src/lib/i18n';
import { cookies } from '../../src/lib/storage';
import { device, evaluateDevice, setSidebar, sidebarOpened } from '../../src/state/settings.model';
import type { RouteNode } from '../../server/contracts/menu';

test('a 1024 px desktop shows the rail without changing what the person chose; 1440 px restores it', () => {
  evaluateDevice(1440);
  setSidebar(true, false);
  evaluateDevice(1024);
  assert.is(device.value, 'desktop');
  assert.is(sidebarOpened.value, false, 'collapsed to the rail');
  assert.is(cookies.get('sidebarStatus'), '1', 'the remembered choice is still open');
  evaluateDevice(1100);
  setSidebar(true, false);
  evaluateDevice(1150);
  assert.is(sidebarOpened.value, true, 'opened by hand at 1024: staying narrow keeps it open');
  evaluateDevice(1440);
  assert.is(sidebarOpened.value, true);
  evaluateDevice(390);
  assert.is(device.value, 'mobile');
  assert.is(sidebarOpened.value, false);
  assert.is(cookies.get('sidebarStatus'), '1', 'a phone visit does not collapse the desktop');
});

const node = (path: string, title: string, icon: string, children?: RouteNode[]): RouteNode =>
  ({ name: path, path, hidden: false, component: children ? 'Layout' : `x/${path}`, meta: { title, icon, noCache: false, link: null }, children }) as unknown as RouteNode;

test("the rail names each top-level entry and lists a group's pages beside it", async () => {
  locale.value = 'zh';
  const module = node('/accounting', '会计核算', 'money', [
    node('index', '首页', 'dashboard'),
    node('voucher', '凭证管理', 'form', [node('entry', '凭证录入', 'form'), node('audit', '凭证审核', 'form')]),
  ]);
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  await act(async () =>
    root.render(
      <MantineProvider env="test">
        <SidebarRail module={module} activePath="/accounting/voucher/audit" />
      </MantineProvider>,
    ),
  );
  const items = [...host.querySelectorAll('[data-ht="menu-item"]')];
  assert.equal(
    items.map((i) => i.getAttribute('aria-label')),
    ['首页', '凭证管理'],
  );
  assert.ok(
    items.every((i) => i.querySelector('svg')),
    'each entry shows an icon',
  );
  assert.ok(items[1].hasAttribute('data-active'), 'the group holding the open page is marked');
  await act(async () => (items[1] as HTMLElement).click());
  // The menu opens on the next turn (its open is scheduled): wait for the button to say so.
  for (let turn = 0; turn < 50 && items[1].getAttribute('aria-expanded') !== 'true'; turn++) await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  assert.is(items[1].getAttribute('aria-expanded'), 'true');
  const pages = [...document.querySelectorAll('[role="menuitem"]')].map((i) => i.textContent);
  assert.equal(pages, ['凭证录入', '凭证审核']);
  await act(async () => root.unmount());
  host.remove();
});

test.run();
