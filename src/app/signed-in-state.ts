/**
 * What a signed-in page needs before it renders (user, routes, login period, lock and layout settings),
 * loaded once however many callers ask: the route guard on a reload, the login page right after signing in.
 * Right after a sign-in the token answer has brought all of it (session.model.ts `takeFirstScreen`): it
 * is taken in one update, without a call, so the first signed-in screen waits for the token call only.
 */
import { batch, signal } from '@preact/signals-core';
import { generateRoutes, setRoutes } from '../state/routes.model';
import { applyUserInfo, area, loadLoginPeriod, loadUserInfo, passwordChangeRequired, setLoginPeriod, takeFirstScreen, user, type Area } from '../state/session.model';
import { applyLockMinutes, loadLockMinutes } from '../state/lock.model';
import { applyPreferences, loadPreferences } from '../state/preferences.model';
import { loadLayout } from '../state/settings.model';
import type { FirstScreen } from '../../server/contracts/auth';

let loading: Promise<void> | null = null;

/** The area whose user and routes are loaded: another area's page must load its own first. */
export const loadedArea = signal<Area | null>(null);

/** Everything of the first screen at once, so nothing renders with half of it. */
function applyFirstScreen(screen: FirstScreen, from: Area): void {
  batch(() => {
    applyUserInfo(screen.info);
    setRoutes(screen.routers, screen.approvalMenu);
    setLoginPeriod(screen.loginPeriod);
    applyPreferences(screen.preferences);
    applyLockMinutes(screen.lockMinutes);
    loadLayout(user.value?.name ?? '');
    loadedArea.value = from;
  });
}

/**
 * Everything is asked for at once, unless a new password is due (the token answer said so, or a reload
 * remembers it): then only the user info, since the server refuses the rest until the password is
 * changed, and the route guard shows the password form instead.
 */
export function loadSignedInState(): Promise<void> {
  const from = area.value;
  const screen = takeFirstScreen();
  if (screen) {
    applyFirstScreen(screen, from);
    return Promise.resolve();
  }
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
