/**
 * Who may open what, for paths the user's own routes do not explain (SPEC.md section 2 routes; 403 vs 404):
 * - A fixed route may name what its data needs (`requires`): without it the tab shows the 403 panel
 *   instead of a page whose calls would all be refused.
 * - A path outside the user's routes is asked of the route table (`POST /htservice/SysRoute/getRouteIdByAddr`,
 *   any signed-in user, the organisation's routes): a page of the organisation the user is not granted is
 *   "forbidden" and opens as a tab with the 403 panel; anything else is "missing" and goes to /404.
 * The server refuses the data either way; this only decides what the tab says.
 */
import { signal } from '@preact/signals-core';
import { api, ApiError } from '../lib/api';
import { bus } from '../lib/bus';
import { permissions, roles } from '../state/session.model';
import { hasPermi, hasRole } from '../ui/permissions';
import type { FixedRoute } from './fixed-routes';
import { lazyPage } from './boot/lazy-page';

export type RouteAccess = 'checking' | 'forbidden' | 'missing';

/** What the route table said about paths outside the user's routes, by path. */
export const routeAccess = signal<Record<string, RouteAccess>>({});

const set = (path: string, value: RouteAccess) => (routeAccess.value = { ...routeAccess.value, [path]: value });

/** Asks the route table about `path` once; `routeAccess` holds the answer. */
export async function checkRouteAccess(path: string): Promise<void> {
  if (routeAccess.value[path]) return;
  set(path, 'checking');
  try {
    await api.post('/htservice/SysRoute/getRouteIdByAddr', { routeAddr: path }, { raw: true, invalidates: false });
    set(path, 'forbidden');
  } catch (error) {
    // No answer at all (offline): undecided, asked again when the network is back. Otherwise (404): no such page.
    if (error instanceof ApiError && error.code === 0) {
      const { [path]: _, ...rest } = routeAccess.value;
      routeAccess.value = rest;
    } else {
      set(path, 'missing');
    }
  }
}

// Another user may be granted other pages: answers do not outlive the session.
bus.on('session:signed-out', () => (routeAccess.value = {}));

/** Whether the signed-in user holds what a fixed route's data needs. */
export function mayOpen(route: Pick<FixedRoute, 'requires'>): boolean {
  const needs = route.requires;
  if (!needs) return true;
  if (needs.permissions && !hasPermi(permissions.value, needs.permissions)) return false;
  if (needs.roles && !hasRole(roles.value, needs.roles)) return false;
  return true;
}

/** The pseudo fixed route a forbidden path resolves to: a tab titled "no access" showing the 403 panel. */
export const FORBIDDEN_ROUTE: FixedRoute = {
  name: 'Forbidden',
  test: (path) => routeAccess.value[path] === 'forbidden',
  titleKey: 'page.forbiddenTitle',
  page: lazyPage(() => import('./pages/ForbiddenPanel').then((m) => m.ForbiddenPage)),
  noCache: true,
};
