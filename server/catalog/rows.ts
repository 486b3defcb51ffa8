/**
 * The catalogue's menus (modules.ts) as flat rows, parents before children, each with its stable key:
 * `<module code>:<path chain>` for directories and pages (`accounting:voucher/entry`), and
 * `<parent key>#<perms>` for buttons. The seed inserts these rows, the start-up reconcile adds the
 * missing ones and `menuReset` restores them, so all three agree on what "the catalogue's menus" are.
 * Migration 0006 derived the same keys for databases seeded before keys existed.
 */
import type { Insertable } from 'kysely';
import type { MenuTable } from '../db/schema.js';
import type { MenuSpec, ModuleSpec } from './menu-spec.js';
import { MODULES } from './modules.js';

/** A menu's columns as catalogued, without its place (parent_id) which depends on the ids given at insert time. */
type CatalogMenuValues = Omit<Insertable<MenuTable>, 'parent_id' | 'menu_id' | 'version'> & { menu_key: string };
export type CatalogRow = { key: string; parentKey: string | null; values: CatalogMenuValues };

function valuesOf(m: MenuSpec, moduleId: number, order: number, key: string): CatalogMenuValues {
  return {
    menu_name: m.name,
    order_num: order,
    path: m.path,
    component: m.type === 'C' && !m.external ? (m.component ?? '') : '',
    query: '',
    is_frame: m.external ? '0' : '1',
    is_cache: m.noCache ? '1' : '0',
    menu_type: m.type,
    visible: m.hidden ? '1' : '0',
    status: '0',
    perms: m.perms ?? '',
    icon: m.icon ?? (m.type === 'F' ? '#' : 'list'),
    module_id: moduleId,
    org_code: null,
    initplat_type: m.initplat ? '1' : null,
    affix: m.affix ? '1' : '0',
    menu_key: key,
  };
}

/** Every catalogued menu of `modules` (default: all), parents first. */
export function catalogRows(modules: readonly ModuleSpec[] = MODULES): CatalogRow[] {
  const out: CatalogRow[] = [];
  const walk = (mod: ModuleSpec, specs: MenuSpec[], parentKey: string | null) => {
    for (const [i, m] of specs.entries()) {
      const key = m.type === 'F' ? `${parentKey}#${m.perms ?? ''}` : parentKey === null ? `${mod.code}:${m.path}` : `${parentKey}/${m.path}`;
      out.push({ key, parentKey, values: valuesOf(m, mod.id, i + 1, key) });
      if (m.children?.length) walk(mod, m.children, key);
    }
  };
  for (const mod of modules) walk(mod, mod.menus, null);
  return out;
}
