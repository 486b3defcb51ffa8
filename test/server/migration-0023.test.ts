/**
 * Upgrading a database seeded before migration 0023: 凭证录入 gains its 导入凭证 button, granted to the
 * roles holding the page, as a fresh seed has it (once).
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Db } from '../../server/db/connect.js';
import { migrate } from '../../server/db/migrate.js';
import { seed } from '../../server/db/seed.js';
import { migrationBefore, withDatabaseAt } from '../support/old-database.js';
import { setup } from './support.js';

const test = suite('migration 0023');
const KEY = 'accounting:voucher/entry#accounting:voucher:import';

/** Role keys holding the page and the button. */
async function holders(db: Db, menuKey: string): Promise<string[]> {
  const rows = await db
    .selectFrom('role_menus as rm')
    .innerJoin('menus as m', 'm.menu_id', 'rm.menu_id')
    .innerJoin('roles as r', 'r.role_id', 'rm.role_id')
    .select(['r.role_key', 'r.org_id'])
    .where('m.menu_key', '=', menuKey)
    .execute();
  return rows.map((r) => `${r.role_key}@${r.org_id ?? '-'}`).sort();
}

test('0023 gives a seeded database the import button, granted to whoever holds 凭证录入', async () => {
  await withDatabaseAt(migrationBefore('0023_voucher_import'), async (db) => {
    await seed(db, { passwords: 'x-Pa55word!', now: Date.now() });
    await migrate(db, 'sqlite');
    const button = await db.selectFrom('menus').select(['menu_name', 'perms', 'menu_type']).where('menu_key', '=', KEY).execute();
    assert.equal(button, [{ menu_name: '导入凭证', perms: 'accounting:voucher:import', menu_type: 'F' }]);
    assert.equal(await holders(db, KEY), await holders(db, 'accounting:voucher/entry'));
  });
});

test('a fresh seed has the same button once, held like its page', async () => {
  const h = await setup();
  try {
    assert.is((await h.db.selectFrom('menus').select('menu_id').where('menu_key', '=', KEY).execute()).length, 1);
    assert.equal(await holders(h.db, KEY), await holders(h.db, 'accounting:voucher/entry'));
  } finally {
    await h.close();
  }
});

test.run();
