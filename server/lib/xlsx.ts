/**
 * The one seam to exceljs: a list as a real .xlsx workbook (one sheet, a bold frozen header row) and
 * the download answer around it. Cells are written as values, never as formulas, so a label that
 * starts with '=' stays text when the sheet is opened (no formula injection).
 */
import type { Context } from 'hono';
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { Lang } from '../i18n.js';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export type SheetColumn<R> = { header: string; width?: number; value: (row: R) => string | number };

/** A column of a list export: its header in both languages, its value possibly worded in the reader's. */
export type ListColumn<R> = { header: Record<Lang, string>; width?: number; value: (row: R, lang: Lang) => string | number };

/** The columns of a list export in the request's language (headers and worded values alike). */
export const inLanguage = <R>(columns: ReadonlyArray<ListColumn<R>>, lang: Lang): Array<SheetColumn<R>> =>
  columns.map((col) => ({ header: col.header[lang], width: col.width, value: (row: R) => col.value(row, lang) }));

/**
 * The most rows one sheet is built with: exceljs spends ~50 µs a row here (100,000 rows ≈ 5 s of one
 * core), so an export beyond this is refused (422) rather than holding the server for longer.
 */
export const MAX_SHEET_ROWS = 100_000;
const YIELD_EVERY_ROWS = 2000;

/**
 * Builds the workbook with exceljs's streaming writer: rows are turned into sheet XML as they are
 * added and never kept as cell objects, and strings are written inline (no shared-string table),
 * which roughly halves the time of the in-memory workbook for large sheets.
 */
export async function writeXlsx<R>(sheetName: string, columns: Array<SheetColumn<R>>, rows: R[]): Promise<Uint8Array> {
  const sink = new PassThrough();
  const chunks: Buffer[] = [];
  sink.on('data', (chunk: Buffer) => chunks.push(chunk));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: sink, useSharedStrings: false, useStyles: true });
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((col) => ({ header: col.header, width: col.width ?? 16 }));
  sheet.getRow(1).font = { bold: true };
  for (const [i, row] of rows.entries()) {
    sheet.addRow(columns.map((col) => col.value(row))).commit();
    // A large sheet takes seconds of CPU: let the other requests in between, every few thousand rows.
    if (i % YIELD_EVERY_ROWS === YIELD_EVERY_ROWS - 1) await new Promise((resolve) => setImmediate(resolve));
  }
  sheet.commit();
  await workbook.commit();
  return new Uint8Array(Buffer.concat(chunks));
}

/**
 * The download answer. `fileName` may be Chinese: the plain `filename` carries an ASCII fallback
 * and `filename*` the UTF-8 name (RFC 6266), which every current browser prefers.
 */
export function xlsxAnswer(c: Context, bytes: Uint8Array, fileName: string, asciiFallback: string): Response {
  return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
    'content-type': XLSX_TYPE,
    'content-disposition': `attachment; filename="${asciiFallback}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    'cache-control': 'no-store',
  });
}
