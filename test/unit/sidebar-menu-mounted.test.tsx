/**
 * A closed submenu's entries are in the document as soon as the sidebar renders (hidden, not deferred):
 * scripts find any menu entry by its `data-path` at once, however busy the terminal is.
 */
import { MantineProvider } from '@mantine/core';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { SidebarMenu } from '../../src/app/layout/SidebarMenu';
import { buildTheme } from '../../src/app/theme';
import { locale } from '../../src/lib/i18n';
import type { RouteNode } from '../../server/contracts/menu';

const node = (path: string, title: string, children?: RouteNode[]): RouteNode =>
  ({ name: path, path, hidden: false, component: children ? 'Layout' : `x/${path}`, meta: { title, icon: 'form', noCache: false, link: null }, children }) as unknown as RouteNode;

for (const automation of [false, true]) {
  test(`entries of a closed submenu are rendered with the sidebar (automation ${automation})`, () => {
    locale.value = 'zh';
    const module = node('/system', '系统服务', [node('index', '首页'), node('base', '基础设置', [node('config', '参数设置'), node('dict', '字典管理')])]);
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    // Synchronously (act renders before it returns), with no idle time given to React: what a script sees on a busy machine.
    act(() =>
      root.render(
        <MantineProvider theme={buildTheme(undefined, 'medium', automation)}>
          <SidebarMenu module={module} />
        </MantineProvider>,
      ),
    );
    const paths = [...host.querySelectorAll('[data-ht="menu-item"]')].map((el) => el.getAttribute('data-path'));
    assert.equal(paths, ['/system/index', '/system/base', '/system/base/config', '/system/base/dict']);
    act(() => root.unmount());
    host.remove();
  });
}

test.run();
