/**
 * What the shell can do, as plain functions shared by the header, the tab menu, the command palette,
 * the keyboard shortcuts and window.htShell, so every entry point behaves the same (and every way of
 * closing an edited document asks first).
 */
import { navigate } from 'wouter/use-browser-location';
import { t } from '../lib/i18n';
import { broadcast } from '../state/cross-tab.model';
import { resetLock } from '../state/lock.model';
import { resetPreferences } from '../state/preferences.model';
import { addShortcut } from '../state/preferences.model';
import { clearModule, currentModule, homeOf, resetRoutes } from '../state/routes.model';
import { resetLayout } from '../state/settings.model';
import { area, loginPathOf, logout } from '../state/session.model';
import { activePath, closeAll, closeOthers, closeTab, confirmAbandonAll, refreshTarget, resetTabs, tabs } from '../state/tabs.model';
import { confirmBox } from './feedback';
import { visibleTabs } from './layout/visible-tabs';

const go = (result: { navigateTo?: string }) => result.navigateTo && navigate(result.navigateTo);

/**
 * Closes the tab at `path` as its close button does: never a fixed tab, an editing one only after the
 * user confirms; goes where the model says when it was the active one. Answers whether it closed.
 */
export async function closeTabAt(path: string): Promise<boolean> {
  const result = await closeTab(path);
  go(result);
  return result.closed;
}

export async function closeCurrentTab(): Promise<void> {
  if (activePath.value) await closeTabAt(activePath.value);
}

export async function closeOtherTabs(): Promise<void> {
  if (activePath.value) go(await closeOthers(activePath.value));
}

export async function closeAllTabs(): Promise<void> {
  go(await closeAll());
}

/** Refreshes the active page by routing through /redirect (SPEC.md section 2). */
export function refreshCurrentPage(): void {
  const target = activePath.value && refreshTarget(activePath.value);
  if (target) navigate(target, { replace: true });
}

/** Ctrl+Alt+1..9: the n-th tab as the bar shows it. */
export function switchTab(index: number): void {
  const target = visibleTabs.value[index - 1]?.fullPath;
  if (target) navigate(target);
}

export function switchModule(): void {
  navigate('/module/module');
}

export function toggleFullscreen(): void {
  if (document.fullscreenElement) void document.exitFullscreen();
  else void document.documentElement.requestFullscreen?.().catch(() => undefined);
}

/** Forgets the session here and goes to the login page (after a logout, a switch of user or a 401). */
export function leaveSession(): void {
  const loginPath = loginPathOf(area.value);
  resetLock();
  resetPreferences();
  resetLayout();
  resetTabs();
  clearModule();
  resetRoutes();
  navigate(loginPath, { replace: true });
}

/**
 * Log out with the confirm of SPEC.md section 5; an edited document asks first (closing every tab),
 * and refusing keeps the user signed in.
 */
export async function logoutWithConfirm(): Promise<void> {
  const ok = await confirmBox({ text: t('user.logoutConfirm'), ok: t('common.ok'), cancel: t('common.cancel') });
  if (!ok) return;
  if (!(await confirmAbandonAll())) return;
  await logout();
  broadcast({ type: 'logout' });
  leaveSession();
}

/**
 * SPEC.md 'Close window' flow: confirm, find the module's route, remove visited tabs until the home page
 * remains (an edited document asks, and refusing stops here), release the module's seat, close the window.
 */
export async function closeWindowFlow(): Promise<void> {
  const ok = await confirmBox({ text: t('user.closeWindowConfirm'), ok: t('common.ok'), cancel: t('common.cancel') });
  if (!ok) return;
  const module = currentModule.value;
  const home = module && homeOf(module);
  await closeAll();
  if (tabs.value.some((tab) => !tab.meta.affix)) return;
  if (home) navigate(home.path, { replace: true });
  clearModule();
  window.close();
}

/** Adds the page in view to the user's shortcut menus (the keyboard way of dragging it out). */
export function pinCurrentPage(): void {
  if (activePath.value) addShortcut(activePath.value);
}
