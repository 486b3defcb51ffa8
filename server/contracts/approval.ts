/**
 * Wire contract of approvals (issue "Approvals"): the approval dictionary (categories), definitions
 * drawn in the BPMN designer with a form from the form editor, and the engine's instances, tasks and
 * decisions. Every call is scoped to the session's organisation; lists answer `{ code, msg, rows, total }`
 * through the list layer, single reads `{ code, msg, data }`.
 *
 * Paths (all under /prod-api):
 * - Categories:   GET /htservice/approvalDict/list · GET/DELETE /htservice/approvalDict/{categoryId}
 *                 POST /htservice/approvalDict (create) · PUT /htservice/approvalDict (edit, with `version`)
 * - Definitions:  GET /htservice/approvalDefinition/list · GET/DELETE /htservice/approvalDefinition/{definitionId}
 *                 POST /htservice/approvalDefinition (create; starts with a draft) · PUT /htservice/approvalDefinition (edit meta)
 *                 GET /htservice/approvalDefinition/{definitionId}/draft → ApprovalDraft
 *                 PUT /htservice/approvalDefinition/{definitionId}/draft  body SaveDraftBody → ApprovalDraft
 *                 POST /htservice/approvalDefinition/{definitionId}/publish body { draftVersion } → ApprovalVersionInfo
 *                 GET /htservice/approvalDefinition/{definitionId}/versions → ApprovalVersionInfo[]
 * - Initiating:   GET /htservice/approvalInitiated/form/{defKey} → ApprovalStartForm (latest published version)
 *                 POST /htservice/approvalInitiated/start body StartApprovalBody → { instanceId }
 *                 GET /htservice/approvalInitiated/mine (list of ApprovalInstanceRow the caller started)
 *                 POST /htservice/approvalInitiated/{instanceId}/withdraw (initiator, before the first decision) → ApprovalStatus
 *                 POST /htservice/approvalInitiated/{instanceId}/resubmit body ResubmitApprovalBody → ApprovalStatus
 *                      (initiator, a 'returned' approval: runs again from the start of its own version with the edited data)
 * - Deciding:     GET /htservice/approvalCenter/pendingList (list of PendingTaskRow assigned to the caller)
 *                 POST /htservice/approvalCenter/task/{taskId}/decide body DecideBody → ApprovalStatus
 *                 GET /htservice/approvalCenter/colleagues → ApprovalColleague[] (transfer targets, user assignees)
 * - Status:       GET /htservice/approvalCenter/statusList (list of ApprovalInstanceRow the caller may query)
 *                 GET /htservice/approvalCenter/status/{instanceId} → ApprovalStatus
 */

/** An approval category of the approval dictionary (purchase, contract, expense, discount...). */
export type ApprovalCategory = {
  categoryId: number;
  categoryCode: string;
  categoryName: string;
  orderNum: number;
  /** '0' enabled, '1' disabled (as every status column). */
  status: '0' | '1';
  remark: string | null;
  version: number;
};

/** A definition: its identity and which versions exist. The diagram and form live in versions. */
export type ApprovalDefinition = {
  definitionId: number;
  categoryId: number;
  categoryName: string;
  /** Path segment of its detail route under /htservice/approvalInitiated; letters and digits, unique per organisation. */
  defKey: string;
  /** Chinese name (menu title); `nameEn` is shown when the language is English and it is given. */
  name: string;
  nameEn: string | null;
  description: string | null;
  /** Newest published version number, null before the first publish. */
  publishedVersion: number | null;
  /** Version number of the working draft (the next published version gets it). */
  draftVersion: number;
  /** '0' may be initiated, '1' withdrawn from the approval menu (running approvals go on). */
  status: '0' | '1';
  /** Optimistic concurrency of the definition row (409 on a stale edit). */
  version: number;
  updateTime: string;
};

/** The editable draft: BPMN 2.0 XML from bpmn-js and the form-js schema (JSON object). */
export type ApprovalDraft = {
  definitionId: number;
  draftVersion: number;
  bpmnXml: string;
  formSchema: Record<string, unknown>;
  /** Optimistic concurrency of the draft (409 when another editor saved in between). */
  draftRevision: number;
};

export type SaveDraftBody = { bpmnXml: string; formSchema: Record<string, unknown>; draftRevision: number };

/** A published, immutable version. */
export type ApprovalVersionInfo = { definitionId: number; versionNo: number; publishTime: string; publishBy: string };

/**
 * How user tasks name their assignees in the BPMN XML (bpmn-js writes these as attributes of
 * bpmn:userTask in the `ht` namespace `http://hotel.example.com/schema/bpmn/ht`):
 * - `ht:assigneeType="role"`  + `ht:assignee="<roleKey>"`   every active user of the organisation with that role
 * - `ht:assigneeType="user"`  + `ht:assignee="<userName>"`  that user
 * - `ht:assigneeType="deptHead"`                            the initiator's department head
 * Parallel sign-off: a parallel gateway fans out to several user tasks and a joining parallel gateway
 * waits for all of them; a user task with several assignees (a role) completes on the first approval.
 * Exclusive gateway conditions are bpmn:conditionExpression bodies over form fields, in the small
 * grammar `<field> <op> <value>` joined by `&&` / `||`, op one of == != > >= < <= (e.g. `amount > 5000`);
 * one outgoing flow may be the gateway's default flow.
 */
export const HT_BPMN_NAMESPACE = 'http://hotel.example.com/schema/bpmn/ht';
export type AssigneeType = 'role' | 'user' | 'deptHead';

export type ApprovalStartForm = {
  definitionId: number;
  defKey: string;
  versionNo: number;
  name: string;
  nameEn: string | null;
  formSchema: Record<string, unknown>;
};

export type StartApprovalBody = { defKey: string; data: Record<string, unknown> };
export type ResubmitApprovalBody = { data: Record<string, unknown> };

/** running: waiting for decisions; approved / rejected: ended; returned: back with the initiator; withdrawn by the initiator. */
export type ApprovalInstanceStatus = 'running' | 'approved' | 'rejected' | 'returned' | 'withdrawn';

export type ApprovalInstanceRow = {
  instanceId: number;
  definitionId: number;
  versionNo: number;
  name: string;
  initiator: string;
  status: ApprovalInstanceStatus;
  /** Names of the user tasks it waits at ('' when ended). */
  waitingAt: string;
  startTime: string;
  endTime: string | null;
};

export type PendingTaskRow = {
  taskId: number;
  instanceId: number;
  /** The user task's name in the diagram. */
  taskName: string;
  approvalName: string;
  initiator: string;
  createTime: string;
};

/**
 * approve / reject (comment required: the reason) / return to the initiator (comment required) /
 * transfer to another user of the same organisation (`toUserId`). Only an assignee of an open task may decide (else 403).
 */
export type DecideBody = { action: 'approve' | 'reject' | 'return' | 'transfer'; comment?: string; toUserId?: number };

export type ApprovalDecision = {
  /** The user task's element id and name, or 'start' / 'withdraw' entries for the initiator's acts. */
  elementId: string;
  elementName: string;
  action: 'start' | 'approve' | 'reject' | 'return' | 'transfer' | 'withdraw';
  by: string;
  time: string;
  comment: string | null;
};

export type ApprovalStatus = {
  instance: ApprovalInstanceRow;
  formSchema: Record<string, unknown>;
  data: Record<string, unknown>;
  /** The diagram of the instance's own version, so the path can be drawn on it. */
  bpmnXml: string;
  /** Element ids the approval has passed through (tasks, gateways, flows), in order. */
  path: string[];
  /** Open user tasks now: element id, name, assignee user names. */
  waiting: Array<{ taskId: number; elementId: string; elementName: string; assignees: string[] }>;
  decisions: ApprovalDecision[];
};

/** An active user of the organisation (GET /htservice/approvalCenter/colleagues). */
export type ApprovalColleague = { userId: number; userName: string; nickName: string };
