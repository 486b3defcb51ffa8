/**
 * The approval centre (server/contracts/approval.ts), in the session's organisation:
 * - `GET /htservice/approvalCenter/pendingList` (service:approval:list): the caller's open tasks, newest
 *   first; one indexed range of approval_task_assignees (user_id, open, task_id) joined to its task and instance.
 * - `POST /htservice/approvalCenter/task/{taskId}/decide` (service:approval:approve): approve, reject
 *   (reason required), return (comment required) or transfer (toUserId); only an open task's assignee
 *   (403 otherwise, 409 when the task has closed) → ApprovalStatus.
 * - `GET /htservice/approvalCenter/statusList` (service:approval:query): the approvals the caller
 *   started or was assigned; approval administrators (service:approvalDefinition:list) see all of the organisation's.
 * - `GET /htservice/approvalCenter/status/{instanceId}` (service:approval:query): ApprovalStatus, 404
 *   for an instance the caller may not see.
 * - `GET /htservice/approvalCenter/colleagues` (service:approval:approve or service:approvalDefinition:edit):
 *   the organisation's active users, whom a task can be transferred to or a user task assigned to (an
 *   approver needs no user-administration permission for that).
 */
import type { Hono } from 'hono';
import { approvalColleagues, approvalDecide, approvalPendingList, approvalStatusGet, approvalStatusList, type ApprovalColleague, type PendingTaskRow } from '../contracts/approval.js';
import type { AppEnv, AuthInfo, Deps } from '../context.js';
import type { Db } from '../db/connect.js';
import { announceApproval } from '../approvals/push.js';
import { actOf, decideTask } from '../approvals/runtime.js';
import { approvalStatus, INSTANCE_FIELDS, instanceWire, involves, seesAll } from '../approvals/status.js';
import { writeTransaction } from '../db/write-transaction.js';
import { HttpError } from '../errors.js';
import { t } from '../i18n.js';
import { contains, listReply, parseList, runList, type OrderBy, type SortAllowlist } from '../lib/list-query.js';
import { formatDateTime } from '../lib/time.js';
import { authenticate } from '../plugins/auth.js';
import { contract, type ReplyOf } from '../plugins/contract.js';
import { requirePermi } from '../plugins/permission.js';
import { INSTANCE_ORDER, INSTANCE_SORT } from './approval-initiated.js';

const PENDING_SORT: SortAllowlist = { taskId: 'a.task_id', createTime: 't.created_at', approvalName: 'i.name', taskName: 't.element_name', initiator: 'i.initiator_name' };
// Task ids grow with creation time, so this is "newest first" read straight off the index.
const PENDING_ORDER: OrderBy = [['a.task_id', 'desc']];
export const PENDING_FIELDS = [
  'a.task_id as taskId',
  't.instance_id as instanceId',
  't.element_name as taskName',
  'i.name as approvalName',
  'i.initiator_name as initiator',
  't.created_at as createTime',
] as const;

/** FROM + WHERE of the caller's open tasks in the session's organisation (the pending list; the service dashboard counts them). */
export function pendingTasks(db: Db, auth: AuthInfo) {
  return db
    .selectFrom('approval_task_assignees as a')
    .innerJoin('approval_tasks as t', 't.task_id', 'a.task_id')
    .innerJoin('approval_instances as i', 'i.instance_id', 't.instance_id')
    .where('a.user_id', '=', auth.user.userId)
    .where('a.open', '=', '1')
    .where('t.org_id', '=', auth.orgId);
}

export function mountApprovalCenter(api: Hono<AppEnv>, deps: Deps) {
  const session = authenticate(deps);
  const base = '/htservice/approvalCenter';

  api.get(`${base}/colleagues`, session, requirePermi('service:approval:approve', 'service:approvalDefinition:edit'), contract(approvalColleagues), async (c) => {
    const data: ApprovalColleague[] = await deps.db
      .selectFrom('users')
      .select(['user_id as userId', 'user_name as userName', 'nick_name as nickName'])
      .where('org_id', '=', c.var.auth.orgId)
      .where('status', '=', '0')
      .orderBy('user_name')
      .execute();
    const reply: ReplyOf<typeof approvalColleagues> = { code: 200, msg: t(c, 'ok'), data };
    return c.json(reply);
  });

  api.get(`${base}/pendingList`, session, requirePermi('service:approval:list'), contract(approvalPendingList), async (c) => {
    const { page, filters } = parseList(c, approvalPendingList.list, PENDING_SORT);
    let query = pendingTasks(deps.db, c.var.auth);
    if (filters.approvalName) query = query.where(contains('i.name', filters.approvalName));
    if (filters.initiator) query = query.where(contains('i.initiator_name', filters.initiator));
    const result = await runList(query, page, (q) => q.select(PENDING_FIELDS), PENDING_ORDER);
    const rows: PendingTaskRow[] = result.rows.map((r) => ({ ...r, createTime: formatDateTime(Number(r.createTime)) }));
    return c.json(listReply(c, { rows, total: result.total }));
  });

  api.post(`${base}/task/:taskId{[0-9]+}/decide`, session, requirePermi('service:approval:approve'), contract(approvalDecide), async (c) => {
    const { taskId } = c.req.valid('param');
    const body = c.req.valid('json');
    const auth = c.var.auth;
    const instanceId = await writeTransaction(deps.db, deps.engine, (trx) => decideTask(actOf(deps, auth, trx), taskId, body));
    await announceApproval(deps, auth.orgId, instanceId);
    // The decider stays among those who see it (they held the task).
    const data = (await approvalStatus(deps.db, auth, instanceId))!;
    const reply: ReplyOf<typeof approvalDecide> = { code: 200, msg: t(c, 'ok'), data };
    return c.json(reply);
  });

  api.get(`${base}/statusList`, session, requirePermi('service:approval:query'), contract(approvalStatusList), async (c) => {
    const { page, filters } = parseList(c, approvalStatusList.list, INSTANCE_SORT);
    const auth = c.var.auth;
    let query = deps.db.selectFrom('approval_instances as i').where('i.org_id', '=', auth.orgId);
    if (!seesAll(auth)) query = query.where(involves(auth.user.userId));
    if (filters.name) query = query.where(contains('i.name', filters.name));
    if (filters.initiator) query = query.where(contains('i.initiator_name', filters.initiator));
    if (filters.status) query = query.where('i.status', '=', filters.status);
    const result = await runList(query, page, (q) => q.select(INSTANCE_FIELDS), INSTANCE_ORDER);
    return c.json(listReply(c, { rows: result.rows.map(instanceWire), total: result.total }));
  });

  api.get(`${base}/status/:instanceId{[0-9]+}`, session, requirePermi('service:approval:query'), contract(approvalStatusGet), async (c) => {
    const { instanceId } = c.req.valid('param');
    const data = await approvalStatus(deps.db, c.var.auth, instanceId);
    if (!data) throw new HttpError(404, 'notFound', 'instanceId');
    const reply: ReplyOf<typeof approvalStatusGet> = { code: 200, msg: t(c, 'ok'), data };
    return c.json(reply);
  });
}
