/**
 * Upgrading a database seeded before migration 0017: the card page gains its edit, remove and generate
 * buttons, granted to every role that holds the page, with the chart of accounts gaining 管理费用-折旧费
 * (660201) for depreciation; the asset classes are there with their defaults. A fresh seed has the same, once.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Migrator } from 'kysely';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { openSqlite, type Db } from '../../server/db/connect.js';
import { migrate, migrations } from '../../server/db/migrate.js';
import { CARD_BUTTONS_0017 } from '../../server/db/migrations/0017_assets.js';
import { seed } from '../../server/db/seed.js';
import { setup } from './support.js';

const test = suite('migration 0017');
const KEYS = CARD_BUTTONS_0017.map(([, perms]) => `assets:card#${perms}`).sort();

/** The new buttons, the role ids holding each (as many as hold the page), the depreciation accounts and the classes. */
async function facts(db: Db) {
  const page = await db.selectFrom('menus').select('menu_id').where('menu_key', '=', 'assets:card').executeTakeFirstOrThrow();
  const pageHolders = (await db.selectFrom('role_menus').select('role_id').where('menu_id', '=', page.menu_id).orderBy('role_id').execute()).map((r) => r.role_id);
  const buttons = await db.selectFrom('menus').select(['menu_id', 'menu_key']).where('menu_key', 'in', KEYS).orderBy('menu_key').execute();
  const holders = await Promise.all(
    buttons.map(async (b) => (await db.selectFrom('role_menus').select('role_id').where('menu_id', '=', b.menu_id).orderBy('role_id').execute()).map((r) => r.role_id)),
  );
  const accounts = await db.selectFrom('acc_accounts').select('org_id').where('account_code', '=', '660201').orderBy('org_id').execute();
  const orgs = await db.selectFrom('organisations').select('org_id').orderBy('org_id').execute();
  const classes = await db.selectFrom('asset_classes').select(['class_name', 'life_months']).orderBy('order_num').execute();
  return {
    keys: buttons.map((b) => b.menu_key),
    everyHolderHoldsEachButton: holders.every((h) => JSON.stringify(h) === JSON.stringify(pageHolders)) && pageHolders.length > 0,
    accountsPerOrg: accounts.map((a) => a.org_id).join() === orgs.map((o) => o.org_id).join(),
    classes: classes.map((c) => `${c.class_name}:${c.life_months}`),
  };
}

const EXPECTED = {
  keys: KEYS,
  everyHolderHoldsEachButton: true,
  accountsPerOrg: true,
  classes: ['房屋建筑物:240', '机器设备:120', '电子设备:36', '运输设备:48', '家具用具:60'],
};

test('0017 gives a seeded database the card buttons (granted like the page) and the depreciation account', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'ht-migrate-'));
  const { db } = openSqlite(path.join(dir, 'ht.db'));
  try {
    const old = new Migrator({ db, provider: { getMigrations: async () => migrations('sqlite') } });
    // Up to the migration before 0017, so today's seed (which needs every earlier one) can run.
    const names = Object.keys(migrations('sqlite')).sort();
    assert.not.ok((await old.migrateTo(names[names.indexOf('0017_assets') - 1])).error);
    await seed(db, { passwords: 'x-Pa55word!', now: Date.now() });
    // As a seed before 0017 left it: neither the buttons nor the account.
    await db.deleteFrom('menus').where('menu_key', 'in', KEYS).execute();
    await db.deleteFrom('acc_accounts').where('account_code', '=', '660201').execute();

    await migrate(db, 'sqlite');
    assert.equal(await facts(db), EXPECTED);
  } finally {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a fresh seed has the buttons and the account once', async () => {
  const h = await setup({ env: { HT_CAPTCHA: 'off' } });
  try {
    assert.equal(await facts(h.db), EXPECTED);
  } finally {
    await h.close();
  }
});

test.run();
