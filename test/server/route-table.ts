/**
 * The app's own route table, for tests that check a rule on every endpoint (guards, platform
 * permissions, the first-sign-in password change): each route once, with the facts its middlewares
 * declare (server/lib/route-facts.ts), and a concrete path to call it by.
 */
import { factsOf, type RouteFacts } from '../../server/lib/route-facts.js';
import type { Answer, Harness } from './support.js';

export type TableRoute = { method: string; path: string; facts: RouteFacts };

/** Every API route once (method + pattern), its handlers' facts merged. */
export function apiRoutes(h: Harness): TableRoute[] {
  const byKey = new Map<string, TableRoute>();
  for (const r of h.app.routes) {
    if (r.method === 'ALL' || !r.path.startsWith('/prod-api/')) continue;
    const key = `${r.method} ${r.path}`;
    const route = byKey.get(key) ?? { method: r.method, path: r.path, facts: {} };
    const facts = factsOf(r.handler);
    if (facts?.session) route.facts.session = true;
    if (facts?.permissions) route.facts.permissions = [...(route.facts.permissions ?? []), ...facts.permissions];
    if (facts?.roles) route.facts.roles = [...(route.facts.roles ?? []), ...facts.roles];
    byKey.set(key, route);
  }
  return [...byKey.values()];
}

/** A concrete path for a route pattern: each parameter gets the first sample its pattern accepts. */
const SAMPLES = ['1', 'customer'];
export const concrete = (path: string) =>
  path.replace(/:(\w+)(?:\{([^}]*)\})?/g, (_, _name: string, pattern?: string) => SAMPLES.find((v) => !pattern || new RegExp(`^(?:${pattern})$`).test(v)) ?? '1');

/** Calls a route with an empty body (JSON {} for writes), as a probe of its guards. */
export const probe = (h: Harness, r: { method: string; path: string }, token?: string): Promise<Answer> => h.call(r.method, concrete(r.path), { token, body: r.method === 'GET' ? undefined : {} });
