/**
 * Month end (issue 20, part C): carry-forward vouchers and who closed a period.
 * - `vouchers.carry_forward`: 1 on the voucher 期间损益结转 made (tasks/kinds/period-carry-forward.ts), so a
 *   second run finds the period's earlier one and the close page can name it; 0 for every other voucher.
 * - `accounting_periods.closed_by` / `closed_at`: the user name and time of the 结账 that closed the period
 *   (null while open, and for periods closed before this migration or through the period editor).
 * The 结账 page and its buttons reach older databases through the menu catalogue (server/catalog/reconcile.ts).
 */
import type { Kysely, Migration } from 'kysely';

export const periodClose: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .alterTable('vouchers')
      .addColumn('carry_forward', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.alterTable('accounting_periods').addColumn('closed_by', 'varchar(64)').execute();
    await db.schema.alterTable('accounting_periods').addColumn('closed_at', 'bigint').execute();
  },
};
