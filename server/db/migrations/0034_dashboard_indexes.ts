/**
 * Indexes for the module home pages' figures (server/dashboard/), each read as one indexed query instead
 * of a scan of every hotel's rows:
 * - vouchers (org_id, status, period): vouchers waiting to be sent or audited, and those audited in a
 *   period (also the voucher lists' status filter); vouchers (org_id, period, status): a year's vouchers
 *   per period (also the lists' period filter);
 * - consumable_stock (org_id, quantity_c): the lowest stock lines;
 * - tasks (org_id, kind, created_at): the latest stock imports and report calculations;
 * - sessions (org_id, last_active_at): the online users of a hotel (the online-users page too);
 * - sys_job_log (status, start_time): the latest failed job runs;
 * - chat_messages (from_desk, read_at, conversation_id): conversations with unread messages.
 */
import type { Kysely, Migration } from 'kysely';

const DASHBOARD_INDEXES: Array<[name: string, table: string, columns: string[]]> = [
  ['vouchers_org_status_period', 'vouchers', ['org_id', 'status', 'period']],
  ['vouchers_org_period_status', 'vouchers', ['org_id', 'period', 'status']],
  ['consumable_stock_org_quantity', 'consumable_stock', ['org_id', 'quantity_c']],
  ['tasks_org_kind_created', 'tasks', ['org_id', 'kind', 'created_at']],
  ['sessions_org_active', 'sessions', ['org_id', 'last_active_at']],
  ['sys_job_log_status_time', 'sys_job_log', ['status', 'start_time']],
  ['chat_messages_unread', 'chat_messages', ['from_desk', 'read_at', 'conversation_id']],
];

export const dashboardIndexes: Migration = {
  async up(db: Kysely<any>) {
    for (const [name, table, columns] of DASHBOARD_INDEXES) await db.schema.createIndex(name).on(table).columns(columns).execute();
  },
};
