/**
 * Brings an existing database's shared menus up to the product's catalogue (rows.ts) at every start,
 * after the migrations, so a new page or button needs no migration of its own:
 *
 * - a catalogue menu whose key this database has never seen is added under its parent, and granted to
 *   the built-in admin role and to every role holding its parent (for a top-level menu: the module's
 *   home page), so whoever had the directory or page gets what was added to it; a platform permission
 *   (db/platform-permissions.ts) only to platform roles;
 * - a shared menu without a key at the same place (an older migration inserted it before keys existed)
 *   is adopted: it gets the key instead of a twin;
 * - every key is then remembered in `menu_catalog`, so a catalogue menu an administrator deleted on
 *   purpose stays deleted (menuReset is the way to bring it back), and nothing a hotel changed is touched.
 *
 * Reconciling twice changes nothing. Menus of a module the database does not have are left out, and a
 * hotel's own menus (org_code set) are never looked at.
 */
import type { Db, Engine } from '../db/connect.js';
import { ADMIN_ROLE } from '../db/grants.js';
import { isPlatformPermission, isPlatformRole } from '../db/platform-permissions.js';
import { syncRoutes } from '../db/sys-routes.js';
import { isUniqueViolation } from '../db/unique-violation.js';
import { writeTransaction, type WriteTx } from '../db/write-transaction.js';
import { catalogRows, type CatalogRow } from './rows.js';

type SharedMenu = { menu_id: number; parent_id: number; path: string; perms: string; menu_type: string; module_id: number; menu_key: string | null };

type ReconcileResult = { added: string[]; adopted: string[] };

/** A keyless shared menu standing where the catalogue row would: same module, parent and path (buttons: perms). */
function twinOf(row: CatalogRow, parentId: number, keyless: SharedMenu[]): SharedMenu | undefined {
  const v = row.values;
  return keyless.find((m) => m.module_id === v.module_id && m.parent_id === parentId && m.menu_type === v.menu_type && (v.menu_type === 'F' ? m.perms === v.perms : m.path === v.path));
}

async function holdersOf(trx: WriteTx, menuId: number | undefined): Promise<number[]> {
  if (menuId === undefined) return [];
  const rows = await trx.selectFrom('role_menus').select('role_id').where('menu_id', '=', menuId).execute();
  return rows.map((r) => r.role_id);
}

export async function reconcileCatalog(db: Db, engine: Engine): Promise<ReconcileResult> {
  try {
    return await reconcileOnce(db, engine);
  } catch (error) {
    // Several processes starting together on one PostgreSQL database: one reconciles, the others' keys collide.
    if (isUniqueViolation(error)) return { added: [], adopted: [] };
    throw error;
  }
}

async function reconcileOnce(db: Db, engine: Engine): Promise<ReconcileResult> {
  return writeTransaction(db, engine, async (trx) => {
    const seen = new Set((await trx.selectFrom('menu_catalog').select('menu_key').execute()).map((r) => r.menu_key));
    const modules = new Map((await trx.selectFrom('modules').select(['module_id', 'module_code']).execute()).map((m) => [m.module_id, m.module_code]));
    const rows = catalogRows().filter((r) => modules.has(r.values.module_id));
    if (rows.every((r) => seen.has(r.key))) return { added: [], adopted: [] };

    const shared: SharedMenu[] = await trx.selectFrom('menus').select(['menu_id', 'parent_id', 'path', 'perms', 'menu_type', 'module_id', 'menu_key']).where('org_code', 'is', null).execute();
    const idOf = new Map(shared.filter((m) => m.menu_key !== null).map((m) => [m.menu_key!, m.menu_id]));
    const keyless = shared.filter((m) => m.menu_key === null);
    const roles = await trx.selectFrom('roles').select(['role_id', 'org_id', 'role_key']).execute();
    const platformRoles = new Set(roles.filter(isPlatformRole).map((r) => r.role_id));
    const admin = roles.find((r) => r.role_key === ADMIN_ROLE && r.org_id === null);
    const result: ReconcileResult = { added: [], adopted: [] };

    for (const row of rows) {
      if (seen.has(row.key) || idOf.has(row.key)) continue;
      // A parent that is gone (deleted on purpose) takes its new children with it.
      const parentId = row.parentKey === null ? 0 : idOf.get(row.parentKey);
      if (parentId === undefined) continue;
      const twin = twinOf(row, parentId, keyless);
      if (twin) {
        await trx.updateTable('menus').set({ menu_key: row.key }).where('menu_id', '=', twin.menu_id).execute();
        keyless.splice(keyless.indexOf(twin), 1);
        idOf.set(row.key, twin.menu_id);
        result.adopted.push(row.key);
        continue;
      }
      const made = await trx
        .insertInto('menus')
        .values({ ...row.values, parent_id: parentId, version: 1 })
        .returning('menu_id')
        .executeTakeFirstOrThrow();
      idOf.set(row.key, made.menu_id);
      const homeKey = `${modules.get(row.values.module_id)}:index`;
      const holders = await holdersOf(trx, row.parentKey === null ? idOf.get(homeKey) : parentId);
      const platformOnly = isPlatformPermission(row.values.perms ?? '');
      const grantees = new Set([...(admin ? [admin.role_id] : []), ...holders].filter((id) => !platformOnly || platformRoles.has(id)));
      if (grantees.size)
        await trx
          .insertInto('role_menus')
          .values([...grantees].map((role_id) => ({ role_id, menu_id: made.menu_id })))
          .execute();
      result.added.push(row.key);
    }

    const remembered = rows.filter((r) => !seen.has(r.key)).map((r) => ({ menu_key: r.key }));
    for (let i = 0; i < remembered.length; i += 200)
      await trx
        .insertInto('menu_catalog')
        .values(remembered.slice(i, i + 200))
        .execute();
    const touched = new Set(rows.filter((r) => result.added.includes(r.key)).map((r) => r.values.module_id));
    if (touched.size) await syncRoutes(trx, [...touched]);
    return result;
  });
}
