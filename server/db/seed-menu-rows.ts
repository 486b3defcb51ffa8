/**
 * The seeded menus (seed-menus.ts) as flat rows, parents before children, each with its stable key:
 * `<module code>:<path chain>` for directories and pages (`accounting:voucher/entry`), and
 * `<parent key>#<perms>` for buttons. The seed inserts these rows and `menuReset` restores them, so
 * both agree on what "the seeded menus" are. Migration 0006 derives the same keys for databases
 * seeded before it.
 */
import type { Insertable } from 'kysely';
import type { MenuTable } from './schema.js';
import { MODULES, type MenuSpec, type ModuleSpec } from './seed-menus.js';

/** A menu's columns as seeded, without its place (parent_id) which depends on the ids given at insert time. */
export type SeedMenuValues = Omit<Insertable<MenuTable>, 'parent_id' | 'menu_id' | 'version'> & { menu_key: string };
export type SeedMenuRow = { key: string; parentKey: string | null; values: SeedMenuValues };

function valuesOf(m: MenuSpec, moduleId: number, order: number, key: string): SeedMenuValues {
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

/** Every seeded menu of `modules` (default: all), parents first. */
export function seedMenuRows(modules: readonly ModuleSpec[] = MODULES): SeedMenuRow[] {
  const out: SeedMenuRow[] = [];
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
