/**
 * A fresh database and an upgraded one end with the same menus, grants and routes. The upgraded one is
 * seeded before migration 0027 (menu_catalog) and made to look as an older release left it: pages and
 * buttons later versions brought are missing (some by a migration, 0037's posting buttons; the others
 * by the start-up reconcile alone). Then the migrations run and the catalogue is reconciled, as at a start.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { reconcileCatalog } from '../../server/catalog/reconcile.js';
import type { Db } from '../../server/db/connect.js';
import { migrate, migrations } from '../../server/db/migrate.js';
import { seed } from '../../server/db/seed.js';
import { migrationBefore, withDatabaseAt } from '../support/old-database.js';

const SEED = { passwords: 'x-Pa55word!', now: Date.now(), demoBooks: false } as const;
/** What the older release lacked, by catalogue key (each with the buttons below it). */
const LATER = [
  'accounting:periodClose', // month end: reconcile only
  'accounting:base/auxItem', // auxiliary items: reconcile only
  'system:manage//htservice/notice', // notices: reconcile only (0029 makes the tables)
  'initplat:/pppp/voucherRule', // voucher words: reconcile only (0031 makes the table)
  'accounting:voucher/audit#accounting:voucher:post', // the posting buttons: migration 0037
  'accounting:voucher/audit#accounting:voucher:unpost',
  'accounting:voucher/audit#accounting:voucher:reverse',
  'accounting:voucher/audit#accounting:voucher:cashier',
];

/** Menus by key with their place and values, grants as role@hotel → key, routes as address → key: no ids. */
async function snapshot(db: Db) {
  const menus = await db.selectFrom('menus').selectAll().execute();
  const keyOf = new Map(menus.map((m) => [m.menu_id, m.menu_key ?? `unkeyed ${m.menu_name}`]));
  const roles = await db.selectFrom('roles').leftJoin('organisations', 'organisations.org_id', 'roles.org_id').select(['roles.role_id', 'roles.role_key', 'organisations.org_code']).execute();
  const roleOf = new Map(roles.map((r) => [r.role_id, `${r.role_key}@${r.org_code ?? '-'}`]));
  const grants = await db.selectFrom('role_menus').select(['role_id', 'menu_id']).execute();
  const routes = await db.selectFrom('sys_route').select(['route_addr', 'menu_id', 'org_code']).execute();
  return {
    menus: menus
      .map(({ menu_id: _id, parent_id, version: _version, order_num: _order, ...values }) => ({ ...values, parent: parent_id === 0 ? null : keyOf.get(parent_id) }))
      .sort((a, b) => String(a.menu_key).localeCompare(String(b.menu_key))),
    grants: grants.map((g) => `${roleOf.get(g.role_id)} → ${keyOf.get(g.menu_id)}`).sort(),
    routes: routes.map((r) => `${r.route_addr} → ${keyOf.get(r.menu_id)} ${r.org_code ?? '-'}`).sort(),
  };
}

async function removeFamily(db: Db, key: string) {
  const ids = (
    await db
      .selectFrom('menus')
      .select('menu_id')
      .where((eb) => eb.or([eb('menu_key', '=', key), eb('menu_key', 'like', `${key}#%`)]))
      .execute()
  ).map((m) => m.menu_id);
  assert.ok(ids.length > 0, key);
  await db.deleteFrom('role_menus').where('menu_id', 'in', ids).execute();
  await db.deleteFrom('sys_route').where('menu_id', 'in', ids).execute();
  await db.deleteFrom('menus').where('menu_id', 'in', ids).execute();
}

test('an upgraded database ends with the menus, grants and routes of a fresh one', async () => {
  const latest = Object.keys(migrations('sqlite')).sort().at(-1)!;
  let fresh: Awaited<ReturnType<typeof snapshot>> | undefined;
  await withDatabaseAt(latest, async (db) => {
    await seed(db, SEED);
    await reconcileCatalog(db, 'sqlite');
    fresh = await snapshot(db);
  });

  await withDatabaseAt(migrationBefore('0027_menu_catalog'), async (db) => {
    await seed(db, SEED);
    for (const key of LATER) await removeFamily(db, key);
    await migrate(db, 'sqlite');
    const { added } = await reconcileCatalog(db, 'sqlite');
    assert.ok(added.includes('accounting:periodClose') && !added.includes(LATER[4]), 'the reconcile brings what no migration did');
    const upgraded = await snapshot(db);
    assert.equal(upgraded.menus, fresh!.menus);
    assert.equal(upgraded.grants, fresh!.grants);
    assert.equal(upgraded.routes, fresh!.routes);
  });
});

test.run();
