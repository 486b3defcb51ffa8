/**
 * Roles belong to an organisation (issue 4: users and roles of the organisation). Until now roles were
 * global and both hotels shared 'frontdesk' and 'accountant', so a hotel editing its front-desk role
 * changed the other hotel's too.
 *
 * - roles gain `org_id` (null only for the platform's built-in roles 'admin' and 'common', which no
 *   hotel may edit), `remark`, `version` (optimistic concurrency) and `created_at`; the role key is
 *   unique per organisation instead of globally (so every hotel keeps its 'frontdesk').
 * - every other global role is split into one copy per organisation, with the same menus; each user
 *   holding it is moved to the copy of their home organisation; the global original goes.
 *
 * - the user and role pages gain their missing type-F buttons (query, edit, remove…) and the hidden
 *   detail pages /htservice/user and /htservice/role, granted to the admin role only (as 0004 did),
 *   where an older seed lacks them. Written out here rather than imported from the seed.
 *
 * SQLite cannot drop a column's UNIQUE, so there the table is rebuilt (SQLite's documented 12 steps):
 * with foreign keys off, or dropping the old table would cascade into role_users and role_menus.
 * PostgreSQL alters in place (and runs the whole migration in one transaction anyway).
 */
import { sql, type Kysely, type Migration } from 'kysely';
import type { Engine } from '../connect.js';
import { withId } from './0001_init.js';

/** Role keys that stay platform-wide (org_id null). */
const BUILT_IN_ROLE_KEYS = ['admin', 'common'] as const;

async function rebuildSqliteRoles(db: Kysely<any>): Promise<void> {
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await db.transaction().execute(async (trx) => {
      await withId(trx.schema.createTable('roles_new'), 'role_id', 'sqlite')
        .addColumn('org_id', 'integer', (c) => c.references('organisations.org_id').onDelete('cascade'))
        .addColumn('role_name', 'varchar(64)', (c) => c.notNull())
        .addColumn('role_key', 'varchar(64)', (c) => c.notNull())
        .addColumn('role_sort', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('status', 'varchar(1)', (c) => c.notNull().defaultTo('0'))
        .addColumn('remark', 'varchar(500)', (c) => c.notNull().defaultTo(''))
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('created_at', 'bigint', (c) => c.notNull().defaultTo(0))
        .execute();
      await sql`insert into roles_new (role_id, role_name, role_key, role_sort, status) select role_id, role_name, role_key, role_sort, status from roles`.execute(trx);
      await trx.schema.dropTable('roles').execute();
      await trx.schema.alterTable('roles_new').renameTo('roles').execute();
      const broken = await sql`pragma foreign_key_check`.execute(trx);
      if (broken.rows.length > 0) throw new Error('roles rebuild left dangling references');
    });
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}

async function alterPostgresRoles(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('roles')
    .addColumn('org_id', 'integer', (c) => c.references('organisations.org_id').onDelete('cascade'))
    .execute();
  await db.schema
    .alterTable('roles')
    .addColumn('remark', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('roles')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .alterTable('roles')
    .addColumn('created_at', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  // The name PostgreSQL gives a column-level UNIQUE of 0001.
  await db.schema.alterTable('roles').dropConstraint('roles_role_key_key').execute();
}

/** One copy of every global, non-built-in role per organisation; users follow to their home organisation's copy. */
async function splitGlobalRoles(db: Kysely<any>): Promise<void> {
  const globals: Array<{ role_id: number; role_name: string; role_key: string; role_sort: number; status: string }> = await db
    .selectFrom('roles')
    .select(['role_id', 'role_name', 'role_key', 'role_sort', 'status'])
    .where('org_id', 'is', null)
    .where('role_key', 'not in', [...BUILT_IN_ROLE_KEYS])
    .orderBy('role_id')
    .execute();
  if (globals.length === 0) return;
  const orgs: Array<{ org_id: number }> = await db.selectFrom('organisations').select('org_id').orderBy('org_id').execute();
  for (const org of orgs) {
    for (const role of globals) {
      const copy: { role_id: number } = await db
        .insertInto('roles')
        .values({ org_id: org.org_id, role_name: role.role_name, role_key: role.role_key, role_sort: role.role_sort, status: role.status })
        .returning('role_id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('role_menus')
        .columns(['role_id', 'menu_id'])
        .expression((eb: any) =>
          eb
            .selectFrom('role_menus')
            .select([sql.lit(copy.role_id).as('role_id'), 'menu_id'])
            .where('role_id', '=', role.role_id),
        )
        .execute();
      await db
        .updateTable('role_users')
        .set({ role_id: copy.role_id })
        .where('role_id', '=', role.role_id)
        .where('user_id', 'in', (eb: any) => eb.selectFrom('users').select('user_id').where('org_id', '=', org.org_id))
        .execute();
    }
  }
  await db
    .deleteFrom('roles')
    .where(
      'role_id',
      'in',
      globals.map((r) => r.role_id),
    )
    .execute();
}

const BUTTONS: Array<[page: string, name: string, perms: string]> = [
  ['system:user:list', '查询用户', 'system:user:query'],
  ['system:user:list', '新增用户', 'system:user:add'],
  ['system:user:list', '修改用户', 'system:user:edit'],
  ['system:user:list', '删除用户', 'system:user:remove'],
  ['system:user:list', '重置密码', 'system:user:resetPwd'],
  ['system:role:list', '查询角色', 'system:role:query'],
  ['system:role:list', '新增角色', 'system:role:add'],
  ['system:role:list', '修改角色', 'system:role:edit'],
  ['system:role:list', '删除角色', 'system:role:remove'],
];
const DETAILS: Array<[page: string, name: string, path: string, component: string, perms: string]> = [
  ['system:user:list', '用户详情', '/htservice/user', 'system/user/detail', 'system:user:query'],
  ['system:role:list', '角色详情', '/htservice/role', 'system/role/detail', 'system:role:query'],
];

type PageRow = { menu_id: number; parent_id: number; perms: string; module_id: number; org_code: string | null };

const menuValues = (v: { name: string; parent: number; order: number; type: 'C' | 'F'; path: string; component: string; perms: string; hidden: boolean; at: PageRow }) => ({
  menu_name: v.name,
  parent_id: v.parent,
  order_num: v.order,
  path: v.path,
  component: v.component,
  query: '',
  is_frame: '1',
  is_cache: '0',
  menu_type: v.type,
  visible: v.hidden ? '1' : '0',
  status: '0',
  perms: v.perms,
  icon: v.type === 'F' ? '#' : 'list',
  module_id: v.at.module_id,
  org_code: v.at.org_code,
  initplat_type: null,
  affix: '0',
});

async function backfillMenus(db: Kysely<any>): Promise<void> {
  const pages: PageRow[] = await db
    .selectFrom('menus')
    .select(['menu_id', 'parent_id', 'perms', 'module_id', 'org_code'])
    .where('menu_type', '=', 'C')
    .where('perms', 'in', ['system:user:list', 'system:role:list'])
    .execute();
  if (pages.length === 0) return; // an empty database: the seed brings them
  const existing: Array<{ parent_id: number; perms: string; path: string }> = await db.selectFrom('menus').select(['parent_id', 'perms', 'path']).execute();
  const added: number[] = [];
  for (const page of pages) {
    const missing = BUTTONS.filter(([p, , perms]) => p === page.perms && !existing.some((m) => m.parent_id === page.menu_id && m.perms === perms));
    for (const [i, [, name, perms]] of missing.entries()) {
      const row: { menu_id: number } = await db
        .insertInto('menus')
        .values(menuValues({ name, parent: page.menu_id, order: 100 + i, type: 'F', path: '', component: '', perms, hidden: false, at: page }))
        .returning('menu_id')
        .executeTakeFirstOrThrow();
      added.push(row.menu_id);
    }
    for (const [p, name, path, component, perms] of DETAILS) {
      if (p !== page.perms || existing.some((m) => m.path === path)) continue;
      const row: { menu_id: number } = await db
        .insertInto('menus')
        .values(menuValues({ name, parent: page.parent_id, order: 100, type: 'C', path, component, perms, hidden: true, at: page }))
        .returning('menu_id')
        .executeTakeFirstOrThrow();
      added.push(row.menu_id);
    }
  }
  const admin: { role_id: number } | undefined = await db.selectFrom('roles').select('role_id').where('role_key', '=', 'admin').where('org_id', 'is', null).executeTakeFirst();
  if (admin && added.length > 0)
    await db
      .insertInto('role_menus')
      .values(added.map((menu_id) => ({ role_id: admin.role_id, menu_id })))
      .execute();
}

export function orgRoles(engine: Engine): Migration {
  return {
    async up(db: Kysely<any>) {
      if (engine === 'postgres') await alterPostgresRoles(db);
      else await rebuildSqliteRoles(db);
      await db.schema.createIndex('roles_org_key').on('roles').columns(['org_id', 'role_key']).unique().execute();
      await splitGlobalRoles(db);
      await backfillMenus(db);
    },
  };
}
