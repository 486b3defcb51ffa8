/** The approval centre's "decided by me" list (routes/approval-decided.ts), declared once as a contract (contracts/endpoint.ts). */
import { z } from 'zod';
import { textFilter } from './fields.js';
import { endpoint, tableReply } from './endpoint.js';
import { ApprovalInstanceStatus } from './approval.js';

/** The decisions a caller takes on someone's approval (starting and withdrawing their own are not listed). */
export const DECISIONS = ['approve', 'reject', 'return', 'transfer'] as const;

/** One decision the caller took on someone's approval, with where that approval stands now. */
export const DecidedTaskRow = z.object({
  decisionId: z.number().int(),
  instanceId: z.number().int(),
  approvalName: z.string(),
  initiator: z.string(),
  /** The user task the decision was taken at. */
  taskName: z.string(),
  action: z.enum(DECISIONS),
  comment: z.string().nullable(),
  decideTime: z.string(),
  /** The approval's status now (it may have moved on since). */
  status: ApprovalInstanceStatus,
});
export type DecidedTaskRow = z.infer<typeof DecidedTaskRow>;

export const approvalDecidedList = endpoint({
  summary: "A page of the decisions the caller took on approvals of the organisation, newest first, each with the approval's status now (approvalName: contains; action)",
  list: z.object({ approvalName: textFilter(), action: z.enum(DECISIONS).optional() }),
  reply: tableReply(DecidedTaskRow),
});
