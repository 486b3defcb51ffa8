/**
 * The signed-in shell's server-state layer for a unit test of a page: a fresh QueryClient before each test,
 * connected to the bus as the shell connects it (a write invalidates its resource), cleared after it.
 * `wrap` provides it to what the test renders. Register after `scriptApi` so the client is the last hook.
 */
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Test } from 'uvu';
import { connectServerState, createShellQueryClient } from '../../../src/app/server-state';

export function withServerState(test: Test): { wrap: (node: ReactNode) => ReactNode } {
  let client: QueryClient;
  let disconnect: () => void;
  test.before.each(() => {
    client = createShellQueryClient();
    disconnect = connectServerState(client);
  });
  test.after.each(() => {
    disconnect();
    client.clear();
  });
  return { wrap: (node) => <QueryClientProvider client={client}>{node}</QueryClientProvider> };
}
