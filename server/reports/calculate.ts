/**
 * 报表计算 (the reportCalculate task): the income statement of one accounting period from the booked
 * vouchers (server/statements/income-statement.ts), written as 'report' records (报表查询): one record per
 * line with the current period, the year to date and the same period last year. Records are keyed by their
 * number (LR-<period>-<line>), so running the calculation again updates the same records instead of adding
 * new ones.
 */
import { sql } from 'kysely';
import type { Db, Engine } from '../db/connect.js';
import { writeTransaction } from '../db/write-transaction.js';
import { recordKind } from '../records/kinds/index.js';
import { storedColumns } from '../records/store.js';
import { normalise } from '../records/validation.js';
import { incomeFigures } from '../statements/income-statement.js';

const STATEMENT = '利润表';

export type StatementLine = { code: string; name: string; current: number; year: number; lastYear: number };

/** The statement of `period` ('YYYY-MM') in fen, as report records name it (stored texts are Chinese). */
export async function incomeStatement(db: Db, orgId: number, period: string): Promise<StatementLine[]> {
  const figures = await incomeFigures(db, orgId, period);
  return figures.map((f) => ({ code: `LR-${period}-${f.def.no}`, name: `${STATEMENT}-${f.def.name.zh}`, current: f.current, year: f.year, lastYear: f.lastYear }));
}

/**
 * Writes the statement lines as 'report' records of `period` in one transaction: a line whose number
 * exists is updated (version + 1), others are added. Answers how many were added and updated.
 */
export async function writeStatement(env: { db: Db; engine: Engine; now: () => number }, orgId: number, userName: string, period: string, lines: StatementLine[]) {
  const kind = recordKind('report')!;
  const now = env.now();
  return writeTransaction(env.db, env.engine, async (trx) => {
    const existing = await trx
      .selectFrom('records')
      .select(['record_id', 'code'])
      .where('org_id', '=', orgId)
      .where('kind', '=', kind.key)
      .where(
        'code',
        'in',
        lines.map((l) => l.code),
      )
      .execute();
    const ids = new Map(existing.map((r) => [r.code, r.record_id]));
    let added = 0;
    for (const line of lines) {
      const values = normalise(kind, {
        reportCode: line.code,
        reportName: line.name,
        period,
        currentAmount: line.current / 100,
        yearAmount: line.year / 100,
        lastYearAmount: line.lastYear / 100,
        status: 'draft',
      });
      const id = ids.get(line.code);
      if (id === undefined) {
        await trx
          .insertInto('records')
          .values({ org_id: orgId, kind: kind.key, ...storedColumns(kind, values), version: 1, created_by: userName, created_at: now, updated_by: userName, updated_at: now })
          .execute();
        added += 1;
      } else {
        await trx
          .updateTable('records')
          .set({ ...storedColumns(kind, values), version: sql`version + 1`, updated_by: userName, updated_at: now })
          .where('record_id', '=', id)
          .execute();
      }
    }
    return { added, updated: lines.length - added };
  });
}
