/**
 * The asset register a hotel keeps (issue 20, fixed assets):
 * - `asset_cards` gains where the asset is (building, floor, room), who keeps it (custodian), where it came
 *   from (supplier, serial number, purchase date, acquisition method: 'opening' for every existing card, on
 *   the books before its acquisition could post a voucher), how it depreciates (method, 'straightLine' for
 *   every existing card), the voucher
 *   its generation posted, and its disposal date ('' while in use).
 * - `asset_depreciations` keeps each card's monthly figure before and after the run, so reversing the
 *   latest run restores the card exactly (the accelerated methods change it from year to year); existing
 *   lines, all straight line, take the card's current figure.
 * - `asset_transfers`: each move of a card between departments (its history); `asset_disposals` (清理):
 *   one per disposed card, with the figures and the voucher it posted.
 * Empty strings rather than nulls for the optional texts, as the other card columns do.
 */
import type { Kysely, Migration } from 'kysely';
import { sql } from 'kysely';
import type { Engine } from '../connect.js';
import { withId } from './0001_init.js';

const TEXT_COLUMNS: Array<[column: string, type: string]> = [
  ['location_building', 'varchar(50)'],
  ['location_floor', 'varchar(20)'],
  ['location_room', 'varchar(20)'],
  ['custodian', 'varchar(50)'],
  ['supplier', 'varchar(100)'],
  ['serial_no', 'varchar(60)'],
  ['purchase_date', 'varchar(10)'],
  ['disposal_date', 'varchar(10)'],
];

export function assetRegister(engine: Engine): Migration {
  return {
    async up(db: Kysely<any>) {
      const s = db.schema;
      for (const [column, type] of TEXT_COLUMNS)
        await s
          .alterTable('asset_cards')
          .addColumn(column, sql.raw(type), (c) => c.notNull().defaultTo(''))
          .execute();
      await s
        .alterTable('asset_cards')
        .addColumn('acquisition_method', 'varchar(20)', (c) => c.notNull().defaultTo('opening'))
        .execute();
      await s
        .alterTable('asset_cards')
        .addColumn('depreciation_method', 'varchar(20)', (c) => c.notNull().defaultTo('straightLine'))
        .execute();
      await s
        .alterTable('asset_cards')
        .addColumn('acquisition_voucher_id', 'integer', (c) => c.references('vouchers.voucher_id').onDelete('set null'))
        .execute();

      await s
        .alterTable('asset_depreciations')
        .addColumn('monthly_before', 'bigint', (c) => c.notNull().defaultTo(0))
        .execute();
      await s
        .alterTable('asset_depreciations')
        .addColumn('monthly_after', 'bigint', (c) => c.notNull().defaultTo(0))
        .execute();
      const cardMonthly = db.selectFrom('asset_cards as c').select('c.monthly_depreciation').whereRef('c.card_id', '=', 'asset_depreciations.card_id');
      await db.updateTable('asset_depreciations').set({ monthly_before: cardMonthly, monthly_after: cardMonthly }).execute();

      await withId(s.createTable('asset_transfers'), 'transfer_id', engine)
        .addColumn('org_id', 'integer', (c) => c.notNull().references('organisations.org_id').onDelete('cascade'))
        .addColumn('card_id', 'integer', (c) => c.notNull().references('asset_cards.card_id').onDelete('cascade'))
        .addColumn('transfer_date', 'varchar(10)', (c) => c.notNull())
        .addColumn('from_dept_id', 'integer', (c) => c.notNull().references('departments.dept_id'))
        .addColumn('to_dept_id', 'integer', (c) => c.notNull().references('departments.dept_id'))
        .addColumn('from_custodian', 'varchar(50)', (c) => c.notNull().defaultTo(''))
        .addColumn('to_custodian', 'varchar(50)', (c) => c.notNull().defaultTo(''))
        .addColumn('remark', 'varchar(500)', (c) => c.notNull().defaultTo(''))
        .addColumn('user_name', 'varchar(64)', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await s.createIndex('asset_transfers_card').on('asset_transfers').columns(['org_id', 'card_id', 'transfer_id']).execute();

      await withId(s.createTable('asset_disposals'), 'disposal_id', engine)
        .addColumn('org_id', 'integer', (c) => c.notNull().references('organisations.org_id').onDelete('cascade'))
        .addColumn('card_id', 'integer', (c) => c.notNull().unique().references('asset_cards.card_id').onDelete('cascade'))
        .addColumn('disposal_date', 'varchar(10)', (c) => c.notNull())
        .addColumn('original_value', 'bigint', (c) => c.notNull())
        .addColumn('accumulated_depreciation', 'bigint', (c) => c.notNull())
        .addColumn('proceeds', 'bigint', (c) => c.notNull())
        .addColumn('proceeds_account', 'varchar(40)', (c) => c.notNull().defaultTo(''))
        .addColumn('voucher_id', 'integer', (c) => c.references('vouchers.voucher_id').onDelete('set null'))
        .addColumn('remark', 'varchar(500)', (c) => c.notNull().defaultTo(''))
        .addColumn('user_name', 'varchar(64)', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<any>) {
      for (const table of ['asset_disposals', 'asset_transfers']) await db.schema.dropTable(table).execute();
    },
  };
}
