/**
 * The auxiliary ledgers (辅助余额表, 辅助明细账) of one dimension over a span of periods of a year, from
 * booked voucher lines (BOOKED_STATUSES) carrying an item of it. An item's balance brought forward is
 * what the year's earlier periods booked to it: opening balances are kept per account, not per item.
 * The balance table is one grouped query plus the names; the detail three queries, whatever the size.
 */
import { sql } from 'kysely';
import type { AuxBalance, AuxBalanceRow, AuxDetail, AuxDetailLine, AuxSide } from '../contracts/aux-accounting.js';
import { HttpError } from '../errors.js';
import { BOOKED_STATUSES, voucherNumber } from '../lib/voucher-rules.js';
import type { AuxDimension } from '../../shared/aux-dimensions.js';
import type { Db } from './connect.js';
import { MAX_DETAIL_LINES } from './detail-ledger.js';
import type { Lang } from '../i18n.js';
import { summaryIn } from '../lib/voucher-summary.js';

export type AuxScope = { orgId: number; dimension: AuxDimension; year: number; from: number; to: number; accountCode?: string };

const COLUMN = { dept: 'l.dept_id', customer: 'l.customer_id', supplier: 'l.supplier_id', project: 'l.project_id', employee: 'l.employee_id' } as const satisfies Record<AuxDimension, string>;

const periodKey = (year: number, period: number) => `${year}-${String(period).padStart(2, '0')}`;
const sideOf = (signed: number): AuxSide => (signed > 0 ? 'D' : signed < 0 ? 'C' : 'F');

/** Booked lines of the organisation from the first period of the year to `to`, of the account family when given. */
function booked(db: Db, s: AuxScope) {
  return db
    .selectFrom('voucher_lines as l')
    .innerJoin('vouchers as v', 'v.voucher_id', 'l.voucher_id')
    .where('v.org_id', '=', s.orgId)
    .where('v.status', 'in', BOOKED_STATUSES)
    .where('v.period', '>=', periodKey(s.year, 1))
    .where('v.period', '<=', periodKey(s.year, s.to))
    .where(COLUMN[s.dimension], 'is not', null)
    .$if(!!s.accountCode, (q) => q.where('l.account_code', 'like', `${s.accountCode}%`));
}

/** Code and name of the dimension's items (departments or aux_items) among `ids`. */
async function itemsOf(db: Db, orgId: number, dimension: AuxDimension, ids: readonly number[]): Promise<Map<number, { code: string; name: string }>> {
  if (ids.length === 0) return new Map();
  const rows =
    dimension === 'dept'
      ? await db.selectFrom('departments').select(['dept_id as id', 'dept_code as code', 'dept_name as name']).where('org_id', '=', orgId).where('dept_id', 'in', ids).execute()
      : await db
          .selectFrom('aux_items')
          .select(['item_id as id', 'item_code as code', 'item_name as name'])
          .where('org_id', '=', orgId)
          .where('dimension', '=', dimension)
          .where('item_id', 'in', ids)
          .execute();
  return new Map(rows.map((r) => [r.id, { code: r.code, name: r.name }]));
}

async function accountNames(db: Db, orgId: number, codes: readonly string[]): Promise<Map<string, string>> {
  if (codes.length === 0) return new Map();
  const rows = await db
    .selectFrom('acc_accounts')
    .select(['account_code', 'account_name'])
    .where('org_id', '=', orgId)
    .where('account_code', 'in', [...new Set(codes)])
    .execute();
  return new Map(rows.map((r) => [r.account_code, r.account_name]));
}

export async function auxBalance(db: Db, s: AuxScope): Promise<AuxBalance> {
  const start = periodKey(s.year, s.from);
  const sums = await booked(db, s)
    .select([
      sql<number>`${sql.ref(COLUMN[s.dimension])}`.as('item_id'),
      'l.account_code',
      sql<string | number>`sum(case when v.period < ${start} then l.debit - l.credit else 0 end)`.as('before'),
      sql<string | number>`sum(case when v.period >= ${start} then l.debit else 0 end)`.as('debit'),
      sql<string | number>`sum(case when v.period >= ${start} then l.credit else 0 end)`.as('credit'),
    ])
    .groupBy([COLUMN[s.dimension], 'l.account_code'])
    .execute();
  const [items, accounts] = await Promise.all([
    itemsOf(
      db,
      s.orgId,
      s.dimension,
      sums.map((r) => Number(r.item_id)),
    ),
    accountNames(
      db,
      s.orgId,
      sums.map((r) => r.account_code),
    ),
  ]);
  const rows: AuxBalanceRow[] = sums.map((r) => {
    const opening = Number(r.before);
    const closing = opening + Number(r.debit) - Number(r.credit);
    const item = items.get(Number(r.item_id));
    return {
      itemId: Number(r.item_id),
      itemCode: item?.code ?? '',
      itemName: item?.name ?? '',
      accountCode: r.account_code,
      accountName: accounts.get(r.account_code) ?? '',
      openingSide: sideOf(opening),
      opening: Math.abs(opening),
      periodDebit: Number(r.debit),
      periodCredit: Number(r.credit),
      closingSide: sideOf(closing),
      closing: Math.abs(closing),
    };
  });
  rows.sort((a, b) => a.itemCode.localeCompare(b.itemCode) || a.accountCode.localeCompare(b.accountCode));
  return {
    dimension: s.dimension,
    year: s.year,
    from: s.from,
    to: s.to,
    rows,
    debitTotal: rows.reduce((n, r) => n + r.periodDebit, 0),
    creditTotal: rows.reduce((n, r) => n + r.periodCredit, 0),
  };
}

/** `lang`: the language product-written summaries are worded in (lib/voucher-summary.ts). */
export async function auxDetail(db: Db, s: AuxScope & { itemId: number; lang: Lang }): Promise<AuxDetail> {
  const start = periodKey(s.year, s.from);
  const ofItem = () => booked(db, s).where(COLUMN[s.dimension], '=', s.itemId);
  const [items, before, lines] = await Promise.all([
    itemsOf(db, s.orgId, s.dimension, [s.itemId]),
    ofItem()
      .select((eb) => [eb.fn.sum<string | number>('l.debit').as('debit'), eb.fn.sum<string | number>('l.credit').as('credit')])
      .where('v.period', '<', start)
      .executeTakeFirst(),
    ofItem()
      .select(['v.voucher_id', 'v.voucher_date', 'v.voucher_word', 'v.voucher_no', 'l.account_code', 'l.account_name', 'l.summary', 'l.summary_key', 'l.summary_params', 'l.debit', 'l.credit'])
      .where('v.period', '>=', start)
      .orderBy('v.voucher_date')
      .orderBy('v.voucher_no')
      .orderBy('l.line_no')
      .limit(MAX_DETAIL_LINES + 1)
      .execute(),
  ]);
  const item = items.get(s.itemId);
  if (!item) throw new HttpError(404, 'notFound', 'itemId');
  if (lines.length > MAX_DETAIL_LINES) throw new HttpError(422, 'ledgerTooManyLines', 'to', { max: MAX_DETAIL_LINES });
  let balance = Number(before?.debit ?? 0) - Number(before?.credit ?? 0);
  const opening = balance;
  let debitTotal = 0;
  let creditTotal = 0;
  const detail: AuxDetailLine[] = lines.map((l) => {
    balance += Number(l.debit) - Number(l.credit);
    debitTotal += Number(l.debit);
    creditTotal += Number(l.credit);
    return {
      voucherId: l.voucher_id,
      voucherDate: l.voucher_date,
      voucherNumber: voucherNumber(l.voucher_word, l.voucher_no),
      accountCode: l.account_code,
      accountName: l.account_name,
      summary: summaryIn(s.lang, l),
      debit: Number(l.debit),
      credit: Number(l.credit),
      side: sideOf(balance),
      balance: Math.abs(balance),
    };
  });
  return {
    dimension: s.dimension,
    itemId: s.itemId,
    itemName: item.name,
    year: s.year,
    from: s.from,
    to: s.to,
    openingSide: sideOf(opening),
    opening: Math.abs(opening),
    lines: detail,
    debitTotal,
    creditTotal,
    closingSide: sideOf(balance),
    closing: Math.abs(balance),
  };
}
