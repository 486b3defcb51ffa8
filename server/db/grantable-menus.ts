/**
 * The menus (directories, pages and type-F permissions) a caller may grant to a role of the
 * session's organisation: those the organisation sees (org_code null or its own code), enabled, of an
 * enabled module; and, unless the caller is an administrator, only those their own roles grant, so
 * nobody can hand out more than they hold. Roles edited here belong to one hotel, so menus carrying a
 * permission that acts on every hotel (platform-permissions.ts) are never grantable, not even by the
 * platform administrator.
 */
import type { Kysely } from 'kysely';
import type { AuthInfo } from '../context.js';
import { heldMenuIds } from './grants.js';
import { isAdmin } from './org-roles.js';
import { isPlatformPermission } from './platform-permissions.js';
import type { Database } from './schema.js';

export type GrantableMenu = { menu_id: number; parent_id: number; menu_name: string; menu_type: string; perms: string; module_id: number; order_num: number };

export async function grantableMenus(db: Kysely<Database>, auth: AuthInfo): Promise<GrantableMenu[]> {
  const org = await db.selectFrom('organisations').select('org_code').where('org_id', '=', auth.orgId).executeTakeFirstOrThrow();
  let query = db
    .selectFrom('menus')
    .innerJoin('modules', 'modules.module_id', 'menus.module_id')
    .select(['menus.menu_id', 'menus.parent_id', 'menus.menu_name', 'menus.menu_type', 'menus.perms', 'menus.module_id', 'menus.order_num'])
    .where('menus.status', '=', '0')
    .where('modules.status', '=', '0')
    .where((eb) => eb.or([eb('menus.org_code', 'is', null), eb('menus.org_code', '=', org.org_code)]));
  if (!isAdmin(auth)) {
    query = query.where('menus.menu_id', 'in', heldMenuIds(db, auth.user.userId));
  }
  const menus = await query.orderBy('menus.module_id').orderBy('menus.order_num').orderBy('menus.menu_id').execute();
  return menus.filter((m) => !isPlatformPermission(m.perms));
}
