/**
 * A module's dashboard data: one call (GET /htservice/dashboard/{key}) for the shell's business date, through
 * the server-state layer (keyed by the date and the language, so a change of either asks again), again on
 * `reload()` and after the network comes back. The call is raw: a failure is shown inside the page (with a
 * retry) instead of the catalogue's boxes, which for a 403 would close the window over a home page that still
 * has its shortcuts. The layer's fetches count as pending work for `htShell.whenIdle()`. The calling component
 * reads signals through it, so it calls `useSignals()` first.
 */
import { useRef } from 'react';
import type { DashboardData, DashboardKey, DashboardReply } from '../../../server/contracts/dashboard';
import { ApiError } from '../../lib/api';
import { locale } from '../../lib/i18n';
import { loginDate } from '../../state/session.model';
import { useEndpoint } from '../../ui/use-endpoint';
import { useNetworkRestored } from '../../ui/use-network-restored';

export type DashboardState<K extends DashboardKey> =
  | { status: 'loading'; data: DashboardData[K] | null }
  | { status: 'ready'; data: DashboardData[K] }
  | { status: 'failed'; data: DashboardData[K] | null; message: string };

export function useDashboard<K extends DashboardKey>(key: K): { state: DashboardState<K>; reload: () => void } {
  // Figures already shown stay while the new ones load (another date), and over a failure.
  const query = useEndpoint(`/htservice/dashboard/${key}`, { loginDate: loginDate.value ?? undefined }, (reply: DashboardReply<K>) => reply.data, {
    raw: true,
    language: locale.value,
    keepShown: true,
  });
  const shown = useRef<DashboardData[K] | null>(null);
  if (query.data) shown.current = query.data;
  const refetch = useRef(query.refetch);
  refetch.current = query.refetch;
  const reload = useRef(() => void refetch.current()).current;
  const state: DashboardState<K> = query.isFetching
    ? { status: 'loading', data: shown.current }
    : query.isError
      ? { status: 'failed', data: shown.current, message: query.error instanceof ApiError ? query.error.message : '' }
      : query.data
        ? { status: 'ready', data: query.data }
        : { status: 'loading', data: shown.current };
  useNetworkRestored(() => {
    if (state.status === 'failed') reload();
  });
  return { state, reload };
}
