/** Wire type of the approval centre's "decided by me" list (routes/approval-decided.ts). */
import type { ApprovalInstanceStatus } from './approval.js';

/** One decision the caller took on someone's approval, with where that approval stands now. */
export type DecidedTaskRow = {
  decisionId: number;
  instanceId: number;
  approvalName: string;
  initiator: string;
  /** The user task the decision was taken at. */
  taskName: string;
  action: 'approve' | 'reject' | 'return' | 'transfer';
  comment: string | null;
  decideTime: string;
  /** The approval's status now (it may have moved on since). */
  status: ApprovalInstanceStatus;
};
