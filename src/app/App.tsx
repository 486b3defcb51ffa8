/**
 * The top-level route table: public routes, then everything else behind the guard. No component library
 * here: the login page is plain, and Mantine (its provider, styles and message hosts) arrives with the
 * signed-in area.
 */
import { Suspense } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { OverlayHost } from './feedback';
import { Pending } from './Pending';
import { Protected } from './Protected';
import { SignedInArea } from './lazy-areas';
import { LoginPage } from './pages/LoginPage';

/** Routes that need no token (SPEC.md section 2). The login variants join in the shell issue. */
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
          {PUBLIC_PATHS.map((path) => (
            <Route key={path} path={path}>
              <LoginPage />
            </Route>
          ))}
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
