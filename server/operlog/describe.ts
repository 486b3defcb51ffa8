/**
 * What an operation-log entry says about the call itself, read from the route Hono matched: the route
 * (method and pattern), the permission its guard checks (route facts, server/lib/route-facts.ts), the
 * ids in its path (the target) and RuoYi's business type. Which calls are not recorded at all is
 * decided here too (`recorded`).
 */
import type { Context } from 'hono';
import { factsOf } from '../lib/route-facts.js';

/** RuoYi's BusinessType codes, as its clients read `businessType`. */
const BUSINESS_TYPES = { other: 0, insert: 1, update: 2, delete: 3, grant: 4, export: 5, import: 6, force: 7, clean: 9 } as const;

/**
 * Writes that are not recorded, by path under /prod-api:
 * - sign-in traffic, which the login log records: token, logout and tokenInit (/auth/…), the
 *   captcha (/code), the shell's own login-log post and self-registration (no session yet);
 * - the licence keep-alive every 120 s (heartbeat);
 * - reads that SPEC.md sends as writes: a page's route id and the to-do notices the shell polls.
 */
const NOT_RECORDED = [
  /^\/auth\//,
  /^\/code$/,
  /^\/register$/,
  /^\/htservice\/logininfor$/,
  /^\/htservice\/module\/heartbeat$/,
  /^\/htservice\/SysRoute\/getRouteIdByAddr$/,
  /^\/htservice\/module\/getsysTaskNotice/,
];

/** Whether a request to `path` (under /prod-api) with `method` goes into the operation log. */
export function recorded(method: string, path: string): boolean {
  return method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS' && !NOT_RECORDED.some((re) => re.test(path));
}

export type CallFacts = { route: string; perms: string; target: string; businessType: number };

/** The business type from the permission's action, the path and the method, in that order. */
function businessType(method: string, perms: string, path: string): number {
  const action = perms.slice(perms.lastIndexOf(':') + 1);
  if (/\/clean$/.test(path)) return BUSINESS_TYPES.clean;
  if (/export$/i.test(action) || /\/export$/.test(path)) return BUSINESS_TYPES.export;
  if (/import$/i.test(action)) return BUSINESS_TYPES.import;
  if (/forceLogout/i.test(action)) return BUSINESS_TYPES.force;
  if (/authRole|licence/i.test(action) || /\/authRole$/.test(path)) return BUSINESS_TYPES.grant;
  if (method === 'POST') return BUSINESS_TYPES.insert;
  if (method === 'PUT' || method === 'PATCH') return BUSINESS_TYPES.update;
  if (method === 'DELETE') return BUSINESS_TYPES.delete;
  return BUSINESS_TYPES.other;
}

/**
 * A permission the guard computed from the path (the record calls: `<kind's prefix>:<action>`): the
 * kind the guard resolved and put on the context, with the action its rule names.
 */
function computedPermission(c: Context, rule: string | undefined): string {
  const kind = c.get('kind') as { perms?: unknown } | undefined;
  return rule && typeof kind?.perms === 'string' ? `${kind.perms}${rule.slice(rule.lastIndexOf(':'))}` : '';
}

/** The facts of the call `c` after its handler ran (the matched route is known by then). */
export function callFacts(c: Context, apiPath: string, base: string): CallFacts {
  const matched = c.req.matchedRoutes.filter((r) => r.method !== 'ALL');
  const pattern = matched.at(-1)?.path;
  const facts = matched.map((r) => factsOf(r.handler)).filter((f) => f !== undefined);
  const perms = facts.map((f) => f.permissions?.[0]).find(Boolean) ?? computedPermission(c, facts.find((f) => f.permissionRule)?.permissionRule);
  const params = pattern ? Object.values(c.req.param() as Record<string, string>) : [];
  return {
    route: `${c.req.method} ${pattern ? pattern.slice(base.length) : apiPath}`,
    perms,
    target: params.join('/').slice(0, 300),
    businessType: businessType(c.req.method, perms, apiPath),
  };
}
