/**
 * 服务平台's dashboard: the caller's pending approvals (the approval centre's own query), the support
 * conversations with messages the caller has not read (in the chat's own scope: their conversation, or
 * every hotel's for the support desk) and their unread notices (the bell's own query).
 */
import type { ServiceDashboard } from '../contracts/dashboard.js';
import { scopeOf } from '../chat/access.js';
import { formatDateTime } from '../lib/time.js';
import { noticesFor, unreadCount } from '../notices/audience.js';
import { hasPermi } from '../plugins/permission.js';
import { PENDING_FIELDS, pendingTasks } from '../routes/approval-center.js';
import { num, type DashboardContext } from './context.js';

const LISTED = 6;

async function approvals(ctx: DashboardContext): Promise<NonNullable<ServiceDashboard['approvals']>> {
  const pending = () => pendingTasks(ctx.deps.db, ctx.auth);
  const [count, rows] = await Promise.all([
    pending()
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
    // Task ids grow with creation time: newest first, read off the assignees' index.
    pending().select(PENDING_FIELDS).orderBy('a.task_id', 'desc').limit(LISTED).execute(),
  ]);
  return { pending: num(count.n), latest: rows.map((r) => ({ ...r, createTime: formatDateTime(Number(r.createTime)) })) };
}

/** Conversations holding unread messages from the other side: the index (from_desk, read_at, conversation_id) of 0034. */
async function unreadConversations(ctx: DashboardContext): Promise<ServiceDashboard['chat']> {
  const scope = scopeOf(ctx.auth);
  let query = ctx.deps.db
    .selectFrom('chat_messages as m')
    .where('m.from_desk', '=', scope.desk ? '0' : '1')
    .where('m.read_at', 'is', null);
  if (!scope.desk) {
    query = query.innerJoin('chat_conversations as c', 'c.conversation_id', 'm.conversation_id').where('c.org_id', '=', scope.orgId).where('c.user_id', '=', scope.userId);
  }
  const row = await query.select((eb) => eb.fn.count<number>('m.conversation_id').distinct().as('n')).executeTakeFirstOrThrow();
  return { unreadConversations: num(row.n), desk: scope.desk };
}

async function notices(ctx: DashboardContext): Promise<ServiceDashboard['notices']> {
  const reader = { orgId: ctx.auth.orgId, userId: ctx.auth.user.userId };
  const [unread, rows] = await Promise.all([
    unreadCount(ctx.deps.db, reader),
    noticesFor(ctx.deps.db, reader)
      .where('r.read_at', 'is', null)
      .select(['n.notice_id', 'n.notice_title', 'n.publish_time'])
      .orderBy('n.publish_time', 'desc')
      .orderBy('n.notice_id', 'desc')
      .limit(LISTED)
      .execute(),
  ]);
  return {
    unread,
    latest: rows.map((r) => ({ noticeId: Number(r.notice_id), noticeTitle: r.notice_title, publishTime: r.publish_time === null ? '' : formatDateTime(Number(r.publish_time)) })),
  };
}

export async function serviceDashboard(ctx: DashboardContext): Promise<ServiceDashboard> {
  const [pending, chat, unread] = await Promise.all([hasPermi(ctx.auth, 'service:approval:list') ? approvals(ctx) : null, unreadConversations(ctx), notices(ctx)]);
  return { asOf: ctx.asOf, approvals: pending, chat, notices: unread };
}
