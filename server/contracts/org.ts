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
