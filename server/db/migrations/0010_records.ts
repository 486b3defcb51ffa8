/**
 * The generic per-organisation record store behind the pages SPEC.md shows only as titles (customers,
 * agents, work orders, contracts, reports, information queries, CRM details; server/records/kinds):
 * one table, the field values of a record as JSON text, plus its number (`code`, unique per
 * organisation and kind) and name (`title`) as plain columns so both engines search them by index.
 * Keyed with org_id first like every tenant table. A database seeded before gets the record pages'
 * menus (record-menus-0010.ts); the demo records are the seed's only.
 */
import type { Kysely, Migration } from 'kysely';
import type { Engine } from '../connect.js';
import { withId } from './0001_init.js';
import { backfillRecordMenus } from './record-menus-0010.js';

export function records(engine: Engine): Migration {
  return {
    async up(db: Kysely<any>) {
      const s = db.schema;
      await withId(s.createTable('records'), 'record_id', engine)
        .addColumn('org_id', 'integer', (c) => c.notNull().references('organisations.org_id').onDelete('cascade'))
        .addColumn('kind', 'varchar(32)', (c) => c.notNull())
        .addColumn('code', 'varchar(64)', (c) => c.notNull())
        .addColumn('title', 'varchar(200)', (c) => c.notNull())
        .addColumn('data', 'text', (c) => c.notNull())
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('created_by', 'varchar(64)', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_by', 'varchar(64)', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
      await s.createIndex('records_org_kind_code').on('records').columns(['org_id', 'kind', 'code']).unique().execute();
      await s.createIndex('records_org_kind_title').on('records').columns(['org_id', 'kind', 'title']).execute();
      await backfillRecordMenus(db);
    },
  };
}
