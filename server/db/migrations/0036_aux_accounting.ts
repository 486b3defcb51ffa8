/**
 * Auxiliary accounting (辅助核算) and cash-flow items (现金流量项目), shared/aux-dimensions.ts and
 * shared/cashflow-items.ts:
 *
 * - `acc_accounts.aux_dims`: the dimensions every line on the account must carry, as text in a fixed
 *   order ('dept,customer'; '' none), and `version` so the chart-of-accounts page edits it like the
 *   other pages (stale → 409).
 * - `aux_items`: an organisation's items of the dimensions customer, supplier, project and employee,
 *   code unique within organisation and dimension (departments keep their own tree).
 * - `voucher_lines`: the item of each of those dimensions (nullable; `dept_id` is there since 0028) and
 *   the cash-flow item code of a line on a cash or bank account. An item a line names is not deleted
 *   (the key, and the route first, with a message).
 * Schema only: a fresh database gets demo dimensions and items from the seed; an older one keeps its
 * accounts without required dimensions until someone sets them.
 */
import type { Kysely, Migration } from 'kysely';
import type { Engine } from '../connect.js';
import { withId } from './0001_init.js';

const ITEM_COLUMNS = ['customer_id', 'supplier_id', 'project_id', 'employee_id'] as const;

export function auxAccounting(engine: Engine): Migration {
  return {
    async up(db: Kysely<any>) {
      const s = db.schema;
      await s
        .alterTable('acc_accounts')
        .addColumn('aux_dims', 'varchar(64)', (c) => c.notNull().defaultTo(''))
        .execute();
      await s
        .alterTable('acc_accounts')
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
      await withId(s.createTable('aux_items'), 'item_id', engine)
        .addColumn('org_id', 'integer', (c) => c.notNull().references('organisations.org_id').onDelete('cascade'))
        .addColumn('dimension', 'varchar(16)', (c) => c.notNull())
        .addColumn('item_code', 'varchar(40)', (c) => c.notNull())
        .addColumn('item_name', 'varchar(100)', (c) => c.notNull())
        .addColumn('status', 'char(1)', (c) => c.notNull().defaultTo('0'))
        .addColumn('remark', 'varchar(500)', (c) => c.notNull().defaultTo(''))
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .addUniqueConstraint('aux_items_org_dim_code', ['org_id', 'dimension', 'item_code'])
        .execute();
      // One ALTER per column: SQLite adds one column per statement.
      for (const column of ITEM_COLUMNS) {
        await s
          .alterTable('voucher_lines')
          .addColumn(column, 'integer', (c) => c.references('aux_items.item_id'))
          .execute();
        // The auxiliary ledgers read an item's lines joined to their vouchers (with the voucher id in the key the
        // join is one probe per voucher, not a walk over all the item's lines), and the delete check looks for any.
        await s.createIndex(`voucher_lines_${column}`).on('voucher_lines').columns([column, 'voucher_id']).execute();
      }
      await s.alterTable('voucher_lines').addColumn('cashflow_code', 'varchar(8)').execute();
    },
  };
}
