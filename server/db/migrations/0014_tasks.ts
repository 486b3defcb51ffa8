/**
 * Long-running tasks (imports now; calculations and exports later) and the first two things they write.
 * - `tasks`: one row per started task, the whole state the job centre shows (status, done/total, the
 *   current step as a message key with JSON params, the count of rejected rows), so progress survives a
 *   page reload, a reconnect and a server restart. `cancel_requested` is read by the runner between
 *   batches; `options` is the JSON the caller started it with (kept for retry).
 * - `task_files`: the uploaded source file, and the rejected rows and the result (JSON) of a task, as
 *   bytes (blob on SQLite, bytea on PostgreSQL), deleted with their task.
 * - `consumable_stock`: the low-value consumables stock per organisation (module 1003), one row per
 *   warehouse and item code. Quantities in hundredths and money in cents (integers: exact on both engines).
 * - `opening_balances`: the accounting initial balances (module 1001) per organisation, year and account
 *   code; direction 'D' debit / 'C' credit, balance in cents. Self-contained until the chart of accounts
 *   exists: `account_code` is the key a later chart joins on.
 */
import type { Kysely, Migration } from 'kysely';
import type { Engine } from '../connect.js';
import { withId } from './0001_init.js';

export function tasks(engine: Engine): Migration {
  return {
    async up(db: Kysely<any>) {
      const s = db.schema;
      await withId(s.createTable('tasks'), 'task_id', engine)
        .addColumn('org_id', 'integer', (c) => c.notNull().references('organisations.org_id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
        .addColumn('kind', 'varchar(40)', (c) => c.notNull())
        .addColumn('status', 'varchar(12)', (c) => c.notNull())
        .addColumn('done', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('total', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('step_key', 'varchar(40)', (c) => c.notNull().defaultTo('queued'))
        .addColumn('step_params', 'text', (c) => c.notNull().defaultTo('{}'))
        .addColumn('error_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('options', 'text', (c) => c.notNull().defaultTo('{}'))
        .addColumn('file_name', 'varchar(255)', (c) => c.notNull().defaultTo(''))
        .addColumn('cancel_requested', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('started_at', 'bigint')
        .addColumn('finished_at', 'bigint')
        .execute();
      await s.createIndex('tasks_org_created').on('tasks').columns(['org_id', 'created_at']).execute();
      await s.createIndex('tasks_status').on('tasks').column('status').execute();

      await s
        .createTable('task_files')
        .addColumn('task_id', 'integer', (c) => c.notNull().references('tasks.task_id').onDelete('cascade'))
        .addColumn('role', 'varchar(16)', (c) => c.notNull())
        .addColumn('content', engine === 'postgres' ? 'bytea' : 'blob', (c) => c.notNull())
        .addPrimaryKeyConstraint('task_files_pk', ['task_id', 'role'])
        .execute();

      await withId(s.createTable('consumable_stock'), 'stock_id', engine)
        .addColumn('org_id', 'integer', (c) => c.notNull().references('organisations.org_id').onDelete('cascade'))
        .addColumn('warehouse', 'varchar(50)', (c) => c.notNull())
        .addColumn('item_code', 'varchar(40)', (c) => c.notNull())
        .addColumn('item_name', 'varchar(100)', (c) => c.notNull())
        .addColumn('specification', 'varchar(100)', (c) => c.notNull().defaultTo(''))
        .addColumn('unit', 'varchar(20)', (c) => c.notNull())
        .addColumn('quantity_c', 'bigint', (c) => c.notNull())
        .addColumn('unit_price_c', 'bigint', (c) => c.notNull())
        .addColumn('amount_c', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .addUniqueConstraint('consumable_stock_key', ['org_id', 'warehouse', 'item_code'])
        .execute();

      await withId(s.createTable('opening_balances'), 'balance_id', engine)
        .addColumn('org_id', 'integer', (c) => c.notNull().references('organisations.org_id').onDelete('cascade'))
        .addColumn('year', 'integer', (c) => c.notNull())
        .addColumn('account_code', 'varchar(20)', (c) => c.notNull())
        .addColumn('account_name', 'varchar(100)', (c) => c.notNull())
        .addColumn('direction', 'varchar(1)', (c) => c.notNull())
        .addColumn('balance_c', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .addUniqueConstraint('opening_balances_key', ['org_id', 'year', 'account_code'])
        .execute();
    },
    async down(db: Kysely<any>) {
      for (const table of ['opening_balances', 'consumable_stock', 'task_files', 'tasks']) await db.schema.dropTable(table).execute();
    },
  };
}
