/**
 * The tab of the page at the address is the active one (`data-active`, `aria-current` on its title), marked
 * by the navigation itself (issue 18: the bar does not follow the address, each tab's mark does, outside
 * React, so a switch renders no component of the bar).
 */
import { MantineProvider } from '@mantine/core';
import { act, Profiler } from 'react';
import { createRoot } from 'react-dom/client';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { navigate } from 'wouter/use-browser-location';
import { TagsView } from '../../src/app/layout/TagsView';
import { buildTheme } from '../../src/app/theme';
import { openTab, resetTabs } from '../../src/state/tabs.model';

test('a switch marks the tab of the page shown without rendering the bar', () => {
  for (const path of ['/system/user', '/system/dept']) openTab({ path, name: path, title: path });
  navigate('/system/user');
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  let renders = 0;
  act(() =>
    root.render(
      <MantineProvider theme={buildTheme()}>
        <Profiler id="bar" onRender={() => (renders += 1)}>
          <TagsView />
        </Profiler>
      </MantineProvider>,
    ),
  );
  const tab = (path: string) => host.querySelector(`[data-ht="tab"][data-path="${path}"]`)!;
  const current = (path: string) => tab(path).querySelector('[data-ht="tab-title"]')!.getAttribute('aria-current');
  assert.is(tab('/system/user').getAttribute('data-active'), 'true');
  assert.is(current('/system/user'), 'page');
  assert.is(tab('/system/dept').getAttribute('data-active'), 'false');

  renders = 0;
  act(() => navigate('/system/dept'));
  assert.is(tab('/system/dept').getAttribute('data-active'), 'true', 'the new page’s tab is active');
  assert.is(current('/system/dept'), 'page');
  assert.is(tab('/system/user').getAttribute('data-active'), 'false');
  assert.is(current('/system/user'), null);
  assert.is(renders, 0, 'rendering nothing');
  act(() => root.unmount());
  host.remove();
  resetTabs();
  navigate('/');
});

test.run();
