/**
 * Upgrading a database made before migration 0002: its organisations get a licence for every module,
 * the service platform gets the approval query page (granted to admin and front desk), and the
 * approval forms appear. A fresh database gets the same from the seed. Before 0003: sessions gain
 * their area and a seeded database the role of self-registered users. Before 0004: config and
 * dictionaries gain their version, and the dictionary and config pages their missing buttons,
 * granted to admin only. Before 0005: 系统监控 gains 在线用户 (with 强退) and 登录日志 its export button,
 * granted to admin only; a fresh seed has them once.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Migrator, type Kysely } from 'kysely';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { openSqlite } from '../../server/db/connect.js';
import { migrate, migrations } from '../../server/db/migrate.js';
import { setup } from './support.js';

const test = suite('migrations');

test('0002 fills in licences, the approval query page and the forms on an existing database', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'ht-migrate-'));
  const { db } = openSqlite(path.join(dir, 'ht.db'));
  try {
    const old = new Migrator({ db, provider: { getMigrations: async () => migrations('sqlite') } });
    const first = await old.migrateTo('0001_init');
    assert.not.ok(first.error);
    // A small database as 0001 left it.
    await db
      .insertInto('organisations')
      .values([
        { org_code: 'H1', org_name: '一号店', short_name: '', status: '0' },
        { org_code: 'H2', org_name: '二号店', short_name: '', status: '0' },
      ])
      .execute();
    await db
      .insertInto('modules')
      .values([
        { module_id: 1001, module_name: '会计核算', module_code: 'accounting', icon: '', order_num: 1, path: 'accounting', status: '0' },
        { module_id: 3003, module_name: '服务平台', module_code: 'service', icon: '', order_num: 2, path: 'service', status: '0' },
      ])
      .execute();
    await db
      .insertInto('roles')
      .values([
        { role_name: '超级管理员', role_key: 'admin', role_sort: 1, status: '0' },
        { role_name: '前台接待', role_key: 'frontdesk', role_sort: 2, status: '0' },
        { role_name: '财务会计', role_key: 'accountant', role_sort: 3, status: '0' },
      ])
      .execute();

    await migrate(db, 'sqlite');
    const licences = await db.selectFrom('module_licences').selectAll().orderBy('org_id').orderBy('module_id').execute();
    assert.is(licences.length, 4);
    assert.ok(licences.every((l) => l.seats === 20 && /^\d{4}-12-31$/.test(l.expires_on ?? '')));
    const page = await db.selectFrom('menus').selectAll().where('path', '=', '/htservice/approvalInitiated/queryApproval').executeTakeFirstOrThrow();
    assert.is(page.module_id, 3003);
    assert.is(page.menu_type, 'C');
    const granted = await db
      .selectFrom('role_menus')
      .innerJoin('roles', 'roles.role_id', 'role_menus.role_id')
      .select('roles.role_key')
      .where('role_menus.menu_id', '=', page.menu_id)
      .orderBy('roles.role_key')
      .execute();
    // 0008 then gives each hotel its own copy of the front-desk role, with the same grants.
    assert.equal(
      granted.map((g) => g.role_key),
      ['admin', 'frontdesk', 'frontdesk'],
    );
    assert.is((await db.selectFrom('approval_menus').selectAll().execute()).length, 4);
    await migrate(db, 'sqlite'); // at the latest version: nothing more happens
    assert.is((await db.selectFrom('module_licences').selectAll().execute()).length, 4);
  } finally {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  }
});

test('0003 marks existing sessions as main and adds the common role to a seeded database', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'ht-migrate-'));
  const { db } = openSqlite(path.join(dir, 'ht.db'));
  try {
    const old = new Migrator({ db, provider: { getMigrations: async () => migrations('sqlite') } });
    assert.not.ok((await old.migrateTo('0002_shell_services')).error);
    const org = await db.insertInto('organisations').values({ org_code: 'H1', org_name: '一号店', short_name: '', status: '0' }).returning('org_id').executeTakeFirstOrThrow();
    await db.insertInto('roles').values({ role_name: '超级管理员', role_key: 'admin', role_sort: 1, status: '0' }).execute();
    const user = await db
      .insertInto('users')
      .values({
        org_id: org.org_id,
        user_name: 'u1',
        nick_name: 'U',
        password_hash: 'x',
        phonenumber: '',
        email: '',
        sex: '2',
        avatar: '',
        status: '0',
        failed_count: 0,
        locked_until: null,
        version: 1,
        created_at: 0,
        updated_at: 0,
      })
      .returning('user_id')
      .executeTakeFirstOrThrow();
    // Written as 0002 knew the table: no area column yet.
    await (db as unknown as Kysely<any>)
      .insertInto('sessions')
      .values({ token_hash: 'h', user_id: user.user_id, org_id: org.org_id, login_date: '2025-01-01', created_at: 0, last_active_at: 0, revoked_at: null, ip: '', user_agent: '' })
      .execute();

    await migrate(db, 'sqlite');
    assert.is((await db.selectFrom('sessions').select('area').executeTakeFirstOrThrow()).area, 'main');
    const roles = await db.selectFrom('roles').select('role_key').orderBy('role_key').execute();
    assert.equal(
      roles.map((r) => r.role_key),
      ['admin', 'common'],
    );
  } finally {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  }
});

test('0004 adds versions and the missing dictionary and config buttons, granted to admin only', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'ht-migrate-'));
  const { db } = openSqlite(path.join(dir, 'ht.db'));
  try {
    const old = new Migrator({ db, provider: { getMigrations: async () => migrations('sqlite') } });
    assert.not.ok((await old.migrateTo('0003_login_variants')).error);
    const any = db as unknown as Kysely<any>;
    // A database as the seed before 0004 left it: the two pages with one 'modify' button each.
    await db.insertInto('modules').values({ module_id: 2001, module_name: '系统服务', module_code: 'system', icon: '', order_num: 1, path: 'system', status: '0' }).execute();
    const roles = await db
      .insertInto('roles')
      .values([
        { role_name: '超级管理员', role_key: 'admin', role_sort: 1, status: '0' },
        { role_name: '财务会计', role_key: 'accountant', role_sort: 3, status: '0' },
      ])
      .returning(['role_id', 'role_key'])
      .execute();
    const menu = (name: string, parent: number, type: string, perms: string, order: number) => ({
      menu_name: name,
      parent_id: parent,
      order_num: order,
      path: '',
      component: '',
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
    const config = await db
      .insertInto('menus')
      .values(menu('参数设置', 0, 'C', 'system:config:list', 1))
      .returning('menu_id')
      .executeTakeFirstOrThrow();
    const dict = await db
      .insertInto('menus')
      .values(menu('字典管理', 0, 'C', 'system:dict:list', 2))
      .returning('menu_id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('menus')
      .values([menu('修改参数', config.menu_id, 'F', 'system:config:edit', 1), menu('修改字典', dict.menu_id, 'F', 'system:dict:edit', 1)])
      .execute();
    await any.insertInto('config').values({ config_name: '皮肤', config_key: 'sys.index.skinName', config_value: 'skin-blue', config_type: 'Y', remark: '' }).execute();
    await any.insertInto('dict_type').values({ dict_name: '性别', dict_type: 'sys_user_sex', status: '0', remark: '' }).execute();
    await any
      .insertInto('dict_data')
      .values({ dict_sort: 1, dict_label: '男', dict_value: '0', dict_type: 'sys_user_sex', css_class: '', list_class: '', is_default: 'Y', status: '0', remark: '' })
      .execute();

    // Up to 0004 only: later migrations add menus of their own (e.g. 0011's code generator).
    assert.not.ok((await old.migrateTo('0004_system_settings')).error);
    assert.is((await db.selectFrom('config').select('version').executeTakeFirstOrThrow()).version, 1);
    assert.is((await db.selectFrom('dict_type').select('version').executeTakeFirstOrThrow()).version, 1);
    assert.is((await db.selectFrom('dict_data').select('version').executeTakeFirstOrThrow()).version, 1);
    const buttons = await db.selectFrom('menus').selectAll().where('parent_id', 'in', [config.menu_id, dict.menu_id]).orderBy('parent_id').orderBy('order_num').execute();
    assert.equal(
      buttons.map((b) => b.perms),
      [
        'system:config:edit',
        'system:config:query',
        'system:config:add',
        'system:config:remove',
        'system:dict:edit',
        'system:dict:query',
        'system:dict:add',
        'system:dict:remove',
        'system:dict:export',
      ],
    );
    assert.ok(buttons.every((b) => b.menu_type === 'F' && b.module_id === 2001));
    const admin = roles.find((r) => r.role_key === 'admin')!.role_id;
    const granted = await db.selectFrom('role_menus').select(['role_id', 'menu_id']).execute();
    assert.is(granted.length, 7, 'the seven new buttons');
    assert.ok(granted.every((g) => g.role_id === admin));
    // The new tables are there and keep one record per owner and table.
    const org = await db.insertInto('organisations').values({ org_code: 'H1', org_name: '一号店', short_name: '', status: '0' }).returning('org_id').executeTakeFirstOrThrow();
    const u = await db
      .insertInto('users')
      .values({
        org_id: org.org_id,
        user_name: 'u1',
        nick_name: 'U',
        password_hash: 'x',
        phonenumber: '',
        email: '',
        sex: '2',
        avatar: '',
        status: '0',
        failed_count: 0,
        locked_until: null,
        version: 1,
        created_at: 0,
        updated_at: 0,
      })
      .returning('user_id')
      .executeTakeFirstOrThrow();
    const record = { user_id: u.user_id, org_id: org.org_id, page_id: '1', table_id: 't', content: '[]', version: 1, created_at: 0, updated_at: 0 };
    await db.insertInto('sys_custom').values(record).execute();
    try {
      await db.insertInto('sys_custom').values(record).execute();
      assert.unreachable('a second record of the same table');
    } catch (error) {
      assert.is((error as { code?: string }).code, 'SQLITE_CONSTRAINT_UNIQUE');
    }
  } finally {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  }
});

test('0005 adds 在线用户 with 强退 under 系统监控 and 导出日志 under 登录日志, granted to admin only', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'ht-migrate-'));
  const { db } = openSqlite(path.join(dir, 'ht.db'));
  try {
    const old = new Migrator({ db, provider: { getMigrations: async () => migrations('sqlite') } });
    assert.not.ok((await old.migrateTo('0004_system_settings')).error);
    // A database as the seed before 0005 left it: 系统监控 with 登录日志 (one button) and 定时任务.
    await db.insertInto('modules').values({ module_id: 2001, module_name: '系统服务', module_code: 'system', icon: '', order_num: 1, path: 'system', status: '0' }).execute();
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
    const monitor = await db
      .insertInto('menus')
      .values(menu('系统监控', 0, 'M', 'monitor', '', 2))
      .returning('menu_id')
      .executeTakeFirstOrThrow();
    const log = await db
      .insertInto('menus')
      .values(menu('登录日志', monitor.menu_id, 'C', 'logininfor', 'system:logininfor:list', 1))
      .returning('menu_id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('menus')
      .values([menu('删除日志', log.menu_id, 'F', '', 'system:logininfor:remove', 1), menu('定时任务', monitor.menu_id, 'C', 'job', 'system:job:list', 2)])
      .execute();

    assert.not.ok((await old.migrateTo('0005_monitor_pages')).error);
    const online = await db.selectFrom('menus').selectAll().where('perms', '=', 'system:online:list').executeTakeFirstOrThrow();
    assert.equal(
      [online.menu_name, online.parent_id, online.path, online.component, online.menu_type, online.order_num, online.module_id],
      ['在线用户', monitor.menu_id, 'online', 'system/online/index', 'C', 3, 2001],
    );
    const force = await db.selectFrom('menus').selectAll().where('parent_id', '=', online.menu_id).execute();
    assert.equal(
      force.map((b) => [b.menu_name, b.perms, b.menu_type]),
      [['强退', 'system:online:forceLogout', 'F']],
    );
    const logButtons = await db.selectFrom('menus').select(['menu_name', 'perms']).where('parent_id', '=', log.menu_id).orderBy('order_num').execute();
    assert.equal(
      logButtons.map((b) => b.perms),
      ['system:logininfor:remove', 'system:logininfor:export'],
    );
    assert.is(logButtons[1].menu_name, '导出日志');
    const granted = await db.selectFrom('role_menus').select(['role_id', 'menu_id']).execute();
    assert.is(granted.length, 3);
    assert.ok(granted.every((g) => g.role_id === roles.find((r) => r.role_key === 'admin')!.role_id));
  } finally {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  }
});

test('0008 gives each hotel its own copy of every global role, users and grants following; built-in roles stay global', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'ht-migrate-'));
  const { db } = openSqlite(path.join(dir, 'ht.db'));
  try {
    const old = new Migrator({ db, provider: { getMigrations: async () => migrations('sqlite') } });
    assert.not.ok((await old.migrateTo('0005_monitor_pages')).error);
    const any = db as unknown as Kysely<any>;
    const orgs = await db
      .insertInto('organisations')
      .values([
        { org_code: 'H1', org_name: '一号店', short_name: '', status: '0' },
        { org_code: 'H2', org_name: '二号店', short_name: '', status: '0' },
      ])
      .returning('org_id')
      .execute();
    await db.insertInto('modules').values({ module_id: 2001, module_name: '系统服务', module_code: 'system', icon: '', order_num: 1, path: 'system', status: '0' }).execute();
    const menu = (name: string, parent: number, type: string, p: string, perms: string) => ({
      menu_name: name,
      parent_id: parent,
      order_num: 1,
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
      .values(menu('系统管理', 0, 'M', 'manage', ''))
      .returning('menu_id')
      .executeTakeFirstOrThrow();
    const userPage = await db
      .insertInto('menus')
      .values(menu('用户管理', manage.menu_id, 'C', 'user', 'system:user:list'))
      .returning('menu_id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('menus')
      .values(menu('新增用户', userPage.menu_id, 'F', '', 'system:user:add'))
      .execute();
    const roles: Array<{ role_id: number; role_key: string }> = await any
      .insertInto('roles')
      .values([
        { role_name: '超级管理员', role_key: 'admin', role_sort: 1, status: '0' },
        { role_name: '前台接待', role_key: 'frontdesk', role_sort: 2, status: '0' },
        { role_name: '普通用户', role_key: 'common', role_sort: 99, status: '0' },
      ])
      .returning(['role_id', 'role_key'])
      .execute();
    const id = (key: string) => roles.find((r) => r.role_key === key)!.role_id;
    await db
      .insertInto('role_menus')
      .values({ role_id: id('frontdesk'), menu_id: userPage.menu_id })
      .execute();
    const users = await db
      .insertInto('users')
      .values(
        orgs.map((o, i) => ({
          org_id: o.org_id,
          user_name: `u${i}`,
          nick_name: 'U',
          password_hash: 'x',
          phonenumber: '',
          email: '',
          sex: '2',
          avatar: '',
          status: '0',
          failed_count: 0,
          locked_until: null,
          version: 1,
          created_at: 0,
          updated_at: 0,
        })),
      )
      .returning(['user_id', 'org_id'])
      .execute();
    await db
      .insertInto('role_users')
      .values(users.map((u) => ({ role_id: id('frontdesk'), user_id: u.user_id })))
      .execute();

    // Up to 0008 only: later migrations add (and grant) menus of their own.
    assert.not.ok((await old.migrateTo('0008_org_roles')).error);
    const after = await db.selectFrom('roles').select(['role_id', 'role_key', 'org_id', 'version']).orderBy('role_id').execute();
    assert.equal(
      after.filter((r) => r.org_id === null).map((r) => r.role_key),
      ['admin', 'common'],
    );
    const copies = after.filter((r) => r.role_key === 'frontdesk');
    assert.equal(
      copies.map((r) => r.org_id),
      orgs.map((o) => o.org_id),
    );
    assert.ok(copies.every((r) => r.version === 1));
    for (const u of users) {
      const held = await db.selectFrom('role_users').innerJoin('roles', 'roles.role_id', 'role_users.role_id').select('roles.org_id').where('user_id', '=', u.user_id).execute();
      assert.equal(
        held.map((h) => h.org_id),
        [u.org_id],
        'each user holds the copy of their own hotel',
      );
    }
    for (const copy of copies) {
      const grants = await db.selectFrom('role_menus').select('menu_id').where('role_id', '=', copy.role_id).execute();
      assert.equal(
        grants.map((g) => g.menu_id),
        [userPage.menu_id],
      );
    }
    // The missing buttons and the hidden detail pages, granted to admin only.
    const buttons = await db.selectFrom('menus').select('perms').where('parent_id', '=', userPage.menu_id).orderBy('menu_id').execute();
    assert.equal(
      buttons.map((b) => b.perms),
      ['system:user:add', 'system:user:query', 'system:user:edit', 'system:user:remove', 'system:user:resetPwd'],
    );
    const detail = await db.selectFrom('menus').selectAll().where('path', '=', '/htservice/user').executeTakeFirstOrThrow();
    assert.equal([detail.parent_id, detail.visible, detail.component], [manage.menu_id, '1', 'system/user/detail']);
    const adminGrants = await db.selectFrom('role_menus').select('menu_id').where('role_id', '=', id('admin')).execute();
    assert.is(adminGrants.length, 5);
    // Keys are unique per hotel now: a second hotel-less 'frontdesk' is no conflict, a second H1 one is.
    try {
      await any.insertInto('roles').values({ role_name: 'x', role_key: 'frontdesk', role_sort: 1, status: '0', org_id: orgs[0].org_id }).execute();
      assert.unreachable('a second frontdesk in H1');
    } catch (error) {
      assert.is((error as { code?: string }).code, 'SQLITE_CONSTRAINT_UNIQUE');
    }
    const fk = await db.selectFrom('role_users').select('role_id').execute();
    assert.is(fk.length, 2);
  } finally {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a fresh seed has the monitoring pages once, with their buttons', async () => {
  const h = await setup({ env: { HT_CAPTCHA: 'off' } });
  try {
    const rows = await h.db
      .selectFrom('menus as m')
      .innerJoin('menus as p', 'p.menu_id', 'm.parent_id')
      .select(['m.perms', 'm.path', 'm.component', 'p.path as parentPath', 'm.module_id'])
      .where('m.perms', 'in', ['system:online:list', 'system:online:forceLogout', 'system:logininfor:export'])
      .orderBy('m.menu_id')
      .execute();
    assert.equal(
      rows.map((r) => [r.perms, r.parentPath]),
      [
        ['system:logininfor:export', 'logininfor'],
        ['system:online:list', 'monitor'],
        ['system:online:forceLogout', 'online'],
      ],
    );
    assert.equal([rows[1].path, rows[1].component, rows[1].module_id], ['online', 'system/online/index', 2001]);
  } finally {
    await h.close();
  }
});

test('0003 leaves an empty database to the seed', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'ht-migrate-'));
  const { db } = openSqlite(path.join(dir, 'ht.db'));
  try {
    await migrate(db, 'sqlite');
    assert.is((await db.selectFrom('roles').selectAll().execute()).length, 0);
  } finally {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  }
});

test.run();
