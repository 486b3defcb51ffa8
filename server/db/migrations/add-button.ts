/**
 * For migrations that add a button (a permission) to a page an existing database already has: the button
 * under the page, granted to every role holding the page and to the built-in admin, and the module's
 * routes synced. Nothing happens
 * on an empty database (the seed brings it) or when the button is there already.
 * Only migrations use it, so what a migration does stays the same whatever the seed becomes.
 */
import type { Kysely } from 'kysely';
import { syncRouteTable } from './route-table.js';

export async function addButton(db: Kysely<any>, b: { pageKey: string; name: string; perms: string; moduleId: number }): Promise<void> {
  const page: { menu_id: number } | undefined = await db.selectFrom('menus').select('menu_id').where('menu_key', '=', b.pageKey).executeTakeFirst();
  if (!page) return;
  const key = `${b.pageKey}#${b.perms}`;
  if (await db.selectFrom('menus').select('menu_id').where('menu_key', '=', key).executeTakeFirst()) return;
  const holders: Array<{ role_id: number }> = await db
    .selectFrom('roles')
    .select('role_id')
    .where((eb) => eb.or([eb('role_id', 'in', eb.selectFrom('role_menus').select('role_id').where('menu_id', '=', page.menu_id)), eb.and([eb('role_key', '=', 'admin'), eb('org_id', 'is', null)])]))
    .execute();
  const button: { menu_id: number } = await db
    .insertInto('menus')
    .values({
      menu_name: b.name,
      parent_id: page.menu_id,
      order_num: 10,
      path: '',
      component: '',
      query: '',
      is_frame: '1',
      is_cache: '0',
      menu_type: 'F',
      visible: '0',
      status: '0',
      perms: b.perms,
      icon: '#',
      module_id: b.moduleId,
      org_code: null,
      initplat_type: null,
      affix: '0',
      menu_key: key,
    })
    .returning('menu_id')
    .executeTakeFirstOrThrow();
  if (holders.length)
    await db
      .insertInto('role_menus')
      .values(holders.map((h) => ({ role_id: h.role_id, menu_id: button.menu_id })))
      .execute();
  await syncRouteTable(db, [b.moduleId]);
}
