/**
 * Which roles an organisation sees and may hand out (migration 0008: roles belong to an
 * organisation). A hotel sees its own roles plus the platform's built-in ones (org_id null); it
 * edits only its own. It may assign its own enabled roles and 'common'; only an administrator may
 * assign 'admin'. The platform must keep at least one enabled user holding 'admin'.
 */
import type { ExpressionBuilder, Kysely } from 'kysely';
import { SUPPORT_ROLE } from '../catalog/roles.js';
import type { AdminRole } from '../contracts/user-admin.js';
import type { AuthInfo } from '../context.js';
import { formatDateTime } from '../lib/time.js';
import { ADMIN_ROLE, isAdmin } from './grants.js';
import type { Database } from './schema.js';

export const ROLE_FIELDS = ['roles.role_id', 'roles.org_id', 'roles.role_name', 'roles.role_key', 'roles.role_sort', 'roles.status', 'roles.remark', 'roles.created_at', 'roles.version'] as const;

export type RoleRow = {
  role_id: number;
  org_id: number | null;
  role_name: string;
  role_key: string;
  role_sort: number;
  status: string;
  remark: string;
  created_at: number;
  version: number;
};

/** WHERE: the roles organisation `orgId` sees (its own and the built-in ones). */
export const seenBy = (orgId: number) => (eb: ExpressionBuilder<Database, 'roles'>) => eb.or([eb('roles.org_id', '=', orgId), eb('roles.org_id', 'is', null)]);

export function roleWire(r: RoleRow): AdminRole {
  return {
    roleId: r.role_id,
    roleName: r.role_name,
    roleKey: r.role_key,
    roleSort: Number(r.role_sort),
    status: r.status === '1' ? '1' : '0',
    remark: r.remark,
    builtIn: r.org_id === null,
    createTime: formatDateTime(Number(r.created_at)),
    version: Number(r.version),
  };
}

/** The enabled roles `auth` may assign in the session's organisation. */
export function assignableRoles(db: Kysely<Database>, auth: AuthInfo): Promise<RoleRow[]> {
  // The group's support desk reaches every hotel's chat: only the platform administrator gives it.
  const builtIns = isAdmin(auth) ? [ADMIN_ROLE, 'common', SUPPORT_ROLE.role_key] : ['common'];
  return db
    .selectFrom('roles')
    .select(ROLE_FIELDS)
    .where('roles.status', '=', '0')
    .where((eb) => eb.or([eb('roles.org_id', '=', auth.orgId), eb.and([eb('roles.org_id', 'is', null), eb('roles.role_key', 'in', builtIns)])]))
    .orderBy('roles.role_sort')
    .orderBy('roles.role_id')
    .execute();
}

/** Enabled users holding the admin role, leaving out `without` (users about to be deleted, disabled or stripped of it). */
export async function adminsLeft(db: Kysely<Database>, without: readonly number[]): Promise<number> {
  let query = db
    .selectFrom('role_users')
    .innerJoin('roles', 'roles.role_id', 'role_users.role_id')
    .innerJoin('users', 'users.user_id', 'role_users.user_id')
    .select((eb) => eb.fn.count<number>('users.user_id').distinct().as('n'))
    .where('roles.role_key', '=', ADMIN_ROLE)
    .where('roles.org_id', 'is', null)
    .where('users.status', '=', '0');
  if (without.length > 0) query = query.where('users.user_id', 'not in', [...without]);
  return Number((await query.executeTakeFirstOrThrow()).n);
}

/** Which of `userIds` hold the admin role (only an administrator may change those users). */
export async function adminsAmong(db: Kysely<Database>, userIds: readonly number[]): Promise<number[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .selectFrom('role_users')
    .innerJoin('roles', 'roles.role_id', 'role_users.role_id')
    .select('role_users.user_id')
    .where('roles.role_key', '=', ADMIN_ROLE)
    .where('roles.org_id', 'is', null)
    .where('role_users.user_id', 'in', [...userIds])
    .execute();
  return rows.map((r) => r.user_id);
}
