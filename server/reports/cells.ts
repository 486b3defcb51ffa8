/** A report cell as printed text (PDF) and as a sheet value (xlsx): money fen → yuan, percent with its sign. */
import type { ReportCell, ReportColumn } from '../contracts/report.js';
import { yuanCell } from '../lib/voucher-pdf.js';

/** A report prints zero as 0.00 (a voucher leaves the cell empty). */
const yuan = (fen: number) => (fen === 0 ? '0.00' : yuanCell(fen));

export function cellText(column: ReportColumn, value: ReportCell): string {
  if (value === null || value === undefined) return '—';
  if (column.type === 'money') return yuan(Number(value));
  if (column.type === 'percent') return `${Number(value).toFixed(1)}%`;
  if (column.type === 'number') return Number(value).toLocaleString('en-US', { maximumFractionDigits: 2 });
  return String(value);
}

/** Numbers stay numbers in the sheet (money in yuan), so the workbook can be summed again. */
export function cellValue(column: ReportColumn, value: ReportCell): string | number {
  if (value === null || value === undefined) return '';
  if (column.type === 'money') return Number(value) / 100;
  if (column.type === 'text') return String(value);
  return Number(value);
}
