/**
 * System settings the administrators manage and what each user keeps for their own tables:
 * - `version` on config, dict_type and dict_data, so concurrent edits get 409 (DESIGN.md section 6);
 * - one value once per dictionary type (unique dict_type + dict_value), as RuoYi's pages assume;
 * - `sys_custom` (column customisation) and `sys_query_plan` (advanced query plans), per user AND
 *   organisation, keyed with org_id first like every tenant table;
 * - the type-F buttons that carry the dictionary and config permissions. A database seeded before
 *   this migration only has 'modify' buttons under those pages; the missing ones are added, granted to
 *   the admin role only (which passes everything anyway: the grant keeps the role menu tree honest).
 *   Written out here rather than imported from the seed, so this migration does the same thing forever.
 */
import type { Kysely, Migration } from 'kysely';
import type { Engine } from '../connect.js';
import { withId } from './0001_init.js';

/** [page permission, button name, button permission], in RuoYi's order query, add, edit, remove, export. */
const BUTTONS: Array<[page: string, name: string, perms: string]> = [
  ['system:config:list', '查询参数', 'system:config:query'],
  ['system:config:list', '新增参数', 'system:config:add'],
  ['system:config:list', '修改参数', 'system:config:edit'],
  ['system:config:list', '删除参数', 'system:config:remove'],
  ['system:dict:list', '查询字典', 'system:dict:query'],
  ['system:dict:list', '新增字典', 'system:dict:add'],
  ['system:dict:list', '修改字典', 'system:dict:edit'],
  ['system:dict:list', '删除字典', 'system:dict:remove'],
  ['system:dict:list', '导出字典', 'system:dict:export'],
];

type PageRow = { menu_id: number; perms: string; module_id: number; org_code: string | null };

async function backfillButtons(db: Kysely<any>): Promise<void> {
  const pages: PageRow[] = await db
    .selectFrom('menus')
    .select(['menu_id', 'perms', 'module_id', 'org_code'])
    .where('menu_type', '=', 'C')
    .where('perms', 'in', [...new Set(BUTTONS.map(([page]) => page))])
    .execute();
  if (pages.length === 0) return; // an empty database: the seed brings them
  const children: Array<{ parent_id: number; perms: string; order_num: number }> = await db
    .selectFrom('menus')
    .select(['parent_id', 'perms', 'order_num'])
    .where(
      'parent_id',
      'in',
      pages.map((p) => p.menu_id),
    )
    .execute();
  const admin: { role_id: number } | undefined = await db.selectFrom('roles').select('role_id').where('role_key', '=', 'admin').executeTakeFirst();
  for (const page of pages) {
    const mine = children.filter((c) => c.parent_id === page.menu_id);
    const have = new Set(mine.map((c) => c.perms));
    let order = Math.max(0, ...mine.map((c) => Number(c.order_num)));
    const missing = BUTTONS.filter(([p, , perms]) => p === page.perms && !have.has(perms));
    if (missing.length === 0) continue;
    const inserted: Array<{ menu_id: number }> = await db
      .insertInto('menus')
      .values(
        missing.map(([, name, perms]) => ({
          menu_name: name,
          parent_id: page.menu_id,
          order_num: (order += 1),
          path: '',
          component: '',
          query: '',
          is_frame: '1',
          is_cache: '0',
          menu_type: 'F',
          visible: '0',
          status: '0',
          perms,
          icon: '#',
          module_id: page.module_id,
          org_code: page.org_code,
          initplat_type: null,
          affix: '0',
        })),
      )
      .returning('menu_id')
      .execute();
    if (admin)
      await db
        .insertInto('role_menus')
        .values(inserted.map((m) => ({ role_id: admin.role_id, menu_id: m.menu_id })))
        .execute();
  }
}

export function systemSettings(engine: Engine): Migration {
  return {
    async up(db: Kysely<any>) {
      const s = db.schema;
      for (const table of ['config', 'dict_type', 'dict_data']) {
        await s
          .alterTable(table)
          .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
          .execute();
      }
      await s.createIndex('dict_data_type_value').on('dict_data').columns(['dict_type', 'dict_value']).unique().execute();

      await withId(s.createTable('sys_custom'), 'custom_id', engine)
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
        .addColumn('org_id', 'integer', (c) => c.notNull().references('organisations.org_id').onDelete('cascade'))
        .addColumn('page_id', 'varchar(64)', (c) => c.notNull())
        .addColumn('table_id', 'varchar(64)', (c) => c.notNull())
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .addUniqueConstraint('sys_custom_owner_table', ['org_id', 'user_id', 'page_id', 'table_id'])
        .execute();

      await withId(s.createTable('sys_query_plan'), 'plan_id', engine)
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
        .addColumn('org_id', 'integer', (c) => c.notNull().references('organisations.org_id').onDelete('cascade'))
        .addColumn('page_id', 'varchar(64)', (c) => c.notNull())
        .addColumn('table_id', 'varchar(64)', (c) => c.notNull())
        .addColumn('plan_name', 'varchar(50)', (c) => c.notNull())
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .addUniqueConstraint('sys_query_plan_owner_name', ['org_id', 'user_id', 'page_id', 'table_id', 'plan_name'])
        .execute();

      await backfillButtons(db);
    },
  };
}
