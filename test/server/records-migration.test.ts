/**
 * Migration 0010 on a database seeded before it: the CRM pages that became record pages gain their
 * missing buttons (never a second copy of one they had), the record menus appear under the CRM module
 * with their absolute /htservice paths, granted to the roles holding the CRM customer page and to
 * admin; the report query page's new buttons go to its holders. A fresh seed has the same menus once.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { migrate } from '../../server/db/migrate.js';
import { RECORD_BUTTONS, RECORD_MENU_DIRS } from '../../server/db/migrations/record-menus-0010.js';
import { withDatabaseAt } from '../support/old-database.js';
import { REPORT_ENTRY_PAGES_0020, REPORT_MENUS_0020 } from '../../server/db/migrations/0020_reports.js';
import { setup } from './support.js';

const test = suite('records migration');
// The record pages at the latest version: 0020 turned the CRM report menus into report pages and added
// the revenue and shipment entry pages after them.
const REPORTED = new Set(REPORT_MENUS_0020.map(([p]) => p));
const PAGES = [...RECORD_MENU_DIRS.flatMap((d) => d.pages).filter((p) => !REPORTED.has(p[1])), ...REPORT_ENTRY_PAGES_0020];

const menu = (name: string, parent: number, type: string, path: string, component: string, perms: string, module_id: number) => ({
  menu_name: name,
  parent_id: parent,
  order_num: 1,
  path,
  component,
  query: '',
  is_frame: '1',
  is_cache: '0',
  menu_type: type,
  visible: '0',
  status: '0',
  perms,
  icon: '#',
  module_id,
  org_code: null,
  initplat_type: null,
  affix: '0',
});

test('0010 adds the buttons and the record menus, granted like the pages they sit with', async () => {
  await withDatabaseAt('0005_monitor_pages', async (db) => {
    // One hotel: migration 0008 (before this one) turns the global roles into that hotel's own.
    await db.insertInto('organisations').values({ org_code: 'H1', org_name: '一号店', short_name: '', status: '0' }).execute();
    await db
      .insertInto('modules')
      .values([
        { module_id: 1005, module_name: '报表中心', module_code: 'reports', icon: '', order_num: 1, path: 'reports', status: '0' },
        { module_id: 3001, module_name: '客户关系', module_code: 'crm', icon: '', order_num: 2, path: 'crm', status: '0' },
      ])
      .execute();
    const roles = await db
      .insertInto('roles')
      .values([
        { role_name: '超级管理员', role_key: 'admin', role_sort: 1, status: '0' },
        { role_name: '前台接待', role_key: 'frontdesk', role_sort: 2, status: '0' },
        { role_name: '财务会计', role_key: 'accountant', role_sort: 3, status: '0' },
      ])
      .returning(['role_id', 'role_key'])
      .execute();
    const role = (key: string) => roles.find((r) => r.role_key === key)!.role_id;
    const customer = await db
      .insertInto('menus')
      .values(menu('客户', 0, 'C', 'customer', 'crm/customer/index', 'crm:customer:list', 3001))
      .returning('menu_id')
      .executeTakeFirstOrThrow();
    const add = await db
      .insertInto('menus')
      .values(menu('新增客户', customer.menu_id, 'F', '', '', 'crm:customer:add', 3001))
      .returning('menu_id')
      .executeTakeFirstOrThrow();
    const report = await db
      .insertInto('menus')
      .values(menu('报表查询', 0, 'C', 'query', 'reports/query/index', 'reports:report:list', 1005))
      .returning('menu_id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('role_menus')
      .values([
        { role_id: role('frontdesk'), menu_id: customer.menu_id },
        { role_id: role('frontdesk'), menu_id: add.menu_id },
        { role_id: role('accountant'), menu_id: report.menu_id },
      ])
      .execute();

    await migrate(db, 'sqlite');
    const buttons = await db.selectFrom('menus').select(['perms', 'menu_type']).where('parent_id', '=', customer.menu_id).orderBy('menu_id').execute();
    assert.equal(
      buttons.map((b) => b.perms),
      ['crm:customer:add', 'crm:customer:query', 'crm:customer:edit', 'crm:customer:remove', 'crm:customer:export'],
    );
    const pages = await db.selectFrom('menus').selectAll().where('component', 'like', 'records/%').orderBy('menu_id').execute();
    assert.equal(
      pages.map((p) => p.path),
      PAGES.map((p) => p[1]),
    );
    assert.equal(
      pages.filter((p) => p.visible === '1').map((p) => p.menu_name),
      ['回访单', '框架协议详情', '销售业绩录入'],
    );
    assert.ok(pages.every((p) => p.module_id === 3001 && p.menu_type === 'C'));
    const dirs = await db.selectFrom('menus').select(['menu_name', 'parent_id']).where('menu_type', '=', 'M').orderBy('menu_id').execute();
    assert.equal(
      dirs.map((d) => d.menu_name),
      RECORD_MENU_DIRS.map((d) => d.name),
    );

    // By role key: the hotel's copies of the front desk and accountant roles carry their grants on.
    const grantsOf = async (key: string) =>
      new Set(
        (await db.selectFrom('role_menus').innerJoin('roles', 'roles.role_id', 'role_menus.role_id').select('role_menus.menu_id').where('roles.role_key', '=', key).execute()).map((g) => g.menu_id),
      );
    const frontdesk = await grantsOf('frontdesk');
    const accountant = await grantsOf('accountant');
    assert.ok(
      pages.every((p) => frontdesk.has(p.menu_id) && !accountant.has(p.menu_id)),
      'the CRM pages go to the CRM customer page holders',
    );
    const reportButtons = await db.selectFrom('menus').select(['menu_id', 'perms']).where('parent_id', '=', report.menu_id).execute();
    // 0010's five, and the import 0024 added later.
    assert.equal(reportButtons.map((b) => b.perms).sort(), [...RECORD_BUTTONS.map(([, action]) => `reports:report:${action}`), 'reports:report:import'].sort());
    assert.ok(reportButtons.every((b) => accountant.has(b.menu_id) && !frontdesk.has(b.menu_id)));
    assert.is((await grantsOf('admin')).size, (await db.selectFrom('menus').select('menu_id').execute()).length - 3, 'admin: everything new');

    const count = (await db.selectFrom('menus').select('menu_id').execute()).length;
    await migrate(db, 'sqlite');
    assert.is((await db.selectFrom('menus').select('menu_id').execute()).length, count, 'at the latest version: nothing more happens');
  });
});

test('a fresh seed has every record menu once', async () => {
  const h = await setup({ env: { HT_CAPTCHA: 'off' } });
  try {
    // The CRM's record menus (module 3001); other modules' record pages came later (0022).
    const pages = await h.db.selectFrom('menus').select('path').where('component', 'like', 'records/%').where('module_id', '=', 3001).orderBy('menu_id').execute();
    assert.equal(pages.map((p) => p.path).sort(), PAGES.map((p) => p[1]).sort());
  } finally {
    await h.close();
  }
});

test.run();
