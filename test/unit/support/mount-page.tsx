/**
 * A page (or dialog) mounted for a unit test as the signed-in shell shows it: a React root on a host element
 * in the document, made fresh before each test and unmounted after it, so one test's page, effects and
 * portals never leak into the next. `render` wraps what the test shows in Mantine (test env), the user's
 * roles and permissions (none unless given) and, when given, the server-state layer's `wrap`
 * (./server-state.tsx). Register it after `scriptApi` and `withServerState`, so the page unmounts before
 * the script and the client are put away. The host element is one for the file, emptied by every unmount.
 */
import { MantineProvider } from '@mantine/core';
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { Test } from 'uvu';
import { PermissionProvider, type PermissionValue } from '../../../src/ui/Permission';

type Options = { wrap?: (node: ReactNode) => ReactNode } & Partial<PermissionValue>;

export function mountPage(test: Test, options: Options = {}) {
  const host = document.createElement('div');
  let root: Root;
  test.before.each(() => {
    document.body.append(host);
    root = createRoot(host);
  });
  test.after.each(async () => {
    await act(async () => root.unmount());
    host.remove();
  });
  const render = (node: ReactNode, access: Partial<PermissionValue> = {}) => {
    const value = { roles: access.roles ?? options.roles ?? [], permissions: access.permissions ?? options.permissions ?? [] };
    return act(async () =>
      root.render(
        <MantineProvider env="test">
          <PermissionProvider value={value}>{options.wrap ? options.wrap(node) : node}</PermissionProvider>
        </MantineProvider>,
      ),
    );
  };
  return { host, render };
}
