/**
 * `GET /htservice/menu/menuReset?type=<moduleId>|all` (system:menu:edit and system:menu:remove): puts
 * the menus of one module (or of every module) back to the catalogue (server/catalog), in one transaction:
 *
 * 1. the session organisation's own menus of those modules are removed (with their role grants);
 * 2. for the platform administrator only (the one who may change shared menus), the shared menus go
 *    back to the catalogue too: every catalogue menu (known by its key, catalog/rows.ts) gets its catalogued
 *    values and place again, a deleted one is created again (granted to the admin role), and shared
 *    menus the catalogue does not have are removed, with whatever hangs below them;
 * 3. the route table of those modules is brought in line.
 *
 * An organisation's administrator thus undoes their own hotel's additions; the platform administrator
 * restores the factory menus for everyone. Other organisations' own menus survive unless they hung
 * below a shared menu that step 2 removes.
 */
import type { Hono } from 'hono';
import { MODULES } from '../catalog/modules.js';
import { catalogRows } from '../catalog/rows.js';
import { menuReset, type MenuResetResult } from '../contracts/menu-manage.js';
import type { AppEnv, Deps } from '../context.js';
import { ADMIN_ROLE } from '../db/grants.js';
import { syncRoutes } from '../db/sys-routes.js';
import { writeTransaction, type WriteTx } from '../db/write-transaction.js';
import { HttpError } from '../errors.js';
import { t } from '../i18n.js';
import { descendantsOf } from '../lib/menu-rules.js';
import { authenticate } from '../plugins/auth.js';
import { contract } from '../plugins/contract.js';
import { requirePermi } from '../plugins/permission.js';
import { menuScope, type MenuScope } from './menu-scope.js';

/** Deletes menus (and their grants and routes); returns how many. */
async function removeMenus(trx: WriteTx, ids: readonly number[]): Promise<number> {
  if (ids.length === 0) return 0;
  for (let i = 0; i < ids.length; i += 500) {
    const chunk = ids.slice(i, i + 500);
    await trx.deleteFrom('role_menus').where('menu_id', 'in', chunk).execute();
    await trx.deleteFrom('sys_route').where('menu_id', 'in', chunk).execute();
    await trx.deleteFrom('menus').where('menu_id', 'in', chunk).execute();
  }
  return ids.length;
}

/** Step 2: the shared menus of `moduleIds` back to the catalogue. */
async function restoreShared(trx: WriteTx, moduleIds: readonly number[]): Promise<Pick<MenuResetResult, 'restored' | 'reverted' | 'removed'>> {
  const wanted = catalogRows(MODULES.filter((m) => moduleIds.includes(m.id)));
  const allKeys = new Set(catalogRows().map((r) => r.key));
  const existing = await trx
    .selectFrom('menus')
    .selectAll()
    .where('menu_key', 'in', wanted.length ? wanted.map((r) => r.key) : [''])
    .execute();
  const byKey = new Map(existing.map((m) => [m.menu_key!, m]));
  const idOf = new Map<string, number>();
  const admin = await trx.selectFrom('roles').select('role_id').where('role_key', '=', ADMIN_ROLE).executeTakeFirst();
  let restored = 0;
  let reverted = 0;
  for (const row of wanted) {
    const parent_id = row.parentKey === null ? 0 : idOf.get(row.parentKey)!;
    const target = { ...row.values, parent_id };
    const current = byKey.get(row.key);
    if (!current) {
      const inserted = await trx
        .insertInto('menus')
        .values({ ...target, version: 1 })
        .returning('menu_id')
        .executeTakeFirstOrThrow();
      if (admin) await trx.insertInto('role_menus').values({ role_id: admin.role_id, menu_id: inserted.menu_id }).execute();
      idOf.set(row.key, inserted.menu_id);
      restored += 1;
      continue;
    }
    idOf.set(row.key, current.menu_id);
    const differs = (Object.keys(target) as Array<keyof typeof target>).some((k) => current[k] !== target[k]);
    if (!differs) continue;
    await trx
      .updateTable('menus')
      .set((eb) => ({ ...target, version: eb('version', '+', 1) }))
      .where('menu_id', '=', current.menu_id)
      .execute();
    reverted += 1;
  }
  // Shared menus of these modules that are not catalogue ones (a catalogue menu moved here from another module stays for that module's reset).
  const family = await trx
    .selectFrom('menus')
    .select(['menu_id', 'parent_id', 'org_code', 'menu_key'])
    .where('module_id', 'in', [...moduleIds])
    .execute();
  const extra = family.filter((m) => m.org_code === null && (m.menu_key === null || !allKeys.has(m.menu_key))).map((m) => m.menu_id);
  const doomed = [...new Set(extra.flatMap((id) => [id, ...descendantsOf(id, family)]))];
  return { restored, reverted, removed: await removeMenus(trx, doomed) };
}

async function reset(deps: Deps, scope: MenuScope, type: number | 'all'): Promise<MenuResetResult> {
  return writeTransaction(deps.db, deps.engine, async (trx) => {
    let modules = trx.selectFrom('modules').select('module_id');
    if (type !== 'all') modules = modules.where('module_id', '=', type);
    const moduleIds = (await modules.execute()).map((m) => m.module_id);
    if (moduleIds.length === 0) throw new HttpError(422, 'menuModuleUnknown', 'type', { id: String(type) });
    const own = await trx.selectFrom('menus').select('menu_id').where('org_code', '=', scope.orgCode).where('module_id', 'in', moduleIds).execute();
    let removed = await removeMenus(
      trx,
      own.map((m) => m.menu_id),
    );
    let restored = 0;
    let reverted = 0;
    if (scope.platform) {
      const shared = await restoreShared(trx, moduleIds);
      ({ restored, reverted } = shared);
      removed += shared.removed;
    }
    const routes = await syncRoutes(trx, type === 'all' ? 'all' : moduleIds);
    return { removed, restored, reverted, routes };
  });
}

export function mountMenuReset(api: Hono<AppEnv>, deps: Deps) {
  api.get('/htservice/menu/menuReset', authenticate(deps), requirePermi('system:menu:edit'), requirePermi('system:menu:remove'), contract(menuReset), async (c) => {
    const { type } = c.req.valid('query');
    const data = await reset(deps, await menuScope(deps, c.var.auth), type);
    return c.json({ code: 200, msg: t(c, 'menuResetDone', data), data });
  });
}
