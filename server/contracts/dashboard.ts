/**
 * The module home pages' dashboards. Types only.
 *
 * `GET /htservice/dashboard/{moduleKey}` (server/routes/dashboard.ts), optional query `loginDate`
 * (YYYY-MM-DD, the shell's business date; default: the session's) → `{ code, msg, data }` with the
 * figures of that module for the session's organisation. Needs the module among the caller's granted
 * menus (403 otherwise; an unknown key is a 404). Inside, each block is null when the caller may not
 * list what it counts (the permission of the page it links to), so a dashboard never shows more than
 * the lists would.
 *
 * Money is integer fen; dates are `YYYY-MM-DD`, times `YYYY-MM-DD HH:mm:ss` (server time).
 */
import type { AccountingPeriod } from './org.js';
import type { TaskStatus } from './task.js';

/** The module codes of the seeded modules (server/db/seed-menus.ts), which are the dashboards' keys. */
export type DashboardKey = 'accounting' | 'assets' | 'consumables' | 'business' | 'reports' | 'system' | 'crm' | 'service' | 'initplat';

/** A value of a field (a status, a stage), its label in the caller's language and how many rows hold it. */
export type LabelledCount = { value: string; label: string; count: number };

/** A task as a dashboard lists it: what, by whom (nickname), when, how it ended. */
export type TaskSummary = { taskId: number; label: string; status: TaskStatus; userName: string; createTime: string; finishTime: string | null };

/** Every dashboard says which business date it was computed for. */
type AsOf = { asOf: string };

export type AccountingDashboard = AsOf & {
  /** The accounting period holding `asOf`, or null when the organisation has none. */
  period: AccountingPeriod | null;
  /** accounting:voucher:list or :query. `byPeriod`: every period of `year` that has vouchers, counted by status. */
  vouchers: {
    toSend: number;
    toAudit: number;
    auditedThisPeriod: number;
    year: number;
    /** `audited` waits to be posted; `posted` (记账, status '3'): the two statuses the books count. */
    byPeriod: Array<{ period: string; unaudited: number; sent: number; audited: number; posted: number }>;
  } | null;
};

export type AssetsDashboard = AsOf & {
  period: AccountingPeriod | null;
  /** assets:card:list. `byClass`: cards and original value per asset class, largest value first. */
  cards: {
    count: number;
    originalValue: number;
    toGenerate: number;
    byClass: Array<{ classId: number; className: string; count: number; originalValue: number }>;
  } | null;
  /** assets:depreciation:list. `run`: the depreciation of `period`, null while it has not been run. */
  depreciation: {
    run: { cardCount: number; total: number; userName: string; createTime: string; voucherId: number | null; voucherNumber: string | null } | null;
  } | null;
};

/** A stock line as the dashboard lists it; quantity as a decimal, amount in fen. */
export type StockItemSummary = { warehouse: string; itemCode: string; itemName: string; unit: string; quantity: number; amount: number };

export type ConsumablesDashboard = AsOf & {
  /**
   * consumables:stock:list. The stock carries no minimum quantity, so `lowest` lists the lines with the
   * smallest quantity instead of those below a minimum.
   */
  stock: { value: number; lines: number; lowest: StockItemSummary[]; byWarehouse: Array<{ warehouse: string; value: number; lines: number }> } | null;
  /** consumables:stock:query (the import page): the latest stock imports the caller may see (their own; the platform administrator: the hotel's). */
  imports: TaskSummary[] | null;
};

export type AgreementKindKey = 'priceAgreement' | 'saleAgreement';
export type ExpiringAgreement = { recordId: number; agreementNo: string; partner: string; validTo: string; status: string };

export type BusinessDashboard = AsOf & {
  /** The last day of the expiry window (`asOf` + 30 days). */
  until: string;
  /** One entry per agreement kind the caller may list (business:<kind>:list), in menu order. */
  agreements: Array<{
    kind: AgreementKindKey;
    title: string;
    total: number;
    byStatus: LabelledCount[];
    /** Not yet expired agreements whose valid-to date lies between `asOf` and `until`, soonest first (at most 8 listed). */
    expiring: { count: number; rows: ExpiringAgreement[] };
  }>;
};

export type ReportsDashboard = AsOf & {
  /** reports:report:query (the calculation page): the latest report calculations the caller may see. */
  calculations: TaskSummary[] | null;
};

export type SystemDashboard = AsOf & {
  /** system:online:list: live sessions of the organisation the online-users page lists. */
  online: { count: number } | null;
  /** system:logininfor:list: failed sign-ins of the last 24 hours, and sign-ins per day of the last 7 days (server time). */
  signIns: { failed24h: number; byDay: Array<{ day: string; success: number; failed: number }> } | null;
  /** system:jobLog:list and the role admin (the job log is platform-wide): the latest failed job runs. */
  jobFailures: Array<{ jobLogId: number; jobName: string; message: string; startTime: string }> | null;
};

export type ExpiringContract = { recordId: number; contractNo: string; contractName: string; customerName: string; endDate: string; amount: number };

export type CrmDashboard = AsOf & {
  until: string;
  /** crm:workOrder:list: every status with its count; `open` counts those not done or closed. */
  workOrders: { open: number; byStatus: LabelledCount[] } | null;
  /** crm:contract:list: contracts neither finished nor terminated ending between `asOf` and `until`, soonest first (at most 8 listed). */
  contracts: { expiringCount: number; expiring: ExpiringContract[] } | null;
  /** crm:opportunity:list: opportunities per stage with their expected amount (fen). */
  funnel: { steps: Array<{ stage: string; label: string; count: number; amount: number }> } | null;
};

export type PendingApproval = { taskId: number; instanceId: number; approvalName: string; taskName: string; initiator: string; createTime: string };

export type ServiceDashboard = AsOf & {
  /** service:approval:list: the caller's open approval tasks (newest first, at most 6 listed). */
  approvals: { pending: number; latest: PendingApproval[] } | null;
  /**
   * Support chat conversations holding messages the caller has not read: the caller's own conversation,
   * or for the support desk (service:support:reply) every hotel's, as the desk lists them.
   */
  chat: { unreadConversations: number; desk: boolean };
  /** The caller's unread notices (everyone reads those addressed to their organisation). */
  notices: { unread: number; latest: Array<{ noticeId: number; noticeTitle: string; publishTime: string }> };
};

export type InitplatDashboard = AsOf & {
  /**
   * initplat:org:list: the organisations the caller manages (the platform administrator: all) and how
   * many are initialised (every default parameter and the 12 periods of `year`); `pending` lists the
   * others (at most 8), by code.
   */
  orgs: {
    year: number;
    total: number;
    initialised: number;
    pending: Array<{ orgId: number; orgCode: string; orgName: string; paraCount: number; periodCount: number }>;
  } | null;
};

export type DashboardData = {
  accounting: AccountingDashboard;
  assets: AssetsDashboard;
  consumables: ConsumablesDashboard;
  business: BusinessDashboard;
  reports: ReportsDashboard;
  system: SystemDashboard;
  crm: CrmDashboard;
  service: ServiceDashboard;
  initplat: InitplatDashboard;
};

export type DashboardReply<K extends DashboardKey = DashboardKey> = { code: number; msg: string; data: DashboardData[K] };
