/**
 * Module management and scheduled jobs:
 * - `version` on modules and module_licences (a stale edit → 409), `remark` on modules;
 * - `sys_job` (one row per job of the code registry server/jobs/registry.ts: its schedule in minutes,
 *   status '0' running / '1' paused, the next due time and the lease of a run in progress) and
 *   `sys_job_log` (one row per run). The database never names code: `job_key` is looked up in the
 *   registry, an unknown key cannot run;
 * - the four jobs of the registry, due one interval after the scheduler first sees them (next_run_at null);
 * - on a database seeded before this migration (a fresh one gets the same from the seed): the config key
 *   `sys.job.loginLogDays`, the page 模块管理 (absolute path /htservice/module) under 系统管理, the
 *   hidden job detail page /htservice/monitor/job under 系统监控, and the job and job-log buttons of
 *   定时任务, each granted to the admin role only. Written out here rather than imported from the seed,
 *   so this migration does the same thing forever.
 */
import type { Kysely, Migration } from 'kysely';
import type { Engine } from '../connect.js';
import { withId } from './0001_init.js';

const SYSTEM_MODULE = 2001;

const JOBS: Array<{ job_key: string; job_name: string; interval_minutes: number; remark: string }> = [
  { job_key: 'purgeSessions', job_name: '清理过期会话和验证码', interval_minutes: 60, remark: '删除已退出、超时或到期的会话，以及过期的验证码' },
  { job_key: 'purgeLoginLogs', job_name: '清理旧登录日志', interval_minutes: 1440, remark: '删除早于参数 sys.job.loginLogDays 天的登录日志' },
  { job_key: 'licenceNotices', job_name: '授权到期提醒', interval_minutes: 1440, remark: '为 30 天内到期的模块授权给管理员写待办提醒' },
  { job_key: 'releaseSeats', job_name: '释放失效授权席位', interval_minutes: 10, remark: '释放心跳已停止的会话占用的授权席位' },
];

/** [button name, perms] of the backfilled buttons, in the seed's order. */
const JOB_BUTTONS: Array<[name: string, perms: string]> = [
  ['查询任务', 'system:job:query'],
  ['修改任务', 'system:job:edit'],
  ['任务状态', 'system:job:changeStatus'],
  ['执行任务', 'system:job:run'],
  ['调度日志', 'system:jobLog:list'],
  ['删除日志', 'system:jobLog:remove'],
  ['导出日志', 'system:jobLog:export'],
];
const MODULE_BUTTONS: Array<[name: string, perms: string]> = [
  ['查询模块', 'system:module:query'],
  ['新增模块', 'system:module:add'],
  ['修改模块', 'system:module:edit'],
  ['删除模块', 'system:module:remove'],
  ['导出模块', 'system:module:export'],
  ['修改授权', 'system:module:licence'],
];

type MenuRow = { menu_id: number; module_id: number; org_code: string | null };

const menuValues = (v: { name: string; parent: number; order: number; type: 'C' | 'F'; path?: string; component?: string; perms: string; icon?: string; hidden?: boolean; at: MenuRow }) => ({
  menu_name: v.name,
  parent_id: v.parent,
  order_num: v.order,
  path: v.path ?? '',
  component: v.component ?? '',
  query: '',
  is_frame: '1',
  is_cache: '0',
  menu_type: v.type,
  visible: v.hidden ? '1' : '0',
  status: '0',
  perms: v.perms,
  icon: v.icon ?? '#',
  module_id: v.at.module_id,
  org_code: v.at.org_code,
  initplat_type: null,
  affix: '0',
});

async function nextOrder(db: Kysely<any>, parentId: number): Promise<number> {
  const row: { n: number | string | null } = await db
    .selectFrom('menus')
    .select((eb) => eb.fn.max('order_num').as('n'))
    .where('parent_id', '=', parentId)
    .executeTakeFirstOrThrow();
  return Number(row.n ?? 0) + 1;
}

async function systemDir(db: Kysely<any>, path: string): Promise<MenuRow | undefined> {
  return db
    .selectFrom('menus')
    .select(['menu_id', 'module_id', 'org_code'])
    .where('module_id', '=', SYSTEM_MODULE)
    .where('menu_type', '=', 'M')
    .where('path', '=', path)
    .orderBy('menu_id')
    .executeTakeFirst();
}

/** Adds the buttons `page` lacks; returns the new menu ids. */
async function addButtons(db: Kysely<any>, page: MenuRow, buttons: Array<[string, string]>): Promise<number[]> {
  const have = new Set((await db.selectFrom('menus').select('perms').where('parent_id', '=', page.menu_id).execute()).map((r: { perms: string }) => r.perms));
  const added: number[] = [];
  for (const [name, perms] of buttons) {
    if (have.has(perms)) continue;
    const row: { menu_id: number } = await db
      .insertInto('menus')
      .values(menuValues({ name, parent: page.menu_id, order: await nextOrder(db, page.menu_id), type: 'F', perms, at: page }))
      .returning('menu_id')
      .executeTakeFirstOrThrow();
    added.push(row.menu_id);
  }
  return added;
}

/** The page with `path`, created under `dir` when missing (with its buttons either way); returns new menu ids. */
async function ensurePage(
  db: Kysely<any>,
  dir: MenuRow,
  page: { name: string; path: string; component: string; perms: string; icon: string; hidden?: boolean },
  buttons: Array<[string, string]>,
): Promise<number[]> {
  const existing: MenuRow | undefined = await db.selectFrom('menus').select(['menu_id', 'module_id', 'org_code']).where('path', '=', page.path).where('menu_type', '=', 'C').executeTakeFirst();
  if (existing) return addButtons(db, existing, buttons);
  const row: { menu_id: number } = await db
    .insertInto('menus')
    .values(menuValues({ ...page, parent: dir.menu_id, order: await nextOrder(db, dir.menu_id), type: 'C', at: dir }))
    .returning('menu_id')
    .executeTakeFirstOrThrow();
  return [row.menu_id, ...(await addButtons(db, { ...dir, menu_id: row.menu_id }, buttons))];
}

async function backfillMenus(db: Kysely<any>): Promise<void> {
  const manage = await systemDir(db, 'manage');
  const monitor = await systemDir(db, 'monitor');
  if (!manage || !monitor) return; // an empty database: the seed brings them
  const added: number[] = [];
  added.push(...(await ensurePage(db, manage, { name: '模块管理', path: '/htservice/module', component: 'system/module/index', perms: 'system:module:list', icon: 'component' }, MODULE_BUTTONS)));
  added.push(...(await ensurePage(db, monitor, { name: '任务详情', path: '/htservice/monitor/job', component: 'system/job/detail', perms: 'system:job:query', icon: 'job', hidden: true }, [])));
  const jobPages: MenuRow[] = await db.selectFrom('menus').select(['menu_id', 'module_id', 'org_code']).where('menu_type', '=', 'C').where('perms', '=', 'system:job:list').execute();
  for (const page of jobPages) added.push(...(await addButtons(db, page, JOB_BUTTONS)));
  const admin: { role_id: number } | undefined = await db.selectFrom('roles').select('role_id').where('role_key', '=', 'admin').executeTakeFirst();
  if (admin && added.length > 0)
    await db
      .insertInto('role_menus')
      .values(added.map((menu_id) => ({ role_id: admin.role_id, menu_id })))
      .execute();
}

export function modulesJobs(engine: Engine): Migration {
  return {
    async up(db: Kysely<any>) {
      const s = db.schema;
      await s
        .alterTable('modules')
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
      await s
        .alterTable('modules')
        .addColumn('remark', 'varchar(500)', (c) => c.notNull().defaultTo(''))
        .execute();
      await s
        .alterTable('module_licences')
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();

      await withId(s.createTable('sys_job'), 'job_id', engine)
        .addColumn('job_key', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('job_name', 'varchar(64)', (c) => c.notNull())
        .addColumn('interval_minutes', 'integer', (c) => c.notNull())
        .addColumn('status', 'varchar(1)', (c) => c.notNull().defaultTo('0'))
        .addColumn('next_run_at', 'bigint')
        .addColumn('running_until', 'bigint')
        .addColumn('last_run_at', 'bigint')
        .addColumn('remark', 'varchar(500)', (c) => c.notNull().defaultTo(''))
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();

      await withId(s.createTable('sys_job_log'), 'job_log_id', engine)
        .addColumn('job_id', 'integer', (c) => c.notNull().references('sys_job.job_id').onDelete('cascade'))
        .addColumn('job_name', 'varchar(64)', (c) => c.notNull())
        .addColumn('job_key', 'varchar(64)', (c) => c.notNull())
        .addColumn('status', 'varchar(1)', (c) => c.notNull())
        .addColumn('message', 'varchar(2000)', (c) => c.notNull().defaultTo(''))
        .addColumn('error', 'varchar(4000)', (c) => c.notNull().defaultTo(''))
        .addColumn('start_time', 'bigint', (c) => c.notNull())
        .addColumn('stop_time', 'bigint', (c) => c.notNull())
        .execute();
      await s.createIndex('sys_job_log_job').on('sys_job_log').columns(['job_id', 'start_time']).execute();
      await s.createIndex('sys_job_log_time').on('sys_job_log').column('start_time').execute();

      await db
        .insertInto('sys_job')
        .values(JOBS.map((j) => ({ ...j, status: '0', next_run_at: null, running_until: null, last_run_at: null, version: 1 })))
        .execute();

      const seeded = await db.selectFrom('organisations').select('org_id').limit(1).executeTakeFirst();
      if (seeded) {
        const has = await db.selectFrom('config').select('config_id').where('config_key', '=', 'sys.job.loginLogDays').executeTakeFirst();
        if (!has) {
          await db
            .insertInto('config')
            .values({ config_name: '登录日志保留天数', config_key: 'sys.job.loginLogDays', config_value: '180', config_type: 'Y', remark: '定时任务“清理旧登录日志”删除更早的登录日志' })
            .execute();
        }
        await backfillMenus(db);
      }
    },
  };
}
