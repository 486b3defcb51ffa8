/**
 * Organisation management and organisation parameters:
 * - `organisations` gains what the organisation page edits (contact, phone, address, remark) and a
 *   `version`, so two administrators editing the same organisation get 409 instead of a lost update;
 * - `base_org_para`: each organisation's own key/value parameters (本位币, 默认税率, …), one key once
 *   per organisation, org_id first like every tenant table;
 * - for a database seeded before this migration (a fresh one gets the same from server/catalog): the
 *   organisation page's missing buttons (query, edit, remove), the hidden page 组织详情 at /htservice/org,
 *   and the page 组织参数 at the absolute path /htservice/baseOrgPara under 系统管理 with its buttons,
 *   granted to the admin role only, as 0004 and
 *   0005 do. Written out here rather than imported from the seed, so this migration does the same
 *   thing forever. Parameter rows are not back-filled: baseOrgParaUpdate or initData add them on demand.
 */
import type { Kysely, Migration } from 'kysely';
import type { Engine } from '../connect.js';
import { withId } from './0001_init.js';

const SYSTEM_MODULE = 2001;
const PARA_PATH = '/htservice/baseOrgPara';
const DETAIL_PATH = '/htservice/org';

type MenuRow = { menu_id: number; module_id: number; org_code: string | null };

const menuValues = (v: { name: string; parent: number; order: number; type: 'C' | 'F'; path: string; component: string; perms: string; at: MenuRow }) => ({
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
  icon: v.type === 'F' ? '#' : 'list',
  module_id: v.at.module_id,
  org_code: v.at.org_code,
  initplat_type: null,
  affix: '0',
});

async function insertMenu(db: Kysely<any>, values: ReturnType<typeof menuValues>): Promise<number> {
  const row: { menu_id: number } = await db.insertInto('menus').values(values).returning('menu_id').executeTakeFirstOrThrow();
  return row.menu_id;
}

async function backfillMenus(db: Kysely<any>): Promise<number[]> {
  const added: number[] = [];
  const orgPage: MenuRow | undefined = await db
    .selectFrom('menus')
    .select(['menu_id', 'module_id', 'org_code'])
    .where('menu_type', '=', 'C')
    .where('perms', '=', 'system:org:list')
    .orderBy('menu_id')
    .executeTakeFirst();
  if (!orgPage) return added; // an empty database: the seed brings them
  const have: Array<{ perms: string; order_num: number }> = await db.selectFrom('menus').select(['perms', 'order_num']).where('parent_id', '=', orgPage.menu_id).execute();
  let order = Math.max(0, ...have.map((b) => Number(b.order_num)));
  const orgButtons: Array<[string, string]> = [
    ['查询组织', 'system:org:query'],
    ['新增组织', 'system:org:add'],
    ['修改组织', 'system:org:edit'],
    ['删除组织', 'system:org:remove'],
  ];
  for (const [name, perms] of orgButtons) {
    if (have.some((b) => b.perms === perms)) continue;
    added.push(await insertMenu(db, menuValues({ name, parent: orgPage.menu_id, order: (order += 1), type: 'F', path: '', component: '', perms, at: orgPage })));
  }
  const hasDetail = await db.selectFrom('menus').select('menu_id').where('path', '=', DETAIL_PATH).executeTakeFirst();
  if (!hasDetail) {
    const parent: { parent_id: number } = await db.selectFrom('menus').select('parent_id').where('menu_id', '=', orgPage.menu_id).executeTakeFirstOrThrow();
    const detail = menuValues({
      name: '组织详情',
      parent: parent.parent_id,
      order: 99,
      type: 'C',
      path: DETAIL_PATH,
      component: 'system/org/detail',
      perms: 'system:org:query',
      at: { ...orgPage, module_id: SYSTEM_MODULE },
    });
    added.push(await insertMenu(db, { ...detail, visible: '1' }));
  }
  const hasPara = await db.selectFrom('menus').select('menu_id').where('perms', '=', 'system:orgPara:list').executeTakeFirst();
  if (!hasPara) {
    const parent: { parent_id: number } = await db.selectFrom('menus').select('parent_id').where('menu_id', '=', orgPage.menu_id).executeTakeFirstOrThrow();
    const siblings: { n: number | string | null } = await db
      .selectFrom('menus')
      .select((eb) => eb.fn.max('order_num').as('n'))
      .where('parent_id', '=', parent.parent_id)
      .executeTakeFirstOrThrow();
    const at = { ...orgPage, module_id: SYSTEM_MODULE };
    const page = await insertMenu(
      db,
      menuValues({ name: '组织参数', parent: parent.parent_id, order: Number(siblings.n ?? 0) + 1, type: 'C', path: PARA_PATH, component: 'system/orgPara/index', perms: 'system:orgPara:list', at }),
    );
    added.push(page);
    const paraButtons: Array<[string, string]> = [
      ['查询组织参数', 'system:orgPara:query'],
      ['新增组织参数', 'system:orgPara:add'],
      ['修改组织参数', 'system:orgPara:edit'],
    ];
    for (const [i, [name, perms]] of paraButtons.entries()) {
      added.push(await insertMenu(db, menuValues({ name, parent: page, order: i + 1, type: 'F', path: '', component: '', perms, at })));
    }
  }
  return added;
}

export function orgAdmin(engine: Engine): Migration {
  return {
    async up(db: Kysely<any>) {
      const s = db.schema;
      await s
        .alterTable('organisations')
        .addColumn('contact', 'varchar(64)', (c) => c.notNull().defaultTo(''))
        .execute();
      await s
        .alterTable('organisations')
        .addColumn('phone', 'varchar(20)', (c) => c.notNull().defaultTo(''))
        .execute();
      await s
        .alterTable('organisations')
        .addColumn('address', 'varchar(200)', (c) => c.notNull().defaultTo(''))
        .execute();
      await s
        .alterTable('organisations')
        .addColumn('remark', 'varchar(500)', (c) => c.notNull().defaultTo(''))
        .execute();
      await s
        .alterTable('organisations')
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();

      await withId(s.createTable('base_org_para'), 'para_id', engine)
        .addColumn('org_id', 'integer', (c) => c.notNull().references('organisations.org_id'))
        .addColumn('para_key', 'varchar(100)', (c) => c.notNull())
        .addColumn('para_name', 'varchar(100)', (c) => c.notNull())
        .addColumn('para_value', 'varchar(500)', (c) => c.notNull().defaultTo(''))
        .addColumn('remark', 'varchar(500)', (c) => c.notNull().defaultTo(''))
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
        .addUniqueConstraint('base_org_para_org_key', ['org_id', 'para_key'])
        .execute();

      const added = await backfillMenus(db);
      const admin: { role_id: number } | undefined = await db.selectFrom('roles').select('role_id').where('role_key', '=', 'admin').executeTakeFirst();
      if (admin && added.length > 0)
        await db
          .insertInto('role_menus')
          .values(added.map((menu_id) => ({ role_id: admin.role_id, menu_id })))
          .execute();
    },
  };
}
