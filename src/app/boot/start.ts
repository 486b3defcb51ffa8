/** Start-up wiring that must happen before the first render. */
import { effect } from '@preact/signals-core';
import { configureApi } from '../../lib/api';
import { locale, registerMessages, t } from '../../lib/i18n';
import { en } from '../../locales/en';
import { zh } from '../../locales/zh';
import { uiTexts } from '../../ui/ui-texts';
import { curModule } from '../../state/routes.model';
import { area, areaOf, clearSession, INITPLAT_HOME_PATH, syncArea, token } from '../../state/session.model';
import { initSettings } from '../../state/settings.model';
import { installAutomation } from '../automation';
import { createFeedback, provideReactStart } from '../feedback';
import { warmLoginData } from '../signed-out/login-data';
import { showSignedOutPage } from '../signed-out/mount';
import { startReact } from './react-boot';
import { provideSignedOutDisplay } from './signed-out-display';

export function startShell(): void {
  registerMessages('zh', zh);
  registerMessages('en', en);
  // The shared building blocks keep their texts beside them; rosetta merges them in under 'ui'.
  registerMessages('zh', uiTexts.zh);
  registerMessages('en', uiTexts.en);
  initSettings();
  provideReactStart(startReact);
  provideSignedOutDisplay(showSignedOutPage);
  configureApi({
    feedback: createFeedback({
      currentPath: () => location.pathname,
      // Re-login: forget the session and reload, so the guard sends the user to their area's login page.
      relogin: () => {
        const home = area.value === 'initplat' ? INITPLAT_HOME_PATH : '/index';
        clearSession();
        location.href = home;
      },
    }),
    // The token of the area the address is in: HTService-Token, or Initplat-Token under /initplat/.
    token: () => token.value,
    language: () => (locale.value === 'en' ? 'en' : 'zh-CN'),
  });
  // wouter announces every navigation with these events (it patches pushState and replaceState); the
  // area follows before React renders the new page, so its first requests carry the right token.
  // Crossing into the other area (main ↔ initialisation platform) loads the page afresh: the other area has
  // its own token, user, menus and tabs, which a client-side switch would mix with this one's.
  for (const type of ['popstate', 'pushState', 'replaceState']) {
    window.addEventListener(type, () => (areaOf(location.pathname) !== area.value && token.value ? location.reload() : syncArea(location.pathname)));
  }
  installAutomation();
  // Without a token the first page will be the login page: ask for its data before it renders.
  if (!token.value) warmLoginData();
  // The default page title while no module is chosen, in the current language; inside a module the
  // signed-in area titles the page (SignedInArea.tsx: it brings the route-title dictionary along).
  effect(() => {
    if (!curModule.value) document.title = t('app.defaultTitle');
  });
}
