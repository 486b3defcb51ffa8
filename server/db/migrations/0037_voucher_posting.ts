/**
 * Voucher words, cashier signature, posting and red reversal (issue 20, part B):
 * - numbers are unique per organisation, period and **word** (收-0001 and 付-0001 live side by side), so
 *   the unique key of 0013 gains voucher_word. SQLite cannot drop a table constraint: the table is
 *   rebuilt from its own stored definition (whatever columns earlier migrations added) with the key
 *   swapped, and its indexes are recreated from theirs;
 * - who signed as cashier (出纳签字) and who posted (记账), and when;
 * - `reversal_of`: the voucher a red reversal (红字冲销) corrects, unique per organisation (one reversal
 *   per voucher; NULLs never collide on either engine);
 * - the buttons 出纳签字, 记账, 反记账, 红字冲销 of 凭证审核, granted to the roles holding the page. A fresh
 *   database gets them from the seed (server/catalog, same values).
 */
import { sql, type Kysely, type Migration } from 'kysely';
import type { Engine } from '../connect.js';
import { addButton } from './add-button.js';

export const POSTING_BUTTONS_0037: Array<[string, string]> = [
  ['出纳签字', 'accounting:voucher:cashier'],
  ['记账', 'accounting:voucher:post'],
  ['反记账', 'accounting:voucher:unpost'],
  ['红字冲销', 'accounting:voucher:reverse'],
];

const OLD_KEY = 'constraint "vouchers_org_period_no" unique ("org_id", "period_id", "voucher_no")';
const NEW_KEY = 'constraint "vouchers_org_period_word_no" unique ("org_id", "period_id", "voucher_word", "voucher_no")';

async function rekeySqlite(db: Kysely<any>): Promise<void> {
  const table = await sql<{ sql: string }>`select sql from sqlite_master where type = 'table' and name = 'vouchers'`.execute(db);
  const definition = table.rows[0].sql;
  if (!definition.includes(OLD_KEY)) throw new Error('vouchers: the unique key of 0013 was not found');
  const indexes = await sql<{ sql: string }>`select sql from sqlite_master where type = 'index' and tbl_name = 'vouchers' and sql is not null`.execute(db);
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await db.transaction().execute(async (trx) => {
      await sql.raw(definition.replace('CREATE TABLE "vouchers"', 'CREATE TABLE "vouchers_new"').replace(OLD_KEY, NEW_KEY)).execute(trx);
      await sql`insert into vouchers_new select * from vouchers`.execute(trx);
      await sql`drop table vouchers`.execute(trx);
      await sql`alter table vouchers_new rename to vouchers`.execute(trx);
      for (const index of indexes.rows) await sql.raw(index.sql).execute(trx);
      const broken = await sql`pragma foreign_key_check`.execute(trx);
      if (broken.rows.length > 0) throw new Error('vouchers rebuild left dangling references');
    });
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}

export function voucherPosting(engine: Engine): Migration {
  return {
    async up(db: Kysely<any>) {
      if (engine === 'postgres') {
        await db.schema.alterTable('vouchers').dropConstraint('vouchers_org_period_no').execute();
        await db.schema.alterTable('vouchers').addUniqueConstraint('vouchers_org_period_word_no', ['org_id', 'period_id', 'voucher_word', 'voucher_no']).execute();
      } else {
        await rekeySqlite(db);
      }
      const columns: Array<[string, 'integer' | 'bigint' | 'varchar(64)']> = [
        ['cashier_id', 'integer'],
        ['cashier_name', 'varchar(64)'],
        ['cashier_time', 'bigint'],
        ['poster_id', 'integer'],
        ['poster_name', 'varchar(64)'],
        ['post_time', 'bigint'],
        ['reversal_of', 'integer'],
      ];
      for (const [name, type] of columns) await db.schema.alterTable('vouchers').addColumn(name, type).execute();
      await db.schema.createIndex('vouchers_org_reversal_of').on('vouchers').columns(['org_id', 'reversal_of']).unique().execute();
      for (const [name, perms] of POSTING_BUTTONS_0037) await addButton(db, { pageKey: 'accounting:voucher/audit', name, perms, moduleId: 1001 });
    },
  };
}
