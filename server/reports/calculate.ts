/**
 * 报表计算 (the reportCalculate task): the income statement of one accounting period from the audited
 * vouchers, written as 'report' records (报表查询): one record per line with the current period, the
 * year to date and the same period last year. Records are keyed by their number (LR-<period>-<line>),
 * so running the calculation again updates the same records instead of adding new ones.
 *
 * Each line sums the voucher lines of its accounts (by code prefix): revenue credit − debit, costs and
 * expenses debit − credit; operating profit is revenue less the rest. One query reads every audited
 * line from January of the year before up to the period, grouped by period and account.
 */
import { sql } from 'kysely';
import type { Db, Engine } from '../db/connect.js';
import { writeTransaction } from '../db/write-transaction.js';
import { recordKind } from '../records/kinds/index.js';
import { storedColumns } from '../records/store.js';
import { normalise } from '../records/validation.js';

type Line = { no: string; name: string; prefixes: string[]; sign: 1 | -1 };

/** The statement's lines: sign +1 for revenue (credit side), −1 for what is subtracted from it. */
export const INCOME_LINES: Line[] = [
  { no: '01', name: '营业收入', prefixes: ['6001', '6051'], sign: 1 },
  { no: '02', name: '营业成本', prefixes: ['6401', '6402'], sign: -1 },
  { no: '03', name: '税金及附加', prefixes: ['6403'], sign: -1 },
  { no: '04', name: '销售费用', prefixes: ['6601'], sign: -1 },
  { no: '05', name: '管理费用', prefixes: ['6602'], sign: -1 },
  { no: '06', name: '财务费用', prefixes: ['6603'], sign: -1 },
];
export const PROFIT_LINE = { no: '07', name: '营业利润' };
export const STATEMENT = '利润表';

export type StatementLine = { code: string; name: string; current: number; year: number; lastYear: number };

const AUDITED = '2';
const shiftYear = (period: string, years: number) => `${Number(period.slice(0, 4)) + years}${period.slice(4)}`;

/** The statement of `period` ('YYYY-MM') in fen. */
export async function incomeStatement(db: Db, orgId: number, period: string): Promise<StatementLine[]> {
  const lastYear = shiftYear(period, -1);
  const sums = await db
    .selectFrom('voucher_lines as l')
    .innerJoin('vouchers as v', 'v.voucher_id', 'l.voucher_id')
    .select(['v.period', 'l.account_code', sql<number>`sum(l.debit)`.as('debit'), sql<number>`sum(l.credit)`.as('credit')])
    .where('v.org_id', '=', orgId)
    .where('v.status', '=', AUDITED)
    .where('v.period', '>=', `${lastYear.slice(0, 4)}-01`)
    .where('v.period', '<=', period)
    .groupBy(['v.period', 'l.account_code'])
    .execute();
  const figures = INCOME_LINES.map((line) => {
    const amount = (from: string, to: string) =>
      sums
        .filter((s) => s.period >= from && s.period <= to && line.prefixes.some((p) => s.account_code.startsWith(p)))
        .reduce((n, s) => n + (line.sign === 1 ? Number(s.credit) - Number(s.debit) : Number(s.debit) - Number(s.credit)), 0);
    return { line, current: amount(period, period), year: amount(`${period.slice(0, 4)}-01`, period), lastYear: amount(lastYear, lastYear) };
  });
  const profit = (key: 'current' | 'year' | 'lastYear') => figures.reduce((n, f) => n + f.line.sign * f[key], 0);
  return [
    ...figures.map((f) => ({ code: `LR-${period}-${f.line.no}`, name: `${STATEMENT}-${f.line.name}`, current: f.current, year: f.year, lastYear: f.lastYear })),
    { code: `LR-${period}-${PROFIT_LINE.no}`, name: `${STATEMENT}-${PROFIT_LINE.name}`, current: profit('current'), year: profit('year'), lastYear: profit('lastYear') },
  ];
}

/**
 * Writes the statement lines as 'report' records of `period` in one transaction: a line whose number
 * exists is updated (version + 1), others are added. Answers how many were added and updated.
 */
export async function writeStatement(env: { db: Db; engine: Engine; now: () => number }, orgId: number, userName: string, period: string, lines: StatementLine[]) {
  const kind = recordKind('report')!;
  const now = env.now();
  return writeTransaction(env.db, env.engine, async (trx) => {
    const existing = await trx.selectFrom('records').select(['record_id', 'code']).where('org_id', '=', orgId).where('kind', '=', kind.key).where('code', 'in', lines.map((l) => l.code)).execute();
    const ids = new Map(existing.map((r) => [r.code, r.record_id]));
    let added = 0;
    for (const line of lines) {
      const values = normalise(kind, {
        reportCode: line.code, reportName: line.name, period, currentAmount: line.current / 100, yearAmount: line.year / 100, lastYearAmount: line.lastYear / 100, status: 'draft',
      });
      const id = ids.get(line.code);
      if (id === undefined) {
        await trx.insertInto('records').values({ org_id: orgId, kind: kind.key, ...storedColumns(kind, values), version: 1, created_by: userName, created_at: now, updated_by: userName, updated_at: now }).execute();
        added += 1;
      } else {
        await trx.updateTable('records').set({ ...storedColumns(kind, values), version: sql`version + 1`, updated_by: userName, updated_at: now }).where('record_id', '=', id).execute();
      }
    }
    return { added, updated: lines.length - added };
  });
}
