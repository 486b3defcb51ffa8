/**
 * Upgrading a database seeded before migration 0009: modules and licences gain their version, the
 * registry's jobs appear (unscheduled until the scheduler sees them), and a seeded database gains the
 * config key sys.job.loginLogDays, 模块管理 at /htservice/module with its buttons, the hidden job
 * detail page and the job and job-log buttons of 定时任务, granted to admin only. A fresh seed has
 * each of them once.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { migrate } from '../../server/db/migrate.js';
import { withDatabaseAt } from '../support/old-database.js';
import { setup } from './support.js';

const test = suite('migration 0009');

test('0009 adds versions, the jobs, the config key and the module and job pages to a seeded database', async () => {
  await withDatabaseAt('0005_monitor_pages', async (db) => {
    const org = await db.insertInto('organisations').values({ org_code: 'H1', org_name: '一号店', short_name: '', status: '0' }).returning('org_id').executeTakeFirstOrThrow();
    await db.insertInto('modules').values({ module_id: 2001, module_name: '系统服务', module_code: 'system', icon: '', order_num: 1, path: 'system', status: '0' }).execute();
    await db.insertInto('module_licences').values({ org_id: org.org_id, module_id: 2001, seats: 5, expires_on: null }).execute();
    const roles = await db
      .insertInto('roles')
      .values([
        { role_name: '超级管理员', role_key: 'admin', role_sort: 1, status: '0' },
        { role_name: '前台接待', role_key: 'frontdesk', role_sort: 2, status: '0' },
      ])
      .returning(['role_id', 'role_key'])
      .execute();
    const menu = (name: string, parent: number, type: string, p: string, perms: string, order: number) => ({
      menu_name: name,
      parent_id: parent,
      order_num: order,
      path: p,
      component: type === 'C' ? `system/${p}/index` : '',
      query: '',
      is_frame: '1',
      is_cache: '0',
      menu_type: type,
      visible: '0',
      status: '0',
      perms,
      icon: '#',
      module_id: 2001,
      org_code: null,
      initplat_type: null,
      affix: '0',
    });
    const manage = await db
      .insertInto('menus')
      .values(menu('系统管理', 0, 'M', 'manage', '', 1))
      .returning('menu_id')
      .executeTakeFirstOrThrow();
    const monitor = await db
      .insertInto('menus')
      .values(menu('系统监控', 0, 'M', 'monitor', '', 2))
      .returning('menu_id')
      .executeTakeFirstOrThrow();
    const job = await db
      .insertInto('menus')
      .values(menu('定时任务', monitor.menu_id, 'C', 'job', 'system:job:list', 1))
      .returning('menu_id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('menus')
      .values(menu('执行任务', job.menu_id, 'F', '', 'system:job:run', 1))
      .execute();

    await migrate(db, 'sqlite');
    const mod = await db.selectFrom('modules').selectAll().executeTakeFirstOrThrow();
    assert.is(mod.version, 1);
    assert.is((await db.selectFrom('module_licences').selectAll().executeTakeFirstOrThrow()).version, 1);
    const jobs = await db.selectFrom('sys_job').selectAll().orderBy('job_id').execute();
    assert.equal(
      jobs.map((j) => [j.job_key, j.status, j.next_run_at]),
      [
        ['purgeSessions', '0', null],
        ['purgeLoginLogs', '0', null],
        ['licenceNotices', '0', null],
        ['releaseSeats', '0', null],
        ['purgeOperLogs', '0', null],
      ],
      'the four of 0009, then the one 0025 adds',
    );
    assert.is((await db.selectFrom('config').select('config_value').where('config_key', '=', 'sys.job.loginLogDays').executeTakeFirstOrThrow()).config_value, '180');
    const page = await db.selectFrom('menus').selectAll().where('path', '=', '/htservice/module').executeTakeFirstOrThrow();
    assert.equal([page.parent_id, page.component, page.perms, page.menu_type], [manage.menu_id, 'system/module/index', 'system:module:list', 'C']);
    assert.is((await db.selectFrom('menus').select('menu_id').where('parent_id', '=', page.menu_id).execute()).length, 6);
    const detail = await db.selectFrom('menus').selectAll().where('path', '=', '/htservice/monitor/job').executeTakeFirstOrThrow();
    assert.equal([detail.parent_id, detail.visible, detail.component], [monitor.menu_id, '1', 'system/job/detail']);
    const jobButtons = await db.selectFrom('menus').select('perms').where('parent_id', '=', job.menu_id).orderBy('order_num').execute();
    assert.equal(
      jobButtons.map((b) => b.perms),
      ['system:job:run', 'system:job:query', 'system:job:edit', 'system:job:changeStatus', 'system:jobLog:list', 'system:jobLog:remove', 'system:jobLog:export'],
    );
    // Every menu this migration added (the pages, their buttons, the new job buttons) is granted once, to admin only.
    const jobRun = await db.selectFrom('menus').select('menu_id').where('parent_id', '=', job.menu_id).where('perms', '=', 'system:job:run').executeTakeFirstOrThrow();
    const added = await db
      .selectFrom('menus')
      .select('menu_id')
      .where((eb) => eb.or([eb('menu_id', 'in', [page.menu_id, detail.menu_id]), eb('parent_id', 'in', [page.menu_id, job.menu_id])]))
      .where('menu_id', '<>', jobRun.menu_id)
      .execute();
    assert.is(added.length, 1 + 6 + 1 + 6);
    const granted = await db
      .selectFrom('role_menus')
      .select('role_id')
      .where(
        'menu_id',
        'in',
        added.map((m) => m.menu_id),
      )
      .execute();
    assert.is(granted.length, added.length);
    assert.ok(granted.every((g) => g.role_id === roles.find((r) => r.role_key === 'admin')!.role_id));
  });
});

test('a fresh seed has the config key, the pages and the jobs once', async () => {
  const h = await setup({ env: { HT_CAPTCHA: 'off' } });
  try {
    const count = async (q: any) => Number((await q.select((eb: any) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    assert.is(await count(h.db.selectFrom('config').where('config_key', '=', 'sys.job.loginLogDays')), 1);
    assert.is(await count(h.db.selectFrom('menus').where('path', '=', '/htservice/module')), 1);
    assert.is(await count(h.db.selectFrom('menus').where('path', '=', '/htservice/monitor/job')), 1);
    assert.is(await count(h.db.selectFrom('sys_job')), 5, 'the four of 0009 and the operation-log purge of 0025');
  } finally {
    await h.close();
  }
});

test.run();
