/** The signed-in area: Mantine's provider around the routes of a signed-in user (nothing here loads before sign-in). */
import { effect } from '@preact/signals-core';
import { useSignals } from '@preact/signals-react/runtime';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Redirect, Route } from 'wouter';
import { curModule, homeOf, modules } from '../state/routes.model';
import { t } from '../lib/i18n';
import '../state/heartbeat.model';
import '../state/licence-expiry.model';
import { permissions, roles } from '../state/session.model';
import { configureTabs } from '../state/tabs.model';
import { PermissionProvider } from '../ui/Permission';
import { useConnectionWatch } from './connection-watch';
import { confirmBox, overlaysAfterPaint } from './feedback';
import { LicenceWarning } from './kiosk/LicenceWarning';
import { LockScreen } from './kiosk/LockScreen';
import { SeatRefusal } from './kiosk/SeatRefusal';
import { useKiosk } from './kiosk/use-kiosk';
import { PaletteHost } from './palette/PaletteHost';
import { PrintPreviewHost } from './PrintPreviewHost';
import { useShellShortcuts } from './palette/use-shortcuts';
import { ModuleArea, ModuleSelectPage, NotFoundPage, UnauthorizedPage } from './boot/lazy-signed-in-pages';
import { registerModuleTexts } from './module-pages';
import { routeTitle } from './route-title';
import { RouteSwitch } from './route-switch';
import { shellQueryClient } from './server-state';
import { ThemedProvider } from './ThemedProvider';

/** The module layout is fetched once the area is up (the module selection is its usual first page), so entering a module does not wait for it. */
const PREFETCH_LAYOUT_DELAY_MS = 300;

// What only signed-in pages need loads with this area, not with the login page (its budget is 125 KB):
// the modules' texts and, for the page title, the route-title dictionary.
registerModuleTexts();
effect(() => {
  if (curModule.value) document.title = `${routeTitle(curModule.value)} - ${t('app.titleSuffix')}`;
});

/** /index: the home page of the module the user works in, else the module selection. */
function IndexRedirect() {
  useSignals();
  const module = modules.value.find((m) => m.meta.title === curModule.value);
  const home = module && homeOf(module);
  return <Redirect to={home ? home.path : '/module/module'} replace />;
}

/** Shell-wide behaviour of every signed-in page: message hosts, tab guard, kiosk lock, shortcuts. */
function ShellBehaviour() {
  useEffect(() => {
    const cancelOverlays = overlaysAfterPaint();
    configureTabs({ confirmAbandon: () => confirmBox({ text: t('tabs.abandon') }) });
    const prefetch = setTimeout(() => void ModuleArea.preload().catch(() => undefined), PREFETCH_LAYOUT_DELAY_MS);
    return () => {
      cancelOverlays();
      clearTimeout(prefetch);
    };
  }, []);
  useKiosk();
  useShellShortcuts();
  useConnectionWatch();
  return null;
}

export function SignedInArea() {
  useSignals();
  return (
    <ThemedProvider>
      <QueryClientProvider client={shellQueryClient}>
        <PermissionProvider value={{ roles: roles.value, permissions: permissions.value }}>
          <ShellBehaviour />
          <PaletteHost />
          <PrintPreviewHost />
          <LockScreen />
          <SeatRefusal />
          <LicenceWarning />
          <RouteSwitch>
            <Route path="/index" component={IndexRedirect} />
            <Route path="/module/module" component={ModuleSelectPage} />
            <Route path="/module">
              <Redirect to="/module/module" replace />
            </Route>
            <Route path="/404" component={NotFoundPage} />
            <Route path="/401" component={UnauthorizedPage} />
            <Route>
              <ModuleArea />
            </Route>
          </RouteSwitch>
        </PermissionProvider>
      </QueryClientProvider>
    </ThemedProvider>
  );
}
