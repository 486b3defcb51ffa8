/**
 * `GET /htservice/approvalCenter/decidedList` (service:approval:list): the decisions the caller took on
 * approvals of the session's organisation (approve, reject, return, transfer; not starting or withdrawing
 * their own), newest first, each with the approval's status now — the approval centre's "已处理" list.
 * The pending list and "initiated by me" already exist (approval-center.ts, approval-initiated.ts); this
 * is the one list the centre lacked. Filters: approvalName (contains), action; list layer paging and an
 * allowlisted sort.
 */
import type { Hono } from 'hono';
import type { ApprovalInstanceStatus } from '../contracts/approval.js';
import { approvalDecidedList, DECISIONS, type DecidedTaskRow } from '../contracts/approval-decided.js';
import type { AppEnv, Deps } from '../context.js';
import { contains, listReply, parseList, runList, type OrderBy, type SortAllowlist } from '../lib/list-query.js';
import { formatDateTime } from '../lib/time.js';
import { authenticate } from '../plugins/auth.js';
import { contract } from '../plugins/contract.js';
import { requirePermi } from '../plugins/permission.js';

const DECIDED_SORT: SortAllowlist = { decisionId: 'd.decision_id', decideTime: 'd.created_at', approvalName: 'i.name', taskName: 'd.element_name', action: 'd.action' };
// Decision ids grow with time: newest first.
const DECIDED_ORDER: OrderBy = [['d.decision_id', 'desc']];
const DECIDED_FIELDS = [
  'd.decision_id as decisionId',
  'd.instance_id as instanceId',
  'i.name as approvalName',
  'i.initiator_name as initiator',
  'd.element_name as taskName',
  'd.action',
  'd.comment',
  'd.created_at as decideTime',
  'i.status',
] as const;

export function mountApprovalDecided(api: Hono<AppEnv>, deps: Deps) {
  const session = authenticate(deps);

  api.get('/htservice/approvalCenter/decidedList', session, requirePermi('service:approval:list'), contract(approvalDecidedList), async (c) => {
    const { page, filters } = parseList(c, approvalDecidedList.list, DECIDED_SORT);
    const auth = c.var.auth;
    // Decisions carry no org_id: the instance's organisation scopes them.
    let query = deps.db
      .selectFrom('approval_decisions as d')
      .innerJoin('approval_instances as i', 'i.instance_id', 'd.instance_id')
      .where('d.user_id', '=', auth.user.userId)
      .where('i.org_id', '=', auth.orgId)
      .where('d.action', 'in', [...(filters.action ? [filters.action] : DECISIONS)]);
    if (filters.approvalName) query = query.where(contains('i.name', filters.approvalName));
    const result = await runList(query, page, (q) => q.select(DECIDED_FIELDS), DECIDED_ORDER);
    const rows: DecidedTaskRow[] = result.rows.map((r) => ({
      ...r,
      action: r.action as DecidedTaskRow['action'],
      status: r.status as ApprovalInstanceStatus,
      decideTime: formatDateTime(Number(r.decideTime)),
    }));
    return c.json(listReply(c, { rows, total: result.total }));
  });
}
