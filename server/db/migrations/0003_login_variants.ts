/**
 * The login variants: a session remembers the area it was opened for ('main', the shell's modules, or
 * 'initplat', the initialisation platform signed in through its own login), so the server can keep an
 * initplat token to its module. Existing sessions were all opened through the main login.
 *
 * Self-registration gives new users the role 'common' (no menus, so no module until an administrator
 * grants one). A fresh database gets it from the seed, which runs after the migrations; a database
 * seeded before this migration gets it here, only where missing (as 0002 does for its reference data).
 */
import type { Kysely, Migration } from 'kysely';

const COMMON_ROLE = { role_name: '普通用户', role_key: 'common', role_sort: 99, status: '0' } as const;

export function loginVariants(): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .alterTable('sessions')
        .addColumn('area', 'varchar(10)', (c) => c.notNull().defaultTo('main'))
        .execute();
      const seeded = await db.selectFrom('roles').select('role_id').limit(1).executeTakeFirst();
      const common = await db.selectFrom('roles').select('role_id').where('role_key', '=', COMMON_ROLE.role_key).executeTakeFirst();
      if (seeded && !common) await db.insertInto('roles').values(COMMON_ROLE).execute();
    },
  };
}
