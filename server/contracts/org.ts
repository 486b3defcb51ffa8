/** Organisation and accounting-period wire types; the sign-in's and the detail page's calls declared as contracts (contracts/endpoint.ts). */
import { z } from 'zod';
import { isIsoDate } from '../lib/time.js';
import { numericId } from '../plugins/validate.js';
import { dataReply, endpoint } from './endpoint.js';


export const LoginOrg = z.object({ orgId: z.number().int(), orgCode: z.string(), orgName: z.string() });
/** `GET /htservice/org/getLoginOrgData` (public): the hotels to sign in to. */
export type LoginOrg = z.infer<typeof LoginOrg>;

export const AccountingPeriod = z.object({
  periodId: z.number().int(),
  orgId: z.number().int(),
  year: z.number().int(),
  period: z.number().int().min(1).max(12),
  startDate: z.string(),
  endDate: z.string(),
  /** '0' open, '1' closed */
  status: z.enum(['0', '1']),
});
/** `GET /htservice/org/selectLoginDatePeriod` (orgId, loginDate): the accounting period holding the date; stored as loginPeriod. */
export type AccountingPeriod = z.infer<typeof AccountingPeriod>;

export const SysOrg = z.object({
  orgId: z.number().int(),
  orgCode: z.string(),
  orgName: z.string(),
  shortName: z.string(),
  /** '0' normal, '1' disabled (a disabled organisation is not offered at sign-in). */
  status: z.enum(['0', '1']),
  contact: z.string(),
  phone: z.string(),
  address: z.string(),
  remark: z.string(),
  /** Send back on PUT: a stale version is refused with 409. */
  version: z.number().int(),
});
/** An organisation as the organisation page edits it (`GET /htservice/org/{orgId}`, POST, PUT). */
export type SysOrg = z.infer<typeof SysOrg>;

/**
 * A row of `GET /htservice/org/list`, `query` and `POST getSysOrgList`: the organisation plus its
 * initialisation state, '1' when it holds every default parameter and this year's 12 periods.
 */
export type SysOrgRow = SysOrg & { initState: '0' | '1'; paraCount: number; periodCount: number };

export const OrgLicence = z.object({ moduleId: z.number().int(), moduleName: z.string(), seats: z.number().int(), expiresOn: z.string().nullable() });
/** A module the organisation holds a licence for, as the detail page lists them. */
export type OrgLicence = z.infer<typeof OrgLicence>;

export const OrgDetail = z.object({ org: SysOrg, period: AccountingPeriod.nullable(), licences: z.array(OrgLicence) });
/** `GET /htservice/org/getOrg` (orgId, loginDate): the organisation, the period holding the date (null when none), its licences. */
export type OrgDetail = z.infer<typeof OrgDetail>;

const isoDate = z.string().refine(isIsoDate);

export const loginOrgs = endpoint({ summary: 'The hotels to sign in to (public)', reply: dataReply(z.array(LoginOrg)) });

export const loginPeriod = endpoint({
  summary: "The accounting period holding the login date, in the session's own organisation",
  query: z.object({ orgId: z.string().regex(/^\d{1,9}$/).transform(Number), loginDate: isoDate }),
  reply: dataReply(AccountingPeriod),
  refusals: [403, 404],
});

export const orgDetail = endpoint({
  summary: 'An organisation with the period holding the date and its licences',
  query: z.object({ orgId: numericId, loginDate: isoDate }),
  reply: dataReply(OrgDetail),
  refusals: [404],
});

/** `GET /htservice/org/selectNullSysOrgModule` (orgCode): a module the organisation holds no licence for yet. */
export type UnlicensedModule = { moduleId: number; moduleName: string; moduleCode: string };

/** One period of `POST /htservice/org/saveSysOrgPeriod`. */
export type PeriodInput = { period: number; startDate: string; endDate: string; status: '0' | '1' };

/**
 * `POST /htservice/org/saveSysOrgPeriod`: all 12 periods of one year, saved as a whole (created when
 * the year has none). Contiguous from `${year}-01-01` to `${year}-12-31`, each start <= end; closed
 * periods form a prefix (close in order, reopen from the last); a period closed before and after the
 * save keeps its dates. A broken rule is a 422 naming the field (`periods.3.startDate`).
 */
export type PeriodSaveBody = { orgId: number; year: number; periods: PeriodInput[] };

/**
 * `GET /htservice/org/initData/` (orgId, moduleIds?, seats?): what initialising added. Idempotent:
 * a second call adds nothing and answers empty lists.
 */
/** What initData added: parameter keys, account codes, the number of periods, licensed module ids. */
export type InitDataResult = { orgId: number; paras: string[]; accounts: string[]; periodsCreated: number; year: number; licences: number[] };
