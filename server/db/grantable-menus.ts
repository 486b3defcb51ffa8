/**
 * The menus (directories, pages and type-F permissions) a caller may grant to a role of the
 * session's organisation: those the organisation sees (org_code null or its own code), enabled, of an
 * enabled module; and, unless the caller is an administrator, only those their own roles grant, so
 * nobody can hand out more than they hold (grants.ts, grantedMenuIds). Roles edited here belong to one hotel, so menus carrying a
 * permission that acts on every hotel (platform-permissions.ts) are never grantable, not even by the
 * platform administrator.
 */
import type { Kysely } from 'kysely';
import type { AuthInfo } from '../context.js';
import { grantedMenuIds } from './grants.js';
import { isPlatformPermission } from './platform-permissions.js';
import type { Database } from './schema.js';

export type GrantableMenu = { menu_id: number; parent_id: number; menu_name: string; menu_type: string; perms: string; module_id: number; order_num: number };

export async function grantableMenus(db: Kysely<Database>, auth: AuthInfo): Promise<GrantableMenu[]> {
  const menus = await db
    .selectFrom('menus')
    .select(['menu_id', 'parent_id', 'menu_name', 'menu_type', 'perms', 'module_id', 'order_num'])
    .where('menu_id', 'in', grantedMenuIds(db, auth))
    .orderBy('module_id')
    .orderBy('order_num')
    .orderBy('menu_id')
    .execute();
  return menus.filter((m) => !isPlatformPermission(m.perms));
}
