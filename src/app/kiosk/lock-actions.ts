/** Locking and switching user on a shared terminal. */
import { cookies } from '../../lib/storage';
import { broadcast } from '../../state/cross-tab.model';
import { lock, resetLock } from '../../state/lock.model';
import { clearRecent } from '../../state/recent.model';
import { area, loginPathOf, logout, TOKEN_COOKIE } from '../../state/session.model';
import { leaveSession } from '../shell-actions';

export function lockNow(reason: 'idle' | 'user'): void {
  lock(reason);
}

/**
 * 'Switch user' on the lock screen: the first user is logged out and every trace of them goes (tabs,
 * session and local storage, cookies other than the terminal's language and size, palette history);
 * the page history is replaced so Back leads only to the login page.
 */
export async function switchUser(): Promise<void> {
  await logout().catch(() => undefined);
  broadcast({ type: 'logout' });
  resetLock();
  clearRecent();
  const keep = new Set(['language', 'size']);
  for (const name of document.cookie.split('; ').map((c) => decodeURIComponent(c.split('=')[0]))) {
    if (name && !keep.has(name)) cookies.remove(name);
  }
  cookies.remove(TOKEN_COOKIE);
  sessionStorage.clear();
  localStorage.clear();
  const loginPath = loginPathOf(area.value);
  leaveSession();
  location.replace(loginPath);
}
