/**
 * Upgrading a database seeded before migration 0037: the vouchers, their lines and everything pointing at
 * them survive SQLite's table rebuild; numbers become unique per word (收-0001 beside 记-0001, a second
 * 记-0001 still refused); and 凭证审核 gains 出纳签字, 记账, 反记账 and 红字冲销, granted to whoever holds the
 * page, as a fresh seed has them.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Db } from '../../server/db/connect.js';
import { migrate } from '../../server/db/migrate.js';
import { POSTING_BUTTONS_0037 } from '../../server/db/migrations/0037_voucher_posting.js';
import { seed } from '../../server/db/seed.js';
import { migrationBefore, withDatabaseAt } from '../support/old-database.js';
import { setup } from './support.js';

const test = suite('migration 0037');
const PAGE = 'accounting:voucher/audit';

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

const snapshot = async (db: Db) =>
  JSON.stringify(
    await Promise.all([
      db.selectFrom('vouchers').select(['voucher_id', 'voucher_word', 'voucher_no', 'status', 'debit_total']).orderBy('voucher_id').execute(),
      db.selectFrom('voucher_lines').select(['line_id', 'voucher_id', 'account_code', 'debit', 'credit']).orderBy('line_id').execute(),
      db.selectFrom('voucher_logs').select(['log_id', 'voucher_id']).orderBy('log_id').execute(),
    ]),
  );

test('0037 keeps every voucher, keys numbers by word and adds the buttons to whoever holds 凭证审核', async () => {
  await withDatabaseAt(migrationBefore('0037_voucher_posting'), async (db) => {
    await seed(db, { passwords: 'x-Pa55word!', now: Date.now() });
    const before = await snapshot(db);
    await migrate(db, 'sqlite');
    assert.is(await snapshot(db), before);

    const first = await db.selectFrom('vouchers').selectAll().orderBy('voucher_id').executeTakeFirstOrThrow();
    const { voucher_id: _, ...copy } = first;
    await db
      .insertInto('vouchers')
      .values({ ...copy, voucher_word: '收' })
      .execute();
    let duplicate: unknown = null;
    await db
      .insertInto('vouchers')
      .values(copy)
      .execute()
      .catch((e: unknown) => (duplicate = e));
    assert.ok(duplicate, 'a second 记 number of the period is refused');

    for (const [name, perms] of POSTING_BUTTONS_0037) {
      const key = `${PAGE}#${perms}`;
      const button = await db.selectFrom('menus').select(['menu_name', 'menu_type']).where('menu_key', '=', key).execute();
      assert.equal(button, [{ menu_name: name, menu_type: 'F' }]);
      assert.equal(await holders(db, key), await holders(db, PAGE));
    }
  });
});

test('a fresh seed has the same buttons once, held like their page', async () => {
  const h = await setup();
  try {
    for (const [, perms] of POSTING_BUTTONS_0037) {
      const key = `${PAGE}#${perms}`;
      assert.is((await h.db.selectFrom('menus').select('menu_id').where('menu_key', '=', key).execute()).length, 1);
      assert.equal(await holders(h.db, key), await holders(h.db, PAGE));
    }
  } finally {
    await h.close();
  }
});

test.run();
