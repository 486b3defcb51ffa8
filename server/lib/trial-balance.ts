/**
 * The trial balance (试算平衡表) of a period: per account the opening balance of the year, the period's
 * debits and credits, the year's so far, and the closing balance, with the totals that must agree
 * (debits = credits at opening, in the period and at closing) when the books are in order.
 *
 * Amounts are integer fen. A parent account (6001 over 600101 and 600102) shows its own figures plus
 * its sub-accounts', so a voucher posted to a sub-account appears in both rows; the totals add only
 * the top-level accounts, so nothing is counted twice.
 */
import { toFen } from '../../shared/money.js';
import type { Side, TrialBalance, TrialRow, TrialTotals } from '../contracts/ledger.js';

export type AccountFigures = {
  accountCode: string;
  accountName: string;
  /** Opening balance of the year, signed: debit positive, credit negative. */
  opening: number;
  periodDebit: number;
  periodCredit: number;
  /** From the first period of the year through the chosen one. */
  yearDebit: number;
  yearCredit: number;
};

const sideOf = (signed: number): Side | 'F' => (signed > 0 ? 'D' : signed < 0 ? 'C' : 'F');

/** `accounts`: every account with figures of its own (zero for one without postings), in any order. */
export function trialBalance(accounts: AccountFigures[]): TrialBalance {
  const sorted = [...accounts].sort((a, b) => a.accountCode.localeCompare(b.accountCode));
  const codes = sorted.map((a) => a.accountCode);
  // An account's parent is the longest other code that starts it (6001 for 600101).
  const parentOf = (code: string) => codes.filter((c) => c !== code && code.startsWith(c)).sort((a, b) => b.length - a.length)[0];
  const levelOf = (code: string): number => {
    const parent = parentOf(code);
    return parent === undefined ? 1 : levelOf(parent) + 1;
  };
  const rows: TrialRow[] = sorted.map((account) => {
    const family = sorted.filter((a) => a.accountCode.startsWith(account.accountCode));
    const sum = (key: keyof Omit<AccountFigures, 'accountCode' | 'accountName'>) => toFen(family.reduce((n, a) => n + a[key], 0));
    const opening = sum('opening');
    const closing = opening + sum('yearDebit') - sum('yearCredit');
    return {
      accountCode: account.accountCode,
      accountName: account.accountName,
      level: levelOf(account.accountCode),
      openingSide: sideOf(opening),
      opening: toFen(Math.abs(opening)),
      periodDebit: sum('periodDebit'),
      periodCredit: sum('periodCredit'),
      yearDebit: sum('yearDebit'),
      yearCredit: sum('yearCredit'),
      closingSide: sideOf(closing),
      closing: toFen(Math.abs(closing)),
    };
  });
  // Added up as plain numbers, branded once they are final.
  const totals: Record<keyof TrialTotals, number> = { openingDebit: 0, openingCredit: 0, periodDebit: 0, periodCredit: 0, yearDebit: 0, yearCredit: 0, closingDebit: 0, closingCredit: 0 };
  for (const row of rows.filter((r) => r.level === 1)) {
    if (row.openingSide === 'D') totals.openingDebit += row.opening;
    if (row.openingSide === 'C') totals.openingCredit += row.opening;
    if (row.closingSide === 'D') totals.closingDebit += row.closing;
    if (row.closingSide === 'C') totals.closingCredit += row.closing;
    totals.periodDebit += row.periodDebit;
    totals.periodCredit += row.periodCredit;
    totals.yearDebit += row.yearDebit;
    totals.yearCredit += row.yearCredit;
  }
  const balanced = totals.openingDebit === totals.openingCredit && totals.periodDebit === totals.periodCredit && totals.closingDebit === totals.closingCredit;
  return { rows, totals: Object.fromEntries(Object.entries(totals).map(([k, v]) => [k, toFen(v)])) as TrialTotals, balanced };
}
