/**
 * Services of the shell around the pages: module licences and the seats the heartbeat leases,
 * approval forms, per-user preferences and to-do notices. Portable schema builder only, as 0001.
 *
 * A database created before this migration already holds organisations, modules and roles, which
 * seed.ts will never touch again (it runs on an empty database only). So this migration fills in,
 * only where missing, what those existing databases need to keep working: a licence for every
 * organisation and module (or every heartbeat would answer 409), and the service platform's
 * approval query page. The approval forms are reference data, not demo data: they are inserted
 * here for new and existing databases alike. The values are written out here, not imported from
 * the seed, so this migration does the same thing forever whatever the seed becomes.
 */
import type { Kysely, Migration } from 'kysely';
import type { Engine } from '../connect.js';
import { withId } from './0001_init.js';

const APPROVAL_FORMS: Array<[path: string, name: string]> = [
  ['expenseClaim', '费用报销'],
  ['purchaseRequest', '采购申请'],
  ['leaveRequest', '请假申请'],
  ['assetDisposal', '固定资产报废'],
];

const QUERY_APPROVAL_PATH = '/htservice/approvalInitiated/queryApproval';

async function backfillLicences(db: Kysely<any>): Promise<void> {
  const orgs: Array<{ org_id: number }> = await db.selectFrom('organisations').select('org_id').execute();
  const modules: Array<{ module_id: number }> = await db.selectFrom('modules').select('module_id').execute();
  const expiresOn = `${new Date().getFullYear() + 1}-12-31`;
  const rows = orgs.flatMap((o) => modules.map((m) => ({ org_id: o.org_id, module_id: m.module_id, seats: 20, expires_on: expiresOn })));
  if (rows.length) await db.insertInto('module_licences').values(rows).execute();
}

async function backfillQueryApprovalPage(db: Kysely<any>): Promise<void> {
  const service = await db.selectFrom('modules').select('module_id').where('module_id', '=', 3003).executeTakeFirst();
  const present = await db.selectFrom('menus').select('menu_id').where('path', '=', QUERY_APPROVAL_PATH).executeTakeFirst();
  if (!service || present) return;
  const last = await db
    .selectFrom('menus')
    .select((eb) => eb.fn.max('order_num').as('n'))
    .where('module_id', '=', 3003)
    .where('parent_id', '=', 0)
    .executeTakeFirst();
  const menu = await db
    .insertInto('menus')
    .values({
      menu_name: '审批查询',
      parent_id: 0,
      order_num: Number(last?.n ?? 0) + 1,
      path: QUERY_APPROVAL_PATH,
      component: 'service/approval/query/index',
      query: '',
      is_frame: '1',
      is_cache: '0',
      menu_type: 'C',
      visible: '0',
      status: '0',
      perms: 'service:approval:query',
      icon: 'search',
      module_id: 3003,
      org_code: null,
      initplat_type: null,
      affix: '0',
    })
    .returning('menu_id')
    .executeTakeFirstOrThrow();
  const roles: Array<{ role_id: number }> = await db.selectFrom('roles').select('role_id').where('role_key', 'in', ['admin', 'frontdesk']).execute();
  if (roles.length)
    await db
      .insertInto('role_menus')
      .values(roles.map((r) => ({ role_id: r.role_id, menu_id: menu.menu_id })))
      .execute();
}

export function shellServices(engine: Engine): Migration {
  return {
    async up(db: Kysely<any>) {
      const s = db.schema;
      await s
        .createTable('module_licences')
        .addColumn('org_id', 'integer', (c) => c.notNull().references('organisations.org_id').onDelete('cascade'))
        .addColumn('module_id', 'integer', (c) => c.notNull().references('modules.module_id').onDelete('cascade'))
        .addColumn('seats', 'integer', (c) => c.notNull())
        .addColumn('expires_on', 'varchar(10)')
        .addPrimaryKeyConstraint('module_licences_pk', ['org_id', 'module_id'])
        .execute();

      // No foreign key to sessions: leases name the short session id, and a lease outliving its
      // session by a few minutes is harmless (it lapses on its own).
      await s
        .createTable('seat_leases')
        .addColumn('org_id', 'integer', (c) => c.notNull())
        .addColumn('module_id', 'integer', (c) => c.notNull())
        .addColumn('session_id', 'varchar(32)', (c) => c.notNull())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('seat_leases_pk', ['org_id', 'module_id', 'session_id'])
        .execute();
      await s.createIndex('seat_leases_session').on('seat_leases').column('session_id').execute();

      await withId(s.createTable('approval_menus'), 'approval_id', engine)
        .addColumn('org_id', 'integer', (c) => c.references('organisations.org_id').onDelete('cascade'))
        .addColumn('path', 'varchar(200)', (c) => c.notNull())
        .addColumn('menu_name', 'varchar(50)', (c) => c.notNull())
        .addColumn('order_num', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('status', 'varchar(1)', (c) => c.notNull().defaultTo('0'))
        .execute();

      await s
        .createTable('user_preferences')
        .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.user_id').onDelete('cascade'))
        .addColumn('settings', 'text', (c) => c.notNull())
        .addColumn('shortcuts', 'text', (c) => c.notNull())
        .addColumn('version', 'integer', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();

      await withId(s.createTable('task_notices'), 'notice_id', engine)
        .addColumn('org_id', 'integer', (c) => c.notNull().references('organisations.org_id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
        .addColumn('notice_type', 'varchar(10)', (c) => c.notNull())
        .addColumn('title', 'varchar(100)', (c) => c.notNull())
        .addColumn('content', 'varchar(500)', (c) => c.notNull().defaultTo(''))
        .addColumn('link', 'varchar(200)')
        .addColumn('done', 'varchar(1)', (c) => c.notNull().defaultTo('0'))
        .addColumn('view_flag', 'varchar(1)', (c) => c.notNull().defaultTo('0'))
        .addColumn('create_time', 'bigint', (c) => c.notNull())
        .execute();
      await s.createIndex('task_notices_user').on('task_notices').columns(['org_id', 'user_id', 'notice_type', 'done']).execute();

      await db
        .insertInto('approval_menus')
        .values(APPROVAL_FORMS.map(([path, menu_name], i) => ({ org_id: null, path, menu_name, order_num: i + 1, status: '0' })))
        .execute();
      await backfillLicences(db);
      await backfillQueryApprovalPage(db);
    },
  };
}
