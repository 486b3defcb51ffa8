/**
 * The approval centre's 已处理 list (routes/approval-decided.ts) reads a user's own decisions, newest
 * first: an index on (user_id, decision_id) keeps it from scanning every hotel's decisions.
 */
import type { Kysely, Migration } from 'kysely';

export const decidedIndex: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.createIndex('approval_decisions_user').on('approval_decisions').columns(['user_id', 'decision_id']).execute();
  },
};
