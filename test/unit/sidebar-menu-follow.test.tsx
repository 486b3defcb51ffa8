/**
 * The sidebar follows a navigation without rendering: the page's entry turns active and its submenu opens
 * (the other closes) together, from the navigation itself, so a tab switch between pages of two submenus
 * renders no menu component, and at once: no animation renders the submenus again over the next frames.
 */
import { MantineProvider } from '@mantine/core';
import { act, Profiler } from 'react';
import { createRoot } from 'react-dom/client';
import { test } from 'uvu';
import { navigate } from 'wouter/use-browser-location';
import * as assert from 'uvu/assert';
import { SidebarMenu } from '../../src/app/layout/SidebarMenu';
import { buildTheme } from '../../src/app/theme';
import { locale } from '../../src/lib/i18n';
import type { RouteNode } from '../../server/contracts/menu';

const node = (path: string, title: string, children?: RouteNode[]): RouteNode =>
  ({ name: path, path, hidden: false, component: children ? 'Layout' : `x/${path}`, meta: { title, icon: 'form', noCache: false, link: null }, children }) as unknown as RouteNode;

const module = node('/accounting', '账务', [
  node('voucher', '凭证', [node('entry', '凭证录入'), node('audit', '凭证审核')]),
  node('ledger', '账簿', [node('general', '总账'), node('detail', '明细账')]),
]);

test('switching to a page of another submenu opens it, closes the other and marks the page, rendering nothing', () => {
  locale.value = 'zh';
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  let commits = 0;
  const entry = (path: string) => host.querySelector(`[data-ht="menu-item"][data-path="${path}"]`)!;
  navigate('/accounting/voucher/entry');
  act(() =>
    root.render(
      <MantineProvider theme={buildTheme(undefined, 'medium')}>
        <Profiler id="menu" onRender={() => (commits += 1)}>
          <SidebarMenu module={module} />
        </Profiler>
      </MantineProvider>,
    ),
  );
  assert.ok(entry('/accounting/voucher').hasAttribute('data-expanded'), 'the page’s submenu is open');
  assert.ok(entry('/accounting/voucher/entry').hasAttribute('data-active'), 'the page is the active entry');

  commits = 0;
  act(() => navigate('/accounting/voucher/audit'));
  assert.ok(entry('/accounting/voucher/audit').hasAttribute('data-active'), 'a page of the same submenu turns active');
  assert.not.ok(entry('/accounting/voucher/entry').hasAttribute('data-active'));
  assert.is(commits, 0, 'without rendering the menu');

  commits = 0;
  act(() => navigate('/accounting/ledger/general'));
  assert.ok(entry('/accounting/ledger').hasAttribute('data-expanded'), 'the new page’s submenu opened');
  assert.not.ok(entry('/accounting/voucher').hasAttribute('data-expanded'), 'the other closed');
  assert.ok(entry('/accounting/ledger/general').hasAttribute('data-active'), 'the new page is the active entry');
  assert.not.ok(entry('/accounting/voucher/entry').hasAttribute('data-active'));
  assert.is(commits, 0, 'the menu did not render for the navigation');
  // Submenus open and close at once, not over 200 ms of animation frames that render them again.
  const hidden = (path: string) => entry(path).closest('[style*="display: none"]') !== null;
  assert.not.ok(hidden('/accounting/ledger/general'), 'the opened submenu’s entries show in that commit');
  assert.ok(hidden('/accounting/voucher/entry'), 'the closed submenu’s entries are hidden in that commit');
  act(() => root.unmount());
  host.remove();
});

test('a page whose path lies outside its group (SPEC’s /htservice/dept in 系统管理) opens that group, at once and on navigation', () => {
  locale.value = 'zh';
  const system = node('/system', '系统管理', [
    node('base', '基础设置', [node('config', '参数设置'), node('/htservice/dept', '部门管理')]),
    node('log', '日志', [node('oper', '操作日志'), node('login', '登录日志')]),
  ]);
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  const entry = (path: string) => host.querySelector(`[data-ht="menu-item"][data-path="${path}"]`)!;
  navigate('/htservice/dept');
  act(() =>
    root.render(
      <MantineProvider theme={buildTheme(undefined, 'medium')}>
        <SidebarMenu module={system} />
      </MantineProvider>,
    ),
  );
  assert.ok(entry('/system/base').hasAttribute('data-expanded'), 'opened on a reload or deep link');
  assert.ok(entry('/htservice/dept').hasAttribute('data-active'));
  act(() => navigate('/system/log/oper'));
  assert.not.ok(entry('/system/base').hasAttribute('data-expanded'));
  act(() => navigate('/htservice/dept'));
  assert.ok(entry('/system/base').hasAttribute('data-expanded'), 'opened when a tab switch comes back to it');
  assert.not.ok(entry('/system/log').hasAttribute('data-expanded'), 'the other closed');
  act(() => root.unmount());
  host.remove();
  navigate('/');
});

test.run();
