/**
 * What reading one uploaded xlsx may cost, and the checks made before exceljs sees it. An xlsx is a zip:
 * a 1 MB upload can hold hundreds of megabytes of sheet XML (a zip bomb), and exceljs reads every entry
 * whole into memory and builds every cell, so its cost follows the unpacked size and the rows, never the
 * upload's size. Measured here: 100,000 rows of the stock sheet (8 columns) are 38 MB of XML and take
 * 5.4 s and 300 MB of heap to load; a 0.95 MB file of 320 MB of XML held a process for 84 s at 3.9 GB.
 * So, before parsing: the sizes the zip's central directory declares, then the bytes actually inflated
 * (a zip's declared sizes can lie) and the rows counted in them. While parsing, in the worker: a heap
 * limit and a wall-clock limit, either of which ends the worker and fails the task, never the server.
 */
import { inflateEntry, zipEntries, ZipFormatError, type ZipEntry } from './zip-entries.js';

export type XlsxLimits = {
  /** Bytes all entries of the archive may unpack to, declared and actually inflated. */
  unpackedBytes: number;
  /** Rows (`<row>` elements) of all its sheets: exceljs loads every sheet, not only the first. */
  rows: number;
  /** The parse worker's old-generation heap (its resourceLimits). */
  heapMb: number;
  /** Wall-clock time from starting the worker to its answer. */
  parseMs: number;
};

const MB = 1024 * 1024;

/**
 * 64 MB of XML is about 170,000 rows of the stock sheet, beyond the 100,000 rows allowed; 100,000
 * rows is also the most a sheet is exported with (server/lib/xlsx.ts), so what we export imports back.
 * The heap holds such a sheet (300 MB measured) with room; one import runs at a time per process (hub.ts).
 */
export const XLSX_LIMITS: XlsxLimits = { unpackedBytes: 64 * MB, rows: 100_000, heapMb: 512, parseMs: 60_000 };

/** The `task.step.*` keys a refused workbook ends with (the shell's texts name the limit). */
export type SheetLimitKey = 'xlsxTooLarge' | 'xlsxTooManyRows' | 'xlsxOutOfMemory' | 'xlsxTimedOut';

/** A workbook over a limit: the task fails with `key` and `params` (the limit, in the unit the text says). */
export class SheetLimitError extends Error {
  constructor(
    readonly key: SheetLimitKey,
    readonly params: Record<string, number>,
  ) {
    super(`${key} ${JSON.stringify(params)}`);
  }
}

const tooLarge = (limits: XlsxLimits) => new SheetLimitError('xlsxTooLarge', { limitMb: Math.floor(limits.unpackedBytes / MB) });
export const tooManyRows = (limits: XlsxLimits) => new SheetLimitError('xlsxTooManyRows', { limitRows: limits.rows });
export const outOfMemory = (limits: XlsxLimits) => new SheetLimitError('xlsxOutOfMemory', { limitMb: limits.heapMb });
export const timedOut = (limits: XlsxLimits) => new SheetLimitError('xlsxTimedOut', { limitSeconds: Math.ceil(limits.parseMs / 1000) });

/** `<row` followed by a space, `>` or `/`: the start of a row element (never `<rows`, never text, where `<` is escaped). */
function countRows(xml: Uint8Array): number {
  const text = Buffer.from(xml.buffer, xml.byteOffset, xml.byteLength);
  let rows = 0;
  for (let at = text.indexOf('<row'); at !== -1; at = text.indexOf('<row', at + 4)) {
    const next = text[at + 4];
    if (next === 0x20 || next === 0x3e || next === 0x2f || next === 0x09 || next === 0x0a || next === 0x0d) rows++;
  }
  return rows;
}

/**
 * Throws SheetLimitError when the workbook is over a limit, ZipFormatError when it is not a zip. Inflates
 * one entry at a time (each dropped after its rows are counted), never more than the unpacked limit.
 */
export function checkWorkbook(bytes: Uint8Array, limits: XlsxLimits): void {
  let entries: ZipEntry[];
  try {
    entries = zipEntries(bytes);
  } catch (err) {
    throw err instanceof ZipFormatError && err.tooLarge ? tooLarge(limits) : err;
  }
  if (entries.reduce((sum, entry) => sum + entry.size, 0) > limits.unpackedBytes) throw tooLarge(limits);
  let unpacked = 0;
  let rows = 0;
  for (const entry of entries) {
    let content: Uint8Array;
    try {
      content = inflateEntry(bytes, entry, limits.unpackedBytes - unpacked);
    } catch (err) {
      if (err instanceof RangeError) throw tooLarge(limits);
      throw err;
    }
    unpacked += content.length;
    rows += countRows(content);
    if (rows > limits.rows) throw tooManyRows(limits);
  }
}
