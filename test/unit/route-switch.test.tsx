/**
 * The route tables render only when which route matches changes (issue 18: a tab switch renders the tab
 * entries and the page shown, not the route tables around them), and match as wouter's Switch does:
 * the first matching path wins, a route without a path matches anything, a trailing slash still matches.
 */
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { Route } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { RouteSwitch } from '../../src/app/route-switch';

const rendered: string[] = [];
const Login = () => (rendered.push('login'), null);
const Modules = () => (rendered.push('modules'), null);
const Layout = () => (rendered.push('layout'), null);

test('a navigation renders the table only when another route matches, and the first match wins', async () => {
  history.replaceState(null, '', '/system/user');
  const root = createRoot(document.createElement('div'));
  await act(async () =>
    root.render(
      <RouteSwitch>
        <Route path="/login" component={Login} />
        <Route path="/module/module">
          <Modules />
        </Route>
        <Route component={Layout} />
      </RouteSwitch>,
    ),
  );
  assert.equal(rendered, ['layout']);
  await act(async () => navigate('/system/dept'));
  await act(async () => navigate('/accounting/voucher/entry?id=3'));
  assert.equal(rendered, ['layout'], 'pages under the same route render nothing here');
  await act(async () => navigate('/module/module/'));
  await act(async () => navigate('/login'));
  assert.equal(rendered, ['layout', 'modules', 'login']);
  await act(async () => root.unmount());
  history.replaceState(null, '', '/');
});

test.run();
