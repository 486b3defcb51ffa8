/**
 * Upgrading a database seeded before migration 0025: 操作日志 appears beside 登录日志 under 系统监控 with its
 * query, remove and export buttons (keyed as the seed keys them, granted to the built-in admin), the
 * config key sys.job.operLogDays and the job purgeOperLogs exist, and the page has its route; a fresh
 * seed has the same once.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Db } from '../../server/db/connect.js';
import { migrate } from '../../server/db/migrate.js';
import { seed } from '../../server/db/seed.js';
import { migrationBefore, withDatabaseAt } from '../support/old-database.js';
import { setup } from './support.js';

const test = suite('migration 0025');
const PAGE = 'system:monitor/operlog';

/** What a database has of the operation log: its menus (page, then buttons) with their holders, config, job, route. */
async function shape(db: Db) {
  const menus = await db
    .selectFrom('menus as m')
    .leftJoin('role_menus as rm', 'rm.menu_id', 'm.menu_id')
    .leftJoin('roles as r', 'r.role_id', 'rm.role_id')
    .select(['m.menu_key', 'm.menu_name', 'm.perms', 'm.menu_type', 'r.role_key'])
    .where('m.menu_key', 'like', `${PAGE}%`)
    .orderBy('m.menu_id')
    .execute();
  const config = await db.selectFrom('config').select('config_value').where('config_key', '=', 'sys.job.operLogDays').execute();
  const jobs = await db.selectFrom('sys_job').select('job_name').where('job_key', '=', 'purgeOperLogs').execute();
  const routes = await db.selectFrom('sys_route').select('route_addr').where('route_addr', '=', '/system/monitor/operlog').execute();
  const siblings = await db
    .selectFrom('menus')
    .select('menu_name')
    .where('parent_id', '=', db.selectFrom('menus').select('menu_id').where('menu_key', '=', 'system:monitor'))
    .orderBy('order_num')
    .orderBy('menu_id')
    .execute();
  return { menus, config, jobs, routes, siblings: siblings.map((s) => s.menu_name).slice(0, 3) };
}

const EXPECTED = {
  menus: [
    { menu_key: PAGE, menu_name: '操作日志', perms: 'system:operlog:list', menu_type: 'C', role_key: 'admin' },
    { menu_key: `${PAGE}#system:operlog:query`, menu_name: '操作查询', perms: 'system:operlog:query', menu_type: 'F', role_key: 'admin' },
    { menu_key: `${PAGE}#system:operlog:remove`, menu_name: '删除日志', perms: 'system:operlog:remove', menu_type: 'F', role_key: 'admin' },
    { menu_key: `${PAGE}#system:operlog:export`, menu_name: '导出日志', perms: 'system:operlog:export', menu_type: 'F', role_key: 'admin' },
  ],
  config: [{ config_value: '180' }],
  jobs: [{ job_name: '清理旧操作日志' }],
  routes: [{ route_addr: '/system/monitor/operlog' }],
  siblings: ['登录日志', '操作日志', '在线用户'],
};

test('0025 gives a seeded database the operation log page, its buttons, config key and job', async () => {
  await withDatabaseAt(migrationBefore('0025_operation_log'), async (db) => {
    await seed(db, { passwords: 'x-Pa55word!', now: Date.now() });
    // As the seed before 0025 left it: no operation log page, no config key.
    await db.deleteFrom('menus').where('menu_key', 'like', `${PAGE}%`).execute();
    await db.deleteFrom('config').where('config_key', '=', 'sys.job.operLogDays').execute();
    await migrate(db, 'sqlite');
    assert.equal(await shape(db), EXPECTED);
  });
});

test('a fresh seed has the same once', async () => {
  const h = await setup();
  try {
    assert.equal(await shape(h.db), EXPECTED);
  } finally {
    await h.close();
  }
});

test.run();
