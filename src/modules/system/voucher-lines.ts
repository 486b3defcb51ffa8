/**
 * The voucher form's lines grid as pure logic: amounts are typed as yuan text ("1,234.5") and kept
 * as integer fen, parsed from the digits (never through a float), so the live totals and the balance
 * difference are exact and match what the server checks. Shown amounts go through src/lib/money.ts.
 */
import { formatFen } from '../../lib/money';

/** `deptId`: the department the line is booked to ('' for none), picked from the department tree. */
export type DraftLine = { accountCode: string; summary: string; debit: string; credit: string; deptId: string };

const YUAN = /^(\d{1,13})(?:\.(\d{1,2}))?$/;

/** Fen of a typed yuan amount; 0 for an empty cell, null when it is not an amount with at most two decimals. */
export function parseYuan(text: string): number | null {
  const clean = text.replace(/[,\s，]/g, '');
  if (clean === '') return 0;
  const m = YUAN.exec(clean);
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** Yuan text for a form cell from fen: '' for 0, no thousands separators ("1234.5" stays typeable). */
export function yuanText(fen: number): string {
  return fen === 0 ? '' : formatFen(fen).replace(/,/g, '');
}

/** Live totals of the grid (unparseable cells count as 0 and are flagged by the grid), and debit − credit. */
export function gridTotals(lines: readonly DraftLine[]): { debit: number; credit: number; difference: number } {
  let debit = 0;
  let credit = 0;
  for (const line of lines) {
    debit += parseYuan(line.debit) ?? 0;
    credit += parseYuan(line.credit) ?? 0;
  }
  return { debit, credit, difference: debit - credit };
}

/**
 * Lines with neither an account nor an amount are dropped before saving: the grid always offers a
 * spare line, prefilled with the summary above, which stays unused unless an account or amount is set.
 */
export function filledLines(lines: readonly DraftLine[]): DraftLine[] {
  return lines.filter((l) => l.accountCode || l.debit.trim() || l.credit.trim());
}

export const emptyLine = (summary = ''): DraftLine => ({ accountCode: '', summary, debit: '', credit: '', deptId: '' });
