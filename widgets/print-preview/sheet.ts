/**
 * One printed page of a voucher as DOM (hotel name, 记账凭证, number, date, attachments, the lines
 * table, 承前页/过次页/合计 with the amount in capitals, signatures), built with DOM calls into any
 * document: the preview shows it, and printing writes the same pages into a hidden frame. Texts stay
 * text (textContent), so nothing from the voucher can become markup.
 */
import { tIn, type Locale } from '../../src/lib/i18n';
import type { VoucherDetail } from '../../server/contracts/voucher';
import type { SheetPage } from './pages';

export const SHEET_CSS = `
.ht-sheet{box-sizing:border-box;width:210mm;min-height:140mm;padding:10mm 12mm;background:#fff;color:#000;font-family:"Noto Sans CJK SC","Noto Sans SC","PingFang SC","Microsoft YaHei",sans-serif;font-size:12px}
.ht-sheet h2{margin:0;text-align:center;font-size:22px;letter-spacing:8px;text-decoration:underline double}
.ht-sheet .org{text-align:center;font-size:14px;margin-bottom:4px}
.ht-sheet .meta{display:flex;justify-content:space-between;margin:8px 0 4px}
.ht-sheet table{width:100%;border-collapse:collapse;table-layout:fixed}
.ht-sheet th,.ht-sheet td{border:1px solid #000;padding:4px 6px;height:26px;vertical-align:middle}
.ht-sheet td.num{text-align:right;font-variant-numeric:tabular-nums}
.ht-sheet .sign{display:flex;justify-content:space-between;margin-top:8px}
@media print{.ht-sheet{page-break-after:always;width:auto}}`;

const yuan = (fen: number) => (fen === 0 ? '' : `${Math.trunc(fen / 100).toLocaleString('en-US')}.${String(fen % 100).padStart(2, '0')}`);

export function buildSheet(doc: Document, voucher: VoucherDetail, page: SheetPage, lang: Locale): HTMLElement {
  const T = (k: string, p?: Record<string, string | number>) => tIn(lang, `printPreview.${k}`, p);
  const el = <K extends keyof HTMLElementTagNameMap>(tag: K, text?: string, className?: string) => {
    const node = doc.createElement(tag);
    if (text !== undefined) node.textContent = text;
    if (className) node.className = className;
    return node;
  };
  const sheet = el('section', undefined, 'ht-sheet');
  sheet.dataset.ht = 'voucher-sheet';
  sheet.append(el('div', voucher.orgName, 'org'), el('h2', T('title')));
  const meta = el('div', undefined, 'meta');
  meta.append(
    el('span', `${T('word')}：${voucher.voucherNumber}`),
    el('span', `${T('date')}：${voucher.voucherDate}`),
    el('span', `${T('attachments', { n: voucher.attachments })}　${T('page', { page: page.index + 1, count: page.count })}`),
  );
  sheet.append(meta);
  const table = el('table');
  const head = table.createTHead().insertRow();
  for (const [key, width] of [['summary', '30%'], ['account', '34%'], ['debit', '18%'], ['credit', '18%']] as const) {
    const th = el('th', T(key));
    th.style.width = width;
    head.append(th);
  }
  const body = table.createTBody();
  const row = (cells: Array<[string, string?]>) => {
    const tr = body.insertRow();
    for (const [text, cls] of cells) tr.append(el('td', text, cls));
    return tr;
  };
  if (page.broughtForward) row([[T('broughtForward')], [''], [yuan(page.broughtForward.debit), 'num'], [yuan(page.broughtForward.credit), 'num']]);
  for (const l of page.lines) row([[l.summary], [`${l.accountCode} ${l.accountName}`], [yuan(l.debit), 'num'], [yuan(l.credit), 'num']]);
  if (page.last) {
    const total = row([[`${T('total')}（${T('inWords')}）：${voucher.amountInWords}`], [yuan(page.carried.debit), 'num'], [yuan(page.carried.credit), 'num']]);
    total.cells[0].colSpan = 2;
    total.dataset.ht = 'voucher-total';
  } else {
    row([[T('carriedForward')], [''], [yuan(page.carried.debit), 'num'], [yuan(page.carried.credit), 'num']]);
  }
  sheet.append(table);
  const sign = el('div', undefined, 'sign');
  sign.append(
    el('span', `${T('bookkeeper')}：`),
    el('span', `${T('auditor')}：${voucher.auditorName ?? ''}`),
    el('span', `${T('cashier')}：`),
    el('span', `${T('maker')}：${voucher.makerName}`),
  );
  sheet.append(sign);
  return sheet;
}

/** Prints every page in a hidden frame, removed once the print dialog is done. */
export function printSheets(voucher: VoucherDetail, pages: readonly SheetPage[], lang: Locale): void {
  const frame = document.createElement('iframe');
  frame.setAttribute('aria-hidden', 'true');
  frame.style.cssText = 'position:fixed;width:0;height:0;border:0;right:0;bottom:0';
  document.body.append(frame);
  const doc = frame.contentDocument!;
  doc.title = `${voucher.orgName} ${voucher.voucherNumber}`;
  const style = doc.createElement('style');
  style.textContent = `${SHEET_CSS}\n@page{size:A4 landscape;margin:8mm}body{margin:0}`;
  doc.head.append(style);
  for (const page of pages) doc.body.append(buildSheet(doc, voucher, page, lang));
  const win = frame.contentWindow!;
  win.addEventListener('afterprint', () => frame.remove());
  win.print();
}
