/**
 * The platform's built-in roles (org_id null: no hotel may edit them) and the menus they are granted
 * by key. The built-in admin holds every menu; a hotel's own roles are the hotels' business (the demo
 * ones are seed.ts's).
 */
import { ADMIN_ROLE } from '../db/grants.js';
import { APPROVAL_ADMIN_KEYS, SUPPORT_DESK_KEYS } from './service.js';

/** Self-registered users (routes/register.ts): no menus, so no module until an administrator grants one. */
export const COMMON_ROLE = { role_name: '普通用户', role_key: 'common', role_sort: 99, status: '0' } as const;
/** The hotel group's customer-service desk: answers every hotel's chat (one desk for the group). */
export const SUPPORT_ROLE = { role_key: 'support', role_name: '集团客服', role_sort: 4 } as const;

export const BUILT_IN_ROLES = [
  { role_key: ADMIN_ROLE, role_name: '超级管理员', role_sort: 1 },
  { role_key: COMMON_ROLE.role_key, role_name: COMMON_ROLE.role_name, role_sort: COMMON_ROLE.role_sort },
  { ...SUPPORT_ROLE },
];

/** Role keys a hotel may not give a role of its own (routes/role-manage.ts). */
export const RESERVED_ROLE_KEYS: readonly string[] = [ADMIN_ROLE, COMMON_ROLE.role_key];

/** Menus granted by key to a built-in role: the support desk sees the service platform's home and its desk. */
export const BUILT_IN_MENU_KEYS: Record<string, string[]> = { [SUPPORT_ROLE.role_key]: ['service:index', ...SUPPORT_DESK_KEYS] };

/** Menus no grant by module carries (only admin and grants by key): the support desk and the approval administration. */
export const MODULE_GRANT_EXCLUDED: readonly string[] = [...SUPPORT_DESK_KEYS, ...APPROVAL_ADMIN_KEYS];
