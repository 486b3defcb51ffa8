/**
 * Fixed assets (固定资产, module 1002; issue 5):
 * - `asset_classes`: the classes of the national classification every hotel uses (房屋建筑物, 机器设备…),
 *   platform-wide like dictionaries, each with the default useful life and net salvage rate a new card
 *   takes. Written here (reference data, not demo data), so existing and fresh databases have them.
 * - `asset_cards`: one card per asset and organisation. Money in fen (bigint), the net salvage rate in
 *   hundredths of a percent (500 = 5.00 %), `monthly_depreciation` kept with the card (lib/depreciation.ts)
 *   so the list sorts on it. `gen_status` '0' to be generated / '1' generated (only generated cards are
 *   depreciated); `check_status` '0' never checked / '1' checked / '2' check loss (the last asset check).
 * - `asset_depreciation_runs`: one per organisation and accounting period (unique: a period is never
 *   depreciated twice), with the voucher it posted; `asset_depreciations`: the amount of each card in it.
 * - `asset_checks` (资产盘点) of one department and their lines (each card of it checked or lost).
 * Existing databases get the account 管理费用-折旧费 (660201) depreciation debits, and the card page's new buttons (edit, remove, generate) granted to every role that
 * holds the page; fresh ones get them from the seed (server/catalog).
 */
import type { Kysely, Migration } from 'kysely';
import type { Engine } from '../connect.js';
import { withId } from './0001_init.js';
import { syncRouteTable } from './route-table.js';

/** [code, name, default useful life in months, default net salvage rate in hundredths of a percent]. */
const ASSET_CLASSES: Array<[string, string, number, number]> = [
  ['01', '房屋建筑物', 240, 500],
  ['02', '机器设备', 120, 500],
  ['03', '电子设备', 36, 500],
  ['04', '运输设备', 48, 500],
  ['05', '家具用具', 60, 500],
];
/** Buttons of the card page added with this version: [name, perms]. */
export const CARD_BUTTONS_0017: Array<[string, string]> = [
  ['修改卡片', 'assets:card:edit'],
  ['删除卡片', 'assets:card:remove'],
  ['生成资产', 'assets:card:generate'],
];
const ASSETS_MODULE = 1002;
const DEPRECIATION_ACCOUNT = ['660201', '管理费用-折旧费'] as const;

async function backfillButtons(db: Kysely<any>): Promise<void> {
  const page: { menu_id: number } | undefined = await db.selectFrom('menus').select('menu_id').where('menu_key', '=', 'assets:card').executeTakeFirst();
  if (!page) return; // an empty database: the seed brings them
  const holders: Array<{ role_id: number }> = await db.selectFrom('role_menus').select('role_id').where('menu_id', '=', page.menu_id).execute();
  const common = {
    query: '',
    is_frame: '1',
    is_cache: '0',
    visible: '0',
    status: '0',
    module_id: ASSETS_MODULE,
    org_code: null,
    initplat_type: null,
    affix: '0',
    path: '',
    component: '',
    menu_type: 'F',
    icon: '#',
  };
  for (const [i, [name, perms]] of CARD_BUTTONS_0017.entries()) {
    const key = `assets:card#${perms}`;
    if (await db.selectFrom('menus').select('menu_id').where('menu_key', '=', key).executeTakeFirst()) continue;
    const button: { menu_id: number } = await db
      .insertInto('menus')
      .values({ ...common, menu_name: name, parent_id: page.menu_id, order_num: 10 + i, perms, menu_key: key })
      .returning('menu_id')
      .executeTakeFirstOrThrow();
    if (holders.length)
      await db
        .insertInto('role_menus')
        .values(holders.map((h) => ({ role_id: h.role_id, menu_id: button.menu_id })))
        .execute();
  }
  await syncRouteTable(db, [ASSETS_MODULE]);
}

export function assets(engine: Engine): Migration {
  return {
    async up(db: Kysely<any>) {
      const s = db.schema;
      await withId(s.createTable('asset_classes'), 'class_id', engine)
        .addColumn('class_code', 'varchar(20)', (c) => c.notNull().unique())
        .addColumn('class_name', 'varchar(50)', (c) => c.notNull())
        .addColumn('life_months', 'integer', (c) => c.notNull())
        .addColumn('salvage_rate', 'integer', (c) => c.notNull())
        .addColumn('order_num', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db
        .insertInto('asset_classes')
        .values(ASSET_CLASSES.map(([class_code, class_name, life_months, salvage_rate], i) => ({ class_code, class_name, life_months, salvage_rate, order_num: i + 1 })))
        .execute();

      await withId(s.createTable('asset_cards'), 'card_id', engine)
        .addColumn('org_id', 'integer', (c) => c.notNull().references('organisations.org_id').onDelete('cascade'))
        .addColumn('asset_code', 'varchar(40)', (c) => c.notNull())
        .addColumn('asset_name', 'varchar(100)', (c) => c.notNull())
        .addColumn('class_id', 'integer', (c) => c.notNull().references('asset_classes.class_id'))
        .addColumn('dept_id', 'integer', (c) => c.notNull().references('departments.dept_id'))
        .addColumn('specification', 'varchar(100)', (c) => c.notNull().defaultTo(''))
        .addColumn('original_value', 'bigint', (c) => c.notNull())
        .addColumn('life_months', 'integer', (c) => c.notNull())
        .addColumn('salvage_rate', 'integer', (c) => c.notNull())
        .addColumn('start_date', 'varchar(10)', (c) => c.notNull())
        .addColumn('accumulated_depreciation', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('depreciated_months', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('monthly_depreciation', 'bigint', (c) => c.notNull())
        .addColumn('gen_status', 'char(1)', (c) => c.notNull().defaultTo('0'))
        .addColumn('check_status', 'char(1)', (c) => c.notNull().defaultTo('0'))
        .addColumn('remark', 'varchar(500)', (c) => c.notNull().defaultTo(''))
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .addUniqueConstraint('asset_cards_org_code', ['org_id', 'asset_code'])
        .execute();
      await s.createIndex('asset_cards_org_gen').on('asset_cards').columns(['org_id', 'gen_status', 'card_id']).execute();
      await s.createIndex('asset_cards_org_dept').on('asset_cards').columns(['org_id', 'dept_id']).execute();

      await withId(s.createTable('asset_depreciation_runs'), 'run_id', engine)
        .addColumn('org_id', 'integer', (c) => c.notNull().references('organisations.org_id').onDelete('cascade'))
        .addColumn('year', 'integer', (c) => c.notNull())
        .addColumn('period', 'integer', (c) => c.notNull())
        .addColumn('card_count', 'integer', (c) => c.notNull())
        .addColumn('total', 'bigint', (c) => c.notNull())
        .addColumn('voucher_id', 'integer', (c) => c.references('vouchers.voucher_id').onDelete('set null'))
        .addColumn('user_id', 'integer', (c) => c.notNull())
        .addColumn('user_name', 'varchar(64)', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addUniqueConstraint('asset_depreciation_runs_period', ['org_id', 'year', 'period'])
        .execute();
      await s
        .createTable('asset_depreciations')
        .addColumn('run_id', 'integer', (c) => c.notNull().references('asset_depreciation_runs.run_id').onDelete('cascade'))
        .addColumn('card_id', 'integer', (c) => c.notNull().references('asset_cards.card_id').onDelete('cascade'))
        .addColumn('org_id', 'integer', (c) => c.notNull())
        .addColumn('amount', 'bigint', (c) => c.notNull())
        .addColumn('accumulated_after', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('asset_depreciations_pk', ['run_id', 'card_id'])
        .execute();
      await s.createIndex('asset_depreciations_card').on('asset_depreciations').column('card_id').execute();

      await withId(s.createTable('asset_checks'), 'check_id', engine)
        .addColumn('org_id', 'integer', (c) => c.notNull().references('organisations.org_id').onDelete('cascade'))
        .addColumn('dept_id', 'integer', (c) => c.notNull().references('departments.dept_id'))
        .addColumn('check_date', 'varchar(10)', (c) => c.notNull())
        .addColumn('checked_count', 'integer', (c) => c.notNull())
        .addColumn('loss_count', 'integer', (c) => c.notNull())
        .addColumn('remark', 'varchar(500)', (c) => c.notNull().defaultTo(''))
        .addColumn('user_name', 'varchar(64)', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await s.createIndex('asset_checks_org').on('asset_checks').columns(['org_id', 'check_date']).execute();
      await s
        .createTable('asset_check_lines')
        .addColumn('check_id', 'integer', (c) => c.notNull().references('asset_checks.check_id').onDelete('cascade'))
        .addColumn('card_id', 'integer', (c) => c.notNull().references('asset_cards.card_id').onDelete('cascade'))
        .addColumn('result', 'char(1)', (c) => c.notNull())
        .addPrimaryKeyConstraint('asset_check_lines_pk', ['check_id', 'card_id'])
        .execute();

      await backfillButtons(db);
      // Depreciation debits 管理费用-折旧费: charts seeded before this version lack it.
      const charts: Array<{ org_id: number }> = await db.selectFrom('acc_accounts').select('org_id').where('account_code', '=', '6602').execute();
      const having = new Set((await db.selectFrom('acc_accounts').select('org_id').where('account_code', '=', DEPRECIATION_ACCOUNT[0]).execute()).map((r: { org_id: number }) => r.org_id));
      const missing = charts.filter((c) => !having.has(c.org_id));
      if (missing.length)
        await db
          .insertInto('acc_accounts')
          .values(missing.map((c) => ({ org_id: c.org_id, account_code: DEPRECIATION_ACCOUNT[0], account_name: DEPRECIATION_ACCOUNT[1] })))
          .execute();
    },
    async down(db: Kysely<any>) {
      for (const table of ['asset_check_lines', 'asset_checks', 'asset_depreciations', 'asset_depreciation_runs', 'asset_cards', 'asset_classes']) await db.schema.dropTable(table).execute();
    },
  };
}
