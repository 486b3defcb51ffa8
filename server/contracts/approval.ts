/**
 * Wire contract of approvals (issue "Approvals"): the approval dictionary (categories), definitions
 * drawn in the BPMN designer with a form from the form editor, and the engine's instances, tasks and
 * decisions, each call declared once as a contract (contracts/endpoint.ts). Every call is scoped to the
 * session's organisation; lists answer `{ code, msg, rows, total }` through the list layer, single reads
 * `{ code, msg, data }`.
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
 * - Menu:         GET /htservice/menu/getApprovalMenuList → ApprovalMenuItem[] (the approvals the caller can start)
 * The "decided by me" list is in approval-decided.ts.
 */
import { z } from 'zod';
import { idList, numericId, textFilter, versionNumber } from './fields.js';
import { dataReply, endpoint, okReply, tableReply } from './endpoint.js';

/** A diagram bpmn-js writes for a hotel's approval is a few KB; the body limit (1 MB) bounds it anyway. */
const MAX_XML = 900_000;
const MAX_FORM_JSON = 200_000;

const Status = z.enum(['0', '1']);
/** A form-js schema (JSON object). */
const FormSchema = z.record(z.string(), z.unknown()).meta({ description: 'A form-js schema' });

/** An approval category of the approval dictionary (purchase, contract, expense, discount...). */
export const ApprovalCategory = z.object({
  categoryId: z.number().int(),
  categoryCode: z.string(),
  categoryName: z.string(),
  orderNum: z.number().int(),
  /** '0' enabled, '1' disabled (as every status column). */
  status: Status,
  remark: z.string().nullable(),
  version: z.number().int(),
});
export type ApprovalCategory = z.infer<typeof ApprovalCategory>;

const categoryEditable = {
  categoryCode: z
    .string()
    .trim()
    .min(1)
    .max(50)
    .regex(/^[A-Za-z][A-Za-z0-9_]*$/),
  categoryName: z.string().trim().min(1).max(100),
  orderNum: z.number().int().min(0).max(9999),
  status: Status,
  remark: z.string().max(500).nullable(),
};
const CategoryCreate = z.object({
  ...categoryEditable,
  orderNum: categoryEditable.orderNum.default(0),
  status: categoryEditable.status.default('0'),
  remark: categoryEditable.remark.default(null),
});
const CategoryUpdate = z.object(categoryEditable).partial().extend({ categoryId: numericId, version: versionNumber });

/** A definition: its identity and which versions exist. The diagram and form live in versions. */
export const ApprovalDefinition = z.object({
  definitionId: z.number().int(),
  categoryId: z.number().int(),
  categoryName: z.string(),
  /** Path segment of its detail route under /htservice/approvalInitiated; letters and digits, unique per organisation. */
  defKey: z.string(),
  /** Chinese name (menu title); `nameEn` is shown when the language is English and it is given. */
  name: z.string(),
  nameEn: z.string().nullable(),
  description: z.string().nullable(),
  /** Newest published version number, null before the first publish. */
  publishedVersion: z.number().int().nullable(),
  /** Version number of the working draft (the next published version gets it). */
  draftVersion: z.number().int(),
  /** '0' may be initiated, '1' withdrawn from the approval menu (running approvals go on). */
  status: Status,
  /** Optimistic concurrency of the definition row (409 on a stale edit). */
  version: z.number().int(),
  updateTime: z.string(),
});
export type ApprovalDefinition = z.infer<typeof ApprovalDefinition>;

/** The path segment of a definition's route under /htservice/approvalInitiated: letters and digits, a letter first. */
const DefKey = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z][A-Za-z0-9]*$/);
const definitionEditable = {
  categoryId: numericId,
  defKey: DefKey,
  name: z.string().trim().min(1).max(100),
  nameEn: z.string().trim().max(100).nullable(),
  description: z.string().max(500).nullable(),
  status: Status,
};
const DefinitionCreate = z.object({
  ...definitionEditable,
  nameEn: definitionEditable.nameEn.default(null),
  description: definitionEditable.description.default(null),
  status: definitionEditable.status.default('0'),
});
const DefinitionUpdate = z.object(definitionEditable).partial().extend({ definitionId: numericId, version: versionNumber });

/** The editable draft: BPMN 2.0 XML from bpmn-js and the form-js schema (JSON object). */
export const ApprovalDraft = z.object({
  definitionId: z.number().int(),
  draftVersion: z.number().int(),
  bpmnXml: z.string(),
  formSchema: FormSchema,
  /** Optimistic concurrency of the draft (409 when another editor saved in between). */
  draftRevision: z.number().int(),
});
export type ApprovalDraft = z.infer<typeof ApprovalDraft>;

export const SaveDraftBody = z.object({
  bpmnXml: z.string().min(1).max(MAX_XML),
  formSchema: FormSchema.refine((v) => JSON.stringify(v).length <= MAX_FORM_JSON),
  draftRevision: versionNumber,
});
export type SaveDraftBody = z.input<typeof SaveDraftBody>;
const PublishBody = z.object({ draftVersion: versionNumber });

/** A published, immutable version. */
export const ApprovalVersionInfo = z.object({ definitionId: z.number().int(), versionNo: z.number().int(), publishTime: z.string(), publishBy: z.string() });
export type ApprovalVersionInfo = z.infer<typeof ApprovalVersionInfo>;

/**
 * How user tasks name their assignees in the BPMN XML (bpmn-js writes these as attributes of
 * bpmn:userTask in the `ht` namespace `http://hotel.example.com/schema/bpmn/ht`):
 * - `ht:assigneeType="role"`  + `ht:assignee="<roleKey>"`   every active user of the organisation with that role
 * - `ht:assigneeType="user"`  + `ht:assignee="<userName>"`  that user
 * - `ht:assigneeType="deptHead"`                            the initiator's department head
 * Parallel sign-off: a parallel gateway fans out to several user tasks and a joining parallel gateway
 * waits for all of them; a user task with several assignees (a role) completes on the first approval.
 * Exclusive gateway conditions are bpmn:conditionExpression bodies over form fields, in the small
 * grammar `<field> <op> <value>` joined by `&&` / `||`, op one of == != > >= < <= (e.g. `amount > 500000`,
 * a money field's fen);
 * one outgoing flow may be the gateway's default flow.
 */
export const HT_BPMN_NAMESPACE = 'http://hotel.example.com/schema/bpmn/ht';
export type AssigneeType = 'role' | 'user' | 'deptHead';

export const ApprovalStartForm = z.object({
  definitionId: z.number().int(),
  defKey: z.string(),
  versionNo: z.number().int(),
  name: z.string(),
  nameEn: z.string().nullable(),
  formSchema: FormSchema,
});
export type ApprovalStartForm = z.infer<typeof ApprovalStartForm>;

/** The form's values by field key (checked against the version's form: server/approvals/form-data.ts). */
const FormData = z
  .record(z.string().max(100), z.unknown())
  .meta({ description: "The form's values by field key; a money field (form-js type `money`) holds an amount in fen (1/100 yuan), an integer" });
export const StartApprovalBody = z.object({ defKey: DefKey, data: FormData });
export type StartApprovalBody = z.input<typeof StartApprovalBody>;
const ResubmitApprovalBody = z.object({ data: FormData });

/** running: waiting for decisions; approved / rejected: ended; returned: back with the initiator; withdrawn by the initiator. */
export const ApprovalInstanceStatus = z.enum(['running', 'approved', 'rejected', 'returned', 'withdrawn']);
export type ApprovalInstanceStatus = z.infer<typeof ApprovalInstanceStatus>;

export const ApprovalInstanceRow = z.object({
  instanceId: z.number().int(),
  definitionId: z.number().int(),
  versionNo: z.number().int(),
  name: z.string(),
  initiator: z.string(),
  status: ApprovalInstanceStatus,
  /** Names of the user tasks it waits at ('' when ended). */
  waitingAt: z.string(),
  startTime: z.string(),
  endTime: z.string().nullable(),
});
export type ApprovalInstanceRow = z.infer<typeof ApprovalInstanceRow>;

export const PendingTaskRow = z.object({
  taskId: z.number().int(),
  instanceId: z.number().int(),
  /** The user task's name in the diagram. */
  taskName: z.string(),
  approvalName: z.string(),
  initiator: z.string(),
  createTime: z.string(),
});
export type PendingTaskRow = z.infer<typeof PendingTaskRow>;

const comment = z.string().trim().max(1000);
/**
 * approve / reject (comment required: the reason) / return to the initiator (comment required) /
 * transfer to another user of the same organisation (`toUserId`). Only an assignee of an open task may decide (else 403).
 */
export const DecideBody = z.discriminatedUnion('action', [
  z.object({ action: z.literal('approve'), comment: comment.optional() }),
  z.object({ action: z.literal('reject'), comment: comment.min(1) }),
  z.object({ action: z.literal('return'), comment: comment.min(1) }),
  z.object({ action: z.literal('transfer'), comment: comment.optional(), toUserId: numericId }),
]);
/** A decision as the server reads it (after validation). */
export type Decision = z.output<typeof DecideBody>;
/** What a caller sends, flat: which fields an action needs is the server's check (422 naming the field). */
export type DecideBody = { action: Decision['action']; comment?: string; toUserId?: number };

export const ApprovalDecision = z.object({
  /** The decision's own id: entries are listed in the order they were taken, oldest first. */
  decisionId: z.number().int(),
  /** The user task's element id and name, or 'start' / 'withdraw' entries for the initiator's acts. */
  elementId: z.string(),
  elementName: z.string(),
  action: z.enum(['start', 'approve', 'reject', 'return', 'transfer', 'withdraw']),
  by: z.string(),
  time: z.string(),
  comment: z.string().nullable(),
});
export type ApprovalDecision = z.infer<typeof ApprovalDecision>;

export const ApprovalStatus = z.object({
  instance: ApprovalInstanceRow,
  formSchema: FormSchema,
  data: z.record(z.string(), z.unknown()),
  /** The diagram of the instance's own version, so the path can be drawn on it. */
  bpmnXml: z.string(),
  /** Element ids the approval has passed through (tasks, gateways, flows), in order. */
  path: z.array(z.string()),
  /** Open user tasks now: element id, name, assignee user names. */
  waiting: z.array(z.object({ taskId: z.number().int(), elementId: z.string(), elementName: z.string(), assignees: z.array(z.string()) })),
  decisions: z.array(ApprovalDecision),
});
export type ApprovalStatus = z.infer<typeof ApprovalStatus>;

/** An active user of the organisation (GET /htservice/approvalCenter/colleagues). */
export const ApprovalColleague = z.object({ userId: z.number().int(), userName: z.string(), nickName: z.string() });
export type ApprovalColleague = z.infer<typeof ApprovalColleague>;

/**
 * One approval form the user can start (`GET /htservice/menu/getApprovalMenuList`); the shell adds a
 * detail route `/htservice/approvalInitiated/<path>` titled `menuName` for each.
 */
export const ApprovalMenuItem = z.object({ path: z.string(), menuName: z.string() });
export type ApprovalMenuItem = z.infer<typeof ApprovalMenuItem>;

/** Filters of the instance lists ("mine" and the status list). */
const InstanceFilters = z.object({ name: textFilter(), status: ApprovalInstanceStatus.optional() });

const CategoryId = z.object({ categoryId: numericId });
const DefinitionId = z.object({ definitionId: numericId });
const InstanceId = z.object({ instanceId: numericId });

export const approvalCategoryList = endpoint({
  summary: 'A page of approval categories (categoryName, categoryCode: contains; status)',
  list: z.object({ categoryName: textFilter(), categoryCode: textFilter(), status: Status.optional() }),
  reply: tableReply(ApprovalCategory),
});
export const approvalCategoryGet = endpoint({ summary: 'One approval category', params: CategoryId, reply: dataReply(ApprovalCategory), refusals: [404] });
export const approvalCategoryAdd = endpoint({ summary: 'Adds an approval category (a code taken → 409)', body: CategoryCreate, reply: dataReply(ApprovalCategory), refusals: [409] });
export const approvalCategoryEdit = endpoint({
  summary: 'Edits an approval category with the version last read (stale → 409)',
  body: CategoryUpdate,
  reply: dataReply(ApprovalCategory),
  refusals: [404, 409],
});
export const approvalCategoryRemove = endpoint({
  summary: 'Deletes approval categories, all or nothing (one a definition uses → 409 naming it)',
  params: z.object({ categoryIds: idList }),
  reply: okReply,
  refusals: [404, 409],
});

export const approvalDefinitionList = endpoint({
  summary: 'A page of approval definitions (name, defKey: contains; categoryId; status)',
  list: z.object({
    name: textFilter(),
    defKey: textFilter(),
    categoryId: z
      .string()
      .regex(/^\d{1,9}$/)
      .transform(Number)
      .optional(),
    status: Status.optional(),
  }),
  reply: tableReply(ApprovalDefinition),
});
export const approvalDefinitionGet = endpoint({ summary: 'One approval definition', params: DefinitionId, reply: dataReply(ApprovalDefinition), refusals: [404] });
export const approvalDefinitionAdd = endpoint({
  summary: 'Adds a definition with its first draft (start → end, empty form); a key taken → 409',
  body: DefinitionCreate,
  reply: dataReply(ApprovalDefinition),
  refusals: [409],
});
export const approvalDefinitionEdit = endpoint({
  summary: "Edits a definition's category, key, names, description and status with the version last read (stale or a key taken → 409)",
  body: DefinitionUpdate,
  reply: dataReply(ApprovalDefinition),
  refusals: [404, 409],
});
export const approvalDefinitionRemove = endpoint({ summary: 'Deletes a definition no approval was started from (else 409)', params: DefinitionId, reply: okReply, refusals: [404, 409] });
export const approvalDraftGet = endpoint({ summary: "A definition's working draft", params: DefinitionId, reply: dataReply(ApprovalDraft), refusals: [404] });
export const approvalDraftSave = endpoint({
  summary: 'Saves the draft with the revision last read (another editor saved in between → 409)',
  params: DefinitionId,
  body: SaveDraftBody,
  reply: dataReply(ApprovalDraft),
  refusals: [404, 409],
});
export const approvalPublish = endpoint({
  summary: 'Publishes the draft as version n and opens draft n+1 (a diagram that cannot run or names unknown roles or users → 422 naming the element; not the current draft → 409)',
  params: DefinitionId,
  body: PublishBody,
  reply: dataReply(ApprovalVersionInfo),
  refusals: [404, 409],
});
export const approvalVersions = endpoint({ summary: "A definition's published versions, newest first", params: DefinitionId, reply: dataReply(z.array(ApprovalVersionInfo)), refusals: [404] });

export const approvalStartForm = endpoint({
  summary: 'The form of the latest published version of an enabled definition',
  params: z.object({ defKey: DefKey }),
  reply: dataReply(ApprovalStartForm),
  refusals: [404],
});
export const approvalStart = endpoint({
  summary: 'Starts an approval: the data is checked against the form and the diagram runs to its first user tasks (no assignee or no applicable flow → 422, nothing stored)',
  body: StartApprovalBody,
  reply: dataReply(z.object({ instanceId: z.number().int() })),
  refusals: [404],
});
export const approvalMine = endpoint({ summary: 'A page of the approvals the caller started (name: contains; status)', list: InstanceFilters, reply: tableReply(ApprovalInstanceRow) });
export const approvalWithdraw = endpoint({
  summary: 'The initiator withdraws an approval before its first decision (else 409; another user → 403)',
  params: InstanceId,
  reply: dataReply(ApprovalStatus),
  refusals: [404, 409],
});
export const approvalResubmit = endpoint({
  summary: 'The initiator sends a returned approval again with the edited data (same version)',
  params: InstanceId,
  body: ResubmitApprovalBody,
  reply: dataReply(ApprovalStatus),
  refusals: [404, 409],
});

export const approvalColleagues = endpoint({ summary: "The organisation's active users: transfer targets and user assignees", reply: dataReply(z.array(ApprovalColleague)) });
export const approvalPendingList = endpoint({
  summary: "A page of the caller's open tasks, newest first (approvalName, initiator: contains)",
  list: z.object({ approvalName: textFilter(), initiator: textFilter() }),
  reply: tableReply(PendingTaskRow),
});
export const approvalDecide = endpoint({
  summary: "Decides an open task: approve, reject or return (with a comment) or transfer (toUserId); only the task's assignee (else 403; a closed task → 409)",
  params: z.object({ taskId: numericId }),
  body: DecideBody,
  reply: dataReply(ApprovalStatus),
  refusals: [404, 409],
});
export const approvalStatusList = endpoint({
  summary: 'A page of the approvals the caller started or was assigned (approval administrators: all of the organisation); name, initiator: contains; status',
  list: InstanceFilters.extend({ initiator: textFilter() }),
  reply: tableReply(ApprovalInstanceRow),
});
export const approvalStatusGet = endpoint({
  summary: 'Where an approval stands: its form, data, path, open tasks and decisions',
  params: InstanceId,
  reply: dataReply(ApprovalStatus),
  refusals: [404],
});
export const approvalMenu = endpoint({
  summary: 'The approvals the caller can start (published, enabled), in key order; none without service:approval:initiate',
  reply: dataReply(z.array(ApprovalMenuItem)),
});
