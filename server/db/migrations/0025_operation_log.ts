/**
 * The operation log (操作日志, security round 2): every write through the API, one row in `oper_logs`
 * (server/operlog/ records them). Field names follow RuoYi's sys_oper_log where it has them; `org_id`
 * scopes the rows like every tenant table, `target` holds the ids named in the path, `http_status` and
 * `error_msg` (a message key of server/i18n.ts) the result of a refused or failed write.
 *
 * Also the retention job purgeOperLogs (the registry's code, like 0009's jobs), and on a database
 * seeded before this migration (a fresh one gets the same from seed.ts and server/catalog): the config
 * key `sys.job.operLogDays` and the page 操作日志 beside 登录日志 under 系统监控 with its buttons, keyed as
 * the seed keys them and granted to the built-in admin only, as 0005 did for the monitoring pages.
 * Data written out here rather than imported from the seed, so this migration does the same thing forever.
 */
import type { Kysely, Migration } from 'kysely';
import type { Engine } from '../connect.js';
import { withId } from './0001_init.js';
import { syncRouteTable } from './route-table.js';

const SYSTEM_MODULE = 2001;
const MONITOR_KEY = 'system:monitor';
const OPER_LOG_PAGE = { name: '操作日志', path: 'operlog', component: 'system/operlog/index', perms: 'system:operlog:list' } as const;
const OPER_LOG_BUTTONS: Array<[name: string, perms: string]> = [
  ['操作查询', 'system:operlog:query'],
  ['删除日志', 'system:operlog:remove'],
  ['导出日志', 'system:operlog:export'],
];
const OPER_LOG_DAYS_CONFIG = {
  config_name: '操作日志保留天数',
  config_key: 'sys.job.operLogDays',
  config_value: '180',
  remark: '定时任务“清理旧操作日志”删除更早的操作日志',
} as const;
const JOB = { job_key: 'purgeOperLogs', job_name: '清理旧操作日志', interval_minutes: 1440, remark: '删除早于参数 sys.job.operLogDays 天的操作日志' };

type MenuRow = { menu_id: number; module_id: number; org_code: string | null; order_num: number };

const menuValues = (v: { name: string; parent: number; order: number; type: 'C' | 'F'; path: string; component: string; perms: string; icon: string; key: string }) => ({
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
  menu_key: v.key,
});

async function addPage(db: Kysely<any>): Promise<void> {
  const pageKey = `${MONITOR_KEY}/${OPER_LOG_PAGE.path}`;
  const monitor: MenuRow | undefined = await db.selectFrom('menus').select(['menu_id', 'module_id', 'org_code', 'order_num']).where('menu_key', '=', MONITOR_KEY).executeTakeFirst();
  if (!monitor || (await db.selectFrom('menus').select('menu_id').where('menu_key', '=', pageKey).executeTakeFirst())) return;
  // Right after 登录日志: the same order number, and a later id sorts it behind.
  const loginLog: { order_num: number } | undefined = await db.selectFrom('menus').select('order_num').where('menu_key', '=', `${MONITOR_KEY}/logininfor`).executeTakeFirst();
  const page: { menu_id: number } = await db
    .insertInto('menus')
    .values(menuValues({ ...OPER_LOG_PAGE, parent: monitor.menu_id, order: loginLog?.order_num ?? 1, type: 'C', icon: 'form', key: pageKey }))
    .returning('menu_id')
    .executeTakeFirstOrThrow();
  const ids = [page.menu_id];
  for (const [i, [name, perms]] of OPER_LOG_BUTTONS.entries()) {
    const button: { menu_id: number } = await db
      .insertInto('menus')
      .values(menuValues({ name, parent: page.menu_id, order: i + 1, type: 'F', path: '', component: '', perms, icon: '#', key: `${pageKey}#${perms}` }))
      .returning('menu_id')
      .executeTakeFirstOrThrow();
    ids.push(button.menu_id);
  }
  const admin: { role_id: number } | undefined = await db.selectFrom('roles').select('role_id').where('role_key', '=', 'admin').where('org_id', 'is', null).executeTakeFirst();
  if (admin)
    await db
      .insertInto('role_menus')
      .values(ids.map((menu_id) => ({ role_id: admin.role_id, menu_id })))
      .execute();
  await syncRouteTable(db, [SYSTEM_MODULE]);
}

export function operationLog(engine: Engine): Migration {
  return {
    async up(db: Kysely<any>) {
      const s = db.schema;
      await withId(s.createTable('oper_logs'), 'oper_id', engine)
        .addColumn('org_id', 'integer')
        .addColumn('user_id', 'integer')
        .addColumn('oper_name', 'varchar(64)', (c) => c.notNull().defaultTo(''))
        .addColumn('title', 'varchar(100)', (c) => c.notNull().defaultTo(''))
        .addColumn('business_type', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('perms', 'varchar(100)', (c) => c.notNull().defaultTo(''))
        .addColumn('method', 'varchar(300)', (c) => c.notNull().defaultTo(''))
        .addColumn('request_method', 'varchar(10)', (c) => c.notNull())
        .addColumn('oper_url', 'varchar(300)', (c) => c.notNull().defaultTo(''))
        .addColumn('target', 'varchar(300)', (c) => c.notNull().defaultTo(''))
        .addColumn('oper_param', 'varchar(2100)', (c) => c.notNull().defaultTo(''))
        .addColumn('status', 'varchar(1)', (c) => c.notNull())
        .addColumn('http_status', 'integer', (c) => c.notNull())
        .addColumn('error_msg', 'varchar(300)', (c) => c.notNull().defaultTo(''))
        .addColumn('oper_ip', 'varchar(64)', (c) => c.notNull().defaultTo(''))
        .addColumn('cost_time', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('oper_time', 'bigint', (c) => c.notNull())
        .execute();
      await s.createIndex('oper_logs_org_time').on('oper_logs').columns(['org_id', 'oper_time']).execute();
      await s.createIndex('oper_logs_time').on('oper_logs').column('oper_time').execute();

      await db
        .insertInto('sys_job')
        .values({ ...JOB, status: '0', next_run_at: null, running_until: null, last_run_at: null, version: 1 })
        .execute();

      if (!(await db.selectFrom('organisations').select('org_id').limit(1).executeTakeFirst())) return; // empty: the seed brings the rest
      if (!(await db.selectFrom('config').select('config_id').where('config_key', '=', OPER_LOG_DAYS_CONFIG.config_key).executeTakeFirst())) {
        await db
          .insertInto('config')
          .values({ ...OPER_LOG_DAYS_CONFIG, config_type: 'Y' })
          .execute();
      }
      await addPage(db);
    },
  };
}
