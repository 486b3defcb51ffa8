/**
 * Wire shapes of the CRM views computed on the server (`/htservice/crm/…`): the opportunity funnel,
 * the work-order statistics per customer company, the customer companies and the contract library's
 * work orders. Money is yuan as the records keep it (summed in fen, so sums never drift). Types only.
 */

/** One (group, stage) cell of the funnel: how many opportunities stand at the stage, their amount and mean declared win rate. */
export type FunnelCell = { group: string | null; stage: string; count: number; amount: number; avgWinRate: number | null };

/** `GET /htservice/crm/funnel?groupBy=&engineer=&owner=&from=&to=`: the cells, grouped by nothing, engineer, owner or month of the expected signing. */
export type FunnelReply = { code: number; msg: string; data: { groupBy: FunnelGroupBy; stages: Array<{ value: string; label: string }>; groups: Array<{ value: string; label: string }>; cells: FunnelCell[] } };
export type FunnelGroupBy = 'none' | 'engineer' | 'owner' | 'month';

/** One customer company's work orders: counts by type and by status, and when it was last served. */
export type WorkOrderStatsRow = {
  customerName: string;
  total: number;
  byType: Record<string, number>;
  byStatus: Record<string, number>;
  /** Latest accepted date of its on-site orders (offline, implementation, after-sales site), or null. */
  lastVisit: string | null;
  lastAccepted: string | null;
};
export type WorkOrderStatsReply = { code: number; msg: string; data: { rows: WorkOrderStatsRow[]; types: Array<{ value: string; label: string }>; statuses: Array<{ value: string; label: string }> } };

/** One customer company: its hotels (customers naming it, or a customer standing alone), rooms, contracts and sales. */
export type CompanyRow = {
  companyName: string;
  groupName: string | null;
  hotels: number;
  rooms: number;
  /** Contracts whose customer is one of its hotels; null when the caller may not read contracts. */
  contracts: number | null;
  contractAmount: number | null;
  /** The sales owners of its hotels (user names). */
  owners: string[];
  regions: string[];
  /** Its hotels' names, for the drill-down. */
  hotelNames: string[];
};
export type CompaniesReply = { code: number; msg: string; data: { rows: CompanyRow[]; users: Array<{ userName: string; nickName: string }> } };

/** A work order with a contract reference and that contract (null fields when the number matches no contract). */
export type LibraryWorkOrderRow = {
  recordId: number;
  orderNo: string;
  customerName: string;
  orderType: string;
  subject: string;
  status: string;
  assignee: string | null;
  acceptDate: string | null;
  contractNo: string;
  contractId: number | null;
  contractName: string | null;
  contractType: string | null;
  contractStatus: string | null;
  contractAmount: number | null;
};
