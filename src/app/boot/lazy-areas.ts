/**
 * The lazily loaded parts of the shell. The login page prefetches the signed-in area's code once it is
 * idle (and again, harmlessly, on submit), so signing in costs only the sign-in calls; the signed-in
 * area preloads the module layout the same way. The area's own pages are in lazy-signed-in-pages.ts.
 */
import { preloadOverlays } from '../OverlayHost';
import { lazyPage } from './lazy-page';
import { ModuleSelectPage } from './lazy-signed-in-pages';
import { loadFullStyles, prefetchFullStyles } from './lazy-styles';

/** The signed-in area renders only with Mantine's full stylesheet applied. */
export const SignedInArea = lazyPage(async () => {
  const [m] = await Promise.all([import('../SignedInArea'), loadFullStyles(), preloadOverlays()]);
  return m.SignedInArea;
});

/** Asked for instead of any signed-in page while a new password is due (Protected.tsx); same stylesheet. */
export const FirstPasswordArea = lazyPage(async () => {
  const [m] = await Promise.all([import('../FirstPasswordPage'), loadFullStyles()]);
  return m.FirstPasswordPage;
});

/** Code only: nothing is applied or mounted, so the login page looks and behaves the same meanwhile. */
export function prefetchSignedInArea(): Promise<unknown> {
  prefetchFullStyles();
  return Promise.all([import('../SignedInArea'), ModuleSelectPage.preload(), preloadOverlays()]);
}

/** Everything the first signed-in page needs, stylesheet applied. */
export function preloadSignedInArea(): Promise<unknown> {
  return Promise.all([SignedInArea.preload(), ModuleSelectPage.preload()]);
}
