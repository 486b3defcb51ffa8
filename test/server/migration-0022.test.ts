/**
 * Upgrading a database seeded before migration 0022: the business pages 价格协议 and 销售协议 turn into
 * record pages (component records/<kind>) and gain the buttons a record page checks plus the sale
 * agreement's import, granted to the roles that held the page and to admin, with the keys a fresh seed
 * gives them; the upgraded menus then equal a fresh seed's.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Db } from '../../server/db/connect.js';
import { migrate } from '../../server/db/migrate.js';
import { seed } from '../../server/db/seed.js';
import { migrationBefore, withDatabaseAt } from '../support/old-database.js';
import { setup } from './support.js';

const test = suite('migration 0022');
const PAGES = ['business:priceAgreement', 'business:saleAgreement'];
/** The buttons the pages had before 0022. */
const OLD_BUTTONS = ['business:priceAgreement:add', 'business:priceAgreement:import', 'business:saleAgreement:add'];

/** The business pages and buttons: key, component, perms, and who holds each (role keys). */
async function businessMenus(db: Db) {
  const menus = await db.selectFrom('menus').select(['menu_id', 'menu_key', 'component', 'perms', 'parent_id']).where('perms', 'like', 'business:%').orderBy('perms').execute();
  const holders = await db
    .selectFrom('role_menus as rm')
    .innerJoin('roles as r', 'r.role_id', 'rm.role_id')
    .select(['r.role_key', 'r.org_id', 'rm.menu_id'])
    .where(
      'rm.menu_id',
      'in',
      menus.map((m) => m.menu_id),
    )
    .execute();
  return menus.map((m) => ({
    key: m.menu_key,
    component: m.component,
    perms: m.perms,
    holders: holders
      .filter((h) => h.menu_id === m.menu_id)
      .map((h) => `${h.role_key}@${h.org_id ?? '-'}`)
      .sort(),
  }));
}

let fresh: Awaited<ReturnType<typeof businessMenus>>;

test.before(async () => {
  const h = await setup();
  fresh = await businessMenus(h.db);
  await h.close();
});

test('a fresh seed: two record pages with query, add, edit, remove, export and import, all granted to the front desk and admin', () => {
  const pages = fresh.filter((m) => m.perms.endsWith(':list'));
  assert.equal(
    pages.map((p) => p.component),
    ['records/priceAgreement', 'records/saleAgreement'],
  );
  for (const prefix of PAGES) {
    const buttons = fresh
      .filter((m) => m.perms.startsWith(`${prefix}:`) && !m.perms.endsWith(':list'))
      .map((m) => m.perms.slice(prefix.length + 1))
      .sort();
    assert.equal(buttons, ['add', 'edit', 'export', 'import', 'query', 'remove']);
  }
  for (const m of fresh) assert.ok(m.holders.includes('admin@-') && m.holders.filter((h) => h.startsWith('frontdesk@')).length === 2, `${m.perms}: ${m.holders}`);
});

test('0022 turns the pages of an older database into record pages with the buttons of a fresh seed, granted alike', async () => {
  await withDatabaseAt(migrationBefore('0022_business'), async (db) => {
    await seed(db, { passwords: 'x-Pa55word!', now: Date.now() });
    // As a seed before 0022 left them: the unbuilt components, only the add and import buttons.
    await db.updateTable('menus').set({ component: 'business/priceAgreement/index' }).where('component', '=', 'records/priceAgreement').execute();
    await db.updateTable('menus').set({ component: 'business/saleAgreement/index' }).where('component', '=', 'records/saleAgreement').execute();
    await db.deleteFrom('menus').where('menu_type', '=', 'F').where('perms', 'like', 'business:%').where('perms', 'not in', OLD_BUTTONS).execute();
    assert.is((await businessMenus(db)).length, 5);

    await migrate(db, 'sqlite');
    assert.equal(await businessMenus(db), fresh);
  });
});

test.run();
