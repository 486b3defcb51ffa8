/**
 * Positions (岗位, RuoYi's sys_post) and who holds them, plus a department on each voucher line.
 *
 * - `posts`: a hotel's positions (总经理, 前台接待…): code and name unique within the organisation, a sort
 *   order, status, remark, and the version guarding concurrent edits.
 * - `user_posts`: a user may hold several positions. Deleting a user drops their holdings (cascade);
 *   deleting a position someone holds is refused by the route with a message, and by the key as well.
 * - `voucher_lines.dept_id`: the department a line is booked to (optional), picked from the department
 *   tree; a department named by a line is not deleted (routes/dept-manage.ts says why).
 * Schema only: a fresh database gets demo positions from the seed (seed-posts.ts).
 */
import type { Kysely, Migration } from 'kysely';
import type { Engine } from '../connect.js';
import { withId } from './0001_init.js';

export function posts(engine: Engine): Migration {
  return {
    async up(db: Kysely<any>) {
      const s = db.schema;
      await withId(s.createTable('posts'), 'post_id', engine)
        .addColumn('org_id', 'integer', (c) => c.notNull().references('organisations.org_id').onDelete('cascade'))
        .addColumn('post_code', 'varchar(64)', (c) => c.notNull())
        .addColumn('post_name', 'varchar(50)', (c) => c.notNull())
        .addColumn('post_sort', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('status', 'char(1)', (c) => c.notNull().defaultTo('0'))
        .addColumn('remark', 'varchar(500)', (c) => c.notNull().defaultTo(''))
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .addUniqueConstraint('posts_org_code', ['org_id', 'post_code'])
        .addUniqueConstraint('posts_org_name', ['org_id', 'post_name'])
        .execute();
      await s
        .createTable('user_posts')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
        .addColumn('post_id', 'integer', (c) => c.notNull().references('posts.post_id'))
        .addPrimaryKeyConstraint('user_posts_pk', ['user_id', 'post_id'])
        .execute();
      await s.createIndex('user_posts_post').on('user_posts').column('post_id').execute();
      await s
        .alterTable('voucher_lines')
        .addColumn('dept_id', 'integer', (c) => c.references('departments.dept_id'))
        .execute();
    },
  };
}
