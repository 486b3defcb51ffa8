/**
 * Which dashboards a caller may read: those of the modules among their granted menus, by the same rule
 * the route tree follows (routes/menu.ts): an enabled directory or page of the module, visible in the
 * session's organisation, granted through an enabled role (the role admin: every menu), the module itself
 * enabled; a session of the initialisation platform reaches module 3002 only. One query answers for every
 * dashboard module at once, so a caller with none of them is refused before the key is even looked at.
 */
import type { MiddlewareHandler } from 'hono';
import type { DashboardKey } from '../contracts/dashboard.js';
import type { AppEnv, AuthInfo } from '../context.js';
import { INITPLAT_MODULE_ID } from '../db/areas.js';
import type { Db } from '../db/connect.js';
import { heldMenuIds } from '../db/grants.js';
import { isAdmin } from '../db/org-roles.js';
import { MODULES } from '../db/seed-menus.js';
import { HttpError } from '../errors.js';
import { withFacts } from '../lib/route-facts.js';

/** The module id behind each dashboard key (the seeded modules' codes and fixed ids). */
export const DASHBOARD_MODULES: ReadonlyMap<DashboardKey, number> = new Map(
  (['accounting', 'assets', 'consumables', 'business', 'reports', 'system', 'crm', 'service', 'initplat'] as const).map((key) => {
    const module = MODULES.find((m) => m.code === key);
    if (!module) throw new Error(`no seeded module has the code ${key}`);
    return [key, module.id] as const;
  }),
);

export const isDashboardKey = (key: string): key is DashboardKey => DASHBOARD_MODULES.has(key as DashboardKey);

/** The ids among `moduleIds` of which the caller holds an enabled page or directory. */
export async function grantedModules(db: Db, auth: AuthInfo, moduleIds: readonly number[]): Promise<Set<number>> {
  const reachable = auth.area === 'initplat' ? moduleIds.filter((id) => id === INITPLAT_MODULE_ID) : [...moduleIds];
  if (reachable.length === 0) return new Set(); // and `in ()` is not SQL
  let query = db
    .selectFrom('menus')
    .innerJoin('modules', 'modules.module_id', 'menus.module_id')
    .select('menus.module_id')
    .distinct()
    .where('menus.module_id', 'in', reachable)
    .where('menus.status', '=', '0')
    .where('menus.menu_type', 'in', ['M', 'C'])
    .where('modules.status', '=', '0')
    .where((eb) => eb.or([eb('menus.org_code', 'is', null), eb('menus.org_code', '=', eb.selectFrom('organisations').select('org_code').where('org_id', '=', auth.orgId))]));
  if (!isAdmin(auth)) {
    query = query.where('menus.menu_id', 'in', heldMenuIds(db, auth.user.userId));
  }
  return new Set((await query.execute()).map((r) => r.module_id));
}

/**
 * 403 for a caller holding none of the dashboard modules (whatever the key), 404 for an unknown key,
 * 403 for a module the caller is not granted. Mount after `authenticate`.
 */
export function requireDashboardModule(db: Db): MiddlewareHandler<AppEnv> {
  return withFacts<MiddlewareHandler<AppEnv>>(
    async (c, next) => {
      const granted = await grantedModules(db, c.var.auth, [...DASHBOARD_MODULES.values()]);
      if (granted.size === 0) throw new HttpError(403, 'forbidden');
      const key = c.req.param('moduleKey') ?? '';
      if (!isDashboardKey(key)) throw new HttpError(404, 'notFound', 'moduleKey');
      if (!granted.has(DASHBOARD_MODULES.get(key)!)) throw new HttpError(403, 'forbidden');
      await next();
    },
    { permissionRule: '<an enabled page or directory of the module among the caller\'s granted menus>' },
  );
}
