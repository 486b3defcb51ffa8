/**
 * What a user may do: role keys from role_users, permissions from the perms of the menus their roles
 * grant (RuoYi style: buttons are type-F menus carrying 'module:thing:action').
 */
import type { Db } from './connect.js';
import { isPlatformPermission, isPlatformRole } from './platform-permissions.js';

export const ADMIN_ROLE = 'admin';
export const ALL_PERMISSIONS = '*:*:*';

/**
 * The ids of the menus a user's enabled roles grant, as a subquery (`where('menus.menu_id', 'in', …)`):
 * the one spelling of "what this user holds" for the sidebar, the dashboards and what a role may hand out.
 */
export function heldMenuIds(db: Db, userId: number) {
  return db
    .selectFrom('role_menus')
    .innerJoin('role_users', 'role_users.role_id', 'role_menus.role_id')
    .innerJoin('roles', 'roles.role_id', 'role_menus.role_id')
    .select('role_menus.menu_id')
    .where('role_users.user_id', '=', userId)
    .where('roles.status', '=', '0');
}

export type Grants = { roleIds: number[]; roles: string[]; permissions: string[]; isAdmin: boolean };

export async function loadGrants(db: Db, userId: number): Promise<Grants> {
  const roleRows = await db
    .selectFrom('role_users')
    .innerJoin('roles', 'roles.role_id', 'role_users.role_id')
    .innerJoin('users', 'users.user_id', 'role_users.user_id')
    .select(['roles.role_id', 'roles.role_key'])
    .where('role_users.user_id', '=', userId)
    // A built-in role (org_id null) or one of the user's own organisation (roles belong to one since 0008).
    .where((eb) => eb.or([eb('roles.org_id', 'is', null), eb('roles.org_id', '=', eb.ref('users.org_id'))]))
    .where('roles.status', '=', '0')
    .orderBy('roles.role_sort')
    .execute();
  const roles = roleRows.map((r) => r.role_key);
  const roleIds = roleRows.map((r) => r.role_id);
  const isAdmin = roles.includes(ADMIN_ROLE);
  if (isAdmin) return { roleIds, roles, permissions: [ALL_PERMISSIONS], isAdmin };
  if (roleIds.length === 0) return { roleIds, roles, permissions: [], isAdmin };
  const permRows = await db
    .selectFrom('role_menus')
    .innerJoin('menus', 'menus.menu_id', 'role_menus.menu_id')
    .innerJoin('roles', 'roles.role_id', 'role_menus.role_id')
    .select(['menus.perms', 'roles.org_id', 'roles.role_key'])
    .where('role_menus.role_id', 'in', roleIds)
    .where('menus.status', '=', '0')
    .where('menus.perms', '<>', '')
    .execute();
  // A permission that acts on every hotel counts only through a platform role (platform-permissions.ts).
  const permissions = new Set(permRows.filter((r) => !isPlatformPermission(r.perms) || isPlatformRole(r)).map((r) => r.perms));
  return { roleIds, roles, permissions: [...permissions].sort(), isAdmin };
}
