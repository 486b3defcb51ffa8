/**
 * Upgrading a database seeded before migration 0020: the CRM report menus show the report page, the
 * revenue and shipment entry pages join the CRM 报表 directory (granted to whoever held those report
 * menus), and the inventory chart joins the consumables module (granted with its stock page), each with
 * its route; the result is what a fresh seed holds. Running it twice adds nothing.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Migrator } from 'kysely';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { openSqlite, type Db } from '../../server/db/connect.js';
import { migrate, migrations } from '../../server/db/migrate.js';
import { INVENTORY_CHART_PAGE, REPORT_ENTRY_PAGES_0020, REPORT_MENUS_0020, reports } from '../../server/db/migrations/0020_reports.js';
import { RECORD_MENU_DIRS } from '../../server/db/migrations/record-menus-0010.js';
import { seed } from '../../server/db/seed.js';

const test = suite('migration 0020');
const PATHS = [...REPORT_MENUS_0020.map(([p]) => p), ...REPORT_ENTRY_PAGES_0020.map(([, p]) => p), INVENTORY_CHART_PAGE.path];

/** The report-related pages: path, component, key, the roles holding them, and their routes. */
async function facts(db: Db) {
  const pages = await db.selectFrom('menus').select(['menu_id', 'path', 'component', 'menu_key', 'perms']).where('menu_type', '=', 'C').where('path', 'in', PATHS).orderBy('path').execute();
  const out = [];
  for (const p of pages) {
    const roles = await db
      .selectFrom('role_menus as rm')
      .innerJoin('roles as r', 'r.role_id', 'rm.role_id')
      .select('r.role_key')
      .distinct()
      .where('rm.menu_id', '=', p.menu_id)
      .orderBy('r.role_key')
      .execute();
    const buttons = await db.selectFrom('menus').select('perms').where('parent_id', '=', p.menu_id).orderBy('perms').execute();
    const route = await db.selectFrom('sys_route').select('route_addr').where('menu_id', '=', p.menu_id).execute();
    out.push({
      path: p.path,
      component: p.component,
      key: p.menu_key,
      perms: p.perms,
      roles: roles.map((r) => r.role_key),
      buttons: buttons.map((b) => b.perms),
      route: route.map((r) => r.route_addr),
    });
  }
  return out;
}

async function withDb(fn: (db: Db) => Promise<void>) {
  const dir = mkdtempSync(path.join(tmpdir(), 'ht-migrate-'));
  const { db } = openSqlite(path.join(dir, 'ht.db'));
  try {
    await fn(db);
  } finally {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  }
}

test('0020 brings a seeded database to what a fresh seed holds', async () => {
  let fresh: unknown;
  await withDb(async (db) => {
    await migrate(db, 'sqlite');
    await seed(db, { passwords: 'x-Pa55word!', now: Date.now() });
    fresh = await facts(db);
  });
  await withDb(async (db) => {
    const old = new Migrator({ db, provider: { getMigrations: async () => migrations('sqlite') } });
    const names = Object.keys(migrations('sqlite')).sort();
    assert.not.ok((await old.migrateTo(names[names.indexOf('0020_reports') - 1])).error);
    await seed(db, { passwords: 'x-Pa55word!', now: Date.now() });
    // As a seed before 0020 left it: the report menus as record lists, no entry pages, no chart.
    const before = new Map(RECORD_MENU_DIRS.flatMap((d) => d.pages).map(([, p, component]) => [p, component]));
    for (const [p] of REPORT_MENUS_0020)
      await db
        .updateTable('menus')
        .set({ component: before.get(p)! })
        .where('path', '=', p)
        .execute();
    const added = await db
      .selectFrom('menus')
      .select('menu_id')
      .where('path', 'in', [...REPORT_ENTRY_PAGES_0020.map(([, p]) => p), INVENTORY_CHART_PAGE.path])
      .execute();
    const ids = added.map((m) => m.menu_id);
    await db
      .deleteFrom('menus')
      .where((eb) => eb.or([eb('menu_id', 'in', ids), eb('parent_id', 'in', ids)]))
      .execute();

    await migrate(db, 'sqlite');
    const upgraded = await facts(db);
    assert.equal(upgraded, fresh);
    const byPath = new Map(upgraded.map((f) => [f.path, f]));
    assert.is(byPath.get('/htservice/crmOperatingRevenueDetail')?.component, 'reports/report/operatingRevenue');
    assert.equal(byPath.get('/htservice/crmOperatingRevenue')?.roles, ['admin', 'frontdesk']);
    assert.equal(byPath.get(INVENTORY_CHART_PAGE.path)?.roles, ['accountant', 'admin']);
    assert.equal(byPath.get(INVENTORY_CHART_PAGE.path)?.route, [INVENTORY_CHART_PAGE.path]);

    await reports().up(db);
    assert.equal(await facts(db), fresh, 'a second run adds nothing');
  });
});

test.run();
