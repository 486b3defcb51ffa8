/**
 * The financial statements of module 1001 (财务报表) on the wire. Amounts in integer fen; names in the
 * caller's language (Accept-Language). Types only.
 *
 * `GET /htservice/accounting/statement/{key}?year=&period=` with key balanceSheet (资产负债表,
 * accounting:statement:balanceSheet), incomeStatement (利润表, accounting:statement:income) or cashFlow
 * (现金流量表, accounting:statement:cashFlow): the statement of the session's organisation for that period,
 * from the booked vouchers (audited and posted). `POST …/{key}/export` gives it as a workbook and
 * `POST …/{key}/pdf` as a PDF (both also need accounting:statement:export), with `{ year, period }` as
 * JSON, a form or the query string.
 */

export type StatementKey = 'balanceSheet' | 'incomeStatement' | 'cashFlow';

/** section: a heading without amounts; line: an item; subtotal / total: sums of the lines above. */
export type StatementRowKind = 'section' | 'line' | 'subtotal' | 'total';

export type StatementRow = {
  /** 行次: the line number, '' for a section heading. */
  no: string;
  name: string;
  kind: StatementRowKind;
  /** One amount per column (fen); null for a section heading. */
  amounts: Array<number | null>;
};

/** A rule the statement must meet, with the two figures compared (e.g. assets = liabilities + equity). */
export type StatementCheck = { label: string; ok: boolean; left: { label: string; amount: number }; right: { label: string; amount: number } };

export type Statement = {
  key: StatementKey;
  title: string;
  year: number;
  period: number;
  /** The amount columns' headings, e.g. 期末余额 and 年初余额. */
  columns: string[];
  rows: StatementRow[];
  checks: StatementCheck[];
};

export type StatementReply = { code: number; msg: string; data: Statement };
