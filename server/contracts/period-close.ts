/**
 * 结账 (month end) on the wire, module 1001. Types only; amounts in integer fen.
 *
 * - `GET /htservice/periodClose/list?year=` (accounting:period:list): the organisation's periods of the year.
 * - `GET /htservice/periodClose/{periodId}/checks` (accounting:period:list): the checks a close runs, each
 *   passed or not with what fails it.
 * - `PUT /htservice/periodClose/{periodId}/close` (accounting:period:close): runs the checks again and closes;
 *   409 listing the failed checks, an earlier open period or an already closed one.
 * - `PUT /htservice/periodClose/{periodId}/reopen` (accounting:period:reopen): 反结账 of the latest closed period
 *   only (409 otherwise); recorded in the operation log like every write.
 * The carry-forward itself is the run task `period-carry-forward` ({ year, period }).
 */

export type ClosePeriod = {
  periodId: number;
  year: number;
  period: number;
  startDate: string;
  endDate: string;
  /** '0' open, '1' closed. */
  status: '0' | '1';
  closedBy: string | null;
  closedAt: number | null;
};

export type PeriodCheckKey = 'vouchers' | 'depreciation' | 'carryForward' | 'trialBalance';

export type PeriodCheck = {
  key: PeriodCheckKey;
  passed: boolean;
  /** vouchers: the period's vouchers not yet posted (status '3'), by number. */
  vouchers: Array<{ voucherId: number; voucherNumber: string; status: string }>;
  /** carryForward: the income and expense balances left (debit − credit). */
  accounts: Array<{ accountCode: string; deptId: number | null; balance: number }>;
};

export type PeriodChecksReply = { code: number; msg: string; data: { period: ClosePeriod; checks: PeriodCheck[] } };
export type ClosePeriodListReply = { code: number; msg: string; data: ClosePeriod[] };
