/**
 * Idempotency keys (plugins/idempotency.ts): the answer to a write sent with an `Idempotency-Key`
 * header, kept per user for a day, so a retried create (lost reply, double click, an RPA script run
 * twice) gets the first answer again instead of making a second row. `status` is null while the first
 * request is still running.
 */
import type { Kysely, Migration } from 'kysely';

export function idempotency(): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('idempotency_keys')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
        .addColumn('idem_key', 'varchar(255)', (c) => c.notNull())
        .addColumn('request_hash', 'varchar(64)', (c) => c.notNull())
        .addColumn('status', 'integer')
        .addColumn('body', 'text')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('idempotency_keys_pk', ['user_id', 'idem_key'])
        .execute();
      await db.schema.createIndex('idempotency_keys_created').on('idempotency_keys').column('created_at').execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('idempotency_keys').execute();
    },
  };
}
