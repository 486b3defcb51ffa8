/**
 * What a signed-in page needs before it renders (user, routes, login period, lock and layout settings),
 * loaded once however many callers ask: the route guard on a reload, the login page right after signing in.
 */
import { signal } from '@preact/signals-core';
import { generateRoutes } from '../state/routes.model';
import { area, loadLoginPeriod, loadUserInfo, passwordChangeRequired, user, type Area } from '../state/session.model';
import { loadLockMinutes } from '../state/lock.model';
import { loadPreferences } from '../state/preferences.model';
import { loadLayout } from '../state/settings.model';

let loading: Promise<void> | null = null;

/** The area whose user and routes are loaded: another area's page must load its own first. */
export const loadedArea = signal<Area | null>(null);

/**
 * Everything is asked for at once, unless a new password is due (the token answer said so, or a reload
 * remembers it): then only the user info, since the server refuses the rest until the password is
 * changed, and the route guard shows the password form instead.
 */
export function loadSignedInState(): Promise<void> {
  const from = area.value;
  loading ??= (async () => {
    let userInfo: Promise<void> | undefined;
    if (passwordChangeRequired.value) {
      await (userInfo = loadUserInfo());
      if (passwordChangeRequired.value) return;
    }
    await Promise.all([userInfo ?? loadUserInfo(), generateRoutes(), loadLoginPeriod(), loadPreferences()]);
    await loadLayout(user.value?.name ?? '');
    loadedArea.value = from;
    // The kiosk lock time is not needed to paint the first page: asked for once the rest is in, so it
    // neither holds a connection nor delays the answers the page waits for (lock.model restarts a
    // countdown already running when it arrives; whenIdle waits for it like any request).
    void loadLockMinutes();
  })().finally(() => (loading = null));
  return loading;
}
