/**
 * What an import kind declares (its columns with their checks, its options, how a batch is written) and
 * the pure part every import shares: finding the columns in the header row (Chinese or English names,
 * or the wire key) and checking every row, including duplicates of a key within the file.
 */
import type { z } from 'zod';
import type { Db } from '../db/connect.js';
import type { Engine } from '../db/connect.js';
import type { WriteTx } from '../db/write-transaction.js';
import type { Lang } from '../i18n.js';
import { translate } from '../i18n.js';
import type { Checked, Reason } from './row-rules.js';
import type { Sheet } from './table-file.js';

/** `optional`: a file may leave the column out (one made before the column existed); its cells read as empty. */
export type ColumnSpec = { key: string; zh: string; en: string; check: (raw: string) => Checked<string | number>; optional?: boolean };
export type Values = Record<string, string | number>;
/** `userId`: who started the import (the maker of what it creates); `engine` for the locks a writer takes. */
type BatchScope<O> = { orgId: number; userId: number; now: number; options: O; engine: Engine };
/** Per written row, whether it was new (true) or replaced an existing one (false). */
type BatchOutcome = boolean[];

/**
 * `O`: the kind's upload options; `L`: what its `lookups` read for the row checks. The members that take them
 * are methods, so any kind is an `ImportKind` (the defaults) for the code that runs every kind: it hands each
 * kind only the options its own schema parsed and the lookups its own `lookups` read.
 */
export type ImportKind<O = unknown, L = unknown> = {
  kind: string;
  /** The permission to start (and retry) one. */
  permission: string;
  columns: ColumnSpec[];
  /** The kind's own upload options beyond `importValidRows` (strings as a multipart form sends them). */
  options: z.ZodType<O>;
  /**
   * What the row checks need from the database (the organisation's departments, the keys already there),
   * read once per import before the rows are checked, and handed to `checkRow`.
   */
  lookups?: (db: Db, orgId: number) => Promise<L>;
  /** A check across the columns of one row, after every cell passed. */
  checkRow?(values: Values, lookups: L): Reason | null;
  /** Two rows of one file with the same key are a mistake: the later one is rejected. */
  key: (values: Values) => string;
  /**
   * Rows that only make sense together (the lines of one voucher): `key` names a row's group and `check`
   * refuses a whole group, every row of it with the reason (it sees `lookups` too). A batch never splits a group.
   */
  group?: { key: (values: Values) => string; check(rows: Values[], lookups: L): Reason | null };
  write(trx: WriteTx, scope: BatchScope<O>, rows: Values[]): Promise<BatchOutcome>;
};

export type RejectedRow = { line: number; cells: string[]; reasons: Reason[] };
export type ValidRow = { line: number; values: Values };

const norm = (s: string) => s.replace(/[\s*＊]/g, '').toLowerCase();

/** Index of each column in the header, or the columns not found (by their name in `lang`). */
export function mapHeader(kind: ImportKind, header: string[], lang: Lang = 'zh'): { index: number[] } | { missing: string[] } {
  const at = new Map(header.map((h, i) => [norm(h), i] as const));
  const index = kind.columns.map((c) => at.get(norm(c.zh)) ?? at.get(norm(c.en)) ?? at.get(norm(c.key)) ?? -1);
  const missing = kind.columns.filter((c, i) => index[i] < 0 && !c.optional).map((c) => c[lang]);
  return missing.length ? { missing } : { index };
}

/** Checks one row: its values, or every reason it is refused for. */
export function checkRow(kind: ImportKind, index: number[], cells: string[], lookups?: unknown): { values: Values } | { reasons: Reason[] } {
  const values: Values = {};
  const reasons: Reason[] = [];
  kind.columns.forEach((column, i) => {
    const result = column.check(cells[index[i]] ?? '');
    if (result.ok) values[column.key] = result.value;
    else reasons.push({ ...result.reason, column: column.key });
  });
  if (reasons.length === 0) {
    const across = kind.checkRow?.(values, lookups);
    if (across) reasons.push(across);
  }
  return reasons.length ? { reasons } : { values };
}

/**
 * Checks every row of a sheet whose header was mapped; `onProgress` is awaited every `every` rows so a
 * caller can report progress and let other work run.
 */
export async function checkRows(
  kind: ImportKind,
  sheet: Sheet,
  index: number[],
  onProgress: (checked: number) => Promise<void> = async () => {},
  every = 1000,
  lookups?: unknown,
): Promise<{ valid: ValidRow[]; rejected: RejectedRow[] }> {
  const valid: ValidRow[] = [];
  const rejected: RejectedRow[] = [];
  const firstLine = new Map<string, number>();
  const cellsOf = new Map<number, string[]>();
  for (const [n, row] of sheet.rows.entries()) {
    cellsOf.set(row.line, row.cells);
    const checked = checkRow(kind, index, row.cells, lookups);
    if ('reasons' in checked) rejected.push({ line: row.line, cells: row.cells, reasons: checked.reasons });
    else {
      const key = kind.key(checked.values);
      const first = firstLine.get(key);
      if (first !== undefined) rejected.push({ line: row.line, cells: row.cells, reasons: [{ msg: 'rowDuplicate', params: { row: first } }] });
      else {
        firstLine.set(key, row.line);
        valid.push({ line: row.line, values: checked.values });
      }
    }
    if ((n + 1) % every === 0) await onProgress(n + 1);
  }
  if (!kind.group) return { valid, rejected };
  // A group is refused whole: because one of its rows was refused above (found by the group column, when
  // that cell itself passed), or by the group's own check.
  const firstRefused = new Map<string, number>();
  for (const r of rejected) {
    const key = kind.group.key(passedCells(kind, index, r.cells));
    if (key && !firstRefused.has(key)) firstRefused.set(key, r.line);
  }
  const kept: ValidRow[] = [];
  for (const rows of groupRows(kind, valid)) {
    const refusedLine = firstRefused.get(kind.group.key(rows[0].values));
    const reason: Reason | null =
      refusedLine !== undefined
        ? { msg: 'rowGroupRefused', params: { row: refusedLine } }
        : kind.group.check(
            rows.map((r) => r.values),
            lookups,
          );
    if (reason) for (const r of rows) rejected.push({ line: r.line, cells: cellsOf.get(r.line) ?? [], reasons: [reason] });
    else kept.push(...rows);
  }
  return { valid: kept, rejected: rejected.sort((a, b) => a.line - b.line) };
}

/** The values of the cells of a refused row that did pass their check. */
function passedCells(kind: ImportKind, index: number[], cells: string[]): Values {
  const values: Values = {};
  kind.columns.forEach((column, i) => {
    const result = column.check(cells[index[i]] ?? '');
    if (result.ok) values[column.key] = result.value;
  });
  return values;
}

/** Valid rows by group, groups in the order they first appear, rows in file order. */
function groupRows(kind: ImportKind, rows: ValidRow[]): ValidRow[][] {
  const groups = new Map<string, ValidRow[]>();
  for (const row of rows) {
    const key = kind.group!.key(row.values);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return [...groups.values()];
}

/** The rows in write batches of about `size` rows; a grouped kind's batches hold whole groups only. */
export function batchesOf(kind: ImportKind, rows: ValidRow[], size: number): ValidRow[][] {
  if (!kind.group) return Array.from({ length: Math.ceil(rows.length / size) }, (_, i) => rows.slice(i * size, (i + 1) * size));
  const batches: ValidRow[][] = [];
  let batch: ValidRow[] = [];
  for (const group of groupRows(kind, rows)) {
    if (batch.length && batch.length + group.length > size) {
      batches.push(batch);
      batch = [];
    }
    batch.push(...group);
  }
  if (batch.length) batches.push(batch);
  return batches;
}

/** A reason as a reader of `lang` sees it. */
export function reasonText(kind: ImportKind, reason: Reason, lang: Lang): string {
  const column = kind.columns.find((c) => c.key === reason.column);
  return translate(lang, reason.msg, { ...reason.params, column: column ? column[lang] : '' });
}
