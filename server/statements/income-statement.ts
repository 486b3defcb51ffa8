/**
 * 利润表 (income statement) of an accounting period from the books: per line the current period, the
 * year to date and the same period last year, in fen, down to 净利润. The same figures feed the 利润表
 * page, its PDF and workbook, and 报表计算's report records (reports/calculate.ts).
 *
 * A line sums the booked voucher lines (BOOKED_STATUSES) of its accounts by code prefix: income lines
 * credit − debit, expense lines debit − credit. Every profit-and-loss account lands on exactly one line
 * (an account no line names counts in 其他收益, net), so 净利润 is the whole of profit and loss and the
 * balance sheet's 未分配利润 moves by it. The month-end carry-forward voucher (`carry_forward`) moves those
 * balances to 本年利润 and is not profit of its own, so it is left out: the statement reads the same
 * before and after the carry-forward.
 */
import { sql } from 'kysely';
import type { Statement } from '../contracts/statement.js';
import type { Db } from '../db/connect.js';
import type { Lang } from '../i18n.js';
import { accountClass } from '../lib/account-classes.js';
import { BOOKED_STATUSES } from '../lib/voucher-rules.js';
import { label, type Label } from '../reports/types.js';
import { periodText } from '../lib/period-text.js';
import { numberedRows } from './statement-rows.js';

type Item = { no: string; name: Label; kind: 'line'; prefixes: string[]; sign: 1 | -1; rest?: true };
type Sum = { no: string; name: Label; kind: 'subtotal' | 'total'; of: string[] };
type IncomeLineDef = Item | Sum;

/**
 * In the statement's order; `no` is also the line's record number (LR-<period>-<no>). A sum adds the
 * profit contribution (amount × sign) of the lines and sums it names.
 */
const INCOME_LINES: readonly IncomeLineDef[] = [
  { no: '01', name: label('营业收入', 'Operating revenue'), kind: 'line', prefixes: ['6001', '6051'], sign: 1 },
  { no: '02', name: label('营业成本', 'Cost of sales'), kind: 'line', prefixes: ['6401', '6402'], sign: -1 },
  { no: '03', name: label('税金及附加', 'Taxes and surcharges'), kind: 'line', prefixes: ['6403'], sign: -1 },
  { no: '04', name: label('销售费用', 'Selling expenses'), kind: 'line', prefixes: ['6601'], sign: -1 },
  { no: '05', name: label('管理费用', 'Administrative expenses'), kind: 'line', prefixes: ['6602'], sign: -1 },
  { no: '06', name: label('财务费用', 'Finance costs'), kind: 'line', prefixes: ['6603'], sign: -1 },
  { no: '07', name: label('资产减值损失', 'Asset impairment losses'), kind: 'line', prefixes: ['6701'], sign: -1 },
  { no: '08', name: label('投资收益', 'Investment income'), kind: 'line', prefixes: ['6111'], sign: 1 },
  { no: '09', name: label('其他收益', 'Other gains'), kind: 'line', prefixes: [], sign: 1, rest: true },
  { no: '10', name: label('营业利润', 'Operating profit'), kind: 'subtotal', of: ['01', '02', '03', '04', '05', '06', '07', '08', '09'] },
  { no: '11', name: label('营业外收入', 'Non-operating income'), kind: 'line', prefixes: ['6301'], sign: 1 },
  { no: '12', name: label('营业外支出', 'Non-operating expenses'), kind: 'line', prefixes: ['6711'], sign: -1 },
  { no: '13', name: label('利润总额', 'Total profit'), kind: 'subtotal', of: ['10', '11', '12'] },
  { no: '14', name: label('所得税费用', 'Income tax expense'), kind: 'line', prefixes: ['6801'], sign: -1 },
  { no: '15', name: label('净利润', 'Net profit'), kind: 'total', of: ['13', '14'] },
];

type IncomeFigure = { def: IncomeLineDef; current: number; year: number; lastYear: number };

const ITEMS = INCOME_LINES.filter((l): l is Item => l.kind === 'line');
const REST = ITEMS.find((l) => l.rest)!;

/** The line a profit-and-loss account counts on (the catch-all for one no line names); undefined for other accounts. */
function incomeLineOf(code: string): Item | undefined {
  if (accountClass(code) !== 'profitLoss') return undefined;
  return ITEMS.find((l) => l.prefixes.some((p) => code.startsWith(p))) ?? REST;
}

const shiftYear = (period: string, years: number) => `${Number(period.slice(0, 4)) + years}${period.slice(4)}`;

/** The statement of `period` ('YYYY-MM'): one figure per line of INCOME_LINES, in its order. */
export async function incomeFigures(db: Db, orgId: number, period: string): Promise<IncomeFigure[]> {
  const lastYear = shiftYear(period, -1);
  const sums = await db
    .selectFrom('voucher_lines as l')
    .innerJoin('vouchers as v', 'v.voucher_id', 'l.voucher_id')
    .select(['v.period', 'l.account_code', sql<number>`sum(l.debit)`.as('debit'), sql<number>`sum(l.credit)`.as('credit')])
    .where('v.org_id', '=', orgId)
    .where('v.status', 'in', BOOKED_STATUSES)
    .where('v.carry_forward', '=', 0)
    .where('v.period', '>=', `${lastYear.slice(0, 4)}-01`)
    .where('v.period', '<=', period)
    .where('l.account_code', '>=', '6')
    .where('l.account_code', '<', '7')
    .groupBy(['v.period', 'l.account_code'])
    .execute();
  const yearStart = `${period.slice(0, 4)}-01`;
  const byNo = new Map<string, { current: number; year: number; lastYear: number }>();
  for (const def of ITEMS) byNo.set(def.no, { current: 0, year: 0, lastYear: 0 });
  for (const s of sums) {
    const def = incomeLineOf(s.account_code);
    if (!def) continue;
    const amount = def.sign === 1 ? Number(s.credit) - Number(s.debit) : Number(s.debit) - Number(s.credit);
    const figure = byNo.get(def.no)!;
    if (s.period === period) figure.current += amount;
    if (s.period >= yearStart) figure.year += amount;
    if (s.period === lastYear) figure.lastYear += amount;
  }
  // Sums come after the lines they add, so one pass in order computes them.
  const contribution = new Map<string, { current: number; year: number; lastYear: number }>();
  return INCOME_LINES.map((def) => {
    let figure: { current: number; year: number; lastYear: number };
    if (def.kind === 'line') {
      figure = byNo.get(def.no)!;
      contribution.set(def.no, { current: def.sign * figure.current, year: def.sign * figure.year, lastYear: def.sign * figure.lastYear });
    } else {
      const parts = def.of.map((no) => contribution.get(no)!);
      figure = { current: 0, year: 0, lastYear: 0 };
      for (const p of parts) {
        figure.current += p.current;
        figure.year += p.year;
        figure.lastYear += p.lastYear;
      }
      contribution.set(def.no, figure);
    }
    return { def, ...figure };
  });
}

const COLUMNS = [label('本期金额', 'This period'), label('本年累计金额', 'Year to date'), label('上年同期金额', 'Same period last year')];

/** The 利润表 page's statement of `period` (1–12) of `year`, in `lang`. */
export async function incomeStatementOf(db: Db, orgId: number, year: number, period: number, lang: Lang): Promise<Statement> {
  const figures = await incomeFigures(db, orgId, periodText(year, period));
  return {
    key: 'incomeStatement',
    title: label('利润表', 'Income statement')[lang],
    year,
    period,
    columns: COLUMNS.map((c) => c[lang]),
    rows: numberedRows(
      figures.map((f) => ({ name: f.def.name, kind: f.def.kind, amounts: [f.current, f.year, f.lastYear] })),
      lang,
    ),
    checks: [],
  };
}
