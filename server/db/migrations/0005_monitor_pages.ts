/**
 * The monitoring pages of module 2001 for databases seeded before them (a fresh database gets the
 * same from server/catalog): under 系统监控 (the type-M menu with path 'monitor'),
 * - the page 在线用户 (path 'online', component 'system/online/index', system:online:list) with its
 *   button 强退 (system:online:forceLogout), when no page carries system:online:list yet;
 * - the button 导出日志 (system:logininfor:export) under 登录日志, when missing.
 * Each new menu is granted to the admin role only, like 0004's buttons. Written out here rather than
 * imported from the seed, so this migration does the same thing forever. Data only: no schema change.
 */
import type { Kysely, Migration } from 'kysely';

const SYSTEM_MODULE = 2001;

type MenuRow = { menu_id: number; module_id: number; org_code: string | null };

const menuValues = (v: { name: string; parent: number; order: number; type: 'C' | 'F'; path: string; component: string; perms: string; icon: string; at: MenuRow }) => ({
  menu_name: v.name,
  parent_id: v.parent,
  order_num: v.order,
  path: v.path,
  component: v.component,
  query: '',
  is_frame: '1',
  is_cache: '0',
  menu_type: v.type,
  visible: '0',
  status: '0',
  perms: v.perms,
  icon: v.icon,
  module_id: v.at.module_id,
  org_code: v.at.org_code,
  initplat_type: null,
  affix: '0',
});

async function nextOrder(db: Kysely<any>, parentId: number): Promise<number> {
  const row: { n: number | string | null } = await db
    .selectFrom('menus')
    .select((eb) => eb.fn.max('order_num').as('n'))
    .where('parent_id', '=', parentId)
    .executeTakeFirstOrThrow();
  return Number(row.n ?? 0) + 1;
}

export function monitorPages(): Migration {
  return {
    async up(db: Kysely<any>) {
      const admin: { role_id: number } | undefined = await db.selectFrom('roles').select('role_id').where('role_key', '=', 'admin').executeTakeFirst();
      const added: number[] = [];

      const monitor: MenuRow | undefined = await db
        .selectFrom('menus')
        .select(['menu_id', 'module_id', 'org_code'])
        .where('module_id', '=', SYSTEM_MODULE)
        .where('menu_type', '=', 'M')
        .where('path', '=', 'monitor')
        .orderBy('menu_id')
        .executeTakeFirst();
      const hasOnline = await db.selectFrom('menus').select('menu_id').where('perms', '=', 'system:online:list').executeTakeFirst();
      if (monitor && !hasOnline) {
        const page: { menu_id: number } = await db
          .insertInto('menus')
          .values(
            menuValues({
              name: '在线用户',
              parent: monitor.menu_id,
              order: await nextOrder(db, monitor.menu_id),
              type: 'C',
              path: 'online',
              component: 'system/online/index',
              perms: 'system:online:list',
              icon: 'list',
              at: monitor,
            }),
          )
          .returning('menu_id')
          .executeTakeFirstOrThrow();
        const button: { menu_id: number } = await db
          .insertInto('menus')
          .values(menuValues({ name: '强退', parent: page.menu_id, order: 1, type: 'F', path: '', component: '', perms: 'system:online:forceLogout', icon: '#', at: monitor }))
          .returning('menu_id')
          .executeTakeFirstOrThrow();
        added.push(page.menu_id, button.menu_id);
      }

      const logPages: MenuRow[] = await db.selectFrom('menus').select(['menu_id', 'module_id', 'org_code']).where('menu_type', '=', 'C').where('perms', '=', 'system:logininfor:list').execute();
      for (const page of logPages) {
        const has = await db.selectFrom('menus').select('menu_id').where('parent_id', '=', page.menu_id).where('perms', '=', 'system:logininfor:export').executeTakeFirst();
        if (has) continue;
        const button: { menu_id: number } = await db
          .insertInto('menus')
          .values(
            menuValues({
              name: '导出日志',
              parent: page.menu_id,
              order: await nextOrder(db, page.menu_id),
              type: 'F',
              path: '',
              component: '',
              perms: 'system:logininfor:export',
              icon: '#',
              at: page,
            }),
          )
          .returning('menu_id')
          .executeTakeFirstOrThrow();
        added.push(button.menu_id);
      }

      if (admin && added.length > 0)
        await db
          .insertInto('role_menus')
          .values(added.map((menu_id) => ({ role_id: admin.role_id, menu_id })))
          .execute();
    },
  };
}
