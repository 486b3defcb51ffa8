/**
 * The arithmetic and checks of a master–detail form in the browser, mirroring the server's
 * (server/records/master-detail): a line's amount is quantity × unit price (typed in yuan) in fen, the
 * total the lines' amounts summed in fen, and a line must have its required values, numbers where numbers
 * go and keep its fields' bounds (a money field's in yuan, as typed). Pure, so it is unit-tested; the
 * server checks again on save. Lines are sent with money in fen.
 */
import type { LineValues, MasterDetailMeta } from '../../../../server/contracts/master-detail';
import type { Locale } from '../../../lib/i18n';
import { parseYuan } from '../../../lib/money';

export type Line = Record<string, unknown> & { key: number };

const MONEY = /^-?\d+(\.\d{1,2})?$/;

/** A line's amount in fen from its quantity and the unit price typed in yuan; 0 while either is missing or not a number. */
export function lineAmount(meta: Pick<MasterDetailMeta, 'quantityField' | 'priceField'>, line: Record<string, unknown>): number {
  const q = Number(line[meta.quantityField]);
  const price = parseYuan(String(line[meta.priceField] ?? ''), { negative: true });
  if (!Number.isFinite(q) || price === null || line[meta.quantityField] === '' || line[meta.priceField] === '') return 0;
  return Math.round(q * price);
}

/** The lines' amounts summed, in fen. */
export function linesTotal(meta: Pick<MasterDetailMeta, 'quantityField' | 'priceField'>, lines: ReadonlyArray<Record<string, unknown>>): number {
  return lines.reduce((fen, line) => fen + lineAmount(meta, line), 0);
}

export type LineProblem = { line: number; field: string; message: string };

/** The problems of the lines (empty when they may be saved), with messages in `lang` from `texts`. */
export function checkLines(
  meta: MasterDetailMeta,
  lines: readonly Line[],
  lang: Locale,
  texts: { required(label: string): string; number(label: string): string; min(label: string, n: number): string; max(label: string, n: number): string },
): LineProblem[] {
  const problems: LineProblem[] = [];
  lines.forEach((line, i) => {
    for (const field of meta.lineFields) {
      const raw = line[field.key];
      const text = raw === null || raw === undefined ? '' : String(raw).trim();
      const label = field[lang];
      const add = (message: string) => problems.push({ line: i + 1, field: field.key, message });
      if (text === '') {
        if (field.required) add(texts.required(label));
        continue;
      }
      if (field.type === 'number' || field.type === 'money') {
        const n = Number(text);
        if (!Number.isFinite(n) || (field.type === 'money' && !MONEY.test(text))) add(texts.number(label));
        else if (field.min !== undefined && n < field.min) add(texts.min(label, field.min));
        else if (field.max !== undefined && n > field.max) add(texts.max(label, field.max));
      } else if (field.maxLength && text.length > field.maxLength) add(texts.required(label));
    }
  });
  return problems;
}

/** A line as the server takes it: numbers as numbers, money as fen, empty values left out. Call after checkLines. */
export function toWireLine(meta: MasterDetailMeta, line: Line): LineValues {
  const out: LineValues = {};
  for (const field of meta.lineFields) {
    const raw = line[field.key];
    const text = raw === null || raw === undefined ? '' : String(raw).trim();
    if (text === '') continue;
    out[field.key] = field.type === 'money' ? parseYuan(text, { negative: true }) : field.type === 'number' ? Number(text) : text;
  }
  return out;
}

/** The server's field of a refused line (`lines.2.quantity`) as [line index, field key]. */
export function lineOfField(field: string | undefined): [number, string] | null {
  const m = /^lines\.(\d+)(?:\.(\w+))?$/.exec(field ?? '');
  return m ? [Number(m[1]), m[2] ?? ''] : null;
}
