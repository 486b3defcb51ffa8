/**
 * Who sees and changes which menus. Menus with org_code null are shared by every organisation; the
 * others belong to one. A caller sees the shared menus plus those of the session's organisation, and
 * changes its organisation's menus; only the platform administrator (role 'admin') changes shared
 * ones. Shared by the menu, menu-reset and route-table calls.
 */
import { sql, type Expression, type SqlBool } from 'kysely';
import type { AuthInfo, Deps } from '../context.js';
import { isAdmin } from '../db/grants.js';
import { HttpError } from '../errors.js';

export type MenuScope = { orgCode: string; platform: boolean };

export async function menuScope(deps: Deps, auth: AuthInfo): Promise<MenuScope> {
  const org = await deps.db.selectFrom('organisations').select('org_code').where('org_id', '=', auth.orgId).executeTakeFirstOrThrow();
  return { orgCode: org.org_code, platform: isAdmin(auth) };
}

/** WHERE of the rows a scope sees, for any table with an org_code column (menus, sys_route). */
export function seenBy(scope: MenuScope, table: 'menus' | 'sys_route'): Expression<SqlBool> {
  const column = sql.ref(`${table}.org_code`);
  return sql<SqlBool>`(${column} is null or ${column} = ${scope.orgCode})`;
}

/** 403 unless the scope may change a menu of `orgCode`. */
export function assertMayChange(scope: MenuScope, orgCode: string | null): void {
  if (orgCode === null && !scope.platform) throw new HttpError(403, 'menuSharedLocked');
  if (orgCode !== null && orgCode !== scope.orgCode) throw new HttpError(403, 'otherOrg', 'orgCode');
}

/** 403 when a request names an organisation other than the session's (an empty value means none). */
export function assertOwnOrg(scope: MenuScope, orgCode: string | undefined): void {
  if (orgCode !== undefined && orgCode !== scope.orgCode) throw new HttpError(403, 'otherOrg', 'orgCode');
}

/** The wire fields of a menu, aliased to RuoYi's names. */
export const MENU_FIELDS = [
  'menus.menu_id as menuId',
  'menus.menu_name as menuName',
  'menus.parent_id as parentId',
  'menus.order_num as orderNum',
  'menus.path as path',
  'menus.component as component',
  'menus.query as query',
  'menus.is_frame as isFrame',
  'menus.is_cache as isCache',
  'menus.menu_type as menuType',
  'menus.visible as visible',
  'menus.status as status',
  'menus.perms as perms',
  'menus.icon as icon',
  'menus.module_id as moduleId',
  'menus.org_code as orgCode',
  'menus.menu_key as menuKey',
  'menus.version as version',
] as const;
