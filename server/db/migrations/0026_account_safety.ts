/**
 * Account safety (security round 2):
 * - `users.password_change_required`: 1 when someone other than the user chose the password (an
 *   administrator creating the account or resetting it, a printed initial password); the user must
 *   choose a new one before anything else works. Existing accounts keep theirs (0).
 * - `name_lockouts`: the lockout state of user names that match no account, kept exactly like an
 *   account's failed_count / locked_until, so an unknown name answers 401 and then 423 the same way a
 *   real one does and the lockout answer reveals nothing about which names exist.
 * - Grants of permissions that act on every hotel (db/platform-permissions.ts) held by a hotel's own
 *   role or by 'common' are withdrawn: from now on only platform roles carry them. The list is written
 *   out here so this migration does the same thing forever.
 */
import type { Kysely, Migration } from 'kysely';

const PLATFORM_FAMILIES = ['system:config:', 'system:dict:', 'tool:gen:', 'system:job:', 'system:jobLog:'];
const PLATFORM_EXACT = ['system:module:add', 'system:module:edit', 'system:module:remove', 'system:module:licence', 'service:support:reply'];

export const accountSafety: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .alterTable('users')
      .addColumn('password_change_required', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .createTable('name_lockouts')
      .addColumn('user_name', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('failed_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('locked_until', 'bigint')
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
    await db
      .deleteFrom('role_menus')
      .where('role_id', 'in', (eb: any) =>
        eb
          .selectFrom('roles')
          .select('role_id')
          .where((r: any) => r.or([r('org_id', 'is not', null), r('role_key', '=', 'common')])),
      )
      .where('menu_id', 'in', (eb: any) =>
        eb
          .selectFrom('menus')
          .select('menu_id')
          .where((m: any) => m.or([...PLATFORM_FAMILIES.map((f) => m('perms', 'like', `${f}%`)), m('perms', 'in', PLATFORM_EXACT)])),
      )
      .execute();
  },
};
