/**
 * The top-level route table: public routes, then everything else behind the guard. No component library
 * here: Mantine (its provider, styles and message hosts) arrives with the signed-in area. The login
 * pages and registration are Preact's (signed-out/, painted before React loads); their routes here only
 * show and remove them. The third-party sign-in pages are plain and small and ship with this table.
 */ import { Suspense } from 'react';
import { Redirect, Route } from 'wouter';
import { AppErrorBoundary } from './AppErrorBoundary';
import { OverlayHost } from './OverlayHost';
import { Pending } from './Pending';
import { Protected } from './Protected';
import { RouteSwitch } from './route-switch';
import { SignedInArea } from './boot/lazy-areas';
import { AuthRedirectPage, BindPage } from './pages/ThirdPartyPages';
import { SignedOutHost } from './boot/SignedOutHost';

export function App() {
  return (
    <>
      <OverlayHost />
      <AppErrorBoundary>
        <Suspense fallback={<Pending />}>
          <RouteSwitch>
            <Route path="/">
              <Redirect to="/index" replace />
            </Route>
            <Route path="/login">
              <SignedOutHost page="main" />
            </Route>
            <Route path="/initplat/login">
              <SignedOutHost page="initplat" />
            </Route>
            <Route path="/admin/login">
              <SignedOutHost page="admin" />
            </Route>
            <Route path="/register">
              <SignedOutHost page="register" />
            </Route>
            <Route path="/bind" component={BindPage} />
            <Route path="/auth-redirect" component={AuthRedirectPage} />
            <Route>
              <Protected>
                <SignedInArea />
              </Protected>
            </Route>
          </RouteSwitch>
        </Suspense>
      </AppErrorBoundary>
    </>
  );
}
