/**
 * The financial statements by key: the permission that reads each, its file names and its computation.
 * One table serves the endpoint, the workbook and the PDF (routes/statements.ts), and the pages.
 */
import type { Statement, StatementKey } from '../contracts/statement.js';
import type { Db } from '../db/connect.js';
import type { Lang } from '../i18n.js';
import { balanceSheet } from './balance-sheet.js';
import { cashFlowStatement } from './cash-flow.js';
import { incomeStatementOf } from './income-statement.js';

export type StatementDef = {
  permission: string;
  /** The file name's ASCII part (the Chinese one is the title). */
  fileStem: string;
  compute(db: Db, orgId: number, year: number, period: number, lang: Lang): Promise<Statement>;
};

export const STATEMENTS: Record<StatementKey, StatementDef> = {
  balanceSheet: { permission: 'accounting:statement:balanceSheet', fileStem: 'balance-sheet', compute: balanceSheet },
  incomeStatement: { permission: 'accounting:statement:income', fileStem: 'income-statement', compute: incomeStatementOf },
  cashFlow: { permission: 'accounting:statement:cashFlow', fileStem: 'cash-flow', compute: cashFlowStatement },
};

/** Downloading a statement (workbook or PDF) needs this besides the statement's own permission. */
export const STATEMENT_EXPORT_PERMISSION = 'accounting:statement:export';
