/**
 * The CRM views computed on the server (`/htservice/crm/…`): the opportunity funnel, the work-order
 * statistics per customer company, the customer companies and the contract library's work orders, each
 * declared once as a contract (contracts/endpoint.ts). Money is integer fen, as the record table reads it
 * (so sums never drift).
 */
import { z } from 'zod';
import { isIsoDate } from '../../shared/iso-date.js';
import { textFilter } from './fields.js';
import { dataReply, endpoint, tableReply } from './endpoint.js';
import { fenSchema } from './money.js';
import { OrgUser } from './records.js';

const isoDate = z.string().trim().refine(isIsoDate).meta({ description: 'YYYY-MM-DD' });
const name = z.string().trim().min(1).max(64);
const Option = z.object({ value: z.string(), label: z.string() });

export const FunnelGroupBy = z.enum(['none', 'engineer', 'owner', 'month']);
export type FunnelGroupBy = z.infer<typeof FunnelGroupBy>;

/** Strict: a filter the funnel does not know is a 422, not silently ignored. */
export const FunnelQuery = z.strictObject({
  groupBy: FunnelGroupBy.default('none'),
  engineer: name.optional(),
  owner: name.optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
});
export type FunnelQuery = z.infer<typeof FunnelQuery>;

/** One (group, stage) cell of the funnel: how many opportunities stand at the stage, their amount and mean declared win rate. */
export const FunnelCell = z.object({ group: z.string().nullable(), stage: z.string(), count: z.number().int(), amount: fenSchema, avgWinRate: z.number().nullable() });
export type FunnelCell = z.infer<typeof FunnelCell>;

const Funnel = z.object({ groupBy: FunnelGroupBy, stages: z.array(Option), groups: z.array(Option), cells: z.array(FunnelCell) });

export const WorkOrderStatsQuery = z.strictObject({ customerName: textFilter(), from: isoDate.optional(), to: isoDate.optional() });
export type WorkOrderStatsQuery = z.infer<typeof WorkOrderStatsQuery>;

/** One customer company's work orders: counts by type and by status, and when it was last served. */
export const WorkOrderStatsRow = z.object({
  customerName: z.string(),
  total: z.number().int(),
  byType: z.record(z.string(), z.number().int()),
  byStatus: z.record(z.string(), z.number().int()),
  /** Latest accepted date of its on-site orders (offline, implementation, after-sales site), or null. */
  lastVisit: z.string().nullable(),
  lastAccepted: z.string().nullable(),
});
export type WorkOrderStatsRow = z.infer<typeof WorkOrderStatsRow>;
const WorkOrderStats = z.object({ rows: z.array(WorkOrderStatsRow), types: z.array(Option), statuses: z.array(Option) });

export const CompaniesQuery = z.strictObject({ companyName: textFilter(), groupName: textFilter(), owner: textFilter(64) });
export type CompaniesQuery = z.infer<typeof CompaniesQuery>;

/** One customer company: its hotels (customers naming it, or a customer standing alone), rooms, contracts and sales. */
export const CompanyRow = z.object({
  companyName: z.string(),
  groupName: z.string().nullable(),
  hotels: z.number().int(),
  rooms: z.number(),
  /** Contracts whose customer is one of its hotels; null when the caller may not read contracts. */
  contracts: z.number().int().nullable(),
  contractAmount: fenSchema.nullable(),
  /** The sales owners of its hotels (user names). */
  owners: z.array(z.string()),
  regions: z.array(z.string()),
  /** Its hotels' names, for the drill-down. */
  hotelNames: z.array(z.string()),
});
export type CompanyRow = z.infer<typeof CompanyRow>;
const Companies = z.object({ rows: z.array(CompanyRow), users: z.array(OrgUser) });

export const LibraryFilters = z.object({ customerName: textFilter(), contractNo: textFilter(32), orderNo: textFilter(32), orderType: textFilter(32), status: textFilter(32) });

/** A work order with a contract reference and that contract (null fields when the number matches no contract, or the caller may not list contracts). */
export const LibraryWorkOrderRow = z.object({
  recordId: z.number().int(),
  orderNo: z.string(),
  customerName: z.string(),
  orderType: z.string(),
  subject: z.string(),
  status: z.string(),
  assignee: z.string().nullable(),
  acceptDate: z.string().nullable(),
  contractNo: z.string(),
  contractId: z.number().int().nullable(),
  contractName: z.string().nullable(),
  contractType: z.string().nullable(),
  contractStatus: z.string().nullable(),
  contractAmount: fenSchema.nullable(),
});
export type LibraryWorkOrderRow = z.infer<typeof LibraryWorkOrderRow>;

export const crmFunnel = endpoint({
  summary: "The opportunity funnel: cells by stage, grouped by nothing, engineer, owner or month of the expected signing; labels in the caller's language",
  query: FunnelQuery,
  reply: dataReply(Funnel),
});
export const crmWorkOrderStats = endpoint({ summary: 'Work orders per customer company, by type and status, with the last visit', query: WorkOrderStatsQuery, reply: dataReply(WorkOrderStats) });
export const crmCompanies = endpoint({
  summary: 'The customer companies with their hotels; contract figures only for a caller who may list contracts',
  query: CompaniesQuery,
  reply: dataReply(Companies),
});
export const crmLibraryWorkOrders = endpoint({
  summary: 'A page of the work orders naming a contract, with that contract (its columns empty for a caller who may not list contracts)',
  list: LibraryFilters,
  reply: tableReply(LibraryWorkOrderRow),
});

export type FunnelReply = z.infer<(typeof crmFunnel)['reply']['schema']>;
export type WorkOrderStatsReply = z.infer<(typeof crmWorkOrderStats)['reply']['schema']>;
export type CompaniesReply = z.infer<(typeof crmCompanies)['reply']['schema']>;
