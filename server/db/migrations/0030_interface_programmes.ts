/**
 * Front-office and point-of-sale interfaces (会计核算): a hotel's nightly export of the day's revenue and
 * settlements becomes the day's voucher through an interface programme.
 * - `interface_programmes`: a programme head (code unique per organisation, name, source system, a
 *   description of the file format), per organisation;
 * - `interface_mappings`: its mapping lines: a code of the export (a revenue item, a payment method or a
 *   department) to an account and side, or (departments) to the hotel's department as auxiliary item;
 *   a code is mapped once per programme and kind;
 * - `org_interfaces`: per organisation, the programme it imports through and how (summary template,
 *   voucher word, one voucher per day or per source). One row per organisation, keyed by it.
 * Menus come from the seed (server/catalog) and the start-up reconcile, not from here. Which days were
 * imported needs no table: the vouchers carry it in `import_ref` (migration 0023), unique per organisation.
 */
import type { Kysely, Migration } from 'kysely';
import type { Engine } from '../connect.js';
import { withId } from './0001_init.js';

export function interfaceProgrammes(engine: Engine): Migration {
  return {
    async up(db: Kysely<any>) {
      const s = db.schema;
      await withId(s.createTable('interface_programmes'), 'programme_id', engine)
        .addColumn('org_id', 'integer', (c) => c.notNull().references('organisations.org_id').onDelete('cascade'))
        .addColumn('programme_code', 'varchar(30)', (c) => c.notNull())
        .addColumn('programme_name', 'varchar(100)', (c) => c.notNull())
        .addColumn('source_system', 'varchar(50)', (c) => c.notNull())
        .addColumn('file_format', 'varchar(500)', (c) => c.notNull().defaultTo(''))
        .addColumn('status', 'char(1)', (c) => c.notNull().defaultTo('0'))
        .addColumn('remark', 'varchar(500)', (c) => c.notNull().defaultTo(''))
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .addUniqueConstraint('interface_programmes_org_code', ['org_id', 'programme_code'])
        .execute();

      await withId(s.createTable('interface_mappings'), 'mapping_id', engine)
        .addColumn('programme_id', 'integer', (c) => c.notNull().references('interface_programmes.programme_id').onDelete('cascade'))
        .addColumn('org_id', 'integer', (c) => c.notNull())
        .addColumn('line_no', 'integer', (c) => c.notNull())
        // 'revenue' | 'payment' | 'department'
        .addColumn('mapping_type', 'varchar(12)', (c) => c.notNull())
        .addColumn('source_code', 'varchar(30)', (c) => c.notNull())
        .addColumn('source_name', 'varchar(100)', (c) => c.notNull())
        // Null for a department line (it names an auxiliary department, not an account).
        .addColumn('account_code', 'varchar(20)')
        .addColumn('side', 'char(1)')
        .addColumn('aux_dept_code', 'varchar(30)')
        .addUniqueConstraint('interface_mappings_code', ['programme_id', 'mapping_type', 'source_code'])
        .execute();

      await s
        .createTable('org_interfaces')
        .addColumn('org_id', 'integer', (c) => c.primaryKey().references('organisations.org_id').onDelete('cascade'))
        .addColumn('programme_id', 'integer', (c) => c.references('interface_programmes.programme_id').onDelete('set null'))
        .addColumn('summary_template', 'varchar(200)', (c) => c.notNull())
        .addColumn('voucher_word', 'varchar(4)', (c) => c.notNull())
        // 'day': one voucher per business day; 'source': one per source system of the file.
        .addColumn('voucher_mode', 'varchar(10)', (c) => c.notNull())
        .addColumn('status', 'char(1)', (c) => c.notNull().defaultTo('0'))
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('updated_by', 'varchar(64)', (c) => c.notNull().defaultTo(''))
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
    },
  };
}
