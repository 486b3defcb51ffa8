/**
 * Turns flat menu rows into the route tree of `getRouters` (server/contracts/menu.ts): one 'Layout'
 * node per module on top, directories as 'ParentView', pages by their component key. Pure, so the
 * tree rules are testable without a database and the route does one query for all menus.
 */
import type { Selectable } from 'kysely';
import type { RouteNode } from '../contracts/menu.js';
import type { MenuTable, ModuleTable } from '../db/schema.js';

export type MenuRow = Selectable<MenuTable>;
export type ModuleRow = Selectable<ModuleTable>;

const isExternal = (m: MenuRow) => m.is_frame === '0' && /^https?:\/\//i.test(m.path);

/** 'accounting/voucher/entry' → 'AccountingVoucherEntry'. */
function pascal(segments: string[]): string {
  return segments
    .join('/')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((s) => s[0].toUpperCase() + s.slice(1))
    .join('');
}

const byOrder = (a: MenuRow, b: MenuRow) => a.order_num - b.order_num || a.menu_id - b.menu_id;

export function buildRoutes(modules: ModuleRow[], menus: MenuRow[]): RouteNode[] {
  const children = new Map<string, MenuRow[]>();
  for (const m of menus) {
    const key = `${m.module_id}:${m.parent_id}`;
    children.set(key, [...(children.get(key) ?? []), m]);
  }
  const names = new Set<string>();
  const uniqueName = (base: string, id: number) => {
    const name = names.has(base) || !base ? `${base}${id}` : base;
    names.add(name);
    return name;
  };

  const node = (m: MenuRow, parents: string[]): RouteNode | null => {
    const external = isExternal(m);
    const segments = [...parents, m.path];
    let kids: RouteNode[] | undefined;
    if (m.menu_type === 'M') {
      kids = (children.get(`${m.module_id}:${m.menu_id}`) ?? [])
        .sort(byOrder)
        .map((k) => node(k, segments))
        .filter((k): k is RouteNode => k !== null);
      // A directory without any granted page would be an empty sidebar entry: leave it out.
      if (kids.length === 0) return null;
    }
    const route: RouteNode = {
      name: uniqueName(external ? 'Link' : pascal(segments), m.menu_id),
      path: m.path,
      hidden: m.visible === '1',
      component: m.menu_type === 'M' ? 'ParentView' : m.component || (external ? 'InnerLink' : 'ParentView'),
      moduleId: m.module_id,
      meta: {
        title: m.menu_name,
        icon: m.icon,
        noCache: m.is_cache === '1',
        affix: m.affix === '1',
        link: external ? m.path : null,
        initplatType: m.initplat_type,
        menuid: m.menu_id,
      },
    };
    if (m.query) route.query = m.query;
    if (kids) Object.assign(route, { alwaysShow: true, redirect: 'noRedirect', children: kids });
    return route;
  };

  const routes: RouteNode[] = [];
  for (const mod of [...modules].sort((a, b) => a.order_num - b.order_num || a.module_id - b.module_id)) {
    const top = (children.get(`${mod.module_id}:0`) ?? [])
      .sort(byOrder)
      .map((m) => node(m, [mod.path]))
      .filter((k): k is RouteNode => k !== null);
    if (top.length === 0) continue;
    const home = top.find((r) => r.path === 'index');
    routes.push({
      name: uniqueName(pascal([mod.path]), mod.module_id),
      path: `/${mod.path}`,
      hidden: false,
      redirect: home ? `/${mod.path}/index` : 'noRedirect',
      component: 'Layout',
      alwaysShow: true,
      moduleId: mod.module_id,
      meta: { title: mod.module_name, icon: mod.icon, noCache: false, affix: false, link: null, initplatType: null, menuid: 0 },
      children: top,
    });
  }
  return routes;
}
