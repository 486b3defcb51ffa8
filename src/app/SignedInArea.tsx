/** The signed-in area: Mantine's provider around the routes of a signed-in user (nothing here loads before sign-in). */
import { MantineProvider } from '@mantine/core';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { curModule, homeOf, modules } from '../state/routes.model';
import { overlays } from './feedback';
import { ModuleArea, ModuleSelectPage, NotFoundPage, UnauthorizedPage } from './lazy-areas';
import { cssVariablesResolver, theme } from './theme';

/** /index: the home page of the module the user works in, else the module selection. */
function IndexRedirect() {
  useSignals();
  const module = modules.value.find((m) => m.meta.title === curModule.value);
  const home = module && homeOf(module);
  return <Redirect to={home ? home.path : '/module/module'} replace />;
}

export function SignedInArea() {
  // The message and confirm hosts are part of every signed-in page.
  useEffect(() => void overlays(), []);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <Switch>
      <Route path="/index" component={IndexRedirect} />
      <Route path="/module/module" component={ModuleSelectPage} />
      <Route path="/module">
        <Redirect to="/module/module" replace />
      </Route>
      <Route path="/404" component={NotFoundPage} />
      <Route path="/401" component={UnauthorizedPage} />
      <Route component={ModuleArea} />
      </Switch>
    </MantineProvider>
  );
}
