/**
 * Role and permission gates (SPEC.md section 6), pure. These only decide what is shown; the server
 * checks every call itself (DESIGN.md section 5).
 */

const SUPER_ADMIN_ROLE = 'admin';
const ALL_PERMISSION = '*:*:*';

/** RuoYi's exact texts: a gate without a list is a programming error, so it fails loudly. */
const ROLE_LIST_REQUIRED = '请设置角色权限标签值';
const PERMISSION_LIST_REQUIRED = '请设置操作权限标签值';

/** The admin role passes everything; otherwise the user must hold one of the listed roles. */
export function hasRole(userRoles: readonly string[] | null | undefined, required: readonly string[]): boolean {
  if (!Array.isArray(required) || required.length === 0) throw new Error(ROLE_LIST_REQUIRED);
  return (userRoles ?? []).some((role) => role === SUPER_ADMIN_ROLE || required.includes(role));
}

/** '*:*:*' passes everything; otherwise the user must hold one of the listed permissions. */
export function hasPermi(userPerms: readonly string[] | null | undefined, required: readonly string[]): boolean {
  if (!Array.isArray(required) || required.length === 0) throw new Error(PERMISSION_LIST_REQUIRED);
  return (userPerms ?? []).some((perm) => perm === ALL_PERMISSION || required.includes(perm));
}
