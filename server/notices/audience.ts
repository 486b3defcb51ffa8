/**
 * Who a notice reaches, in SQL both engines run: a published notice for all organisations, or one whose
 * targets name the reader's session organisation. The reader's own read marks are joined in, so one
 * query answers the bell's list, its unread count and the reader page.
 */
import { sql } from 'kysely';
import type { Db } from '../db/connect.js';
import type { WriteTx } from '../db/write-transaction.js';

export const PUBLISHED = '1';

/** The published notices organisation `orgId` receives, with user `userId`'s read mark (`r.read_at`, null when unread). */
export function noticesFor(db: Db | WriteTx, reader: { orgId: number; userId: number }) {
  return db
    .selectFrom('notices as n')
    .leftJoin('notice_reads as r', (join) => join.onRef('r.notice_id', '=', 'n.notice_id').on('r.user_id', '=', reader.userId))
    .where('n.status', '=', PUBLISHED)
    .where((eb) =>
      eb.or([
        eb('n.all_orgs', '=', '1'),
        eb.exists(eb.selectFrom('notice_targets as t').select(sql.lit(1).as('one')).whereRef('t.notice_id', '=', 'n.notice_id').where('t.org_id', '=', reader.orgId)),
      ]),
    );
}

/** How many of them the user has not read yet. */
export async function unreadCount(db: Db | WriteTx, reader: { orgId: number; userId: number }): Promise<number> {
  const row = await noticesFor(db, reader)
    .where('r.read_at', 'is', null)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
