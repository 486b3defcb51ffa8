/**
 * The figures a ledger is computed from, for one organisation, year and period: the chart of accounts,
 * the year's opening balances and the voucher lines of the year through the period, summed per account
 * and period by the database (three queries, whatever the number of accounts and vouchers).
 */
import type { AccountFigures } from '../lib/trial-balance.js';
import { BOOKED_STATUSES } from '../lib/voucher-rules.js';
import type { Db } from './connect.js';

export type LedgerScope = { orgId: number; year: number; period: number /** Only the vouchers the books count (BOOKED_STATUSES: audited, posted); else every voucher. */; auditedOnly: boolean };

const periodKey = (year: number, period: number) => `${year}-${String(period).padStart(2, '0')}`;

export async function accountFigures(db: Db, scope: LedgerScope): Promise<AccountFigures[]> {
  const { orgId, year, period } = scope;
  const [accounts, openings, movements] = await Promise.all([
    db.selectFrom('acc_accounts').select(['account_code', 'account_name']).where('org_id', '=', orgId).execute(),
    db.selectFrom('opening_balances').select(['account_code', 'account_name', 'direction', 'balance_c']).where('org_id', '=', orgId).where('year', '=', year).execute(),
    db
      .selectFrom('voucher_lines as l')
      .innerJoin('vouchers as v', 'v.voucher_id', 'l.voucher_id')
      .select((eb) => ['l.account_code', 'l.account_name', 'v.period', eb.fn.sum<string | number>('l.debit').as('debit'), eb.fn.sum<string | number>('l.credit').as('credit')])
      .where('v.org_id', '=', orgId)
      // 'YYYY-MM' sorts as text, so the year through the period is one range.
      .where('v.period', '>=', periodKey(year, 1))
      .where('v.period', '<=', periodKey(year, period))
      .$if(scope.auditedOnly, (q) => q.where('v.status', 'in', BOOKED_STATUSES))
      .groupBy(['l.account_code', 'l.account_name', 'v.period'])
      .execute(),
  ]);
  const byCode = new Map<string, AccountFigures>();
  const figures = (code: string, name: string) => {
    let f = byCode.get(code);
    if (!f) byCode.set(code, (f = { accountCode: code, accountName: name, opening: 0, periodDebit: 0, periodCredit: 0, yearDebit: 0, yearCredit: 0 }));
    return f;
  };
  for (const a of accounts) figures(a.account_code, a.account_name);
  for (const o of openings) figures(o.account_code, o.account_name).opening += o.direction === 'C' ? -o.balance_c : o.balance_c;
  const current = periodKey(year, period);
  for (const m of movements) {
    // An account no longer in the chart still has its postings counted, under the name the lines kept.
    const f = figures(m.account_code, m.account_name);
    const debit = Number(m.debit ?? 0);
    const credit = Number(m.credit ?? 0);
    f.yearDebit += debit;
    f.yearCredit += credit;
    if (m.period === current) {
      f.periodDebit += debit;
      f.periodCredit += credit;
    }
  }
  return [...byCode.values()];
}
