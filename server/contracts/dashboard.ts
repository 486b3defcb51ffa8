/**
 * The module home pages' dashboards, declared once: the route validates with this endpoint, the OpenAPI
 * document is generated from it, the browser and server/dashboard/*.ts import the types.
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
import { z } from 'zod';
import { isIsoDate } from '../../shared/iso-date.js';
import { dataReply, endpoint } from './endpoint.js';
import { fenSchema } from './money.js';
import { AccountingPeriod } from './org.js';
import { TaskStatus } from './task.js';

/** The module codes of the seeded modules (server/catalog/modules.ts), which are the dashboards' keys. */
export const DashboardKey = z.enum(['accounting', 'assets', 'consumables', 'business', 'reports', 'system', 'crm', 'service', 'initplat']);
export type DashboardKey = z.infer<typeof DashboardKey>;

const int = () => z.number().int();

/** A value of a field (a status, a stage), its label in the caller's language and how many rows hold it. */
const LabelledCount = z.object({ value: z.string(), label: z.string(), count: int() });

/** A task as a dashboard lists it: what, by whom (nickname), when, how it ended. */
export const TaskSummary = z.object({ taskId: int(), label: z.string(), status: TaskStatus, userName: z.string(), createTime: z.string(), finishTime: z.string().nullable() });
export type TaskSummary = z.infer<typeof TaskSummary>;

/** Every dashboard says which business date it was computed for. */
const AsOf = z.object({ asOf: z.string() });

export const AccountingDashboard = AsOf.extend({
  /** The accounting period holding `asOf`, or null when the organisation has none. */
  period: AccountingPeriod.nullable(),
  /** accounting:voucher:list or :query. `byPeriod`: every period of `year` that has vouchers, counted by status. */
  vouchers: z
    .object({
      toSend: int(),
      toAudit: int(),
      auditedThisPeriod: int(),
      year: int(),
      /** `audited` waits to be posted; `posted` (记账, status '3'): the two statuses the books count. */
      byPeriod: z.array(z.object({ period: z.string(), unaudited: int(), sent: int(), audited: int(), posted: int() })),
    })
    .nullable(),
});
export type AccountingDashboard = z.infer<typeof AccountingDashboard>;

export const AssetsDashboard = AsOf.extend({
  period: AccountingPeriod.nullable(),
  /** assets:card:list. `byClass`: cards and original value per asset class, largest value first. */
  cards: z
    .object({
      count: int(),
      originalValue: fenSchema,
      toGenerate: int(),
      byClass: z.array(z.object({ classId: int(), className: z.string(), count: int(), originalValue: fenSchema })),
    })
    .nullable(),
  /** assets:depreciation:list. `run`: the depreciation of `period`, null while it has not been run. */
  depreciation: z
    .object({
      run: z.object({ cardCount: int(), total: fenSchema, userName: z.string(), createTime: z.string(), voucherId: int().nullable(), voucherNumber: z.string().nullable() }).nullable(),
    })
    .nullable(),
});
export type AssetsDashboard = z.infer<typeof AssetsDashboard>;

/** A stock line as the dashboard lists it; quantity as a decimal, amount in fen. */
const StockItemSummary = z.object({ warehouse: z.string(), itemCode: z.string(), itemName: z.string(), unit: z.string(), quantity: z.number(), amount: fenSchema });

export const ConsumablesDashboard = AsOf.extend({
  /**
   * consumables:stock:list. The stock carries no minimum quantity, so `lowest` lists the lines with the
   * smallest quantity instead of those below a minimum.
   */
  stock: z.object({ value: fenSchema, lines: int(), lowest: z.array(StockItemSummary), byWarehouse: z.array(z.object({ warehouse: z.string(), value: fenSchema, lines: int() })) }).nullable(),
  /** consumables:stock:query (the import page): the latest stock imports the caller may see (their own; the platform administrator: the hotel's). */
  imports: z.array(TaskSummary).nullable(),
});
export type ConsumablesDashboard = z.infer<typeof ConsumablesDashboard>;

export const AgreementKindKey = z.enum(['priceAgreement', 'saleAgreement']);
export type AgreementKindKey = z.infer<typeof AgreementKindKey>;
export const ExpiringAgreement = z.object({ recordId: int(), agreementNo: z.string(), partner: z.string(), validTo: z.string(), status: z.string() });
export type ExpiringAgreement = z.infer<typeof ExpiringAgreement>;

export const BusinessDashboard = AsOf.extend({
  /** The last day of the expiry window (`asOf` + 30 days). */
  until: z.string(),
  /** One entry per agreement kind the caller may list (business:<kind>:list), in menu order. */
  agreements: z.array(
    z.object({
      kind: AgreementKindKey,
      title: z.string(),
      total: int(),
      byStatus: z.array(LabelledCount),
      /** Not yet expired agreements whose valid-to date lies between `asOf` and `until`, soonest first (at most 8 listed). */
      expiring: z.object({ count: int(), rows: z.array(ExpiringAgreement) }),
    }),
  ),
});
export type BusinessDashboard = z.infer<typeof BusinessDashboard>;

export const ReportsDashboard = AsOf.extend({
  /** reports:report:query (the calculation page): the latest report calculations the caller may see. */
  calculations: z.array(TaskSummary).nullable(),
  /** reports:report:list (报表查询): the organisation's report records, counted by status (every status, 0 where none). */
  records: z.object({ total: int(), byStatus: z.array(LabelledCount) }).nullable(),
});
export type ReportsDashboard = z.infer<typeof ReportsDashboard>;

export const SystemDashboard = AsOf.extend({
  /** system:online:list: live sessions of the organisation the online-users page lists. */
  online: z.object({ count: int() }).nullable(),
  /** system:logininfor:list: failed sign-ins of the last 24 hours, and sign-ins per day of the last 7 days (server time). */
  signIns: z.object({ failed24h: int(), byDay: z.array(z.object({ day: z.string(), success: int(), failed: int() })) }).nullable(),
  /** system:jobLog:list and the role admin (the job log is platform-wide): the latest failed job runs. */
  jobFailures: z.array(z.object({ jobLogId: int(), jobName: z.string(), message: z.string(), startTime: z.string() })).nullable(),
});
export type SystemDashboard = z.infer<typeof SystemDashboard>;

export const ExpiringContract = z.object({ recordId: int(), contractNo: z.string(), contractName: z.string(), customerName: z.string(), endDate: z.string(), amount: fenSchema });
export type ExpiringContract = z.infer<typeof ExpiringContract>;

export const CrmDashboard = AsOf.extend({
  until: z.string(),
  /** crm:workOrder:list: every status with its count; `open` counts those not done or closed. */
  workOrders: z.object({ open: int(), byStatus: z.array(LabelledCount) }).nullable(),
  /** crm:contract:list: contracts neither finished nor terminated ending between `asOf` and `until`, soonest first (at most 8 listed). */
  contracts: z.object({ expiringCount: int(), expiring: z.array(ExpiringContract) }).nullable(),
  /** crm:opportunity:list: opportunities per stage with their expected amount (fen). */
  funnel: z.object({ steps: z.array(z.object({ stage: z.string(), label: z.string(), count: int(), amount: fenSchema })) }).nullable(),
});
export type CrmDashboard = z.infer<typeof CrmDashboard>;

const PendingApproval = z.object({ taskId: int(), instanceId: int(), approvalName: z.string(), taskName: z.string(), initiator: z.string(), createTime: z.string() });

export const ServiceDashboard = AsOf.extend({
  /** service:approval:list: the caller's open approval tasks (newest first, at most 6 listed). */
  approvals: z.object({ pending: int(), latest: z.array(PendingApproval) }).nullable(),
  /**
   * Support chat conversations holding messages the caller has not read: the caller's own conversation,
   * or for the support desk (service:support:reply) every hotel's, as the desk lists them.
   */
  chat: z.object({ unreadConversations: int(), desk: z.boolean() }),
  /** The caller's unread notices (everyone reads those addressed to their organisation). */
  notices: z.object({ unread: int(), latest: z.array(z.object({ noticeId: int(), noticeTitle: z.string(), publishTime: z.string() })) }),
});
export type ServiceDashboard = z.infer<typeof ServiceDashboard>;

export const InitplatDashboard = AsOf.extend({
  /**
   * initplat:org:list: the organisations the caller manages (the platform administrator: all) and how
   * many are initialised (every default parameter and the 12 periods of `year`); `pending` lists the
   * others (at most 8), by code.
   */
  orgs: z
    .object({
      year: int(),
      total: int(),
      initialised: int(),
      pending: z.array(z.object({ orgId: int(), orgCode: z.string(), orgName: z.string(), paraCount: int(), periodCount: int() })),
    })
    .nullable(),
});
export type InitplatDashboard = z.infer<typeof InitplatDashboard>;

const DASHBOARD_DATA = {
  accounting: AccountingDashboard,
  assets: AssetsDashboard,
  consumables: ConsumablesDashboard,
  business: BusinessDashboard,
  reports: ReportsDashboard,
  system: SystemDashboard,
  crm: CrmDashboard,
  service: ServiceDashboard,
  initplat: InitplatDashboard,
} satisfies Record<DashboardKey, z.ZodType>;
export type DashboardData = { [K in DashboardKey]: z.infer<(typeof DASHBOARD_DATA)[K]> };

export const dashboardGet = endpoint({
  summary: "The figures of a module's home page for the session's organisation (the module among the caller's granted menus)",
  params: z.object({ moduleKey: DashboardKey }),
  query: z.object({ loginDate: z.string().refine(isIsoDate).optional() }),
  reply: dataReply(z.union(Object.values(DASHBOARD_DATA))),
  refusals: [404],
});
export type DashboardReply<K extends DashboardKey = DashboardKey> = { code: 200; msg: string; data: DashboardData[K] };
