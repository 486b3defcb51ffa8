/**
 * Voucher import (issue 5, "voucher import" among the job kinds):
 * - `vouchers.import_ref`: the voucher number a file gave a voucher (its group of rows), unique per
 *   organisation, so importing the same file again (or retrying a cancelled import) never posts a voucher
 *   twice: an unaudited one is replaced, a sent or audited one is left as it is;
 * - the 导入凭证 button (accounting:voucher:import) of 凭证录入, granted to the roles that hold the page.
 * A fresh database gets the button from the seed (server/catalog, same values).
 */
import type { Kysely, Migration } from 'kysely';
import { addButton } from './add-button.js';

const VOUCHER_IMPORT_BUTTON: [string, string] = ['导入凭证', 'accounting:voucher:import'];

export const voucherImport: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable('vouchers').addColumn('import_ref', 'varchar(64)').execute();
    // NULLs never collide on either engine: only imported vouchers are kept unique.
    await db.schema.createIndex('vouchers_org_import_ref').on('vouchers').columns(['org_id', 'import_ref']).unique().execute();
    await addButton(db, { pageKey: 'accounting:voucher/entry', name: VOUCHER_IMPORT_BUTTON[0], perms: VOUCHER_IMPORT_BUTTON[1], moduleId: 1001 });
  },
};
