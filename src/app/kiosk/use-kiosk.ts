/**
 * Wires the kiosk behaviour into the signed-in area: input restarts the idle countdown, and what other
 * browser tabs of the session do (logout, lock, unlock, language, the same user's layout) happens here too.
 */
import { useEffect } from 'react';
import { onBroadcast } from '../../state/cross-tab.model';
import { lock, noteActivity, resetLock, unlock } from '../../state/lock.model';
import { clearSession, user } from '../../state/session.model';
import { setLocale, takeLayout } from '../../state/settings.model';
import { leaveSession } from '../shell-actions';

const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

export function useKiosk(): void {
  useEffect(() => {
    noteActivity();
    const onActivity = () => noteActivity();
    for (const type of ACTIVITY_EVENTS) window.addEventListener(type, onActivity, { passive: true });
    const stop = onBroadcast((message) => {
      if (message.type === 'lock') lock('user', true);
      else if (message.type === 'unlock') void unlock('', user.value?.name ?? '', true);
      else if (message.type === 'locale') setLocale(message.locale);
      else if (message.type === 'layout' && message.userName === user.value?.name) takeLayout(message.settings);
      else if (message.type === 'logout') {
        resetLock();
        clearSession();
        leaveSession();
      }
    });
    return () => {
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, onActivity);
      stop();
    };
  }, []);
}
