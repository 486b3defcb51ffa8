/**
 * Upgrading a database seeded before migration 0015: it gains the built-in role `support` and the
 * support desk (客服工作台 with its reply button) under the service platform, granted to support (with
 * the module's home) and admin only, with its route; a fresh seed has the same, once, and no hotel
 * role holds the desk.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Db } from '../../server/db/connect.js';
import { migrate } from '../../server/db/migrate.js';
import { seed } from '../../server/db/seed.js';
import { migrationBefore, withDatabaseAt } from '../support/old-database.js';
import { setup } from './support.js';

const test = suite('migration 0015');
const DESK = 'service:supportDesk';

/** Who holds the desk's menus, by role key, and the desk's route. */
async function deskFacts(db: Db) {
  const menus = await db.selectFrom('menus').select(['menu_id', 'menu_key', 'perms']).where('menu_key', 'like', `${DESK}%`).orderBy('menu_key').execute();
  const holders = await db
    .selectFrom('role_menus as rm')
    .innerJoin('roles as r', 'r.role_id', 'rm.role_id')
    .select(['r.role_key', 'rm.menu_id'])
    .where(
      'rm.menu_id',
      'in',
      menus.map((m) => m.menu_id),
    )
    .execute();
  const route = await db.selectFrom('sys_route').select('route_addr').where('menu_id', '=', menus[0].menu_id).execute();
  return {
    keys: menus.map((m) => m.menu_key),
    perms: menus.map((m) => m.perms),
    roles: [...new Set(holders.map((h) => h.role_key))].sort(),
    route: route.map((r) => r.route_addr),
    supportRoles: (await db.selectFrom('roles').select('org_id').where('role_key', '=', 'support').execute()).map((r) => r.org_id),
  };
}

const EXPECTED = {
  keys: [DESK, `${DESK}#service:support:reply`],
  perms: ['service:support:list', 'service:support:reply'],
  roles: ['admin', 'support'],
  route: ['/service/supportDesk'],
  supportRoles: [null],
};

test('0015 gives a seeded database the support role and the desk, granted to support and admin only', async () => {
  await withDatabaseAt(migrationBefore('0015_chat'), async (db) => {
    await seed(db, { passwords: 'x-Pa55word!', now: Date.now() });
    // As a seed before 0015 left it: no support role, no desk.
    await db.deleteFrom('menus').where('menu_key', 'like', `${DESK}%`).execute();
    await db.deleteFrom('roles').where('role_key', '=', 'support').execute();

    await migrate(db, 'sqlite');
    assert.equal(await deskFacts(db), EXPECTED);
    const support = await db.selectFrom('roles').select('role_id').where('role_key', '=', 'support').executeTakeFirstOrThrow();
    const home = await db.selectFrom('menus').select('menu_id').where('menu_key', '=', 'service:index').executeTakeFirstOrThrow();
    assert.ok(await db.selectFrom('role_menus').selectAll().where('role_id', '=', support.role_id).where('menu_id', '=', home.menu_id).executeTakeFirst(), 'support sees the module home');
  });
});

test('a fresh seed has the same desk, once', async () => {
  const h = await setup();
  try {
    assert.equal(await deskFacts(h.db), EXPECTED);
  } finally {
    await h.close();
  }
});

test.run();
