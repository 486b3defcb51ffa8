/**
 * Upgrading a database seeded before migration 0018: it gains the approval pages under the service
 * platform (dictionary, definitions, hidden designer, pending list, hidden status page) with their
 * buttons and routes, granted as a fresh seed grants them: admin everything, front desk the pending
 * list and status page, accountants approve and query (the approval centre, its approve button, the
 * pending list, the status and query pages, the module home). Running it again changes nothing.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Migrator } from 'kysely';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { openSqlite, type Db } from '../../server/db/connect.js';
import { migrate, migrations } from '../../server/db/migrate.js';
import { ACCOUNTANT_APPROVAL_KEYS, APPROVAL_PAGES, approvalPageKey } from '../../server/db/migrations/0018_approvals.js';
import { seed } from '../../server/db/seed.js';
import { setup } from './support.js';

const test = suite('migration 0018');
const NEW_KEYS = APPROVAL_PAGES.flatMap((p) => [approvalPageKey(p.path), ...p.buttons.map(([, perms]) => `${approvalPageKey(p.path)}#${perms}`)]);
const KEYS = [...new Set([...NEW_KEYS, ...ACCOUNTANT_APPROVAL_KEYS])].sort();

/** Per menu key: the role keys holding it (one entry per hotel role), and the routes of the new pages. */
async function facts(db: Db) {
  const rows = await db
    .selectFrom('menus as m')
    .leftJoin('role_menus as rm', 'rm.menu_id', 'm.menu_id')
    .leftJoin('roles as r', 'r.role_id', 'rm.role_id')
    .select(['m.menu_key', 'r.role_key'])
    .where('m.menu_key', 'in', KEYS)
    .execute();
  const holders: Record<string, string[]> = {};
  for (const row of rows) (holders[row.menu_key!] ??= []).push(...(row.role_key ? [row.role_key] : []));
  for (const list of Object.values(holders)) list.sort();
  const routes = await db.selectFrom('sys_route as s').innerJoin('menus as m', 'm.menu_id', 's.menu_id').select('s.route_addr').where('m.menu_key', 'in', KEYS).orderBy('s.route_addr').execute();
  return { holders, routes: routes.map((r) => r.route_addr) };
}

test('0018 gives a seeded database the approval pages, granted as the seed grants them', async () => {
  const fresh = await setup({ env: { HT_CAPTCHA: 'off' } });
  const expected = await facts(fresh.db);
  await fresh.close();
  assert.equal(expected.holders['service:/htservice/approvalCenter/approvalDict'], ['admin']);
  assert.equal(expected.holders['service:/htservice/approvalCenter/pendingList'], ['accountant', 'accountant', 'admin', 'frontdesk', 'frontdesk']);
  assert.ok(expected.routes.includes('/metadata/temp4/wfd'));

  const dir = mkdtempSync(path.join(tmpdir(), 'ht-migrate-'));
  const { db } = openSqlite(path.join(dir, 'ht.db'));
  try {
    const old = new Migrator({ db, provider: { getMigrations: async () => migrations('sqlite') } });
    const names = Object.keys(migrations('sqlite')).sort();
    assert.not.ok((await old.migrateTo(names[names.indexOf('0018_approvals') - 1])).error);
    await seed(db, { passwords: 'x-Pa55word!', now: Date.now() });
    // As a seed before 0018 left it: no approval pages, and accountants without any service-platform menu.
    const added = await db.selectFrom('menus').select('menu_id').where('menu_key', 'in', NEW_KEYS).execute();
    const service = await db.selectFrom('menus').select('menu_id').where('module_id', '=', 3003).execute();
    const accountants = await db.selectFrom('roles').select('role_id').where('role_key', '=', 'accountant').execute();
    await db
      .deleteFrom('role_menus')
      .where(
        'menu_id',
        'in',
        added.map((m) => m.menu_id),
      )
      .execute();
    await db
      .deleteFrom('role_menus')
      .where(
        'role_id',
        'in',
        accountants.map((r) => r.role_id),
      )
      .where(
        'menu_id',
        'in',
        service.map((m) => m.menu_id),
      )
      .execute();
    await db
      .deleteFrom('sys_route')
      .where(
        'menu_id',
        'in',
        added.map((m) => m.menu_id),
      )
      .execute();
    await db
      .deleteFrom('menus')
      .where(
        'menu_id',
        'in',
        added.map((m) => m.menu_id),
      )
      .execute();

    await migrate(db, 'sqlite');
    assert.equal(await facts(db), expected);
    await migrate(db, 'sqlite');
    assert.equal(await facts(db), expected, 'at the latest version nothing more happens');
  } finally {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  }
});

test.run();
