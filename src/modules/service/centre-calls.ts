/**
 * The approval centre's three lists, first page only: what waits for me (pendingList), what I started
 * (approvalInitiated/mine) and what I decided (decidedList, server/routes/approval-decided.ts). Each
 * answers its total too, which the centre shows as the count.
 */
import { api } from '../../lib/api';
import { MINE_URL, PENDING_URL } from './calls';

const DECIDED_URL = '/htservice/approvalCenter/decidedList';
/** How many rows of each list the centre shows; the list pages show the rest. */
const CENTRE_ROWS = 5;

export type CentreList<R> = { rows: R[]; total: number };
type ListReply<R> = { rows: R[]; total: number };

export const CENTRE_QUERY = { pageNum: 1, pageSize: CENTRE_ROWS };

/** The first page of one of the lists; `signal` lets the server-state layer cancel it. */
export const firstPage = <R>(url: string, signal?: AbortSignal) => api.get<ListReply<R>>(url, CENTRE_QUERY, { signal }).then((r): CentreList<R> => ({ rows: r.rows, total: r.total }));

export const CENTRE_URLS = { pending: PENDING_URL, initiated: MINE_URL, decided: DECIDED_URL };
