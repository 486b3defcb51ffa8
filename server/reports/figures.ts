/**
 * What every report computation shares: reading one record kind of an organisation in one query (the
 * fields it needs, within a date range), money as fen, option labels, grouping sums and growth rates.
 * Sums are taken in integer fen so totals never drift (the record table reads money as fen).
 */
import { sql } from 'kysely';
import type { ReportRow } from '../contracts/report.js';
import type { Lang } from '../i18n.js';
import { recordKind } from '../records/kinds/index.js';
import { recordTable } from '../records/store.js';
import type { ReportInput } from './types.js';

/** A money value of a loaded record (integer fen, or null) as a number: 0 when there is none. */
export const fen = (value: unknown): number => Number(value ?? 0) || 0;

/**
 * The records of `kindKey` with `fields`: those whose `range.field` lies in [from, to] when a range is
 * given, and whose `match.field` is one of `match.values` when a match is given (none when empty).
 */
export async function loadRecords(
  input: Pick<ReportInput, 'db' | 'engine' | 'orgId'>,
  kindKey: string,
  fields: readonly string[],
  range?: { field: string; from: string; to: string },
  match?: { field: string; values: readonly string[] },
): Promise<Array<Record<string, unknown>>> {
  const kind = recordKind(kindKey);
  if (!kind) throw new Error(`unknown record kind ${kindKey}`);
  if (match && !match.values.length) return [];
  let query = recordTable(input.db, input.engine, input.orgId, kind).select([...fields]);
  if (range) query = query.where(sql.ref(range.field), '>=', range.from).where(sql.ref(range.field), '<=', range.to);
  if (match) query = query.where(sql.ref(match.field), 'in', [...new Set(match.values)]);
  return query.orderBy('recordId').execute();
}

/** The label of a select field's value in `lang` (the value itself when the kind has no such option). */
export function optionLabel(kindKey: string, fieldKey: string, value: unknown, lang: Lang): string {
  const option = recordKind(kindKey)
    ?.fields.find((f) => f.key === fieldKey)
    ?.options?.find((o) => o.value === value);
  return option ? option[lang] : String(value ?? '');
}

/** The options of a select field, in their defined order. */
export function optionsOf(kindKey: string, fieldKey: string) {
  return recordKind(kindKey)?.fields.find((f) => f.key === fieldKey)?.options ?? [];
}

/** Growth from `before` to `now` in percent with one decimal; null when there is nothing to compare with. */
export function growth(now: number, before: number): number | null {
  if (!before) return null;
  return Math.round(((now - before) / Math.abs(before)) * 1000) / 10;
}

/** Sums of `keys` over `rows`, with `labelKey` holding `totalLabel`. */
export function totalsOf(rows: readonly ReportRow[], keys: readonly string[], labelKey: string, totalLabel: string): ReportRow {
  const out: ReportRow = { [labelKey]: totalLabel };
  for (const key of keys) out[key] = rows.reduce((sum, row) => sum + (Number(row[key]) || 0), 0);
  return out;
}

/** Rows grouped by `keyOf`, in first-seen order unless sorted by the caller; `add` folds a record into its group. */
export function groupInto<T, G>(items: readonly T[], keyOf: (item: T) => string, start: (key: string, item: T) => G, add: (group: G, item: T) => void): Map<string, G> {
  const groups = new Map<string, G>();
  for (const item of items) {
    const key = keyOf(item);
    let group = groups.get(key);
    if (!group) groups.set(key, (group = start(key, item)));
    add(group, item);
  }
  return groups;
}

/** The same calendar day a year earlier (29 February becomes 28 February). */
export function yearBefore(date: string): string {
  const y = String(Number(date.slice(0, 4)) - 1).padStart(4, '0');
  const md = date.slice(5) === '02-29' ? '02-28' : date.slice(5);
  return `${y}-${md}`;
}

/** 'YYYY-MM' of a date. */
export const monthOf = (date: unknown): string => String(date ?? '').slice(0, 7);

/** The months from `from` to `to` (dates or months), in order: every month shows, even an empty one. */
export function monthsBetween(from: string, to: string): string[] {
  const out: string[] = [];
  let [y, m] = [Number(from.slice(0, 4)), Number(from.slice(5, 7))];
  const end = to.slice(0, 7);
  for (let guard = 0; guard < 1200; guard++) {
    const month = `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}`;
    if (month > end) break;
    out.push(month);
    [y, m] = m === 12 ? [y + 1, 1] : [y, m + 1];
  }
  return out;
}

export const TOTAL = { zh: '合计', en: 'Total' };
