/**
 * The route table (`sys_route`) brought in line with the menus of some modules, as the migrations that
 * add or move menus need it: a frozen copy of db/sys-routes.ts's `syncRoutes` as it was when they were
 * written, so what an old migration does stays the same whatever the live code becomes. One row per
 * page route (a type-C menu that is not an external link), its address joined from the module path and
 * each segment (an absolute segment starts over), matched by menu id.
 */
import type { Kysely } from 'kysely';

type RouteMenu = { menu_id: number; parent_id: number; path: string; menu_type: string; module_id: number; org_code: string | null };
type RouteRow = { route_addr: string; menu_id: number; module_id: number; org_code: string | null };
type StoredRoute = RouteRow & { route_id: number };

const isLink = (path: string) => /^https?:\/\//i.test(path);
const join = (base: string, segment: string) => (segment.startsWith('/') ? segment : `${base.replace(/\/$/, '')}/${segment}`);

function routeAddresses(modulePaths: ReadonlyMap<number, string>, menus: readonly RouteMenu[]): RouteRow[] {
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

/** Inserts, updates and deletes the route rows of `moduleIds` by menu id. */
export async function syncRouteTable(db: Kysely<any>, moduleIds: readonly number[]): Promise<void> {
  if (moduleIds.length === 0) return;
  const ids = [...moduleIds];
  const [modules, menus, existing]: [Array<{ module_id: number; path: string }>, RouteMenu[], StoredRoute[]] = await Promise.all([
    db.selectFrom('modules').select(['module_id', 'path']).where('module_id', 'in', ids).execute(),
    db.selectFrom('menus').select(['menu_id', 'parent_id', 'path', 'menu_type', 'module_id', 'org_code']).where('module_id', 'in', ids).execute(),
    // A menu moved to another module still has its old route row: found by its menu id.
    db
      .selectFrom('sys_route')
      .select(['route_id', 'route_addr', 'menu_id', 'module_id', 'org_code'])
      .where((eb) => eb.or([eb('module_id', 'in', ids), eb('menu_id', 'in', eb.selectFrom('menus').select('menu_id').where('module_id', 'in', ids))]))
      .execute(),
  ]);
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
}
