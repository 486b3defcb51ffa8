/**
 * A financial statement as a PDF: A4 portrait sheets with the hotel's name, the statement's title, the
 * period and the unit (yuan), the table (项目, 行次 and the amount columns; heading repeated on every
 * sheet, items indented under their section, amounts right-aligned) and 第 n / m 页 with when it was made.
 * In the language of the request, Chinese text through the embedded CJK font (lib/pdf-doc.ts).
 */
import type { Statement, StatementRow } from '../contracts/statement.js';
import type { Lang } from '../i18n.js';
import { openCjkPdf, type PdfFont } from '../lib/pdf-doc.js';
import { formatDateTime } from '../lib/time.js';
import { formatFen } from '../lib/voucher-rules.js';

const PAGE = { width: 595.28, height: 841.89, margin: 40 };
const ROW = 15;
const TABLE_TOP = 100;
const NO_WIDTH = 32;
const AMOUNT_WIDTH = 100;
const ROWS_PER_SHEET = Math.floor((PAGE.height - PAGE.margin - 24 - TABLE_TOP - ROW) / ROW);

const TEXTS = {
  zh: {
    item: '项目',
    no: '行次',
    period: (y: number, p: number) => `会计期间：${y} 年第 ${p} 期`,
    unit: '单位：元',
    made: (at: string) => `制表时间：${at}`,
    page: (n: number, m: number) => `第 ${n} / ${m} 页`,
  },
  en: {
    item: 'Item',
    no: 'Line',
    period: (y: number, p: number) => `Period: ${y}-${String(p).padStart(2, '0')}`,
    unit: 'Unit: yuan',
    made: (at: string) => `Made: ${at}`,
    page: (n: number, m: number) => `Page ${n} of ${m}`,
  },
};

export type StatementPdfInput = { statement: Statement; orgName: string; lang: Lang; madeAt: number; font: PdfFont | null };

export async function statementPdf({ statement, orgName, lang, madeAt, font }: StatementPdfInput): Promise<Uint8Array> {
  const texts = TEXTS[lang];
  const { doc, finish } = openCjkPdf(`${orgName} ${statement.title}`, font);
  const inner = PAGE.width - 2 * PAGE.margin;
  const widths = [inner - NO_WIDTH - AMOUNT_WIDTH * statement.columns.length, NO_WIDTH, ...statement.columns.map(() => AMOUNT_WIDTH)];
  const sheets = Math.max(1, Math.ceil(statement.rows.length / ROWS_PER_SHEET));

  const cells = (y: number, values: string[], align: (i: number) => 'left' | 'center' | 'right', indent = 0) => {
    let x = PAGE.margin;
    values.forEach((text, i) => {
      doc.rect(x, y, widths[i], ROW).stroke();
      const pad = i === 0 ? 4 + indent : 4;
      doc.text(text, x + pad, y + 4, { width: widths[i] - pad - 4, height: ROW - 4, lineBreak: false, ellipsis: true, align: align(i) });
      x += widths[i];
    });
  };
  const body = (row: StatementRow) => [row.name, row.no, ...row.amounts.map((a) => (a === null ? '' : formatFen(a)))];

  for (let sheet = 0; sheet < sheets; sheet++) {
    doc.addPage({ size: [PAGE.width, PAGE.height], margin: 0 });
    doc.lineWidth(0.5);
    doc.fontSize(11).text(orgName, PAGE.margin, 30, { width: inner, align: 'center' });
    doc.fontSize(16).text(statement.title, PAGE.margin, 46, { width: inner, align: 'center' });
    doc.fontSize(9).text(texts.period(statement.year, statement.period), PAGE.margin, 80, { width: inner / 2 });
    doc.text(texts.unit, PAGE.margin, 80, { width: inner, align: 'right' });
    doc.fontSize(8.5);
    cells(TABLE_TOP, [texts.item, texts.no, ...statement.columns], () => 'center');
    statement.rows.slice(sheet * ROWS_PER_SHEET, (sheet + 1) * ROWS_PER_SHEET).forEach((row, i) => {
      cells(TABLE_TOP + ROW * (i + 1), body(row), (col) => (col === 0 ? 'left' : col === 1 ? 'center' : 'right'), row.kind === 'line' ? 12 : 0);
    });
    doc.fontSize(8).text(texts.made(formatDateTime(madeAt)), PAGE.margin, PAGE.height - PAGE.margin - 10, { width: inner / 2, lineBreak: false });
    doc.text(texts.page(sheet + 1, sheets), PAGE.margin, PAGE.height - PAGE.margin - 10, { width: inner, align: 'center', lineBreak: false });
  }
  return finish();
}
