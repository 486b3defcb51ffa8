/**
 * Reads an xlsx workbook's first sheet off the main thread. exceljs parses a whole workbook in one go
 * (about a quarter of a second of CPU per 10,000 rows), which would stall every other request of the
 * process; its streaming reader does not stall but garbles a Chinese character split across two
 * decompressed chunks (exceljs issues #2063, #2084), so the one correct reader runs here, in a worker.
 * Message in: the file's bytes; message out: `{ lines }` (each row's cell texts) or `{ error }`.
 */
import { parentPort } from 'node:worker_threads';
import ExcelJS from 'exceljs';
import { cellText } from './cell-text.js';

parentPort!.on('message', async (bytes: Uint8Array) => {
  try {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    if (!sheet) return parentPort!.postMessage({ error: 'no sheet' });
    const lines: string[][] = [];
    sheet.eachRow({ includeEmpty: true }, (row, rowNumber) => {
      const cells: string[] = [];
      row.eachCell({ includeEmpty: true }, (cell, col) => (cells[col - 1] = cellText(cell.value)));
      lines[rowNumber - 1] = Array.from(cells, (c) => c ?? '');
    });
    parentPort!.postMessage({ lines: Array.from(lines, (l) => l ?? []) });
  } catch (err) {
    parentPort!.postMessage({ error: (err as Error).message });
  }
});
