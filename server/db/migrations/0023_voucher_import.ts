/**
 * Voucher import (issue 5, "voucher import" among the job kinds):
 * - `vouchers.import_ref`: the voucher number a file gave a voucher (its group of rows), unique per
 *   organisation, so importing the same file again (or retrying a cancelled import) never posts a voucher
 *   twice: an unaudited one is replaced, a sent or audited one is left as it is;
 * - the 导入凭证 button (accounting:voucher:import) of 凭证录入, granted to the roles that hold the page.
 * A fresh database gets the button from the seed (seed-menus.ts, same values).
 */
import type { Kysely, Migration } from 'kysely';
import { syncRoutes } from '../sys-routes.js';

export const VOUCHER_IMPORT_BUTTON: [string, string] = ['导入凭证', 'accounting:voucher:import'];
const ENTRY_PAGE_KEY = 'accounting:voucher/entry';
const ACCOUNTING_MODULE = 1001;

async function backfillButton(db: Kysely<any>): Promise<void> {
  const page: { menu_id: number } | undefined = await db.selectFrom('menus').select('menu_id').where('menu_key', '=', ENTRY_PAGE_KEY).executeTakeFirst();
  if (!page) return; // an empty database: the seed brings it
  const key = `${ENTRY_PAGE_KEY}#${VOUCHER_IMPORT_BUTTON[1]}`;
  if (await db.selectFrom('menus').select('menu_id').where('menu_key', '=', key).executeTakeFirst()) return;
  const holders: Array<{ role_id: number }> = await db.selectFrom('role_menus').select('role_id').where('menu_id', '=', page.menu_id).execute();
  const button: { menu_id: number } = await db
    .insertInto('menus')
    .values({
      menu_name: VOUCHER_IMPORT_BUTTON[0], parent_id: page.menu_id, order_num: 10, path: '', component: '', query: '', is_frame: '1', is_cache: '0',
      menu_type: 'F', visible: '0', status: '0', perms: VOUCHER_IMPORT_BUTTON[1], icon: '#', module_id: ACCOUNTING_MODULE, org_code: null,
      initplat_type: null, affix: '0', menu_key: key,
    })
    .returning('menu_id')
    .executeTakeFirstOrThrow();
  if (holders.length) await db.insertInto('role_menus').values(holders.map((h) => ({ role_id: h.role_id, menu_id: button.menu_id }))).execute();
  await syncRoutes(db as never, [ACCOUNTING_MODULE]);
}

export const voucherImport: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable('vouchers').addColumn('import_ref', 'varchar(64)').execute();
    // NULLs never collide on either engine: only imported vouchers are kept unique.
    await db.schema.createIndex('vouchers_org_import_ref').on('vouchers').columns(['org_id', 'import_ref']).unique().execute();
    await backfillButton(db);
  },
};
