/**
 * The detail ledger (明细账) of one account and its sub-accounts over a span of periods: the balance
 * brought forward (the year's opening balances plus the postings of earlier periods) and every voucher
 * line of the span in date and number order with the running balance. Four queries, whatever the size.
 */
import type { DetailLedger, DetailLine } from '../contracts/ledger.js';
import { toFen } from '../../shared/money.js';
import { HttpError } from '../errors.js';
import { BOOKED_STATUSES, voucherNumber } from '../lib/voucher-rules.js';
import type { Db } from './connect.js';
import type { Lang } from '../i18n.js';
import { summaryIn } from '../lib/voucher-summary.js';

/** `lang`: the language product-written summaries are worded in (lib/voucher-summary.ts). */
export type DetailScope = { orgId: number; accountCode: string; year: number; from: number; to: number; auditedOnly: boolean; lang: Lang };

/** The lines at most one ledger answer holds: beyond it the caller narrows the periods or the account. */
export const MAX_DETAIL_LINES = 20_000;

const periodKey = (year: number, period: number) => `${year}-${String(period).padStart(2, '0')}`;
const sideOf = (signed: number) => (signed > 0 ? 'D' : signed < 0 ? 'C' : 'F') as DetailLine['side'];

export async function detailLedger(db: Db, scope: DetailScope): Promise<DetailLedger> {
  const { orgId, accountCode, year, from, to } = scope;
  const family = `${accountCode}%`; // the account and its sub-accounts (600101 under 6001)
  const posted = () =>
    db
      .selectFrom('voucher_lines as l')
      .innerJoin('vouchers as v', 'v.voucher_id', 'l.voucher_id')
      .where('v.org_id', '=', orgId)
      .where('l.account_code', 'like', family)
      .$if(scope.auditedOnly, (q) => q.where('v.status', 'in', BOOKED_STATUSES));
  const [account, openings, before, lines] = await Promise.all([
    db.selectFrom('acc_accounts').select('account_name').where('org_id', '=', orgId).where('account_code', '=', accountCode).executeTakeFirst(),
    db.selectFrom('opening_balances').select(['direction', 'balance_c']).where('org_id', '=', orgId).where('year', '=', year).where('account_code', 'like', family).execute(),
    from > 1
      ? posted()
          .select((eb) => [eb.fn.sum<string | number>('l.debit').as('debit'), eb.fn.sum<string | number>('l.credit').as('credit')])
          .where('v.period', '>=', periodKey(year, 1))
          .where('v.period', '<', periodKey(year, from))
          .executeTakeFirst()
      : Promise.resolve(undefined),
    posted()
      .select(['v.voucher_id', 'v.voucher_date', 'v.voucher_word', 'v.voucher_no', 'l.account_code', 'l.summary', 'l.summary_key', 'l.summary_params', 'l.debit', 'l.credit'])
      .where('v.period', '>=', periodKey(year, from))
      .where('v.period', '<=', periodKey(year, to))
      .orderBy('v.voucher_date')
      .orderBy('v.voucher_no')
      .orderBy('l.line_no')
      .limit(MAX_DETAIL_LINES + 1)
      .execute(),
  ]);
  if (!account) throw new HttpError(404, 'notFound', 'accountCode');
  if (lines.length > MAX_DETAIL_LINES) throw new HttpError(422, 'ledgerTooManyLines', 'to', { max: MAX_DETAIL_LINES });
  let balance = openings.reduce((n, o) => n + (o.direction === 'C' ? -o.balance_c : o.balance_c), 0) + Number(before?.debit ?? 0) - Number(before?.credit ?? 0);
  const opening = balance;
  let debitTotal = 0;
  let creditTotal = 0;
  const detail: DetailLine[] = lines.map((l) => {
    balance += l.debit - l.credit;
    debitTotal += l.debit;
    creditTotal += l.credit;
    return {
      voucherId: l.voucher_id,
      voucherDate: l.voucher_date,
      voucherNumber: voucherNumber(l.voucher_word, l.voucher_no),
      accountCode: l.account_code,
      summary: summaryIn(scope.lang, l),
      debit: toFen(l.debit),
      credit: toFen(l.credit),
      side: sideOf(balance),
      balance: toFen(Math.abs(balance)),
    };
  });
  return {
    accountCode,
    accountName: account.account_name,
    year,
    from,
    to,
    openingSide: sideOf(opening),
    opening: toFen(Math.abs(opening)),
    lines: detail,
    debitTotal: toFen(debitTotal),
    creditTotal: toFen(creditTotal),
    closingSide: sideOf(balance),
    closing: toFen(Math.abs(balance)),
  };
}
