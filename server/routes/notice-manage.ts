/**
 * Notices and announcements (通知公告), RuoYi's /system/notice under /htservice/notice: drafted, published
 * and withdrawn by administrators. The platform administrator manages every notice and writes platform
 * notices (owner null) to all organisations or chosen ones; anyone else holding these permissions (a
 * hotel's administrator) manages only their hotel's notices, which reach only that hotel (targets.ts).
 *
 * - `GET list` (system:notice:list): filters noticeTitle, createBy (contains), noticeType, status; newest first.
 * - `GET /{noticeId}` (system:notice:query), `POST` (system:notice:add, a draft),
 *   `PUT` (system:notice:edit, with the version last read: stale → 409; a published notice → 409, withdraw it first).
 * - `PUT /{noticeId}/publish`, `PUT /{noticeId}/withdraw` (system:notice:edit): draft or withdrawn →
 *   published (publisher and time stamped, earlier read marks cleared: it is news again), published →
 *   withdrawn; anything else → 409.
 * - `DELETE /{noticeIds}` (system:notice:remove): all or nothing (an id out of reach is a 404).
 * Content is plain text (line breaks kept); the shell renders it as text, never as HTML.
 * Each change a reader's bell shows is pushed after it committed (notices/push.ts).
 */
import type { Context, Hono } from 'hono';
import { noticeAdd, noticeEdit, noticeGet, noticeList, noticePublish, noticeRemove, noticeWithdraw, type Notice, type NoticeScope, type NoticeStatus, type NoticeType } from '../contracts/notice.js';
import type { AppEnv, AuthInfo, Deps } from '../context.js';
import type { Db } from '../db/connect.js';
import { isAdmin } from '../db/grants.js';
import { lockForEdit } from '../db/lock-for-edit.js';
import { updateVersionedOrThrow } from '../db/versioned-update.js';
import { lockRow, writeTransaction, type WriteTx } from '../db/write-transaction.js';
import { HttpError } from '../errors.js';
import { t } from '../i18n.js';
import { contains, listReply, parseList, runList, type OrderBy, type SortAllowlist } from '../lib/list-query.js';
import { formatDateTime } from '../lib/time.js';
import { PUBLISHED } from '../notices/audience.js';
import { announceNotices, type NoticePush } from '../notices/push.js';
import { resolveAudience, targetsOf, writeTargets, type Audience } from '../notices/targets.js';
import { authenticate } from '../plugins/auth.js';
import { contract } from '../plugins/contract.js';
import { requirePermi } from '../plugins/permission.js';
const DRAFT = '0';
const WITHDRAWN = '2';

const SORT: SortAllowlist = {
  noticeId: 'n.notice_id',
  noticeTitle: 'n.notice_title',
  noticeType: 'n.notice_type',
  status: 'n.status',
  createBy: 'n.create_by',
  publishTime: 'n.publish_time',
  createTime: 'n.created_at',
};
const ORDER: OrderBy = [['n.notice_id', 'desc']];
const COLUMNS = [
  'n.notice_id',
  'n.org_id',
  'n.notice_title',
  'n.notice_type',
  'n.notice_content',
  'n.status',
  'n.all_orgs',
  'n.create_by',
  'n.publisher',
  'n.publish_time',
  'n.created_at',
  'n.version',
] as const;
type Row = {
  notice_id: number;
  org_id: number | null;
  notice_title: string;
  notice_type: string;
  notice_content: string;
  status: string;
  all_orgs: string;
  create_by: string;
  publisher: string;
  publish_time: number | string | null;
  created_at: number | string;
  version: number;
};

/** The notices `auth` manages: all for the platform administrator, else their session organisation's own. */
function managed(db: Db | WriteTx, auth: AuthInfo) {
  const all = db.selectFrom('notices as n');
  return isAdmin(auth) ? all : all.where('n.org_id', '=', auth.orgId);
}

async function wire(db: Db | WriteTx, rows: Row[]): Promise<Notice[]> {
  const targets = await targetsOf(
    db as WriteTx,
    rows.map((r) => r.notice_id),
  );
  return rows.map((r) => {
    const orgs = r.all_orgs === '1' ? [] : (targets.get(r.notice_id) ?? []);
    return {
      noticeId: Number(r.notice_id),
      noticeTitle: r.notice_title,
      noticeType: r.notice_type as NoticeType,
      noticeContent: r.notice_content,
      status: r.status as NoticeStatus,
      scope: (r.all_orgs === '1' ? 'all' : 'orgs') as NoticeScope,
      orgIds: orgs.map((o) => o.orgId),
      orgNames: orgs.map((o) => o.orgName).join('、'),
      ownerOrgId: r.org_id === null ? null : Number(r.org_id),
      createBy: r.create_by,
      publisher: r.publisher,
      publishTime: r.publish_time === null ? '' : formatDateTime(Number(r.publish_time)),
      createTime: formatDateTime(Number(r.created_at)),
      version: Number(r.version),
    };
  });
}

const audienceOf = (row: Pick<Row, 'notice_id' | 'all_orgs'>, targets: Map<number, Array<{ orgId: number }>>): Audience => ({
  all: row.all_orgs === '1',
  orgIds: (targets.get(row.notice_id) ?? []).map((o) => o.orgId),
});
const audiencePush = (audiences: Audience[]): NoticePush => ({
  kind: 'audience',
  all: audiences.some((a) => a.all),
  orgIds: [...new Set(audiences.flatMap((a) => a.orgIds))],
});

export function mountNoticeManage(api: Hono<AppEnv>, deps: Deps) {
  const session = authenticate(deps);
  const { db, engine } = deps;

  /** The notice `noticeId` within reach, locked for the transaction, or 404. */
  const target = async (trx: WriteTx, auth: AuthInfo, noticeId: number): Promise<Row> => {
    const row = await lockRow(engine, managed(trx, auth).select(COLUMNS).where('n.notice_id', '=', noticeId)).executeTakeFirst();
    if (!row) throw new HttpError(404, 'notFound', 'noticeId');
    return row as Row;
  };

  api.get('/htservice/notice/list', session, requirePermi('system:notice:list'), contract(noticeList), async (c) => {
    const { page, filters } = parseList(c, noticeList.list, SORT);
    let query = managed(db, c.var.auth);
    if (filters.noticeTitle) query = query.where(contains('n.notice_title', filters.noticeTitle));
    if (filters.createBy) query = query.where(contains('n.create_by', filters.createBy));
    if (filters.noticeType) query = query.where('n.notice_type', '=', filters.noticeType);
    if (filters.status) query = query.where('n.status', '=', filters.status);
    const result = await runList(query, page, (q) => q.select(COLUMNS), ORDER);
    return c.json(listReply(c, { rows: await wire(db, result.rows as Row[]), total: result.total }));
  });

  api.get('/htservice/notice/:noticeId{[0-9]+}', session, requirePermi('system:notice:query'), contract(noticeGet), async (c) => {
    const { noticeId } = c.req.valid('param');
    const row = await managed(db, c.var.auth).select(COLUMNS).where('n.notice_id', '=', noticeId).executeTakeFirst();
    if (!row) throw new HttpError(404, 'notFound', 'noticeId');
    return c.json({ code: 200, msg: t(c, 'ok'), data: (await wire(db, [row as Row]))[0] });
  });

  api.post('/htservice/notice', session, requirePermi('system:notice:add'), contract(noticeAdd), async (c) => {
    const body = c.req.valid('json');
    const auth = c.var.auth;
    const now = deps.now();
    const data = await writeTransaction(db, engine, async (trx) => {
      const audience = await resolveAudience(trx, auth, body.scope, body.orgIds);
      const row = await trx
        .insertInto('notices')
        .values({
          org_id: isAdmin(auth) ? null : auth.orgId,
          notice_title: body.noticeTitle,
          notice_type: body.noticeType,
          notice_content: body.noticeContent,
          status: DRAFT,
          all_orgs: audience.all ? '1' : '0',
          create_by: auth.user.userName,
          publisher: '',
          publish_time: null,
          created_at: now,
          updated_at: now,
          version: 1,
        })
        .returning(COLUMNS.map((col) => col.slice(2) as never))
        .executeTakeFirstOrThrow();
      await writeTargets(trx, (row as Row).notice_id, audience);
      return (await wire(trx, [row as Row]))[0];
    });
    return c.json({ code: 200, msg: t(c, 'ok'), data });
  });

  api.put('/htservice/notice', session, requirePermi('system:notice:edit'), contract(noticeEdit), async (c) => {
    const body = c.req.valid('json');
    const auth = c.var.auth;
    const data = await writeTransaction(db, engine, async (trx) => {
      const current = (await lockForEdit(engine, managed(trx, auth).select(COLUMNS).where('n.notice_id', '=', body.noticeId), body.version, 'noticeId')) as Row;
      if (current.status === PUBLISHED) throw new HttpError(409, 'noticePublishedLocked', 'status', { title: current.notice_title });
      let allOrgs: string | undefined;
      if (body.scope !== undefined || body.orgIds !== undefined) {
        const was = audienceOf(current, await targetsOf(trx, [current.notice_id]));
        const audience = await resolveAudience(trx, auth, body.scope ?? (was.all ? 'all' : 'orgs'), body.orgIds ?? was.orgIds);
        await writeTargets(trx, current.notice_id, audience);
        allOrgs = audience.all ? '1' : '0';
      }
      const set = { notice_title: body.noticeTitle, notice_type: body.noticeType, notice_content: body.noticeContent, all_orgs: allOrgs, updated_at: deps.now() };
      const returning = COLUMNS.map((col) => col.slice(2) as never);
      const row = await updateVersionedOrThrow(trx, 'notices', { key: { notice_id: current.notice_id }, version: body.version, set, returning }, 'noticeId');
      return (await wire(trx, [row as Row]))[0];
    });
    return c.json({ code: 200, msg: t(c, 'ok'), data });
  });

  /** Moves a notice from one of `from` to `to`, stamping the publisher when it is published. */
  const transition =
    (to: typeof PUBLISHED | typeof WITHDRAWN, from: string[], refusal: 'noticeAlreadyPublished' | 'noticeNotPublished') =>
    async (c: Context<AppEnv, string, { out: { param: { noticeId: number } } }>) => {
      const { noticeId } = c.req.valid('param');
      const auth = c.var.auth;
      const now = deps.now();
      const { data, audience } = await writeTransaction(db, engine, async (trx) => {
        const current = await target(trx, auth, noticeId);
        if (!from.includes(current.status)) throw new HttpError(409, refusal, 'noticeId', { title: current.notice_title });
        if (to === PUBLISHED) await trx.deleteFrom('notice_reads').where('notice_id', '=', noticeId).execute();
        const row = await trx
          .updateTable('notices')
          .set((eb) => ({
            status: to,
            updated_at: now,
            version: eb('version', '+', 1),
            ...(to === PUBLISHED ? { publisher: auth.user.nickName || auth.user.userName, publish_time: now } : {}),
          }))
          .where('notice_id', '=', noticeId)
          .returning(COLUMNS.map((col) => col.slice(2) as never))
          .executeTakeFirstOrThrow();
        return { data: (await wire(trx, [row as Row]))[0], audience: audienceOf(current, await targetsOf(trx, [noticeId])) };
      });
      await announceNotices(deps.bus, audiencePush([audience]));
      return c.json({ code: 200, msg: t(c, 'ok'), data });
    };

  api.put('/htservice/notice/:noticeId{[0-9]+}/publish', session, requirePermi('system:notice:edit'), contract(noticePublish), transition(PUBLISHED, [DRAFT, WITHDRAWN], 'noticeAlreadyPublished'));
  api.put('/htservice/notice/:noticeId{[0-9]+}/withdraw', session, requirePermi('system:notice:edit'), contract(noticeWithdraw), transition(WITHDRAWN, [PUBLISHED], 'noticeNotPublished'));

  api.delete('/htservice/notice/:noticeIds{[0-9,]+}', session, requirePermi('system:notice:remove'), contract(noticeRemove), async (c) => {
    const { noticeIds } = c.req.valid('param');
    const auth = c.var.auth;
    const published = await writeTransaction(db, engine, async (trx) => {
      const found = (await lockRow(engine, managed(trx, auth).select(['n.notice_id', 'n.status', 'n.all_orgs']).where('n.notice_id', 'in', noticeIds)).execute()) as Row[];
      if (found.length !== noticeIds.length) throw new HttpError(404, 'notFound', 'noticeIds');
      const live = found.filter((r) => r.status === PUBLISHED);
      const targets = await targetsOf(
        trx,
        live.map((r) => r.notice_id),
      );
      await trx.deleteFrom('notices').where('notice_id', 'in', noticeIds).execute();
      return live.map((r) => audienceOf(r, targets));
    });
    await announceNotices(deps.bus, audiencePush(published));
    return c.json({ code: 200, msg: t(c, 'ok') });
  });
}
