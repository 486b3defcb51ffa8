/**
 * The rules of an accounting voucher as pure checks, so both the routes and the tests read them from
 * one place. Amounts are integer fen.
 *
 * Lifecycle: '0' unaudited → send → '1' sent → audit → '2' audited. `withdraw` takes a sent voucher
 * back to unaudited (only its sender); `revoke` takes an audited voucher back to sent (not to
 * unaudited: the auditor's decision is undone, the maker's send is not, so it returns to the audit
 * queue and the maker must withdraw it before editing). Only unaudited vouchers are edited or deleted;
 * the maker never audits their own voucher.
 *
 * After audit (issue 20): `sign` / `unsign` (出纳签字 / 取消签字) stamp or clear the cashier on an audited
 * voucher that has a cash or bank line, leaving its status; `post` (记账) takes an audited voucher to
 * '3' posted — signed first when it has a cash or bank line; `unpost` (反记账) takes it back while its
 * period is open and it has no reversal. A signed voucher is not revoked: the cashier's signature vouches for the audited
 * amounts, so it is cleared first (by 取消签字), never silently. A posted voucher is corrected by a red
 * reversal (a new voucher, amounts negated), never edited.
 */
import { HttpError } from '../errors.js';
import { isCashAccount } from './account-classes.js';

export type VoucherStatus = '0' | '1' | '2' | '3';
export type VoucherAction = 'send' | 'withdraw' | 'audit' | 'revoke' | 'sign' | 'unsign' | 'post' | 'unpost';
export type LineAmounts = { debit: number; credit: number };

export const TRANSITIONS: Record<VoucherAction, { from: VoucherStatus; to: VoucherStatus }> = {
  send: { from: '0', to: '1' },
  withdraw: { from: '1', to: '0' },
  audit: { from: '1', to: '2' },
  revoke: { from: '2', to: '1' },
  sign: { from: '2', to: '2' },
  unsign: { from: '2', to: '2' },
  post: { from: '2', to: '3' },
  unpost: { from: '3', to: '2' },
};

/** What else an action needs of a voucher in its `from` status (the reason's message key), or null when it may go. */
export function refusal(
  action: VoucherAction,
  v: { hasCashLine: boolean; signed: boolean; reversed: boolean },
): 'voucherNoCashLine' | 'voucherAlreadySigned' | 'voucherNotSigned' | 'voucherSigned' | 'voucherNeedsSignature' | 'voucherReversed' | null {
  switch (action) {
    case 'sign':
      if (!v.hasCashLine) return 'voucherNoCashLine';
      return v.signed ? 'voucherAlreadySigned' : null;
    case 'unsign':
      return v.signed ? null : 'voucherNotSigned';
    case 'revoke':
      return v.signed ? 'voucherSigned' : null;
    case 'post':
      return v.hasCashLine && !v.signed ? 'voucherNeedsSignature' : null;
    case 'unpost':
      // Undoing the posting of a voucher already reversed would leave its reversal correcting nothing.
      // (A closed period refuses every status change: db/period-lock.ts.)
      return v.reversed ? 'voucherReversed' : null;
    default:
      return null;
  }
}

/** A voucher with a line on cash or bank (库存现金, 银行存款, 其他货币资金) needs the cashier's signature. */
export function needsCashier(accountCodes: readonly string[]): boolean {
  return accountCodes.some(isCashAccount);
}

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

/**
 * 422 naming the field unless there are two lines or more, each with exactly one side above 0, and the
 * sides balance. A red reversal (`reversal`) negates its original's amounts: each line then has exactly
 * one side other than 0, either sign.
 */
export function checkLines(lines: readonly LineAmounts[], options: { reversal?: boolean } = {}): { debit: number; credit: number } {
  if (lines.length < 2) throw new HttpError(422, 'voucherTooFewLines', 'lines');
  for (const [i, line] of lines.entries()) {
    if (!options.reversal && (line.debit < 0 || line.credit < 0)) throw new HttpError(422, 'voucherNegativeAmount', `lines.${i}.${line.debit < 0 ? 'debit' : 'credit'}`, { line: i + 1 });
    if ((line.debit !== 0) === (line.credit !== 0)) throw new HttpError(422, 'voucherLineAmount', `lines.${i}.${line.debit !== 0 ? 'credit' : 'debit'}`, { line: i + 1 });
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
