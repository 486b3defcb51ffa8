/**
 * The signed-in user's own notices (the header bell and the reader page /user/notice): the published
 * notices for the organisation of their session (notices/audience.ts), each with their read mark. No
 * permission beyond a session: everyone reads the notices addressed to them, and marks only their own.
 *
 * - `GET my/list`: newest first, paged (`pageNum`, `pageSize`), filters `noticeTitle` (contains) and
 *   `unread=1`; the answer carries the unread count too, so the bell needs one call.
 * - `GET my/unreadCount`: `{ data: n }`.
 * - `GET my/{noticeId}`: one notice with its content (404 when it does not reach the caller).
 * - `PUT my/{noticeId}/read`: marks it read (again: no change); `PUT my/readAll`: marks every one read.
 * A mark is pushed to the user's other windows (notices/push.ts), whose bells follow.
 */
import type { Hono } from 'hono';
import { sql } from 'kysely';
import { myNoticeGet, myNoticeList, myNoticeRead, myNoticeReadAll, myNoticeUnread, type MyNotice, type MyNoticeDetail, type MyNoticeList, type NoticeType } from '../contracts/notice.js';
import type { AppEnv, AuthInfo, Deps } from '../context.js';
import { writeTransaction } from '../db/write-transaction.js';
import { HttpError } from '../errors.js';
import { t } from '../i18n.js';
import { contains, parseList, runList, type OrderBy } from '../lib/list-query.js';
import { formatDateTime } from '../lib/time.js';
import { noticesFor, unreadCount } from '../notices/audience.js';
import { announceNotices } from '../notices/push.js';
import { authenticate } from '../plugins/auth.js';
import { contract } from '../plugins/contract.js';

const ORDER: OrderBy = [
  ['n.publish_time', 'desc'],
  ['n.notice_id', 'desc'],
];
const FIELDS = ['n.notice_id', 'n.notice_title', 'n.notice_type', 'n.publisher', 'n.publish_time', 'r.read_at'] as const;
type Row = { notice_id: number; notice_title: string; notice_type: string; publisher: string; publish_time: number | string | null; read_at: number | string | null };

const readerOf = (auth: AuthInfo) => ({ orgId: auth.orgId, userId: auth.user.userId });

const wire = (r: Row): MyNotice => ({
  noticeId: Number(r.notice_id),
  noticeTitle: r.notice_title,
  noticeType: r.notice_type as NoticeType,
  publisher: r.publisher,
  publishTime: r.publish_time === null ? '' : formatDateTime(Number(r.publish_time)),
  read: r.read_at !== null,
});

export function mountNoticeReader(api: Hono<AppEnv>, deps: Deps) {
  const session = authenticate(deps);
  const { db, engine } = deps;

  api.get('/htservice/notice/my/list', session, contract(myNoticeList), async (c) => {
    const { page, filters } = parseList(c, myNoticeList.list, {});
    const reader = readerOf(c.var.auth);
    let query = noticesFor(db, reader);
    if (filters.noticeTitle) query = query.where(contains('n.notice_title', filters.noticeTitle));
    if (filters.unread === '1') query = query.where('r.read_at', 'is', null);
    const [result, unread] = await Promise.all([runList(query, page, (q) => q.select(FIELDS), ORDER), unreadCount(db, reader)]);
    const reply: MyNoticeList = { code: 200, msg: t(c, 'ok'), rows: (result.rows as Row[]).map(wire), total: result.total, unread };
    return c.json(reply);
  });

  api.get('/htservice/notice/my/unreadCount', session, contract(myNoticeUnread), async (c) => {
    return c.json({ code: 200, msg: t(c, 'ok'), data: await unreadCount(db, readerOf(c.var.auth)) });
  });

  api.get('/htservice/notice/my/:noticeId{[0-9]+}', session, contract(myNoticeGet), async (c) => {
    const { noticeId } = c.req.valid('param');
    const row = await noticesFor(db, readerOf(c.var.auth))
      .select([...FIELDS, 'n.notice_content'])
      .where('n.notice_id', '=', noticeId)
      .executeTakeFirst();
    if (!row) throw new HttpError(404, 'notFound', 'noticeId');
    const data: MyNoticeDetail = { ...wire(row as Row), noticeContent: row.notice_content };
    return c.json({ code: 200, msg: t(c, 'ok'), data });
  });

  api.put('/htservice/notice/my/:noticeId{[0-9]+}/read', session, contract(myNoticeRead), async (c) => {
    const { noticeId } = c.req.valid('param');
    const reader = readerOf(c.var.auth);
    const marked = await writeTransaction(db, engine, async (trx) => {
      const row = await noticesFor(trx, reader).select('r.read_at').where('n.notice_id', '=', noticeId).executeTakeFirst();
      if (!row) throw new HttpError(404, 'notFound', 'noticeId');
      if (row.read_at !== null) return false;
      await trx
        .insertInto('notice_reads')
        .values({ notice_id: noticeId, user_id: reader.userId, read_at: deps.now() })
        .onConflict((oc) => oc.columns(['notice_id', 'user_id']).doNothing())
        .execute();
      return true;
    });
    if (marked) await announceNotices(deps.bus, { kind: 'read', userId: reader.userId });
    return c.json({ code: 200, msg: t(c, 'ok'), data: { unread: await unreadCount(db, reader) } });
  });

  api.put('/htservice/notice/my/readAll', session, contract(myNoticeReadAll), async (c) => {
    const reader = readerOf(c.var.auth);
    const now = deps.now();
    const marked = await writeTransaction(db, engine, async (trx) => {
      const result = await trx
        .insertInto('notice_reads')
        .columns(['notice_id', 'user_id', 'read_at'])
        .expression(
          noticesFor(trx, reader)
            .where('r.read_at', 'is', null)
            // Typed casts: PostgreSQL cannot infer the type of a bare parameter in a select list.
            .select(['n.notice_id', sql<number>`cast(${reader.userId} as integer)`.as('user_id'), sql<number>`cast(${now} as bigint)`.as('read_at')]),
        )
        .onConflict((oc) => oc.columns(['notice_id', 'user_id']).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0);
    });
    if (marked) await announceNotices(deps.bus, { kind: 'read', userId: reader.userId });
    return c.json({ code: 200, msg: t(c, 'ok'), data: { marked, unread: await unreadCount(db, reader) } });
  });
}
