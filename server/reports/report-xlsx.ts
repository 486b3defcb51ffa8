/**
 * A report as a workbook (the reportExcel task): one sheet named after the report, its columns with
 * the range in the header of the first, every row, then the totals row. Money in yuan as numbers.
 */
import type { ReportData, ReportRow } from '../contracts/report.js';
import { writeXlsx } from '../lib/xlsx.js';
import { cellValue } from './cells.js';

/** Sheet names may not hold []:*?/\ and are at most 31 characters. */
const sheetName = (title: string) => title.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31) || 'Report';

export function reportXlsx(data: ReportData): Promise<Uint8Array> {
  const columns = data.columns.map((col, i) => ({
    header: i === 0 && data.range ? `${col.label} (${data.from} ~ ${data.to})` : col.label,
    width: col.type === 'text' ? 22 : 16,
    value: (row: ReportRow) => cellValue(col, row[col.key] ?? null),
  }));
  return writeXlsx(sheetName(data.title), columns, [...data.rows, data.totals]);
}
