/** Start-up wiring that must happen before the first render. */
import { effect } from '@preact/signals-react';
import { configureApi } from '../lib/api';
import { locale, registerMessages, t } from '../lib/i18n';
import { en } from '../locales/en';
import { zh } from '../locales/zh';
import { curModule } from '../state/routes.model';
import { clearSession, token } from '../state/session.model';
import { initSettings } from '../state/settings.model';
import { installAutomation } from './automation';
import { createFeedback } from './feedback';
import { warmLoginData } from './pages/login-data';
import { routeTitle } from './route-title';

export function startShell(): void {
  registerMessages('zh', zh);
  registerMessages('en', en);
  initSettings();
  configureApi({
    feedback: createFeedback({
      currentPath: () => location.pathname,
      // Re-login: forget the session and reload, so the guard sends the user to /login with a redirect.
      relogin: () => {
        clearSession();
        location.href = '/index';
      },
    }),
    token: () => token.value,
    language: () => (locale.value === 'en' ? 'en' : 'zh-CN'),
  });
  installAutomation();
  // Without a token the first page will be the login page: ask for its data before React renders.
  if (!token.value) warmLoginData();
  // Page title: module name plus the system suffix; the default title when no module is chosen.
  effect(() => {
    document.title = curModule.value ? `${routeTitle(curModule.value)} - ${t('app.titleSuffix')}` : t('app.defaultTitle');
  });
}
