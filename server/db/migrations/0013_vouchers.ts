/**
 * Accounting vouchers (module 1001): a small chart of accounts per organisation for the account
 * picker, vouchers with their lines, the log of every status change (the change-voucher detail shows
 * it) and the print records of the print widget. Amounts are integer fen (bigint), never floats.
 * A voucher's number is unique per organisation and accounting period (记-0001…); the route assigns
 * it under the period row's lock, the unique constraint is the backstop.
 *
 * The hidden 凭证详情 page moves to the absolute address SPEC.md gives the change-voucher detail
 * (/htservice/accountChangeVoucher?voucherId=…): its menu path, stable key and route row follow.
 */
import type { Kysely, Migration } from 'kysely';
import type { Engine } from '../connect.js';
import { withId } from './0001_init.js';

const VOUCHER_DETAIL_PATH_0013 = '/htservice/accountChangeVoucher';
const OLD_DETAIL_KEY = 'accounting:voucher/detail';

export function vouchers(engine: Engine): Migration {
  return {
    async up(db: Kysely<any>) {
      const s = db.schema;
      await withId(s.createTable('acc_accounts'), 'account_id', engine)
        .addColumn('org_id', 'integer', (c) => c.notNull().references('organisations.org_id'))
        .addColumn('account_code', 'varchar(20)', (c) => c.notNull())
        .addColumn('account_name', 'varchar(100)', (c) => c.notNull())
        .addColumn('status', 'varchar(1)', (c) => c.notNull().defaultTo('0'))
        .addUniqueConstraint('acc_accounts_org_code', ['org_id', 'account_code'])
        .execute();

      await withId(s.createTable('vouchers'), 'voucher_id', engine)
        .addColumn('org_id', 'integer', (c) => c.notNull().references('organisations.org_id'))
        .addColumn('period_id', 'integer', (c) => c.notNull().references('accounting_periods.period_id'))
        .addColumn('period', 'varchar(7)', (c) => c.notNull())
        .addColumn('voucher_date', 'varchar(10)', (c) => c.notNull())
        .addColumn('voucher_word', 'varchar(4)', (c) => c.notNull())
        .addColumn('voucher_no', 'integer', (c) => c.notNull())
        .addColumn('attachments', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('status', 'varchar(1)', (c) => c.notNull().defaultTo('0'))
        .addColumn('debit_total', 'bigint', (c) => c.notNull())
        .addColumn('credit_total', 'bigint', (c) => c.notNull())
        .addColumn('maker_id', 'integer', (c) => c.notNull())
        .addColumn('maker_name', 'varchar(64)', (c) => c.notNull())
        .addColumn('sender_id', 'integer')
        .addColumn('sender_name', 'varchar(64)')
        .addColumn('send_time', 'bigint')
        .addColumn('auditor_id', 'integer')
        .addColumn('auditor_name', 'varchar(64)')
        .addColumn('audit_time', 'bigint')
        .addColumn('remark', 'varchar(500)', (c) => c.notNull().defaultTo(''))
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .addUniqueConstraint('vouchers_org_period_no', ['org_id', 'period_id', 'voucher_no'])
        .execute();
      await s.createIndex('vouchers_org_date').on('vouchers').columns(['org_id', 'voucher_date']).execute();

      await withId(s.createTable('voucher_lines'), 'line_id', engine)
        .addColumn('voucher_id', 'integer', (c) => c.notNull().references('vouchers.voucher_id').onDelete('cascade'))
        .addColumn('org_id', 'integer', (c) => c.notNull())
        .addColumn('line_no', 'integer', (c) => c.notNull())
        .addColumn('summary', 'varchar(200)', (c) => c.notNull())
        .addColumn('account_code', 'varchar(20)', (c) => c.notNull())
        .addColumn('account_name', 'varchar(100)', (c) => c.notNull())
        .addColumn('debit', 'bigint', (c) => c.notNull())
        .addColumn('credit', 'bigint', (c) => c.notNull())
        .addUniqueConstraint('voucher_lines_no', ['voucher_id', 'line_no'])
        .execute();

      await withId(s.createTable('voucher_logs'), 'log_id', engine)
        .addColumn('voucher_id', 'integer', (c) => c.notNull().references('vouchers.voucher_id').onDelete('cascade'))
        .addColumn('org_id', 'integer', (c) => c.notNull())
        .addColumn('action', 'varchar(20)', (c) => c.notNull())
        .addColumn('from_status', 'varchar(1)')
        .addColumn('to_status', 'varchar(1)', (c) => c.notNull())
        .addColumn('user_id', 'integer', (c) => c.notNull())
        .addColumn('user_name', 'varchar(64)', (c) => c.notNull())
        .addColumn('at', 'bigint', (c) => c.notNull())
        .execute();
      await s.createIndex('voucher_logs_voucher').on('voucher_logs').columns(['voucher_id', 'at']).execute();

      await withId(s.createTable('voucher_print_records'), 'record_id', engine)
        .addColumn('voucher_id', 'integer', (c) => c.notNull().references('vouchers.voucher_id').onDelete('cascade'))
        .addColumn('org_id', 'integer', (c) => c.notNull())
        .addColumn('user_id', 'integer', (c) => c.notNull())
        .addColumn('user_name', 'varchar(64)', (c) => c.notNull())
        .addColumn('printed_at', 'bigint', (c) => c.notNull())
        .execute();
      await s.createIndex('voucher_print_records_voucher').on('voucher_print_records').columns(['org_id', 'voucher_id']).execute();

      const detail = await db.selectFrom('menus').select('menu_id').where('menu_key', '=', OLD_DETAIL_KEY).executeTakeFirst();
      if (detail) {
        await db
          .updateTable('menus')
          .set({ path: VOUCHER_DETAIL_PATH_0013, menu_key: `accounting:voucher/${VOUCHER_DETAIL_PATH_0013}` })
          .where('menu_id', '=', detail.menu_id)
          .execute();
        await db.updateTable('sys_route').set({ route_addr: VOUCHER_DETAIL_PATH_0013 }).where('menu_id', '=', detail.menu_id).execute();
      }
    },
    async down(db: Kysely<any>) {
      for (const table of ['voucher_print_records', 'voucher_logs', 'voucher_lines', 'vouchers', 'acc_accounts']) await db.schema.dropTable(table).execute();
    },
  };
}
