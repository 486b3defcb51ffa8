/**
 * Vouchers as a PDF the way accountants print them: one A5 landscape sheet per page of
 * voucher-pages.ts (6 lines), with the hotel's name, its word's print title (记账凭证, 收款凭证…), voucher number, date, attachments, the
 * lines table (摘要, 会计科目, 借方金额, 贷方金额; amounts right-aligned in yuan), 承前页 / 过次页 running
 * totals between pages, 合计 with the amount in capitals on the last, and the signature line (who posted,
 * signed as cashier, audited and made it). Several
 * vouchers follow each other, each from a new sheet with its own page count. The sheet is a Chinese
 * accounting document, so its labels are Chinese whatever the caller's language.
 *
 * Chinese text needs a CJK font embedded (pdf-doc.ts); when none is installed the caller gets a 503
 * saying so instead of a PDF of empty boxes.
 */
import type PDFDocument from 'pdfkit';
import type { VoucherDetail, VoucherLine } from '../contracts/voucher.js';
import { HttpError } from '../errors.js';
import { openCjkPdf, type PdfFont } from './pdf-doc.js';
import { paginate, type SheetPage } from './voucher-pages.js';

/** 123456 fen → '1,234.56'; zero prints as an empty cell, as on paper. */
export function yuanCell(fen: number): string {
  if (fen === 0) return '';
  const abs = Math.abs(fen);
  return `${fen < 0 ? '-' : ''}${Math.floor(abs / 100).toLocaleString('en-US')}.${String(abs % 100).padStart(2, '0')}`;
}

// A5 landscape in points (1 mm = 2.835 pt).
const PAGE = { width: 595.28, height: 419.53, margin: 34 };
const ROW = 24;
const COLS = [
  { label: '摘要', width: 150 },
  { label: '会计科目', width: 177.28 },
  { label: '借方金额', width: 100, num: true },
  { label: '贷方金额', width: 100, num: true },
];

type Doc = InstanceType<typeof PDFDocument>;

/**
 * 1122 应收账款／携程旅行网: the account followed by the line's department and auxiliary items (migration
 * 0036), as Chinese vouchers print them; the cash-flow item is a statement's concern and is not printed.
 */
function accountCell(l: VoucherLine): string {
  const items = [l.deptName, l.customerName, l.supplierName, l.projectName, l.employeeName].filter((name) => !!name);
  return [`${l.accountCode} ${l.accountName}`, ...items].join('／');
}

/** One table row at `y`: cells clipped to one line (… when too long), amounts right-aligned, headings centred. */
function row(doc: Doc, y: number, cells: string[], spans: number[] = COLS.map(() => 1), heading = false) {
  let x = PAGE.margin;
  let col = 0;
  cells.forEach((text, i) => {
    const taken = COLS.slice(col, col + spans[i]);
    const width = taken.reduce((w, c) => w + c.width, 0);
    doc.rect(x, y, width, ROW).stroke();
    doc.text(text, x + 5, y + 6, { width: width - 10, height: ROW - 8, lineBreak: false, ellipsis: true, align: heading ? 'center' : taken[0].num && spans[i] === 1 ? 'right' : 'left' });
    x += width;
    col += spans[i];
  });
}

function sheet(doc: Doc, v: VoucherDetail, page: SheetPage, title: string) {
  const inner = PAGE.width - 2 * PAGE.margin;
  const left = PAGE.margin;
  // No page margin: every position is explicit, and pdfkit would otherwise break pages at the signature line.
  doc.addPage({ size: [PAGE.width, PAGE.height], margin: 0 });
  doc.fontSize(11).text(v.orgName, left, 26, { width: inner, align: 'center' });
  doc.fontSize(22).text(title, left, 40, { width: inner, align: 'center' });
  const underline = { from: PAGE.width / 2 - 50, to: PAGE.width / 2 + 50 };
  for (const y of [68, 71]) doc.moveTo(underline.from, y).lineTo(underline.to, y).stroke();
  doc.fontSize(10);
  const metaY = 82;
  doc.text(`凭证字号：${v.voucherNumber}`, left, metaY, { width: inner / 3 });
  doc.text(`日期：${v.voucherDate}`, left, metaY, { width: inner, align: 'center' });
  doc.text(`附单据 ${v.attachments} 张　第 ${page.index + 1} / ${page.count} 页`, left, metaY, { width: inner, align: 'right' });

  doc.lineWidth(0.8);
  let y = 100;
  row(
    doc,
    y,
    COLS.map((c) => c.label),
    undefined,
    true,
  );
  y += ROW;
  if (page.broughtForward) {
    row(doc, y, ['承前页', '', yuanCell(page.broughtForward.debit), yuanCell(page.broughtForward.credit)]);
    y += ROW;
  }
  for (const l of page.lines) {
    row(doc, y, [l.summary, accountCell(l), yuanCell(l.debit), yuanCell(l.credit)]);
    y += ROW;
  }
  if (page.last) row(doc, y, [`合计（大写）：${v.amountInWords}`, yuanCell(page.carried.debit), yuanCell(page.carried.credit)], [2, 1, 1]);
  else row(doc, y, ['过次页', '', yuanCell(page.carried.debit), yuanCell(page.carried.credit)]);

  // The signatures sit at the same height on every sheet, however many lines it has.
  const signY = PAGE.height - PAGE.margin - 14;
  const signs = ['会计主管：', `记账：${v.posterName ?? ''}`, `出纳：${v.cashierName ?? ''}`, `审核：${v.auditorName ?? ''}`, `制单：${v.makerName}`];
  for (const [i, text] of signs.entries()) doc.text(text, left + (i * inner) / signs.length, signY, { width: inner / signs.length, lineBreak: false });
}

/** More sheets than this in one PDF are refused (422): print in parts rather than hold the server for seconds. */
const MAX_PDF_SHEETS = 500;
/** Sheets drawn between yields to the event loop, so other requests are answered while a long PDF is made. */
const SHEETS_PER_TURN = 10;

/**
 * The PDF of `vouchers` (at least one), each from a new sheet. Buffered, not streamed: a 20-sheet
 * voucher is about 70 KB and made in about 0.1 s, and an error can still be answered as JSON.
 */
export async function voucherPdf(vouchers: readonly VoucherDetail[], title: string, font: PdfFont | null, printTitles: ReadonlyMap<string, string> = new Map()): Promise<Uint8Array> {
  const sheets = vouchers.map((v) => paginate(v.lines));
  const count = sheets.reduce((n, pages) => n + pages.length, 0);
  if (count > MAX_PDF_SHEETS) throw new HttpError(422, 'pdfTooManySheets', 'currentRow', { count, max: MAX_PDF_SHEETS });
  const { doc, finish } = openCjkPdf(title, font);
  let drawn = 0;
  for (const [i, v] of vouchers.entries()) {
    for (const page of sheets[i]) {
      // Each sheet is headed by its word's print title (凭证字 page: 收款凭证 for 收), 记账凭证 when it has none.
      sheet(doc, v, page, printTitles.get(v.voucherWord) || '记账凭证');
      if (++drawn % SHEETS_PER_TURN === 0) await new Promise((resolve) => setImmediate(resolve));
    }
  }
  return finish();
}
