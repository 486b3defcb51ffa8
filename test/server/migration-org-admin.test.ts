/**
 * Migration 0007 on a database seeded before it: organisations gain their version and contact fields,
 * the organisation page its missing buttons, and 系统管理 the page 组织参数 at /htservice/baseOrgPara with
 * its buttons, all granted to admin only; a fresh seed has each once.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { migrate } from '../../server/db/migrate.js';
import { withDatabaseAt } from '../support/old-database.js';
import { setup } from './support.js';

const test = suite('migration 0007');

const menu = (v: { name: string; parent: number; type: string; path: string; perms: string }) => ({
  menu_name: v.name,
  parent_id: v.parent,
  order_num: 1,
  path: v.path,
  component: '',
  query: '',
  is_frame: '1',
  is_cache: '0',
  menu_type: v.type,
  visible: '0',
  status: '0',
  perms: v.perms,
  icon: '#',
  module_id: 2001,
  org_code: null,
  initplat_type: null,
  affix: '0',
});

test('adds the organisation buttons and the parameter page to an existing database, granted to admin only', async () => {
  await withDatabaseAt('0005_monitor_pages', async (db) => {
    await db.insertInto('organisations').values({ org_code: 'H1', org_name: '一号店', short_name: '', status: '0' }).execute();
    await db.insertInto('modules').values({ module_id: 2001, module_name: '系统服务', module_code: 'system', icon: '', order_num: 1, path: 'system', status: '0' }).execute();
    await db
      .insertInto('roles')
      .values([
        { role_name: '超级管理员', role_key: 'admin', role_sort: 1, status: '0' },
        { role_name: '前台接待', role_key: 'frontdesk', role_sort: 2, status: '0' },
      ])
      .execute();
    const manage = await db
      .insertInto('menus')
      .values(menu({ name: '系统管理', parent: 0, type: 'M', path: 'manage', perms: '' }))
      .returning('menu_id')
      .executeTakeFirstOrThrow();
    const page = await db
      .insertInto('menus')
      .values(menu({ name: '组织管理', parent: manage.menu_id, type: 'C', path: 'org', perms: 'system:org:list' }))
      .returning('menu_id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('menus')
      .values(menu({ name: '新增组织', parent: page.menu_id, type: 'F', path: '', perms: 'system:org:add' }))
      .execute();

    await migrate(db, 'sqlite');
    const org = await db.selectFrom('organisations').selectAll().executeTakeFirstOrThrow();
    assert.equal([org.version, org.contact, org.remark], [1, '', '']);
    const buttons = await db.selectFrom('menus').select('perms').where('parent_id', '=', page.menu_id).orderBy('order_num').execute();
    assert.equal(
      buttons.map((b) => b.perms),
      ['system:org:add', 'system:org:query', 'system:org:edit', 'system:org:remove'],
    );
    const para = await db.selectFrom('menus').selectAll().where('perms', '=', 'system:orgPara:list').executeTakeFirstOrThrow();
    assert.equal([para.path, para.parent_id, para.menu_type, para.component, para.module_id], ['/htservice/baseOrgPara', manage.menu_id, 'C', 'system/orgPara/index', 2001]);
    const paraButtons = await db.selectFrom('menus').select('perms').where('parent_id', '=', para.menu_id).orderBy('order_num').execute();
    assert.equal(
      paraButtons.map((b) => b.perms),
      ['system:orgPara:query', 'system:orgPara:add', 'system:orgPara:edit'],
    );
    const granted = await db.selectFrom('role_menus').innerJoin('roles', 'roles.role_id', 'role_menus.role_id').select('roles.role_key').distinct().execute();
    assert.equal(
      granted.map((g) => g.role_key),
      ['admin'],
    );
    const detail = await db.selectFrom('menus').selectAll().where('path', '=', '/htservice/org').executeTakeFirstOrThrow();
    assert.equal([detail.parent_id, detail.visible, detail.component, detail.perms], [manage.menu_id, '1', 'system/org/detail', 'system:org:query']);
    // This migration's menus: three organisation buttons, the hidden detail page, the parameter page and its three buttons.
    const added = await db
      .selectFrom('menus')
      .select('menu_id')
      .where((eb) => eb.or([eb('perms', 'in', ['system:org:query', 'system:org:edit', 'system:org:remove']), eb('menu_id', 'in', [para.menu_id, detail.menu_id]), eb('parent_id', '=', para.menu_id)]))
      .execute();
    assert.is(added.length, 8);
    assert.is(
      (
        await db
          .selectFrom('role_menus')
          .selectAll()
          .where(
            'menu_id',
            'in',
            added.map((m) => m.menu_id),
          )
          .execute()
      ).length,
      8,
    );
  });
});

test('a fresh seed has the organisation buttons and the parameter page once', async () => {
  const h = await setup();
  try {
    const pages = await h.db.selectFrom('menus').select(['menu_id', 'path']).where('perms', 'in', ['system:org:list', 'system:orgPara:list']).where('menu_type', '=', 'C').execute();
    assert.equal(pages.map((p) => p.path).sort(), ['/htservice/baseOrgPara', 'org']);
    const perms = await h.db
      .selectFrom('menus')
      .select('perms')
      .where(
        'parent_id',
        'in',
        pages.map((p) => p.menu_id),
      )
      .execute();
    assert.is(perms.length, 7);
    assert.is(new Set(perms.map((p) => p.perms)).size, 7);
  } finally {
    await h.close();
  }
});

test.run();
