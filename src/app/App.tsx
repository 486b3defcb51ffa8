/**
 * The top-level route table: public routes, then everything else behind the guard. No component library
 * here: the login page is plain, and Mantine (its provider, styles and message hosts) arrives with the
 * signed-in area. The login page's variants are the same component (keyed, so moving between them starts
 * a fresh form). The other public pages are plain and small and share the login page's field and data
 * modules, so they ship with it: made lazy they saved 0.3 KB gzip but split those shared modules into
 * three more first-screen files.
 */
import { Suspense } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { OverlayHost } from './feedback';
import { Pending } from './Pending';
import { Protected } from './Protected';
import { SignedInArea } from './lazy-areas';
import { LoginPage } from './pages/LoginPage';
import { RegisterPage } from './pages/RegisterPage';
import { AuthRedirectPage, BindPage } from './pages/ThirdPartyPages';

/** Routes that need no token (SPEC.md section 2). */
export const PUBLIC_PATHS = ['/login', '/admin/login', '/auth-redirect', '/bind', '/register', '/initplat/login'];

export function App() {
  return (
    <>
      <OverlayHost />
      <Suspense fallback={<Pending />}>
        <Switch>
          <Route path="/">
            <Redirect to="/index" replace />
          </Route>
          <Route path="/login">
            <LoginPage key="main" />
          </Route>
          <Route path="/initplat/login">
            <LoginPage key="initplat" variant="initplat" />
          </Route>
          <Route path="/admin/login">
            <LoginPage key="admin" variant="admin" />
          </Route>
          <Route path="/register" component={RegisterPage} />
          <Route path="/bind" component={BindPage} />
          <Route path="/auth-redirect" component={AuthRedirectPage} />
          <Route>
            <Protected>
              <SignedInArea />
            </Protected>
          </Route>
        </Switch>
      </Suspense>
    </>
  );
}
