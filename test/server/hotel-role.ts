/**
 * A hotel's own role (never a platform one: it belongs to the organisation) granted one page with all
 * its buttons, given to an existing user of that hotel, who is then signed in: how tests get a hotel
 * administrator for one area.
 */
import type { Harness } from './support.js';

type PageRef = { perms: string } | { menuKey: string } | { path: string };

export async function hotelRoleUser(h: Harness, options: { orgCode: string; roleKey: string; userName: string; page: PageRef }): Promise<string> {
  const org = await h.orgId(options.orgCode);
  const role = await h.db.insertInto('roles').values({ role_name: '酒店管理员', role_key: options.roleKey, role_sort: 9, status: '0', org_id: org }).returning('role_id').executeTakeFirstOrThrow();
  const ref = options.page;
  const [column, value] = 'perms' in ref ? (['perms', ref.perms] as const) : 'menuKey' in ref ? (['menu_key', ref.menuKey] as const) : (['path', ref.path] as const);
  const page = await h.db.selectFrom('menus').select('menu_id').where(column, '=', value).where('menu_type', '=', 'C').executeTakeFirstOrThrow();
  const buttons = await h.db.selectFrom('menus').select('menu_id').where('parent_id', '=', page.menu_id).execute();
  await h.db
    .insertInto('role_menus')
    .values([page, ...buttons].map((m) => ({ role_id: role.role_id, menu_id: m.menu_id })))
    .execute();
  const user = await h.db.selectFrom('users').select('user_id').where('user_name', '=', options.userName).executeTakeFirstOrThrow();
  await h.db.insertInto('role_users').values({ role_id: role.role_id, user_id: user.user_id }).execute();
  return h.login(options.userName, options.orgCode);
}
