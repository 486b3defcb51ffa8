/**
 * Reads an uploaded sheet (xlsx or csv) into a header row and data rows of trimmed text cells, whatever
 * the cell types were (numbers, dates, rich text, formula results). Empty rows are dropped; each data
 * row keeps its line number in the file, so a rejected row can be found again by the user.
 * A csv is UTF-8 (with or without BOM) or, when it is not valid UTF-8, GB18030 (what a Chinese Excel
 * writes with "CSV" rather than "CSV UTF-8").
 */
import { Worker } from 'node:worker_threads';
import { outOfMemory, SheetLimitError, timedOut, XLSX_LIMITS, type SheetLimitKey, type XlsxLimits } from './xlsx-limits.js';

type SheetRow = { line: number; cells: string[] };
export type Sheet = { header: string[]; rows: SheetRow[] };
export type SheetFormat = 'xlsx' | 'csv';

export class BadFileError extends Error {}

/** The format from the file name, or null when it is neither. */
export function sheetFormat(fileName: string): SheetFormat | null {
  const m = /\.(xlsx|csv)$/i.exec(fileName);
  return m ? (m[1].toLowerCase() as SheetFormat) : null;
}

export async function readSheet(bytes: Uint8Array, format: SheetFormat, options: ReadOptions = { limits: XLSX_LIMITS }): Promise<Sheet> {
  const lines = format === 'csv' ? parseCsv(decodeText(bytes)) : await readXlsx(bytes, options);
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

/** How an xlsx is read: its limits (xlsx-limits.ts) and the run's cancel, which ends the parse at once. */
export type ReadOptions = { limits: XlsxLimits; signal?: AbortSignal };

/**
 * The first sheet's rows, parsed in a worker thread (xlsx-worker.ts says why) with a heap limit and a
 * deadline; going over either, or a cancel, terminates the worker (which is then gone with all its memory)
 * and rejects: SheetLimitError for a limit, the signal's reason for a cancel. From the sources (tsx) the
 * worker is the .ts file beside this one; in the built server, build.mjs emits it as xlsx-worker.js
 * beside index.js.
 */
async function readXlsx(bytes: Uint8Array, { limits, signal }: ReadOptions): Promise<string[][]> {
  signal?.throwIfAborted();
  const resourceLimits = { maxOldGenerationSizeMb: limits.heapMb };
  const worker = import.meta.url.endsWith('.ts')
    ? // A worker does not inherit the parent's module hooks: from the sources it registers tsx itself first.
      new Worker(`import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(new URL('./xlsx-worker.ts', import.meta.url).href)}); })`, { eval: true, resourceLimits })
    : new Worker(new URL('./xlsx-worker.js', import.meta.url), { resourceLimits });
  let deadline: NodeJS.Timeout | undefined;
  let cancel = () => {};
  try {
    const answer = await new Promise<WorkerAnswer>((resolve, reject) => {
      deadline = setTimeout(() => reject(timedOut(limits)), limits.parseMs);
      cancel = () => reject(signal!.reason);
      signal?.addEventListener('abort', cancel, { once: true });
      worker.once('message', resolve);
      worker.on('error', (err: Error & { code?: string }) => reject(err.code === 'ERR_WORKER_OUT_OF_MEMORY' ? outOfMemory(limits) : err));
      worker.once('exit', (code) => reject(new Error(`xlsx worker exited (${code}) without an answer`)));
      worker.postMessage({ bytes, limits });
    });
    if (answer.refused) throw new SheetLimitError(answer.refused.key, answer.refused.params);
    if (!answer.lines) throw new BadFileError(`not an xlsx workbook: ${answer.error}`);
    return answer.lines;
  } finally {
    clearTimeout(deadline);
    signal?.removeEventListener('abort', cancel);
    await worker.terminate();
  }
}

type WorkerAnswer = { lines?: string[][]; refused?: { key: SheetLimitKey; params: Record<string, number> }; error?: string };
