/**
 * The route guard: without a token, go to /login with the wanted path as `redirect`; with a token but no
 * user loaded yet (a reload), load user info and routes first; if that fails the token is cleared and the
 * user returns to the root path. Paths of the initialisation platform use its own token (Initplat-Token)
 * and login page (/initplat/login) and return to its home page; moving between the areas loads the
 * other area's user and routes. While the user must choose a new password (someone else set theirs), the
 * password form stands in for every page.
 *
 * The guard follows the address's area only, not the address: a navigation inside the area (a tab
 * switch) does not render it (issue 18). The wanted path is read when it is needed.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, type ReactNode } from 'react';
import { Redirect } from 'wouter';
import { navigate, useLocationProperty } from 'wouter/use-browser-location';
import { routes } from '../state/routes.model';
import { areaOf, INITPLAT_HOME_PATH, loginPathOf, passwordChangeRequired, syncArea, tokenOf, user } from '../state/session.model';
import { FirstPasswordArea } from './boot/lazy-areas';
import { Pending } from './Pending';
import { loadedArea, loadSignedInState } from './signed-in-state';

export function Protected({ children }: { children: ReactNode }) {
  useSignals();
  const here = useLocationProperty(() => areaOf(location.pathname));
  const token = tokenOf(here);
  const ready = Boolean(token && user.value && routes.value && loadedArea.value === here);

  const mustChangePassword = Boolean(token && user.value && passwordChangeRequired.value);

  // Moving to the other area while loading runs this again: harmless, loadSignedInState shares the load in flight.
  useEffect(() => {
    if (!token || ready || mustChangePassword) return;
    syncArea(location.pathname);
    loadSignedInState().catch(() => navigate(here === 'initplat' ? INITPLAT_HOME_PATH : '/', { replace: true }));
  }, [ready, mustChangePassword, token, here]);

  if (!token) {
    const wanted = location.pathname + location.search;
    return <Redirect to={`${loginPathOf(here)}?redirect=${encodeURIComponent(wanted)}`} replace />;
  }
  if (mustChangePassword) return <FirstPasswordArea />;
  return ready ? children : <Pending />;
}
