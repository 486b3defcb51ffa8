/**
 * A module's dashboard data: one call (GET /htservice/dashboard/{key}) for the shell's business date, again
 * when that date or the language changes, on `reload()` and after the network comes back. The call is
 * raw: a failure is shown inside the page (with a retry) instead of the catalogue's boxes, which for a 403
 * would close the window over a home page that still has its shortcuts. The request counts as pending
 * work for `htShell.whenIdle()` like every call of the api seam. The calling component reads signals
 * through it, so it calls `useSignals()` first.
 */
import { useCallback, useEffect, useState } from 'react';
import type { DashboardData, DashboardKey, DashboardReply } from '../../../server/contracts/dashboard';
import { api, ApiError } from '../../lib/api';
import { locale } from '../../lib/i18n';
import { loginDate } from '../../state/session.model';
import { useNetworkRestored } from '../../ui/use-network-restored';

export type DashboardState<K extends DashboardKey> =
  | { status: 'loading'; data: DashboardData[K] | null }
  | { status: 'ready'; data: DashboardData[K] }
  | { status: 'failed'; data: DashboardData[K] | null; message: string };

export function useDashboard<K extends DashboardKey>(key: K): { state: DashboardState<K>; reload: () => void } {
  const date = loginDate.value;
  const lang = locale.value;
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<DashboardState<K>>({ status: 'loading', data: null });
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  useNetworkRestored(() => {
    if (state.status === 'failed') reload();
  });

  useEffect(() => {
    let live = true;
    // Figures already shown stay while the new ones load.
    setState((s) => ({ status: 'loading', data: s.data }));
    api.get<DashboardReply<K>>(`/htservice/dashboard/${key}`, { loginDate: date }, { raw: true }).then(
      (reply) => live && setState({ status: 'ready', data: reply.data }),
      (error: unknown) => live && setState((s) => ({ status: 'failed', data: s.data, message: error instanceof ApiError ? error.message : '' })),
    );
    return () => {
      live = false;
    };
  }, [key, date, lang, attempt]);

  return { state, reload };
}
