/**
 * A tab switch between pages kept alive shows one and hides the other without rendering (issue 18): the
 * hosts follow the address themselves, the page told it is shown or hidden; a first visit's page is the
 * same host, and keeps what it holds, once its tab opens and it is kept; refreshing a page remounts it alone.
 */
import { MantineProvider } from '@mantine/core';
import { act, Profiler } from 'react';
import { createRoot } from 'react-dom/client';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { navigate } from 'wouter/use-browser-location';
import { KeepAliveOutlet, refreshPage } from '../../src/app/layout/KeepAliveOutlet';
import { buildTheme } from '../../src/app/theme';
import { locale } from '../../src/lib/i18n';
import { routes } from '../../src/state/routes.model';
import { openTab, resetTabs } from '../../src/state/tabs.model';
import type { RouteNode } from '../../server/contracts/menu';

const node = (path: string, title: string, children?: RouteNode[]): RouteNode =>
  ({ name: path, path, hidden: false, component: children ? 'Layout' : `x/${path}`, meta: { title, icon: 'form', noCache: false, link: null }, children }) as unknown as RouteNode;

test('a switch between kept pages flips the two hosts and renders nothing; a first visit is kept without remounting; a refresh remounts one page', () => {
  locale.value = 'zh';
  routes.value = [node('/accounting', '账务', [node('voucher', '凭证', [node('entry', '凭证录入'), node('audit', '凭证审核'), node('list', '凭证查询')])])];
  const [entry, audit, list] = ['/accounting/voucher/entry', '/accounting/voucher/audit', '/accounting/voucher/list'];
  for (const path of [entry, audit]) openTab({ path, name: path, title: path });
  navigate(entry);
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  let commits = 0;
  act(() =>
    root.render(
      <MantineProvider theme={buildTheme()}>
        <Profiler id="outlet" onRender={() => (commits += 1)}>
          <KeepAliveOutlet />
        </Profiler>
      </MantineProvider>,
    ),
  );
  const section = (path: string) => host.querySelector<HTMLElement>(`section[data-route="${path}"]`)!;
  const shown = (path: string) => section(path).getAttribute('data-ht') === 'page' && !section(path).hidden;
  const kept = (path: string) => section(path).getAttribute('data-ht') === 'page-cached' && section(path).hidden;
  assert.ok(shown(entry), 'the page at the address is shown');
  assert.ok(kept(audit), 'the other is kept, hidden');

  const before = section(audit);
  commits = 0;
  act(() => navigate(audit));
  assert.ok(shown(audit), 'switched to: shown');
  assert.ok(kept(entry), 'switched from: kept, hidden');
  assert.is(section(audit), before, 'the same host');
  assert.is(commits, 0, 'nothing rendered');

  // A first visit: the page is shown before its tab opens, and stays the same host once it is kept.
  act(() => navigate(list));
  assert.ok(shown(list));
  assert.ok(kept(audit));
  const visited = section(list);
  act(() => openTab({ path: list, name: list, title: list }));
  assert.is(section(list), visited, 'the page was not mounted again when its tab opened');
  assert.ok(shown(list));

  // Refreshing one page (/redirect/<path>, then its path again) mounts that page again and no other.
  const others = [section(entry), section(list)];
  act(() => navigate(`/redirect${audit}`));
  assert.equal([section(entry), section(list)], others, 'on the way, the other pages stay');
  act(() => (refreshPage(audit), navigate(audit, { replace: true })));
  assert.is.not(section(audit), before, 'the refreshed page is mounted afresh');
  assert.ok(shown(audit));
  assert.equal([section(entry), section(list)], others, 'the other pages kept');

  act(() => root.unmount());
  host.remove();
  resetTabs();
  routes.value = null;
  navigate('/');
});

test.run();
