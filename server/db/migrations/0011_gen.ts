/**
 * The code generator's configuration (RuoYi's gen module): which database table becomes which CRUD
 * page, and how each of its columns is listed, queried and edited.
 * - `gen_table`: one row per imported table (unique table_name); `options` is JSON text (tree and
 *   sub-table settings); `version` guards concurrent edits. Platform-wide like dictionaries: no org_id.
 * - `gen_table_column`: its columns, deleted with their table. `nullable` and `has_default` are facts
 *   read from the database (refreshed by a sync), used for the generated Kysely type.
 * - For a database seeded before this migration: under the system module (2001) a directory 系统工具
 *   with the page 代码生成 and its buttons, granted to the admin role only (a fresh database gets the
 *   same from server/catalog). Written out here rather than imported from the seed, so this migration
 *   does the same thing forever.
 */
import type { Kysely, Migration } from 'kysely';
import type { Engine } from '../connect.js';
import { withId } from './0001_init.js';

const SYSTEM_MODULE = 2001;
const BUTTONS: Array<[name: string, perms: string]> = [
  ['查询生成', 'tool:gen:query'],
  ['修改生成', 'tool:gen:edit'],
  ['导入表', 'tool:gen:import'],
  ['删除生成', 'tool:gen:remove'],
  ['预览代码', 'tool:gen:preview'],
];

const menu = (v: { name: string; parent: number; order: number; type: 'M' | 'C' | 'F'; path: string; component: string; perms: string; icon: string }) => ({
  menu_name: v.name,
  parent_id: v.parent,
  order_num: v.order,
  path: v.path,
  component: v.component,
  query: '',
  is_frame: '1',
  is_cache: '0',
  menu_type: v.type,
  visible: '0',
  status: '0',
  perms: v.perms,
  icon: v.icon,
  module_id: SYSTEM_MODULE,
  org_code: null,
  initplat_type: null,
  affix: '0',
});

async function addMenus(db: Kysely<any>): Promise<void> {
  const system = await db.selectFrom('modules').select('module_id').where('module_id', '=', SYSTEM_MODULE).executeTakeFirst();
  const has = await db.selectFrom('menus').select('menu_id').where('perms', '=', 'tool:gen:list').executeTakeFirst();
  if (!system || has) return; // an empty database: the seed brings them
  const top: { n: number | string | null } = await db
    .selectFrom('menus')
    .select((eb) => eb.fn.max('order_num').as('n'))
    .where('module_id', '=', SYSTEM_MODULE)
    .where('parent_id', '=', 0)
    .executeTakeFirstOrThrow();
  const insert = async (v: Parameters<typeof menu>[0]) => ((await db.insertInto('menus').values(menu(v)).returning('menu_id').executeTakeFirstOrThrow()) as { menu_id: number }).menu_id;
  const dir = await insert({ name: '系统工具', parent: 0, order: Number(top.n ?? 0) + 1, type: 'M', path: 'tool', component: '', perms: '', icon: 'tool' });
  const page = await insert({ name: '代码生成', parent: dir, order: 1, type: 'C', path: 'gen', component: 'tool/gen/index', perms: 'tool:gen:list', icon: 'code' });
  const added = [dir, page];
  for (const [i, [name, perms]] of BUTTONS.entries()) added.push(await insert({ name, parent: page, order: i + 1, type: 'F', path: '', component: '', perms, icon: '#' }));
  const admin: { role_id: number } | undefined = await db.selectFrom('roles').select('role_id').where('role_key', '=', 'admin').executeTakeFirst();
  if (admin)
    await db
      .insertInto('role_menus')
      .values(added.map((menu_id) => ({ role_id: admin.role_id, menu_id })))
      .execute();
}

export function genTables(engine: Engine): Migration {
  return {
    async up(db: Kysely<any>) {
      const s = db.schema;
      await withId(s.createTable('gen_table'), 'table_id', engine)
        .addColumn('table_name', 'varchar(200)', (c) => c.notNull().unique())
        .addColumn('table_comment', 'varchar(500)', (c) => c.notNull())
        .addColumn('class_name', 'varchar(100)', (c) => c.notNull())
        .addColumn('module_name', 'varchar(30)', (c) => c.notNull())
        .addColumn('business_name', 'varchar(30)', (c) => c.notNull())
        .addColumn('function_name', 'varchar(50)', (c) => c.notNull())
        .addColumn('author', 'varchar(50)', (c) => c.notNull())
        .addColumn('tpl_category', 'varchar(10)', (c) => c.notNull().defaultTo('crud'))
        .addColumn('options', 'text', (c) => c.notNull().defaultTo('{}'))
        .addColumn('remark', 'varchar(500)', (c) => c.notNull().defaultTo(''))
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
      await withId(s.createTable('gen_table_column'), 'column_id', engine)
        .addColumn('table_id', 'integer', (c) => c.notNull().references('gen_table.table_id').onDelete('cascade'))
        .addColumn('column_name', 'varchar(200)', (c) => c.notNull())
        .addColumn('column_comment', 'varchar(500)', (c) => c.notNull())
        .addColumn('column_type', 'varchar(100)', (c) => c.notNull())
        .addColumn('ts_type', 'varchar(20)', (c) => c.notNull())
        .addColumn('ts_field', 'varchar(200)', (c) => c.notNull())
        .addColumn('is_pk', 'varchar(1)', (c) => c.notNull().defaultTo('0'))
        .addColumn('is_increment', 'varchar(1)', (c) => c.notNull().defaultTo('0'))
        .addColumn('is_required', 'varchar(1)', (c) => c.notNull().defaultTo('0'))
        .addColumn('is_insert', 'varchar(1)', (c) => c.notNull().defaultTo('0'))
        .addColumn('is_edit', 'varchar(1)', (c) => c.notNull().defaultTo('0'))
        .addColumn('is_list', 'varchar(1)', (c) => c.notNull().defaultTo('0'))
        .addColumn('is_query', 'varchar(1)', (c) => c.notNull().defaultTo('0'))
        .addColumn('query_type', 'varchar(10)', (c) => c.notNull().defaultTo('EQ'))
        .addColumn('html_type', 'varchar(20)', (c) => c.notNull().defaultTo('input'))
        .addColumn('dict_type', 'varchar(100)', (c) => c.notNull().defaultTo(''))
        .addColumn('nullable', 'varchar(1)', (c) => c.notNull().defaultTo('0'))
        .addColumn('has_default', 'varchar(1)', (c) => c.notNull().defaultTo('0'))
        .addColumn('sort', 'integer', (c) => c.notNull())
        .addUniqueConstraint('gen_table_column_name', ['table_id', 'column_name'])
        .execute();
      await addMenus(db);
    },
  };
}
