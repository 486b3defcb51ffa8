/**
 * A report as a PDF (the reportPdf task): A4 landscape sheets with the hotel's name, the report's title,
 * its range and when it was made, the table (heading repeated on every sheet, numbers right-aligned,
 * the totals row last) and 第 n / m 页. Chinese text through the same embedded CJK font as the voucher
 * PDF (pdf-doc.ts: HT_PDF_FONT or Noto Sans CJK; none installed → 503 pdfFontMissing).
 */
import type { ReportData, ReportRow } from '../contracts/report.js';
import type { Lang } from '../i18n.js';
import { openCjkPdf, type PdfFont } from '../lib/pdf-doc.js';
import { formatDateTime } from '../lib/time.js';
import { cellText } from './cells.js';

const PAGE = { width: 841.89, height: 595.28, margin: 36 };
const ROW = 20;
const TABLE_TOP = 104;
/** Rows below the heading row that fit above the page footer. */
const ROWS_PER_SHEET = Math.floor((PAGE.height - PAGE.margin - 24 - TABLE_TOP - ROW) / ROW);

const TEXTS = {
  zh: { range: (from: string, to: string) => `期间：${from} 至 ${to}`, made: (at: string) => `制表时间：${at}`, page: (n: number, m: number) => `第 ${n} / ${m} 页` },
  en: { range: (from: string, to: string) => `Period: ${from} to ${to}`, made: (at: string) => `Made: ${at}`, page: (n: number, m: number) => `Page ${n} of ${m}` },
};

export type ReportPdfInput = { data: ReportData; orgName: string; lang: Lang; madeAt: number; font: PdfFont | null };

export async function reportPdf({ data, orgName, lang, madeAt, font }: ReportPdfInput): Promise<Uint8Array> {
  const texts = TEXTS[lang];
  const { doc, finish } = openCjkPdf(`${orgName} ${data.title}`, font);

  const inner = PAGE.width - 2 * PAGE.margin;
  // Text columns take twice the width of number columns.
  const weights = data.columns.map((c) => (c.type === 'text' ? 2 : 1));
  const unit = inner / weights.reduce((a, b) => a + b, 0);
  const widths = weights.map((w) => w * unit);
  const body: ReportRow[] = [...data.rows, data.totals];
  const sheets = Math.max(1, Math.ceil(body.length / ROWS_PER_SHEET));

  const line = (y: number, cells: string[], heading: boolean) => {
    let x = PAGE.margin;
    cells.forEach((text, i) => {
      doc.rect(x, y, widths[i], ROW).stroke();
      const numeric = data.columns[i].type !== 'text';
      doc.text(text, x + 4, y + 5, { width: widths[i] - 8, height: ROW - 6, lineBreak: false, ellipsis: true, align: heading ? 'center' : numeric ? 'right' : 'left' });
      x += widths[i];
    });
  };

  for (let sheet = 0; sheet < sheets; sheet++) {
    doc.addPage({ size: [PAGE.width, PAGE.height], margin: 0 });
    doc.lineWidth(0.6);
    doc.fontSize(11).text(orgName, PAGE.margin, 30, { width: inner, align: 'center' });
    doc.fontSize(18).text(data.title, PAGE.margin, 46, { width: inner, align: 'center' });
    doc.fontSize(9);
    if (data.range && data.from && data.to) doc.text(texts.range(data.from, data.to), PAGE.margin, 82, { width: inner / 2 });
    doc.text(texts.made(formatDateTime(madeAt)), PAGE.margin, 82, { width: inner, align: 'right' });
    line(
      TABLE_TOP,
      data.columns.map((c) => c.label),
      true,
    );
    const slice = body.slice(sheet * ROWS_PER_SHEET, (sheet + 1) * ROWS_PER_SHEET);
    for (const [i, row] of slice.entries()) {
      line(
        TABLE_TOP + ROW * (i + 1),
        data.columns.map((c) => cellText(c, row[c.key] ?? null)),
        false,
      );
    }
    doc.text(texts.page(sheet + 1, sheets), PAGE.margin, PAGE.height - PAGE.margin - 10, { width: inner, align: 'center', lineBreak: false });
    // Long reports: let other requests in between sheets.
    if (sheet % 10 === 9) await new Promise((resolve) => setImmediate(resolve));
  }
  return finish();
}
