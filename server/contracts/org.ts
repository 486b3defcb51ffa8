/** Organisation and accounting-period wire types; the sign-in's and the detail page's calls declared as contracts (contracts/endpoint.ts). */
import { z } from 'zod';
import { isIsoDate } from '../../shared/iso-date.js';
import { idList, numericId, textFilter, versionNumber } from './fields.js';
import { dataReply, endpoint, okReply, tableReply } from './endpoint.js';

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
export const SysOrgRow = SysOrg.extend({ initState: z.enum(['0', '1']), paraCount: z.number().int(), periodCount: z.number().int() });
export type SysOrgRow = z.infer<typeof SysOrgRow>;

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
  query: z.object({
    orgId: z
      .string()
      .regex(/^\d{1,9}$/)
      .transform(Number),
    loginDate: isoDate,
  }),
  reply: dataReply(AccountingPeriod),
  refusals: [403, 404],
});

export const orgDetail = endpoint({
  summary: 'An organisation with the period holding the date and its licences',
  query: z.object({ orgId: numericId, loginDate: isoDate }),
  reply: dataReply(OrgDetail),
  refusals: [404],
});

/** The filters of the organisation lists (orgCode, orgName: contains; status). */
export const OrgFilters = z.object({ orgCode: textFilter(32), orgName: textFilter(), status: z.enum(['0', '1']).optional() });
export type OrgFilterValues = z.output<typeof OrgFilters>;

export const orgList = endpoint({
  summary: 'A page of the organisations within reach with their initialisation state (orgCode, orgName: contains; status; query plan)',
  list: OrgFilters,
  reply: tableReply(SysOrgRow),
});
export const orgQuery = endpoint({ summary: 'The organisations within reach, unpaged, for pickers', query: OrgFilters, reply: dataReply(z.array(SysOrgRow)) });
export const orgListByBody = endpoint({
  summary: 'The organisations within reach, unpaged, the filters in a JSON body',
  body: z.object({ orgCode: z.string().max(32).optional(), orgName: z.string().max(100).optional(), status: z.enum(['0', '1', '']).optional() }),
  reply: dataReply(z.array(SysOrgRow)),
});
export const orgGet = endpoint({ summary: 'One organisation, for the edit form', params: z.object({ orgId: numericId }), reply: dataReply(SysOrg), refusals: [404] });

/** Letters, digits, '_' and '-': the code appears in menus (org_code) and licence lookups. */
const ORG_CODE_RULE = /^[A-Za-z0-9_-]{2,32}$/;
const editable = {
  orgName: z.string().trim().min(1).max(100),
  shortName: z.string().trim().max(50),
  status: z.enum(['0', '1']),
  contact: z.string().trim().max(64),
  phone: z
    .string()
    .trim()
    .max(20)
    .regex(/^[0-9+\-() ]*$/),
  address: z.string().trim().max(200),
  remark: z.string().max(500),
};
// Not strict: RuoYi's forms send back what they loaded; unknown keys are dropped.
export const orgAdd = endpoint({
  summary: 'Adds an organisation (platform administrator only)',
  body: z.object({
    orgCode: z.string().trim().regex(ORG_CODE_RULE),
    orgName: editable.orgName,
    shortName: editable.shortName.default(''),
    status: editable.status.default('0'),
    contact: editable.contact.default(''),
    phone: editable.phone.default(''),
    address: editable.address.default(''),
    remark: editable.remark.default(''),
  }),
  reply: dataReply(SysOrg),
  refusals: [409],
});
export const orgEdit = endpoint({
  summary: 'Edits an organisation with the version last read (its code never changes; its status only by the platform administrator)',
  body: z.object(editable).partial().extend({ orgId: numericId, version: versionNumber, orgCode: z.string().optional() }),
  reply: dataReply(SysOrg),
  refusals: [404, 409],
});
export const orgRemove = endpoint({
  summary: 'Deletes organisations nothing uses any more, with their own set-up (all or nothing)',
  params: z.object({ orgIds: idList }),
  reply: okReply,
  refusals: [404, 409],
});

/** `GET /htservice/org/selectNullSysOrgModule` (orgCode): a module the organisation holds no licence for yet. */
export const UnlicensedModule = z.object({ moduleId: z.number().int(), moduleName: z.string(), moduleCode: z.string() });
export type UnlicensedModule = z.infer<typeof UnlicensedModule>;
export const unlicensedModules = endpoint({
  summary: 'The enabled modules the organisation holds no licence for yet',
  query: z.object({ orgCode: z.string().trim().min(1).max(32) }),
  reply: dataReply(z.array(UnlicensedModule)),
  refusals: [404],
});

const yearNumber = z
  .union([
    z.number().int(),
    z
      .string()
      .regex(/^\d{4}$/)
      .transform(Number),
  ])
  .pipe(z.number().int().min(1900).max(2999));

export const periodsOfYear = endpoint({
  summary: "An organisation's accounting periods of a year by number (an empty list when none yet)",
  query: z.object({ orgId: numericId, year: yearNumber }),
  reply: dataReply(z.array(AccountingPeriod)),
  refusals: [404],
});

/**
 * `POST /htservice/org/saveSysOrgPeriod`: all 12 periods of one year, saved as a whole (created when
 * the year has none). Contiguous from `${year}-01-01` to `${year}-12-31`, each start <= end; closed
 * periods form a prefix (close in order, reopen from the last); a period closed before and after the
 * save keeps its dates; a period the save closes goes through 结账 (409 naming a failed check). A broken
 * rule is a 422 naming the field (`periods.3.startDate`).
 */
export const periodSave = endpoint({
  summary: 'Saves the 12 accounting periods of a year as a whole (closing and reopening in order)',
  body: z.object({
    orgId: numericId,
    year: yearNumber,
    periods: z.array(z.object({ period: z.number().int().min(1).max(12), startDate: isoDate, endDate: isoDate, status: z.enum(['0', '1']) })).max(12),
  }),
  reply: dataReply(z.array(AccountingPeriod)),
  refusals: [404, 409],
});
type PeriodSaveBody = z.input<typeof periodSave.body>;
/** One period of `POST /htservice/org/saveSysOrgPeriod`. */
export type PeriodInput = PeriodSaveBody['periods'][number];

/** What initData added: parameter keys, account codes, the number of periods, licensed module ids. */
export const InitDataResult = z.object({
  orgId: z.number().int(),
  paras: z.array(z.string()),
  accounts: z.array(z.string()),
  periodsCreated: z.number().int(),
  year: z.number().int(),
  licences: z.array(z.number().int()),
});
export type InitDataResult = z.infer<typeof InitDataResult>;

/**
 * `GET /htservice/org/initData/`: initialises an organisation (what it lacks of the group's template,
 * and a licence of each module asked for). Idempotent: a second call adds nothing and answers empty lists.
 */
export const initData = endpoint({
  summary: "Initialises an organisation: the template's parameters, accounts and periods it lacks, and licences of the modules asked for",
  query: z.object({
    orgId: numericId,
    /** Comma-separated module ids to license. */
    moduleIds: idList.optional(),
    /** Seats per new licence (default 10). */
    seats: z
      .string()
      .regex(/^\d{1,4}$/)
      .transform(Number)
      .pipe(z.number().int().min(1).max(9999))
      .optional(),
    /** The new licences' last day (default the end of next year). */
    expiresOn: isoDate.optional(),
  }),
  reply: dataReply(InitDataResult),
  refusals: [404],
});
