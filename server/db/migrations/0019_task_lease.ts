/**
 * Task leases, for several server processes on one database (issue 6). A running task names the process
 * that runs it (`runner_id`, random per process start) and until when that process vouches for it
 * (`lease_until`, epoch ms, renewed every few seconds while it runs). Another process takes a running
 * task over only once its lease has expired (its runner died); `attempts` counts the claims, so a task
 * that keeps killing its runner is failed after a few tries instead of taking every process down.
 * Existing rows: no runner and no lease (null), 0 attempts; a task left 'running' by an older version is
 * taken over by the first sweep, as its lease (none) is expired.
 */
import type { Kysely, Migration } from 'kysely';

export function taskLease(): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema.alterTable('tasks').addColumn('runner_id', 'varchar(64)').execute();
      await db.schema.alterTable('tasks').addColumn('lease_until', 'bigint').execute();
      await db.schema
        .alterTable('tasks')
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
    },
  };
}
