/** Organisation and accounting-period wire types. Types only. */

/** `GET /htservice/org/getLoginOrgData` (public): the hotels to sign in to. */
export type LoginOrg = { orgId: number; orgCode: string; orgName: string };

/** `GET /htservice/org/selectLoginDatePeriod` (orgId, loginDate): the accounting period holding the date; stored as loginPeriod. */
export type AccountingPeriod = {
  periodId: number;
  orgId: number;
  year: number;
  /** 1..12 */
  period: number;
  startDate: string;
  endDate: string;
  /** '0' open, '1' closed */
  status: '0' | '1';
};

/** An organisation as the organisation page edits it (`GET /htservice/org/{orgId}`, POST, PUT). */
export type SysOrg = {
  orgId: number;
  orgCode: string;
  orgName: string;
  shortName: string;
  /** '0' normal, '1' disabled (a disabled organisation is not offered at sign-in). */
  status: '0' | '1';
  contact: string;
  phone: string;
  address: string;
  remark: string;
  /** Send back on PUT: a stale version is refused with 409. */
  version: number;
};

/**
 * A row of `GET /htservice/org/list`, `query` and `POST getSysOrgList`: the organisation plus its
 * initialisation state, '1' when it holds every default parameter and this year's 12 periods.
 */
export type SysOrgRow = SysOrg & { initState: '0' | '1'; paraCount: number; periodCount: number };

/** A module the organisation holds a licence for, as the detail page lists them. */
export type OrgLicence = { moduleId: number; moduleName: string; seats: number; expiresOn: string | null };

/** `GET /htservice/org/getOrg` (orgId, loginDate): the organisation, the period holding the date (null when none), its licences. */
export type OrgDetail = { org: SysOrg; period: AccountingPeriod | null; licences: OrgLicence[] };

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
