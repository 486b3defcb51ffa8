/**
 * Which dashboards a caller may read: those of the modules among their granted menus (db/grants.ts,
 * grantedMenuIds, as the route tree): an enabled directory or page of the module, visible in the
 * session's organisation, granted through an enabled role (the role admin: every menu), the module itself
 * enabled; a session of the initialisation platform reaches module 3002 only. One query answers for every
 * dashboard module at once, so a caller with none of them is refused before the key is even looked at.
 */
import type { MiddlewareHandler } from 'hono';
import { MODULES } from '../catalog/modules.js';
import type { DashboardKey } from '../contracts/dashboard.js';
import type { AppEnv, AuthInfo } from '../context.js';
import { INITPLAT_MODULE_ID } from '../db/areas.js';
import type { Db } from '../db/connect.js';
import { grantedMenuIds } from '../db/grants.js';
import { HttpError } from '../errors.js';
import { withFacts } from '../lib/route-facts.js';

/** The module id behind each dashboard key (the catalogue's module codes and fixed ids). */
const DASHBOARD_MODULES: ReadonlyMap<DashboardKey, number> = new Map(
  (['accounting', 'assets', 'consumables', 'business', 'reports', 'system', 'crm', 'service', 'initplat'] as const).map((key) => {
    const module = MODULES.find((m) => m.code === key);
    if (!module) throw new Error(`no catalogue module has the code ${key}`);
    return [key, module.id] as const;
  }),
);

const isDashboardKey = (key: string): key is DashboardKey => DASHBOARD_MODULES.has(key as DashboardKey);

/** The ids among `moduleIds` of which the caller holds an enabled page or directory. */
async function grantedModules(db: Db, auth: AuthInfo, moduleIds: readonly number[]): Promise<Set<number>> {
  const reachable = auth.area === 'initplat' ? moduleIds.filter((id) => id === INITPLAT_MODULE_ID) : [...moduleIds];
  if (reachable.length === 0) return new Set(); // and `in ()` is not SQL
  const rows = await db
    .selectFrom('menus')
    .select('module_id')
    .distinct()
    .where('module_id', 'in', reachable)
    .where('menu_type', 'in', ['M', 'C'])
    .where('menu_id', 'in', grantedMenuIds(db, auth))
    .execute();
  return new Set(rows.map((r) => r.module_id));
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
    { permissionRule: "<an enabled page or directory of the module among the caller's granted menus>" },
  );
}
