/**
 * Notices and announcements (通知公告, RuoYi's sys_notice): drafted and published by administrators to
 * every organisation or to chosen ones, read by each user with a read mark of their own.
 * - `notices`: `org_id` is the hotel that owns the notice (null: a platform notice, managed by the
 *   platform administrator only); `all_orgs` '1' reaches every organisation, also ones created later,
 *   else the rows of `notice_targets`; `status` '0' draft, '1' published, '2' withdrawn.
 * - `notice_targets`: the chosen organisations of a notice that is not for all.
 * - `notice_reads`: who read which notice when (one row per user and notice).
 * The page and its buttons reach existing databases through server/catalog/reconcile.ts, not from here.
 */
import type { Kysely, Migration } from 'kysely';
import type { Engine } from '../connect.js';
import { withId } from './0001_init.js';

export function notices(engine: Engine): Migration {
  return {
    async up(db: Kysely<any>) {
      const s = db.schema;
      await withId(s.createTable('notices'), 'notice_id', engine)
        .addColumn('org_id', 'integer', (c) => c.references('organisations.org_id').onDelete('cascade'))
        .addColumn('notice_title', 'varchar(100)', (c) => c.notNull())
        .addColumn('notice_type', 'varchar(1)', (c) => c.notNull())
        .addColumn('notice_content', 'text', (c) => c.notNull())
        .addColumn('status', 'varchar(1)', (c) => c.notNull().defaultTo('0'))
        .addColumn('all_orgs', 'varchar(1)', (c) => c.notNull().defaultTo('0'))
        .addColumn('create_by', 'varchar(64)', (c) => c.notNull().defaultTo(''))
        .addColumn('publisher', 'varchar(64)', (c) => c.notNull().defaultTo(''))
        .addColumn('publish_time', 'bigint')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
      await s.createIndex('notices_org').on('notices').columns(['org_id', 'notice_id']).execute();
      await s.createIndex('notices_status_time').on('notices').columns(['status', 'publish_time']).execute();
      await s
        .createTable('notice_targets')
        .addColumn('notice_id', 'integer', (c) => c.notNull().references('notices.notice_id').onDelete('cascade'))
        .addColumn('org_id', 'integer', (c) => c.notNull().references('organisations.org_id').onDelete('cascade'))
        .addPrimaryKeyConstraint('notice_targets_pk', ['notice_id', 'org_id'])
        .execute();
      await s.createIndex('notice_targets_org').on('notice_targets').columns(['org_id', 'notice_id']).execute();
      await s
        .createTable('notice_reads')
        .addColumn('notice_id', 'integer', (c) => c.notNull().references('notices.notice_id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
        .addColumn('read_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('notice_reads_pk', ['notice_id', 'user_id'])
        .execute();
      await s.createIndex('notice_reads_user').on('notice_reads').columns(['user_id', 'notice_id']).execute();
    },
  };
}
