/**
 * The route table `sys_route` kept in step with the menus: one row per page route (a type-C menu that
 * is not an external link) with its full address, joined as the shell joins route paths (module path,
 * then each segment; an absolute segment starts over). Rows are matched by menu id, so a route keeps
 * its id while its menu is renamed or moved: the id is what other records (column customisations) may
 * keep. Every menu write calls `syncRoutes` for the modules it touched, in its own transaction.
 */
import type { Kysely } from 'kysely';
import { HttpError } from '../errors.js';
import type { Database } from './schema.js';

type Db = Kysely<Database>;
export type RouteMenu = { menu_id: number; parent_id: number; path: string; menu_type: string; module_id: number; org_code: string | null };
export type RouteRow = { route_addr: string; menu_id: number; module_id: number; org_code: string | null };

const isLink = (path: string) => /^https?:\/\//i.test(path);
const join = (base: string, segment: string) => (segment.startsWith('/') ? segment : `${base.replace(/\/$/, '')}/${segment}`);

/** The route rows of `menus` (pure): pages only; a menu whose parent chain is broken has no address. */
export function routeAddresses(modulePaths: ReadonlyMap<number, string>, menus: readonly RouteMenu[]): RouteRow[] {
  const byId = new Map(menus.map((m) => [m.menu_id, m]));
  const memo = new Map<number, string | null>();
  const addressOf = (m: RouteMenu, seen: Set<number>): string | null => {
    if (memo.has(m.menu_id)) return memo.get(m.menu_id)!;
    let above: string | null = null;
    if (m.parent_id === 0) {
      const base = modulePaths.get(m.module_id);
      above = base === undefined ? null : `/${base}`;
    } else {
      const parent = byId.get(m.parent_id);
      above = parent && !seen.has(parent.menu_id) ? addressOf(parent, new Set(seen).add(m.menu_id)) : null;
    }
    const address = above === null ? null : join(above, m.path);
    memo.set(m.menu_id, address);
    return address;
  };
  const out: RouteRow[] = [];
  for (const m of menus) {
    if (m.menu_type !== 'C' || isLink(m.path)) continue;
    const route_addr = addressOf(m, new Set([m.menu_id]));
    if (route_addr !== null) out.push({ route_addr, menu_id: m.menu_id, module_id: m.module_id, org_code: m.org_code });
  }
  return out;
}

/**
 * Brings the route rows of `moduleIds` (or of every module) in line with the menus: inserts, updates
 * and deletes by menu id. Returns how many rows changed.
 */
export async function syncRoutes(db: Db, moduleIds: readonly number[] | 'all'): Promise<number> {
  if (moduleIds !== 'all' && moduleIds.length === 0) return 0;
  let modulesQuery = db.selectFrom('modules').select(['module_id', 'path']);
  let menusQuery = db.selectFrom('menus').select(['menu_id', 'parent_id', 'path', 'menu_type', 'module_id', 'org_code']);
  let routesQuery = db.selectFrom('sys_route').selectAll();
  if (moduleIds !== 'all') {
    const ids = [...moduleIds];
    modulesQuery = modulesQuery.where('module_id', 'in', ids);
    menusQuery = menusQuery.where('module_id', 'in', ids);
    // A menu moved to another module still has its old route row: found by its menu id.
    routesQuery = routesQuery.where((eb) => eb.or([eb('module_id', 'in', ids), eb('menu_id', 'in', eb.selectFrom('menus').select('menu_id').where('module_id', 'in', ids))]));
  }
  const [modules, menus, existing] = await Promise.all([modulesQuery.execute(), menusQuery.execute(), routesQuery.execute()]);
  const wanted = routeAddresses(new Map(modules.map((m) => [m.module_id, m.path])), menus);
  const have = new Map(existing.map((r) => [r.menu_id, r]));
  const keep = new Set(wanted.map((r) => r.menu_id));
  const gone = existing.filter((r) => !keep.has(r.menu_id)).map((r) => r.route_id);
  const added = wanted.filter((r) => !have.has(r.menu_id));
  const changed = wanted.filter((r) => {
    const old = have.get(r.menu_id);
    return old && (old.route_addr !== r.route_addr || old.module_id !== r.module_id || old.org_code !== r.org_code);
  });
  if (gone.length) await db.deleteFrom('sys_route').where('route_id', 'in', gone).execute();
  for (let i = 0; i < added.length; i += 200)
    await db
      .insertInto('sys_route')
      .values(added.slice(i, i + 200))
      .execute();
  for (const r of changed) {
    await db.updateTable('sys_route').set({ route_addr: r.route_addr, module_id: r.module_id, org_code: r.org_code }).where('menu_id', '=', r.menu_id).execute();
  }
  return gone.length + added.length + changed.length;
}

/**
 * 409 when a page among `menuIds` now has the address of another page that the same organisation
 * sees (a shared page collides with every page; an organisation's page with shared ones and its own).
 */
export async function assertUniqueRoutes(db: Db, menuIds: readonly number[]): Promise<void> {
  if (menuIds.length === 0) return;
  const clash = await db
    .selectFrom('sys_route as mine')
    .innerJoin('sys_route as other', (join) => join.onRef('other.route_addr', '=', 'mine.route_addr').onRef('other.menu_id', '<>', 'mine.menu_id'))
    .innerJoin('menus', 'menus.menu_id', 'other.menu_id')
    .select(['mine.route_addr', 'menus.menu_name'])
    .where('mine.menu_id', 'in', [...menuIds])
    .where((eb) => eb.or([eb('mine.org_code', 'is', null), eb('other.org_code', 'is', null), eb('mine.org_code', '=', eb.ref('other.org_code'))]))
    .executeTakeFirst();
  if (clash) throw new HttpError(409, 'routeExists', 'path', { addr: clash.route_addr, name: clash.menu_name });
}
