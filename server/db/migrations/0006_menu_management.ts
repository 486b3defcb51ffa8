/**
 * Menu management and the route table:
 * - `menus.version` (optimistic concurrency: a stale edit → 409) and `menus.menu_key`, the stable
 *   identity of a seeded menu that `menuReset` restores by (null: a menu someone added later);
 * - `sys_route`: one row per page route (type-C menu that is not an external link) with its full
 *   address, menu, module and organisation, kept in step with the menus by the menu calls;
 * - the buttons 查询菜单 / 修改菜单 / 删除菜单 (system:menu:query, edit, remove) under 菜单管理 where
 *   missing, granted to the admin role only, like 0004's buttons.
 *
 * A database seeded before this migration holds only seeded menus (nothing could add menus before
 * it), so every existing shared menu gets its key here: `<module code>:<path chain>` for directories
 * and pages, `<parent key>#<perms>` for buttons: the same rule the seed writes (server/catalog/rows.ts),
 * written out again here so this migration does the same thing forever. The route table is filled
 * from the menus as they are. A fresh database has no menus yet: the seed fills both.
 */
import type { Kysely, Migration } from 'kysely';
import type { Engine } from '../connect.js';
import { withId } from './0001_init.js';

const MENU_PAGE = 'system:menu:list';
const BUTTONS: Array<[name: string, perms: string]> = [
  ['查询菜单', 'system:menu:query'],
  ['修改菜单', 'system:menu:edit'],
  ['删除菜单', 'system:menu:remove'],
];

const COLUMNS = ['menu_id', 'parent_id', 'path', 'perms', 'menu_type', 'is_frame', 'module_id', 'org_code', 'order_num'] as const;
type Row = { menu_id: number; parent_id: number; path: string; perms: string; menu_type: string; is_frame: string; module_id: number; org_code: string | null; order_num: number };

async function backfillButtons(db: Kysely<any>): Promise<void> {
  const pages: Row[] = await db.selectFrom('menus').select(COLUMNS).where('menu_type', '=', 'C').where('perms', '=', MENU_PAGE).execute();
  const admin: { role_id: number } | undefined = await db.selectFrom('roles').select('role_id').where('role_key', '=', 'admin').executeTakeFirst();
  for (const page of pages) {
    const mine: Row[] = await db.selectFrom('menus').select(COLUMNS).where('parent_id', '=', page.menu_id).execute();
    const have = new Set(mine.map((m) => m.perms));
    let order = Math.max(0, ...mine.map((m) => Number(m.order_num)));
    const missing = BUTTONS.filter(([, perms]) => !have.has(perms));
    if (missing.length === 0) continue;
    const inserted: Array<{ menu_id: number }> = await db
      .insertInto('menus')
      .values(
        missing.map(([name, perms]) => ({
          menu_name: name,
          parent_id: page.menu_id,
          order_num: (order += 1),
          path: '',
          component: '',
          query: '',
          is_frame: '1',
          is_cache: '0',
          menu_type: 'F',
          visible: '0',
          status: '0',
          perms,
          icon: '#',
          module_id: page.module_id,
          org_code: page.org_code,
          initplat_type: null,
          affix: '0',
        })),
      )
      .returning('menu_id')
      .execute();
    if (admin)
      await db
        .insertInto('role_menus')
        .values(inserted.map((m) => ({ role_id: admin.role_id, menu_id: m.menu_id })))
        .execute();
  }
}

/** Keys of the existing shared menus, parents before children. */
async function backfillKeys(db: Kysely<any>): Promise<void> {
  const menus: Row[] = await db.selectFrom('menus').select(COLUMNS).where('org_code', 'is', null).orderBy('menu_id').execute();
  const modules: Array<{ module_id: number; module_code: string }> = await db.selectFrom('modules').select(['module_id', 'module_code']).execute();
  const codeOf = new Map(modules.map((m) => [m.module_id, m.module_code]));
  const byId = new Map(menus.map((m) => [m.menu_id, m]));
  const keys = new Map<number, string | null>();
  const keyOf = (m: Row, depth = 0): string | null => {
    if (keys.has(m.menu_id)) return keys.get(m.menu_id)!;
    const parent = m.parent_id === 0 ? null : byId.get(m.parent_id);
    let key: string | null = null;
    if (depth < 20 && (m.parent_id === 0 || parent)) {
      const parentKey = parent ? keyOf(parent, depth + 1) : `${codeOf.get(m.module_id)}:`;
      if (parentKey !== null) key = m.menu_type === 'F' ? `${parentKey}#${m.perms}` : `${parentKey}${parent ? '/' : ''}${m.path}`;
    }
    keys.set(m.menu_id, key);
    return key;
  };
  const taken = new Set<string>();
  for (const m of menus) {
    const key = keyOf(m);
    if (key === null || taken.has(key) || key.length > 255) continue; // not derivable or ambiguous: stays an ordinary menu
    taken.add(key);
    await db.updateTable('menus').set({ menu_key: key }).where('menu_id', '=', m.menu_id).execute();
  }
}

/** The full address of every page route, as the shell joins route paths (an absolute segment starts over). */
async function fillRoutes(db: Kysely<any>): Promise<void> {
  const menus: Row[] = await db.selectFrom('menus').select(COLUMNS).execute();
  const modules: Array<{ module_id: number; path: string }> = await db.selectFrom('modules').select(['module_id', 'path']).execute();
  const base = new Map(modules.map((m) => [m.module_id, `/${m.path}`]));
  const byId = new Map(menus.map((m) => [m.menu_id, m]));
  const join = (a: string, b: string) => (b.startsWith('/') ? b : `${a.replace(/\/$/, '')}/${b}`);
  const addressOf = (m: Row, depth = 0): string | null => {
    if (depth > 20) return null;
    if (m.parent_id === 0) return base.has(m.module_id) ? join(base.get(m.module_id)!, m.path) : null;
    const parent = byId.get(m.parent_id);
    const above = parent ? addressOf(parent, depth + 1) : null;
    return above === null ? null : join(above, m.path);
  };
  const rows = menus
    .filter((m) => m.menu_type === 'C' && !/^https?:\/\//i.test(m.path))
    .map((m) => ({ route_addr: addressOf(m), menu_id: m.menu_id, module_id: m.module_id, org_code: m.org_code }))
    .filter((r) => r.route_addr !== null);
  for (let i = 0; i < rows.length; i += 200)
    await db
      .insertInto('sys_route')
      .values(rows.slice(i, i + 200))
      .execute();
}

export function menuManagement(engine: Engine): Migration {
  return {
    async up(db: Kysely<any>) {
      const s = db.schema;
      await s
        .alterTable('menus')
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
      await s.alterTable('menus').addColumn('menu_key', 'varchar(255)').execute();
      await s.createIndex('menus_key').on('menus').column('menu_key').unique().execute();

      await withId(s.createTable('sys_route'), 'route_id', engine)
        .addColumn('route_addr', 'varchar(500)', (c) => c.notNull())
        .addColumn('menu_id', 'integer', (c) => c.notNull().unique().references('menus.menu_id').onDelete('cascade'))
        .addColumn('module_id', 'integer', (c) => c.notNull())
        .addColumn('org_code', 'varchar(32)')
        .execute();
      await s.createIndex('sys_route_addr').on('sys_route').columns(['route_addr', 'org_code']).execute();
      await s.createIndex('sys_route_module').on('sys_route').column('module_id').execute();

      await backfillButtons(db);
      await backfillKeys(db);
      await fillRoutes(db);
    },
  };
}
