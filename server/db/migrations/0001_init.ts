/**
 * First schema. Only portable SQL through Kysely's schema builder, so the same migration runs on
 * SQLite and PostgreSQL; the one dialect difference (auto-increment ids) lives in `withId`.
 * Tenant tables carry org_id so a sharded PostgreSQL can split them by organisation.
 */
import type { CreateTableBuilder, Kysely, Migration } from 'kysely';
import type { Engine } from '../connect.js';

type AnyTable = CreateTableBuilder<string, string>;

/** An auto-increment integer primary key: `integer … autoincrement` on SQLite, `serial` on PostgreSQL. */
export function withId(table: AnyTable, column: string, engine: Engine): AnyTable {
  return engine === 'postgres' ? table.addColumn(column, 'serial', (c) => c.primaryKey()) : table.addColumn(column, 'integer', (c) => c.primaryKey().autoIncrement());
}

export function init(engine: Engine): Migration {
  return {
    async up(db: Kysely<any>) {
      const s = db.schema;
      await withId(s.createTable('organisations'), 'org_id', engine)
        .addColumn('org_code', 'varchar(32)', (c) => c.notNull().unique())
        .addColumn('org_name', 'varchar(100)', (c) => c.notNull())
        .addColumn('short_name', 'varchar(50)', (c) => c.notNull().defaultTo(''))
        .addColumn('status', 'varchar(1)', (c) => c.notNull().defaultTo('0'))
        .execute();

      await withId(s.createTable('users'), 'user_id', engine)
        .addColumn('org_id', 'integer', (c) => c.notNull().references('organisations.org_id'))
        .addColumn('user_name', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('nick_name', 'varchar(64)', (c) => c.notNull())
        .addColumn('password_hash', 'varchar(255)', (c) => c.notNull())
        .addColumn('phonenumber', 'varchar(20)', (c) => c.notNull().defaultTo(''))
        .addColumn('email', 'varchar(100)', (c) => c.notNull().defaultTo(''))
        .addColumn('sex', 'varchar(1)', (c) => c.notNull().defaultTo('2'))
        .addColumn('avatar', 'varchar(255)', (c) => c.notNull().defaultTo(''))
        .addColumn('status', 'varchar(1)', (c) => c.notNull().defaultTo('0'))
        .addColumn('failed_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('locked_until', 'bigint')
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
      await s.createIndex('users_org').on('users').column('org_id').execute();

      await withId(s.createTable('roles'), 'role_id', engine)
        .addColumn('role_name', 'varchar(64)', (c) => c.notNull())
        .addColumn('role_key', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('role_sort', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('status', 'varchar(1)', (c) => c.notNull().defaultTo('0'))
        .execute();

      await s
        .createTable('role_users')
        .addColumn('role_id', 'integer', (c) => c.notNull().references('roles.role_id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
        .addPrimaryKeyConstraint('role_users_pk', ['role_id', 'user_id'])
        .execute();
      await s.createIndex('role_users_user').on('role_users').column('user_id').execute();

      await s
        .createTable('modules')
        .addColumn('module_id', 'integer', (c) => c.primaryKey())
        .addColumn('module_name', 'varchar(50)', (c) => c.notNull())
        .addColumn('module_code', 'varchar(50)', (c) => c.notNull().unique())
        .addColumn('icon', 'varchar(100)', (c) => c.notNull().defaultTo(''))
        .addColumn('order_num', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('path', 'varchar(100)', (c) => c.notNull())
        .addColumn('status', 'varchar(1)', (c) => c.notNull().defaultTo('0'))
        .execute();

      await withId(s.createTable('menus'), 'menu_id', engine)
        .addColumn('menu_name', 'varchar(50)', (c) => c.notNull())
        .addColumn('parent_id', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('order_num', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('path', 'varchar(200)', (c) => c.notNull().defaultTo(''))
        .addColumn('component', 'varchar(255)', (c) => c.notNull().defaultTo(''))
        .addColumn('query', 'varchar(255)', (c) => c.notNull().defaultTo(''))
        .addColumn('is_frame', 'varchar(1)', (c) => c.notNull().defaultTo('1'))
        .addColumn('is_cache', 'varchar(1)', (c) => c.notNull().defaultTo('0'))
        .addColumn('menu_type', 'varchar(1)', (c) => c.notNull())
        .addColumn('visible', 'varchar(1)', (c) => c.notNull().defaultTo('0'))
        .addColumn('status', 'varchar(1)', (c) => c.notNull().defaultTo('0'))
        .addColumn('perms', 'varchar(100)', (c) => c.notNull().defaultTo(''))
        .addColumn('icon', 'varchar(100)', (c) => c.notNull().defaultTo(''))
        .addColumn('module_id', 'integer', (c) => c.notNull().references('modules.module_id'))
        .addColumn('org_code', 'varchar(32)')
        .addColumn('initplat_type', 'varchar(1)')
        .addColumn('affix', 'varchar(1)', (c) => c.notNull().defaultTo('0'))
        .execute();
      await s.createIndex('menus_module').on('menus').columns(['module_id', 'parent_id', 'order_num']).execute();

      await s
        .createTable('role_menus')
        .addColumn('role_id', 'integer', (c) => c.notNull().references('roles.role_id').onDelete('cascade'))
        .addColumn('menu_id', 'integer', (c) => c.notNull().references('menus.menu_id').onDelete('cascade'))
        .addPrimaryKeyConstraint('role_menus_pk', ['role_id', 'menu_id'])
        .execute();

      await s
        .createTable('sessions')
        .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
        .addColumn('org_id', 'integer', (c) => c.notNull().references('organisations.org_id'))
        .addColumn('login_date', 'varchar(10)', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('last_active_at', 'bigint', (c) => c.notNull())
        .addColumn('revoked_at', 'bigint')
        .addColumn('ip', 'varchar(64)', (c) => c.notNull().defaultTo(''))
        .addColumn('user_agent', 'varchar(500)', (c) => c.notNull().defaultTo(''))
        .execute();
      await s.createIndex('sessions_user').on('sessions').column('user_id').execute();

      await withId(s.createTable('login_logs'), 'info_id', engine)
        .addColumn('user_name', 'varchar(64)', (c) => c.notNull().defaultTo(''))
        .addColumn('nick_name', 'varchar(64)', (c) => c.notNull().defaultTo(''))
        .addColumn('session_id', 'varchar(32)', (c) => c.notNull().defaultTo(''))
        .addColumn('status', 'varchar(10)', (c) => c.notNull())
        .addColumn('ipaddr', 'varchar(64)', (c) => c.notNull().defaultTo(''))
        .addColumn('browser', 'varchar(50)', (c) => c.notNull().defaultTo(''))
        .addColumn('os', 'varchar(50)', (c) => c.notNull().defaultTo(''))
        .addColumn('msg', 'varchar(255)', (c) => c.notNull().defaultTo(''))
        .addColumn('login_time', 'bigint', (c) => c.notNull())
        .addColumn('org_id', 'integer')
        .execute();
      await s.createIndex('login_logs_org_time').on('login_logs').columns(['org_id', 'login_time']).execute();

      await s
        .createTable('captchas')
        .addColumn('uuid', 'varchar(36)', (c) => c.primaryKey())
        .addColumn('answer', 'varchar(10)', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .addColumn('used_at', 'bigint')
        .execute();

      await withId(s.createTable('login_failures'), 'id', engine)
        .addColumn('ip', 'varchar(64)', (c) => c.notNull())
        .addColumn('user_name', 'varchar(64)', (c) => c.notNull().defaultTo(''))
        .addColumn('kind', 'varchar(10)', (c) => c.notNull())
        .addColumn('at', 'bigint', (c) => c.notNull())
        .execute();
      await s.createIndex('login_failures_ip').on('login_failures').columns(['ip', 'kind', 'at']).execute();

      await withId(s.createTable('config'), 'config_id', engine)
        .addColumn('config_name', 'varchar(100)', (c) => c.notNull())
        .addColumn('config_key', 'varchar(100)', (c) => c.notNull().unique())
        .addColumn('config_value', 'varchar(500)', (c) => c.notNull().defaultTo(''))
        .addColumn('config_type', 'varchar(1)', (c) => c.notNull().defaultTo('N'))
        .addColumn('remark', 'varchar(500)', (c) => c.notNull().defaultTo(''))
        .execute();

      await withId(s.createTable('dict_type'), 'dict_id', engine)
        .addColumn('dict_name', 'varchar(100)', (c) => c.notNull())
        .addColumn('dict_type', 'varchar(100)', (c) => c.notNull().unique())
        .addColumn('status', 'varchar(1)', (c) => c.notNull().defaultTo('0'))
        .addColumn('remark', 'varchar(500)', (c) => c.notNull().defaultTo(''))
        .execute();

      await withId(s.createTable('dict_data'), 'dict_code', engine)
        .addColumn('dict_sort', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('dict_label', 'varchar(100)', (c) => c.notNull())
        .addColumn('dict_value', 'varchar(100)', (c) => c.notNull())
        .addColumn('dict_type', 'varchar(100)', (c) => c.notNull())
        .addColumn('css_class', 'varchar(100)', (c) => c.notNull().defaultTo(''))
        .addColumn('list_class', 'varchar(100)', (c) => c.notNull().defaultTo(''))
        .addColumn('is_default', 'varchar(1)', (c) => c.notNull().defaultTo('N'))
        .addColumn('status', 'varchar(1)', (c) => c.notNull().defaultTo('0'))
        .addColumn('remark', 'varchar(500)', (c) => c.notNull().defaultTo(''))
        .execute();
      await s.createIndex('dict_data_type').on('dict_data').columns(['dict_type', 'dict_sort']).execute();

      await withId(s.createTable('accounting_periods'), 'period_id', engine)
        .addColumn('org_id', 'integer', (c) => c.notNull().references('organisations.org_id'))
        .addColumn('year', 'integer', (c) => c.notNull())
        .addColumn('period', 'integer', (c) => c.notNull())
        .addColumn('start_date', 'varchar(10)', (c) => c.notNull())
        .addColumn('end_date', 'varchar(10)', (c) => c.notNull())
        .addColumn('status', 'varchar(1)', (c) => c.notNull().defaultTo('0'))
        .addUniqueConstraint('accounting_periods_org_year_period', ['org_id', 'year', 'period'])
        .execute();
    },
  };
}
