/**
 * Reads an uploaded sheet (xlsx or csv) into a header row and data rows of trimmed text cells, whatever
 * the cell types were (numbers, dates, rich text, formula results). Empty rows are dropped; each data
 * row keeps its line number in the file, so a rejected row can be found again by the user.
 * A csv is UTF-8 (with or without BOM) or, when it is not valid UTF-8, GB18030 (what a Chinese Excel
 * writes with "CSV" rather than "CSV UTF-8").
 */
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';

export type SheetRow = { line: number; cells: string[] };
export type Sheet = { header: string[]; rows: SheetRow[] };
export type SheetFormat = 'xlsx' | 'csv';

export class BadFileError extends Error {}

/** The format from the file name, or null when it is neither. */
export function sheetFormat(fileName: string): SheetFormat | null {
  const m = /\.(xlsx|csv)$/i.exec(fileName);
  return m ? (m[1].toLowerCase() as SheetFormat) : null;
}

export async function readSheet(bytes: Uint8Array, format: SheetFormat): Promise<Sheet> {
  const lines = format === 'csv' ? parseCsv(decodeText(bytes)) : await readXlsx(bytes);
  const numbered = lines.map((cells, i) => ({ line: i + 1, cells: cells.map((c) => c.trim()) })).filter((r) => r.cells.some((c) => c !== ''));
  if (numbered.length === 0) throw new BadFileError('no header row');
  const [head, ...rows] = numbered;
  return { header: head.cells, rows };
}

function decodeText(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    return new TextDecoder('gb18030').decode(bytes);
  }
}

/** RFC 4180: quoted fields may hold commas, doubled quotes and line breaks; CRLF or LF ends a record. */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"' && field === '') quoted = true;
    else if (ch === ',') {
      record.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      record.push(field);
      records.push(record);
      record = [];
      field = '';
    } else field += ch;
  }
  if (field !== '' || record.length) {
    record.push(field);
    records.push(record);
  }
  return records;
}

/** The text of one exceljs cell value. */
export function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if ('richText' in value) return value.richText.map((r) => r.text).join('');
  if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
  if ('text' in value) return String(value.text);
  if ('error' in value) return '';
  return String(value);
}

/**
 * The first sheet's rows, read as a stream: parsing a whole workbook at once (`xlsx.load`) holds the event
 * loop for a quarter of a second per 10,000 rows, long enough to stall every other request of the
 * process (soak: heartbeat and sign-in during an import); the streaming reader hands rows over in small
 * chunks. Styles are kept (a date cell is known by its number format); shared strings are cached.
 */
async function readXlsx(bytes: Uint8Array): Promise<string[][]> {
  const lines: string[][] = [];
  try {
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([Buffer.from(bytes)]), { sharedStrings: 'cache', styles: 'cache', hyperlinks: 'ignore', worksheets: 'emit', entries: 'ignore' });
    for await (const sheet of reader) {
      for await (const row of sheet) {
        const cells: string[] = [];
        row.eachCell({ includeEmpty: true }, (cell, col) => (cells[col - 1] = cellText(cell.value)));
        lines[row.number - 1] = Array.from(cells, (c) => c ?? '');
      }
      return Array.from(lines, (l) => l ?? []);
    }
  } catch (err) {
    throw new BadFileError(`not an xlsx workbook: ${(err as Error).message}`);
  }
  throw new BadFileError('no sheet');
}
