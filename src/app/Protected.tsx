/**
 * The route guard: without a token, go to /login with the wanted path as `redirect`; with a token but no
 * user loaded yet (a reload), load user info and routes first; if that fails the token is cleared and the
 * user returns to the root path.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, type ReactNode } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { generateRoutes, routes } from '../state/routes.model';
import { loadLoginPeriod, loadUserInfo, token, user } from '../state/session.model';
import { loadLockMinutes } from '../state/lock.model';
import { loadLayout } from '../state/settings.model';
import { Pending } from './Pending';

let loading: Promise<void> | null = null;

/** Loads what a signed-in page needs, once, however many components ask. */
export function loadSignedInState(): Promise<void> {
  loading ??= Promise.all([loadUserInfo(), generateRoutes(), loadLoginPeriod(), loadLockMinutes()])
    .then(() => loadLayout(user.value?.name ?? ''))
    .finally(() => (loading = null));
  return loading;
}

export function Protected({ children }: { children: ReactNode }) {
  useSignals();
  const [location, navigate] = useLocation();
  const search = useSearch();
  const ready = Boolean(token.value && user.value && routes.value);

  useEffect(() => {
    if (token.value && !ready) loadSignedInState().catch(() => navigate('/', { replace: true }));
  }, [ready, navigate]);

  if (!token.value) {
    const wanted = location + (search ? `?${search}` : '');
    return <Redirect to={`/login?redirect=${encodeURIComponent(wanted)}`} replace />;
  }
  return ready ? <>{children}</> : <Pending />;
}
