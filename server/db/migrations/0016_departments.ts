/**
 * Departments of a hotel (front office, finance, engineering...): a tree per organisation with an
 * optional leader, and each user's department. Fixed-asset cards belong to a department and approvals
 * can be assigned to the initiator's department head, so both build on this table.
 * Schema only: a fresh database gets demo departments from the seed (seed-departments.ts); an existing
 * one starts without departments and its administrator adds them.
 */
import type { Kysely, Migration } from 'kysely';
import type { Engine } from '../connect.js';
import { withId } from './0001_init.js';

export function departments(engine: Engine): Migration {
  return {
    async up(db: Kysely<any>) {
      const s = db.schema;
      await withId(s.createTable('departments'), 'dept_id', engine)
        .addColumn('org_id', 'integer', (c) => c.notNull().references('organisations.org_id').onDelete('cascade'))
        // 0 for a top-level department (as menus' parent_id), so the tree needs no nullable join.
        .addColumn('parent_id', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('dept_code', 'varchar(30)', (c) => c.notNull())
        .addColumn('dept_name', 'varchar(50)', (c) => c.notNull())
        .addColumn('leader_user_id', 'integer', (c) => c.references('users.user_id').onDelete('set null'))
        .addColumn('order_num', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('status', 'char(1)', (c) => c.notNull().defaultTo('0'))
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .addUniqueConstraint('departments_org_code', ['org_id', 'dept_code'])
        .execute();
      await s
        .alterTable('users')
        .addColumn('dept_id', 'integer', (c) => c.references('departments.dept_id').onDelete('set null'))
        .execute();
    },
  };
}
