/**
 * Upgrading a database seeded before migration 0006: its shared menus get the keys the seed gives the
 * same menus today (so menuReset finds them), 菜单管理 gains its query, edit and remove buttons (granted
 * to admin only, with keys too), and the route table holds every page's address.
 */
import type { Kysely } from 'kysely';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { migrate } from '../../server/db/migrate.js';
import { MODULES } from '../../server/catalog/modules.js';
import { catalogRows } from '../../server/catalog/rows.js';
import { withDatabaseAt } from '../support/old-database.js';

test('0006 keys the seeded menus as the seed does, adds the menu buttons and fills the route table', async () => {
  await withDatabaseAt('0005_monitor_pages', async (db) => {
    const any = db as unknown as Kysely<any>;
    const system = MODULES.filter((m) => m.id === 2001 || m.id === 3003);
    for (const m of system) await any.insertInto('modules').values({ module_id: m.id, module_name: m.name, module_code: m.code, icon: '', order_num: 1, path: m.path, status: '0' }).execute();
    const admin = await any.insertInto('roles').values({ role_name: '超级管理员', role_key: 'admin', role_sort: 1, status: '0' }).returning('role_id').executeTakeFirstOrThrow();
    // As the seed before 0006 left them: 菜单管理 with its add button only.
    const added = ['system:menu:query', 'system:menu:edit', 'system:menu:remove'];
    const rows = catalogRows(system).filter((r) => !added.some((p) => r.key.endsWith(`#${p}`)));
    const idOf = new Map<string, number>();
    for (const r of rows) {
      const { menu_key: _key, ...values } = r.values;
      const made = await any
        .insertInto('menus')
        .values({ ...values, parent_id: r.parentKey ? idOf.get(r.parentKey) : 0 })
        .returning('menu_id')
        .executeTakeFirstOrThrow();
      idOf.set(r.key, made.menu_id);
    }

    await migrate(db, 'sqlite');
    for (const r of rows) {
      const row = await db.selectFrom('menus').select(['menu_key', 'version']).where('menu_id', '=', idOf.get(r.key)!).executeTakeFirstOrThrow();
      assert.equal(row, { menu_key: r.key, version: 1 });
    }
    const page = idOf.get('system:manage/menu')!;
    const buttons = await db.selectFrom('menus').select(['perms', 'menu_key', 'menu_id']).where('parent_id', '=', page).orderBy('order_num').execute();
    assert.equal(
      buttons.map((b) => b.perms),
      ['system:menu:add', ...added],
    );
    assert.equal(
      buttons.map((b) => b.menu_key),
      buttons.map((b) => `system:manage/menu#${b.perms}`),
    );
    const grants = await db.selectFrom('role_menus').selectAll().execute();
    assert.equal(
      grants.map((g) => g.role_id),
      [admin.role_id, admin.role_id, admin.role_id],
    );
    const routes = await db.selectFrom('sys_route').selectAll().execute();
    const pages = rows.filter((r) => r.values.menu_type === 'C' && !r.values.path.startsWith('http'));
    assert.is(routes.length, pages.length);
    assert.ok(routes.some((r) => r.route_addr === '/system/manage/menu' && r.menu_id === page && r.org_code === null));
    assert.ok(routes.some((r) => r.route_addr === '/htservice/approvalInitiated/queryApproval'));
  });
});

test('the catalogue gives every menu a distinct key', () => {
  const keys = catalogRows().map((r) => r.key);
  assert.is(new Set(keys).size, keys.length);
});

test.run();
