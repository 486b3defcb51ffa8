/**
 * What a user may do: role keys from role_users, permissions from the perms of the menus their roles
 * grant (RuoYi style: buttons are type-F menus carrying 'module:thing:action').
 */
import type { AuthInfo } from '../context.js';
import type { Db } from './connect.js';
import { isPlatformPermission, isPlatformRole } from './platform-permissions.js';

export const ADMIN_ROLE = 'admin';
export const ALL_PERMISSIONS = '*:*:*';

/** Whether a session (or a user's grants) holds the built-in admin role: the one spelling of "administrator". */
export const isAdmin = (who: { roles: readonly string[] }) => who.roles.includes(ADMIN_ROLE);

/** The ids of the menus a user's enabled roles grant (any organisation's, any state). */
function heldMenuIds(db: Db, userId: number) {
  return db
    .selectFrom('role_menus')
    .innerJoin('role_users', 'role_users.role_id', 'role_menus.role_id')
    .innerJoin('roles', 'roles.role_id', 'role_menus.role_id')
    .select('role_menus.menu_id')
    .where('role_users.user_id', '=', userId)
    .where('roles.status', '=', '0');
}

/**
 * The ids of the menus granted to the session, as a subquery (`where('menus.menu_id', 'in', …)`): enabled
 * menus of an enabled module that the session's organisation sees (shared ones and its own) and the
 * user's enabled roles grant (the admin role: every one). The one spelling of "granted menus" for the
 * route tree (routes/menu.ts), the dashboards (dashboard/access.ts) and what a role may hand out
 * (grantable-menus.ts).
 */
export function grantedMenuIds(db: Db, auth: Pick<AuthInfo, 'orgId' | 'roles' | 'user'>) {
  const query = db
    .selectFrom('menus')
    .innerJoin('modules', 'modules.module_id', 'menus.module_id')
    .select('menus.menu_id')
    .where('menus.status', '=', '0')
    .where('modules.status', '=', '0')
    .where((eb) => eb.or([eb('menus.org_code', 'is', null), eb('menus.org_code', '=', eb.selectFrom('organisations').select('org_code').where('org_id', '=', auth.orgId))]));
  return isAdmin(auth) ? query : query.where('menus.menu_id', 'in', heldMenuIds(db, auth.user.userId));
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
  const admin = isAdmin({ roles });
  if (admin) return { roleIds, roles, permissions: [ALL_PERMISSIONS], isAdmin: admin };
  if (roleIds.length === 0) return { roleIds, roles, permissions: [], isAdmin: admin };
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
  return { roleIds, roles, permissions: [...permissions].sort(), isAdmin: admin };
}
