/**
 * Approvals (issue 7): the approval dictionary (categories), definitions per organisation with their
 * versions (one editable draft, then immutable published versions: BPMN XML + form-js schema), and the
 * engine's state: instances, their open and closed user tasks, who each task is assigned to, and every
 * decision. The engine keeps all of its state in these tables (no in-memory run), so an approval
 * survives restarts and several server processes decide on it under a lock on the instance row.
 *
 * - `approval_task_assignees(user_id, task_id)` is the pending list's index: one row per task and
 *   assignee, `open` '1' while the task is open, so "my open tasks" is one indexed range.
 *   `notice_id` is the to-do notice (task_notices) the assignee got, marked done when the task closes.
 * - `approval_instances.path` is the JSON array of element ids passed through (status query),
 *   `joins` the JSON object of arrivals at each joining parallel gateway, `waiting_at` the names of
 *   the open tasks (lists show it without a join).
 *
 * Menus: the approval dictionary, definitions, pending list, status query and the (hidden) designer
 * under the service platform (module 3003). A fresh database gets them from the seed (server/catalog
 * holds the same values); a database seeded before this version gets them here, granted as
 * the seed grants them. The old shared approval forms (`approval_menus`, migration 0002) are left as
 * they are but no longer read: getApprovalMenuList answers published definitions now.
 */
import type { Kysely, Migration } from 'kysely';
import type { Engine } from '../connect.js';
import { withId } from './0001_init.js';
import { syncRouteTable } from './route-table.js';

const SERVICE_MODULE = 3003;
const APPROVAL_DICT_PATH = '/htservice/approvalCenter/approvalDict';
const APPROVAL_DEFINITION_PATH = '/htservice/approvalCenter/approvalDefinition';
const PENDING_LIST_PATH = '/htservice/approvalCenter/pendingList';
const STATUS_QUERY_PATH = '/htservice/approvalCenter/approvalStatusQuery';
const DESIGNER_PATH = '/metadata/temp4/wfd';
/** SPEC.md's approvalInitiated/queryApproval/ApprovalFromDataDemoDetail: one approval's form, path and decisions. */
const STATUS_DETAIL_PATH = '/htservice/approvalInitiated/queryApproval/ApprovalFromDataDemoDetail';

type ApprovalPage = { name: string; path: string; component: string; perms: string; icon: string; hidden: boolean; buttons: Array<[string, string]> };

/** The pages as version 0018 introduced them (module 3003, absolute paths, SPEC.md's addresses). */
export const APPROVAL_PAGES: ApprovalPage[] = [
  {
    name: '审批字典',
    path: APPROVAL_DICT_PATH,
    component: 'service/approvalCenter/approvalDict',
    perms: 'service:approvalDict:list',
    icon: 'dict',
    hidden: false,
    buttons: [
      ['新增审批类别', 'service:approvalDict:add'],
      ['修改审批类别', 'service:approvalDict:edit'],
      ['删除审批类别', 'service:approvalDict:remove'],
    ],
  },
  {
    name: '审批定义',
    path: APPROVAL_DEFINITION_PATH,
    component: 'service/approvalCenter/approvalDefinition',
    perms: 'service:approvalDefinition:list',
    icon: 'tree-table',
    hidden: false,
    buttons: [
      ['新增审批定义', 'service:approvalDefinition:add'],
      ['修改审批定义', 'service:approvalDefinition:edit'],
      ['删除审批定义', 'service:approvalDefinition:remove'],
      ['发布审批定义', 'service:approvalDefinition:publish'],
    ],
  },
  { name: '流程设计', path: DESIGNER_PATH, component: 'service/approval/designer', perms: 'service:approvalDefinition:edit', icon: 'tree', hidden: true, buttons: [] },
  { name: '待办审批', path: PENDING_LIST_PATH, component: 'service/approvalCenter/pendingList', perms: 'service:approval:list', icon: 'list', hidden: false, buttons: [] },
  { name: '审批状态', path: STATUS_QUERY_PATH, component: 'service/approvalCenter/approvalStatusQuery', perms: 'service:approval:query', icon: 'search', hidden: true, buttons: [] },
  {
    name: '审批详情',
    path: STATUS_DETAIL_PATH,
    component: 'service/approvalInitiated/queryApproval/ApprovalFromDataDemoDetail',
    perms: 'service:approval:query',
    icon: 'documentation',
    hidden: true,
    buttons: [],
  },
];

/** Menu key of a page (as server/catalog/rows.ts derives it for an absolute path under module 3003). */
export const approvalPageKey = (path: string) => `service:${path}`;
/** Pages only approval administrators get (the module grant of other roles leaves them out). */
const APPROVAL_ADMIN_KEYS: string[] = APPROVAL_PAGES.filter((p) => p.perms.startsWith('service:approvalDict') || p.perms.startsWith('service:approvalDefinition')).flatMap((p) => [
  approvalPageKey(p.path),
  ...p.buttons.map(([, perms]) => `${approvalPageKey(p.path)}#${perms}`),
]);
/** What accountants get of the service platform: approve and query (front desk has the whole module but the admin pages). */
export const ACCOUNTANT_APPROVAL_KEYS: string[] = [
  'service:index',
  'service:approvalCenter',
  'service:approvalCenter#service:approval:approve',
  approvalPageKey(PENDING_LIST_PATH),
  approvalPageKey(STATUS_QUERY_PATH),
  approvalPageKey(STATUS_DETAIL_PATH),
  approvalPageKey('/htservice/approvalInitiated/queryApproval'),
];

async function backfillMenus(db: Kysely<any>): Promise<void> {
  const home: { menu_id: number } | undefined = await db.selectFrom('menus').select('menu_id').where('menu_key', '=', 'service:index').executeTakeFirst();
  if (!home) return; // an empty database: the seed brings the menus
  if (await db.selectFrom('menus').select('menu_id').where('menu_key', '=', approvalPageKey(PENDING_LIST_PATH)).executeTakeFirst()) return;
  const order: { n: number | null } = await db
    .selectFrom('menus')
    .select((eb) => eb.fn.max('order_num').as('n'))
    .where('module_id', '=', SERVICE_MODULE)
    .where('parent_id', '=', 0)
    .executeTakeFirstOrThrow();
  const common = { query: '', is_frame: '1', is_cache: '0', status: '0', module_id: SERVICE_MODULE, org_code: null, initplat_type: null, affix: '0' };
  const idOf = new Map<string, number>();
  for (const [i, p] of APPROVAL_PAGES.entries()) {
    const key = approvalPageKey(p.path);
    const page: { menu_id: number } = await db
      .insertInto('menus')
      .values({
        ...common,
        menu_name: p.name,
        parent_id: 0,
        order_num: Number(order.n ?? 0) + 1 + i,
        path: p.path,
        component: p.component,
        menu_type: 'C',
        visible: p.hidden ? '1' : '0',
        perms: p.perms,
        icon: p.icon,
        menu_key: key,
      })
      .returning('menu_id')
      .executeTakeFirstOrThrow();
    idOf.set(key, page.menu_id);
    for (const [k, [name, perms]] of p.buttons.entries()) {
      const button: { menu_id: number } = await db
        .insertInto('menus')
        .values({ ...common, menu_name: name, parent_id: page.menu_id, order_num: k + 1, path: '', component: '', menu_type: 'F', visible: '0', perms, icon: '#', menu_key: `${key}#${perms}` })
        .returning('menu_id')
        .executeTakeFirstOrThrow();
      idOf.set(`${key}#${perms}`, button.menu_id);
    }
  }
  const admin = new Set(APPROVAL_ADMIN_KEYS);
  const everyNew = [...idOf.values()];
  const forFrontdesk = [...idOf.entries()].filter(([key]) => !admin.has(key)).map(([, id]) => id);
  const existing = await db.selectFrom('menus').select(['menu_id', 'menu_key']).where('menu_key', 'in', ACCOUNTANT_APPROVAL_KEYS).execute();
  const forAccountant = [...new Set([...existing.map((m: { menu_id: number }) => m.menu_id), ...ACCOUNTANT_APPROVAL_KEYS.map((k) => idOf.get(k)).filter((id): id is number => id !== undefined)])];
  const roles: Array<{ role_id: number; role_key: string }> = await db.selectFrom('roles').select(['role_id', 'role_key']).where('role_key', 'in', ['admin', 'frontdesk', 'accountant']).execute();
  const have: Array<{ role_id: number; menu_id: number }> = roles.length
    ? await db
        .selectFrom('role_menus')
        .select(['role_id', 'menu_id'])
        .where(
          'role_id',
          'in',
          roles.map((r) => r.role_id),
        )
        .execute()
    : [];
  const held = new Set(have.map((g) => `${g.role_id}:${g.menu_id}`));
  const grants = roles.flatMap((r) => {
    const menus = r.role_key === 'admin' ? everyNew : r.role_key === 'frontdesk' ? forFrontdesk : forAccountant;
    return menus.filter((menu_id) => !held.has(`${r.role_id}:${menu_id}`)).map((menu_id) => ({ role_id: r.role_id, menu_id }));
  });
  if (grants.length) await db.insertInto('role_menus').values(grants).execute();
  await syncRouteTable(db, [SERVICE_MODULE]);
}

export function approvals(engine: Engine): Migration {
  return {
    async up(db: Kysely<any>) {
      const s = db.schema;
      await withId(s.createTable('approval_categories'), 'category_id', engine)
        .addColumn('org_id', 'integer', (c) => c.notNull().references('organisations.org_id').onDelete('cascade'))
        .addColumn('category_code', 'varchar(50)', (c) => c.notNull())
        .addColumn('category_name', 'varchar(100)', (c) => c.notNull())
        .addColumn('order_num', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('status', 'char(1)', (c) => c.notNull().defaultTo('0'))
        .addColumn('remark', 'varchar(500)')
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .addUniqueConstraint('approval_categories_code', ['org_id', 'category_code'])
        .execute();
      await withId(s.createTable('approval_definitions'), 'definition_id', engine)
        .addColumn('org_id', 'integer', (c) => c.notNull().references('organisations.org_id').onDelete('cascade'))
        .addColumn('category_id', 'integer', (c) => c.notNull().references('approval_categories.category_id'))
        .addColumn('def_key', 'varchar(64)', (c) => c.notNull())
        .addColumn('name', 'varchar(100)', (c) => c.notNull())
        .addColumn('name_en', 'varchar(100)')
        .addColumn('description', 'varchar(500)')
        .addColumn('published_version', 'integer')
        .addColumn('draft_version', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('status', 'char(1)', (c) => c.notNull().defaultTo('0'))
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .addUniqueConstraint('approval_definitions_key', ['org_id', 'def_key'])
        .execute();
      // The draft is the row with published_at null (version_no = the definition's draft_version); a
      // published row is never updated again.
      await withId(s.createTable('approval_versions'), 'version_id', engine)
        .addColumn('definition_id', 'integer', (c) => c.notNull().references('approval_definitions.definition_id').onDelete('cascade'))
        .addColumn('version_no', 'integer', (c) => c.notNull())
        .addColumn('bpmn_xml', 'text', (c) => c.notNull())
        .addColumn('form_schema', 'text', (c) => c.notNull())
        .addColumn('draft_revision', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('published_at', 'bigint')
        .addColumn('published_by', 'varchar(64)')
        .addUniqueConstraint('approval_versions_no', ['definition_id', 'version_no'])
        .execute();
      await withId(s.createTable('approval_instances'), 'instance_id', engine)
        .addColumn('org_id', 'integer', (c) => c.notNull().references('organisations.org_id').onDelete('cascade'))
        .addColumn('definition_id', 'integer', (c) => c.notNull().references('approval_definitions.definition_id'))
        .addColumn('version_no', 'integer', (c) => c.notNull())
        .addColumn('name', 'varchar(100)', (c) => c.notNull())
        // Null once the user is deleted: the approval's history keeps the name (initiator_name).
        .addColumn('initiator_id', 'integer', (c) => c.references('users.user_id').onDelete('set null'))
        .addColumn('initiator_name', 'varchar(64)', (c) => c.notNull())
        .addColumn('form_data', 'text', (c) => c.notNull())
        .addColumn('status', 'varchar(16)', (c) => c.notNull())
        .addColumn('path', 'text', (c) => c.notNull())
        .addColumn('joins', 'text', (c) => c.notNull())
        .addColumn('waiting_at', 'varchar(500)', (c) => c.notNull().defaultTo(''))
        .addColumn('started_at', 'bigint', (c) => c.notNull())
        .addColumn('ended_at', 'bigint')
        .execute();
      await s.createIndex('approval_instances_org').on('approval_instances').columns(['org_id', 'instance_id']).execute();
      await s.createIndex('approval_instances_initiator').on('approval_instances').columns(['initiator_id', 'instance_id']).execute();
      await withId(s.createTable('approval_tasks'), 'task_id', engine)
        .addColumn('org_id', 'integer', (c) => c.notNull().references('organisations.org_id').onDelete('cascade'))
        .addColumn('instance_id', 'integer', (c) => c.notNull().references('approval_instances.instance_id').onDelete('cascade'))
        .addColumn('element_id', 'varchar(100)', (c) => c.notNull())
        .addColumn('element_name', 'varchar(200)', (c) => c.notNull())
        .addColumn('status', 'varchar(16)', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('ended_at', 'bigint')
        .execute();
      await s.createIndex('approval_tasks_instance').on('approval_tasks').columns(['instance_id', 'status']).execute();
      await s
        .createTable('approval_task_assignees')
        .addColumn('task_id', 'integer', (c) => c.notNull().references('approval_tasks.task_id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
        .addColumn('open', 'char(1)', (c) => c.notNull())
        .addColumn('notice_id', 'integer')
        .addPrimaryKeyConstraint('approval_task_assignees_pk', ['task_id', 'user_id'])
        .execute();
      // The pending list: one user's open tasks, newest first (task ids grow with creation time).
      await s.createIndex('approval_task_assignees_user').on('approval_task_assignees').columns(['user_id', 'open', 'task_id']).execute();
      await withId(s.createTable('approval_decisions'), 'decision_id', engine)
        .addColumn('instance_id', 'integer', (c) => c.notNull().references('approval_instances.instance_id').onDelete('cascade'))
        .addColumn('element_id', 'varchar(100)', (c) => c.notNull())
        .addColumn('element_name', 'varchar(200)', (c) => c.notNull())
        .addColumn('action', 'varchar(16)', (c) => c.notNull())
        .addColumn('user_id', 'integer', (c) => c.notNull())
        .addColumn('user_name', 'varchar(64)', (c) => c.notNull())
        .addColumn('comment', 'varchar(1000)')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await s.createIndex('approval_decisions_instance').on('approval_decisions').columns(['instance_id', 'decision_id']).execute();
      await backfillMenus(db);
    },
    async down(db: Kysely<any>) {
      for (const table of ['approval_decisions', 'approval_task_assignees', 'approval_tasks', 'approval_instances', 'approval_versions', 'approval_definitions', 'approval_categories']) {
        await db.schema.dropTable(table).execute();
      }
    },
  };
}
