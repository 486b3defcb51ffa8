/**
 * Reads an xlsx workbook's first sheet off the main thread. exceljs parses a whole workbook in one go
 * (about a quarter of a second of CPU per 10,000 rows), which would stall every other request of the
 * process; its streaming reader does not stall but garbles a Chinese character split across two
 * decompressed chunks (exceljs issues #2063, #2084), so the one correct reader runs here, in a worker,
 * under the heap and time limits its parent gives it (table-file.ts). The archive's unpacked size and
 * rows are checked first (xlsx-limits.ts), so a zip bomb is refused before exceljs inflates anything.
 * Message in: `{ bytes, limits }`; message out: `{ lines }` (each row's cell texts), `{ refused }` (a
 * limit's step key and params) or `{ error }`.
 */
import { parentPort } from 'node:worker_threads';
import ExcelJS from 'exceljs';
import { cellText } from './cell-text.js';
import { checkWorkbook, SheetLimitError, tooManyRows, type XlsxLimits } from './xlsx-limits.js';

parentPort!.on('message', async ({ bytes, limits }: { bytes: Uint8Array; limits: XlsxLimits }) => {
  try {
    checkWorkbook(bytes, limits);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    if (!sheet) return parentPort!.postMessage({ error: 'no sheet' });
    // Few rows can still be numbered far down (r="99999999"): the lines below are one array per row number.
    if (sheet.rowCount > limits.rows) throw tooManyRows(limits);
    const lines: string[][] = [];
    sheet.eachRow({ includeEmpty: true }, (row, rowNumber) => {
      const cells: string[] = [];
      row.eachCell({ includeEmpty: true }, (cell, col) => (cells[col - 1] = cellText(cell.value)));
      lines[rowNumber - 1] = Array.from(cells, (c) => c ?? '');
    });
    parentPort!.postMessage({ lines: Array.from(lines, (l) => l ?? []) });
  } catch (err) {
    if (err instanceof SheetLimitError) return parentPort!.postMessage({ refused: { key: err.key, params: err.params } });
    parentPort!.postMessage({ error: (err as Error).message });
  }
});
