/**
 * The rules of an accounting voucher as pure checks, so both the routes and the tests read them from
 * one place. Amounts are integer fen.
 *
 * Lifecycle: '0' unaudited → send → '1' sent → audit → '2' audited. `withdraw` takes a sent voucher
 * back to unaudited (only its sender); `revoke` takes an audited voucher back to sent (not to
 * unaudited: the auditor's decision is undone, the maker's send is not, so it returns to the audit
 * queue and the maker must withdraw it before editing). Only unaudited vouchers are edited or deleted;
 * the maker never audits their own voucher.
 */
import { HttpError } from '../errors.js';

export type VoucherStatus = '0' | '1' | '2';
export type VoucherAction = 'send' | 'withdraw' | 'audit' | 'revoke';
export type LineAmounts = { debit: number; credit: number };

export const TRANSITIONS: Record<VoucherAction, { from: VoucherStatus; to: VoucherStatus }> = {
  send: { from: '0', to: '1' },
  withdraw: { from: '1', to: '0' },
  audit: { from: '1', to: '2' },
  revoke: { from: '2', to: '1' },
};

/**
 * The statuses whose lines count in ledgers, statements and month end: audited ('2') and posted ('3',
 * the step after audit). Unaudited and sent vouchers are drafts as far as the books are concerned.
 */
export const BOOKED_STATUSES = ['2', '3'] as const;

/** Yuan with two decimals from fen, for messages ("1,234.50"). */
export function formatFen(fen: number): string {
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(fen);
  const yuan = Math.trunc(abs / 100).toLocaleString('en-US');
  return `${sign}${yuan}.${String(abs % 100).padStart(2, '0')}`;
}

/** Totals of the lines, in fen. */
export function totals(lines: readonly LineAmounts[]): { debit: number; credit: number } {
  return lines.reduce((sum, l) => ({ debit: sum.debit + l.debit, credit: sum.credit + l.credit }), { debit: 0, credit: 0 });
}

/** 422 naming the field unless there are two lines or more, each with exactly one side above 0, and the sides balance. */
export function checkLines(lines: readonly LineAmounts[]): { debit: number; credit: number } {
  if (lines.length < 2) throw new HttpError(422, 'voucherTooFewLines', 'lines');
  for (const [i, line] of lines.entries()) {
    if ((line.debit > 0) === (line.credit > 0)) throw new HttpError(422, 'voucherLineAmount', `lines.${i}.${line.debit > 0 ? 'credit' : 'debit'}`, { line: i + 1 });
  }
  const sum = totals(lines);
  if (sum.debit !== sum.credit) {
    throw new HttpError(422, 'voucherUnbalanced', 'lines', { debit: formatFen(sum.debit), credit: formatFen(sum.credit), diff: formatFen(sum.debit - sum.credit) });
  }
  return sum;
}

/** 记-0001: the voucher word and its number within the organisation's period. */
export function voucherNumber(word: string, no: number): string {
  return `${word}-${String(no).padStart(4, '0')}`;
}
