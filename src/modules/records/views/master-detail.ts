/**
 * The arithmetic and checks of a master–detail form in the browser, mirroring the server's
 * (server/records/master-detail): a line's amount is quantity × unit price rounded to fen, the total is
 * the lines' amounts summed in fen, and a line must have its required values, numbers where numbers go
 * and keep its fields' bounds. Pure, so it is unit-tested; the server checks again on save.
 */
import type { LineValues, MasterDetailMeta } from '../../../../server/contracts/master-detail';
import type { Locale } from '../../../lib/i18n';

export type Line = Record<string, unknown> & { key: number };

const MONEY = /^-?\d+(\.\d{1,2})?$/;

export function lineAmount(meta: Pick<MasterDetailMeta, 'quantityField' | 'priceField'>, line: Record<string, unknown>): number {
  const q = Number(line[meta.quantityField]);
  const p = Number(line[meta.priceField]);
  if (!Number.isFinite(q) || !Number.isFinite(p) || line[meta.quantityField] === '' || line[meta.priceField] === '') return 0;
  return Math.round(q * p * 100) / 100;
}

export function linesTotal(meta: Pick<MasterDetailMeta, 'quantityField' | 'priceField'>, lines: ReadonlyArray<Record<string, unknown>>): number {
  return lines.reduce((fen, line) => fen + Math.round(lineAmount(meta, line) * 100), 0) / 100;
}

export type LineProblem = { line: number; field: string; message: string };

/** The problems of the lines (empty when they may be saved), with messages in `lang` from `texts`. */
export function checkLines(meta: MasterDetailMeta, lines: readonly Line[], lang: Locale, texts: { required(label: string): string; number(label: string): string; min(label: string, n: number): string; max(label: string, n: number): string }): LineProblem[] {
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

/** A line as the server takes it: numbers as numbers, empty values left out. */
export function toWireLine(meta: MasterDetailMeta, line: Line): LineValues {
  const out: LineValues = {};
  for (const field of meta.lineFields) {
    const raw = line[field.key];
    const text = raw === null || raw === undefined ? '' : String(raw).trim();
    if (text === '') continue;
    out[field.key] = field.type === 'number' || field.type === 'money' ? Number(text) : text;
  }
  return out;
}

/** The server's field of a refused line (`lines.2.quantity`) as [line index, field key]. */
export function lineOfField(field: string | undefined): [number, string] | null {
  const m = /^lines\.(\d+)(?:\.(\w+))?$/.exec(field ?? '');
  return m ? [Number(m[1]), m[2] ?? ''] : null;
}
