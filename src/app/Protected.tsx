/**
 * The route guard: without a token, go to /login with the wanted path as `redirect`; with a token but no
 * user loaded yet (a reload), load user info and routes first; if that fails the token is cleared and the
 * user returns to the root path. Paths of the initialisation platform use its own token (Initplat-Token)
 * and login page (/initplat/login) and return to its home page; moving between the areas loads the
 * other area's user and routes.
 */
import { signal } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, type ReactNode } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { generateRoutes, routes } from '../state/routes.model';
import { area, areaOf, INITPLAT_HOME_PATH, loadLoginPeriod, loadUserInfo, loginPathOf, syncArea, tokenOf, user, type Area } from '../state/session.model';
import { loadLockMinutes } from '../state/lock.model';
import { loadPreferences } from '../state/preferences.model';
import { loadLayout } from '../state/settings.model';
import { Pending } from './Pending';

let loading: Promise<void> | null = null;
/** The area whose user and routes are loaded: another area's page must load its own first. */
const loadedArea = signal<Area | null>(null);

/** Loads what a signed-in page needs, once, however many components ask. */
export function loadSignedInState(): Promise<void> {
  const from = area.value;
  loading ??= Promise.all([loadUserInfo(), generateRoutes(), loadLoginPeriod(), loadLockMinutes(), loadPreferences()])
    .then(() => loadLayout(user.value?.name ?? ''))
    .then(() => void (loadedArea.value = from))
    .finally(() => (loading = null));
  return loading;
}

export function Protected({ children }: { children: ReactNode }) {
  useSignals();
  const [location, navigate] = useLocation();
  const search = useSearch();
  const here = areaOf(location);
  const token = tokenOf(here);
  const ready = Boolean(token && user.value && routes.value && loadedArea.value === here);

  useEffect(() => {
    if (!token || ready) return;
    syncArea(location);
    loadSignedInState().catch(() => navigate(here === 'initplat' ? INITPLAT_HOME_PATH : '/', { replace: true }));
  }, [ready, navigate, token, here]);

  if (!token) {
    const wanted = location + (search ? `?${search}` : '');
    return <Redirect to={`${loginPathOf(here)}?redirect=${encodeURIComponent(wanted)}`} replace />;
  }
  return ready ? <>{children}</> : <Pending />;
}
