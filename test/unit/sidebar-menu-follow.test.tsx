/**
 * The sidebar follows a navigation in one commit: the page's entry turns active and its submenu opens
 * (the other closes) together, so a tab switch between pages of two submenus renders the menu once.
 */
import { MantineProvider } from '@mantine/core';
import { Profiler } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { test } from 'uvu';
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

test('switching to a page of another submenu opens it, closes the other and marks the page, in one commit', () => {
  locale.value = 'zh';
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  let commits = 0;
  const render = (activePath: string) =>
    flushSync(() =>
      root.render(
        <MantineProvider theme={buildTheme(undefined, 'medium', true)}>
          <Profiler id="menu" onRender={() => (commits += 1)}>
            <SidebarMenu module={module} activePath={activePath} />
          </Profiler>
        </MantineProvider>,
      ),
    );
  const entry = (path: string) => host.querySelector(`[data-ht="menu-item"][data-path="${path}"]`)!;
  render('/accounting/voucher/entry');
  assert.ok(entry('/accounting/voucher').hasAttribute('data-expanded'), 'the page’s submenu is open');

  commits = 0;
  render('/accounting/ledger/general');
  assert.ok(entry('/accounting/ledger').hasAttribute('data-expanded'), 'the new page’s submenu opened');
  assert.not.ok(entry('/accounting/voucher').hasAttribute('data-expanded'), 'the other closed');
  assert.ok(entry('/accounting/ledger/general').hasAttribute('data-active'), 'the new page is the active entry');
  assert.not.ok(entry('/accounting/voucher/entry').hasAttribute('data-active'));
  assert.is(commits, 1, 'the menu rendered once for the navigation');
  root.unmount();
  host.remove();
});

test.run();
