/**
 * The financial statements of module 1001 (财务报表) on the wire, declared once: the routes validate with
 * these endpoints, the OpenAPI document is generated from them, the browser imports the types. Amounts in
 * integer fen; names in the caller's language (Accept-Language).
 *
 * Key balanceSheet (资产负债表, accounting:statement:balanceSheet), incomeStatement (利润表,
 * accounting:statement:income) or cashFlow (现金流量表, accounting:statement:cashFlow): the statement of the
 * session's organisation for a period, from the booked vouchers (audited and posted). `POST …/{key}/export`
 * gives it as a workbook and `POST …/{key}/pdf` as a PDF (both also need accounting:statement:export), with
 * `{ year, period }` as JSON, a form or the query string.
 */
import { z } from 'zod';
import { dataReply, endpoint, fileReply } from './endpoint.js';
import { fenSchema } from './money.js';

export const StatementKey = z.enum(['balanceSheet', 'incomeStatement', 'cashFlow']);
export type StatementKey = z.infer<typeof StatementKey>;

/** section: a heading without amounts; line: an item; subtotal / total: sums of the lines above. */
export const StatementRowKind = z.enum(['section', 'line', 'subtotal', 'total']);
export type StatementRowKind = z.infer<typeof StatementRowKind>;

export const StatementRow = z.object({
  /** 行次: the line number, '' for a section heading. */
  no: z.string(),
  name: z.string(),
  kind: StatementRowKind,
  /** One amount per column (fen); null for a section heading. */
  amounts: z.array(fenSchema.nullable()),
});
export type StatementRow = z.infer<typeof StatementRow>;

const Figure = z.object({ label: z.string(), amount: fenSchema });
/** A rule the statement must meet, with the two figures compared (e.g. assets = liabilities + equity). */
export const StatementCheck = z.object({ label: z.string(), ok: z.boolean(), left: Figure, right: Figure });
export type StatementCheck = z.infer<typeof StatementCheck>;

export const Statement = z.object({
  key: StatementKey,
  title: z.string(),
  year: z.number().int(),
  period: z.number().int(),
  /** The amount columns' headings, e.g. 期末余额 and 年初余额. */
  columns: z.array(z.string()),
  rows: z.array(StatementRow),
  checks: z.array(StatementCheck),
});
export type Statement = z.infer<typeof Statement>;

/** Text in both the query string and an export's fields (exportInput hands JSON numbers over as text). */
const whole = (min: number, max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,4}$/)
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));
export const StatementPeriod = z.object({ year: whole(1900, 2199), period: whole(1, 12) });

export const statementGet = endpoint({ summary: 'The statement of a year and period, from the booked vouchers', query: StatementPeriod, reply: dataReply(Statement) });
export type StatementReply = z.infer<(typeof statementGet)['reply']['schema']>;
export const statementExport = endpoint({ summary: "The statement as an .xlsx workbook, in the caller's language", exportFields: StatementPeriod, reply: fileReply('xlsx') });
export const statementPdf = endpoint({ summary: "The statement as a PDF, in the caller's language", exportFields: StatementPeriod, reply: fileReply('pdf') });
