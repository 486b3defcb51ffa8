/**
 * Permissions whose effect reaches every hotel: the configuration keys and dictionaries all hotels
 * read, the code generator (which reads any table of the database), the scheduled jobs, the module
 * catalogue and its licences, and the group's support desk (every hotel's conversations).
 *
 * They are held only through a platform role: a built-in role (no organisation) that only the platform
 * administrator assigns, such as 'admin' or the group's 集团客服 'support'; never 'common', which every
 * user may be given. A hotel's own roles cannot be granted them (the role editor does not offer them,
 * the server refuses them), and a grant that exists anyway does not count (grants.ts).
 */
/** Exact permissions, or a family ending in `:*`. */
export const PLATFORM_PERMISSIONS = [
  'system:config:*',
  'system:dict:*',
  'tool:gen:*',
  'system:job:*',
  'system:jobLog:*',
  'system:module:add',
  'system:module:edit',
  'system:module:remove',
  'system:module:licence',
  'service:support:reply',
] as const;

export function isPlatformPermission(perms: string): boolean {
  return PLATFORM_PERMISSIONS.some((p) => (p.endsWith(':*') ? perms.startsWith(p.slice(0, -1)) : perms === p));
}

/** The built-in role every user may hold: never a carrier of platform permissions. */
const COMMON_ROLE_KEY = 'common';

/** Whether a role (by its organisation and key) is one of the platform's own. */
export function isPlatformRole(role: { org_id: number | null; role_key: string }): boolean {
  return role.org_id === null && role.role_key !== COMMON_ROLE_KEY;
}
