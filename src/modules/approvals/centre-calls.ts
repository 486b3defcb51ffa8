/**
 * The approval centre's three lists, first page only: what waits for me (pendingList), what I started
 * (approvalInitiated/mine) and what I decided (decidedList, server/routes/approval-decided.ts). Each
 * answers its total too, which the centre shows as the count.
 */
import { api } from '../../lib/api';
import type { ApprovalInstanceRow, PendingTaskRow } from '../../../server/contracts/approval';
import type { DecidedTaskRow } from '../../../server/contracts/approval-decided';
import { MINE_URL, PENDING_URL } from './calls';

export const DECIDED_URL = '/htservice/approvalCenter/decidedList';
/** How many rows of each list the centre shows; the list pages show the rest. */
export const CENTRE_ROWS = 5;

export type CentreList<R> = { rows: R[]; total: number };
type ListReply<R> = { rows: R[]; total: number };

const firstPage = <R,>(url: string) => api.get<ListReply<R>>(url, { pageNum: 1, pageSize: CENTRE_ROWS }).then((r): CentreList<R> => ({ rows: r.rows, total: r.total }));

export const centreCalls = {
  pending: () => firstPage<PendingTaskRow>(PENDING_URL),
  initiated: () => firstPage<ApprovalInstanceRow>(MINE_URL),
  decided: () => firstPage<DecidedTaskRow>(DECIDED_URL),
};
