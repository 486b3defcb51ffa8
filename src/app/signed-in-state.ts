/**
 * What a signed-in page needs before it renders (user, routes, login period, lock and layout settings),
 * loaded once however many callers ask: the route guard on a reload, the login page right after signing in.
 */
import { signal } from '@preact/signals-core';
import { generateRoutes } from '../state/routes.model';
import { area, loadLoginPeriod, loadUserInfo, user, type Area } from '../state/session.model';
import { loadLockMinutes } from '../state/lock.model';
import { loadPreferences } from '../state/preferences.model';
import { loadLayout } from '../state/settings.model';

let loading: Promise<void> | null = null;

/** The area whose user and routes are loaded: another area's page must load its own first. */
export const loadedArea = signal<Area | null>(null);

export function loadSignedInState(): Promise<void> {
  const from = area.value;
  loading ??= Promise.all([loadUserInfo(), generateRoutes(), loadLoginPeriod(), loadLockMinutes(), loadPreferences()])
    .then(() => loadLayout(user.value?.name ?? ''))
    .then(() => void (loadedArea.value = from))
    .finally(() => (loading = null));
  return loading;
}
