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
