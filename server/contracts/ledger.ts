/**
 * The general ledger / trial balance on the wire (module 1001, 总账). Amounts in integer fen; a side is
 * 'D' 借, 'C' 贷 or 'F' 平 (zero balance). Types only.
 *
 * `GET /htservice/accounting/ledger/general?year=&period=&auditedOnly=` (accounting:ledger:general):
 * the trial balance of the session's organisation for that period; `auditedOnly` '1' counts only
 * audited vouchers. The same figures as a workbook come from the run task `trial-calculation`
 * (`POST /htservice/task/trial-calculation` with `{ year, period, auditedOnly }`), whose end step says
 * whether the books balance (trialBalanced) or by how much they do not (trialUnbalanced {difference}).
 */

export type Side = 'D' | 'C';

export type TrialRow = {
  accountCode: string;
  accountName: string;
  /** 1 for a top-level account, 2 for its sub-account, ... */
  level: number;
  openingSide: Side | 'F';
  opening: number;
  periodDebit: number;
  periodCredit: number;
  yearDebit: number;
  yearCredit: number;
  /** 'F' (平): the balance is zero. */
  closingSide: Side | 'F';
  closing: number;
};

export type TrialTotals = {
  openingDebit: number;
  openingCredit: number;
  periodDebit: number;
  periodCredit: number;
  yearDebit: number;
  yearCredit: number;
  closingDebit: number;
  closingCredit: number;
};

export type TrialBalance = { rows: TrialRow[]; totals: TrialTotals; balanced: boolean };

export type LedgerReply = { code: number; msg: string; data: TrialBalance & { year: number; period: number; auditedOnly: boolean } };

/**
 * 明细账: one account (with its sub-accounts) over periods `from`..`to` of a year, line by line with the
 * running balance. `GET /htservice/accounting/ledger/detail?accountCode=&year=&from=&to=&auditedOnly=`
 * (accounting:ledger:detail); `POST /htservice/accounting/ledger/detail/export` with the same fields
 * (accounting:ledger:export) gives it as a workbook.
 */
export type DetailLine = {
  voucherId: number;
  voucherDate: string;
  /** 记-0001 */
  voucherNumber: string;
  accountCode: string;
  summary: string;
  debit: number;
  credit: number;
  side: Side | 'F';
  /** Balance after this line (absolute; the side says which). */
  balance: number;
};

export type DetailLedger = {
  accountCode: string;
  accountName: string;
  year: number;
  from: number;
  to: number;
  /** Balance brought forward: the year's opening plus the periods before `from`. */
  openingSide: Side | 'F';
  opening: number;
  lines: DetailLine[];
  debitTotal: number;
  creditTotal: number;
  closingSide: Side | 'F';
  closing: number;
};

export type DetailLedgerReply = { code: number; msg: string; data: DetailLedger };
