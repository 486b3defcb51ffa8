/**
 * The checks of one imported cell, shared by every import kind. A check answers the value to store or a
 * reason (a message key of server/i18n.ts with its params; `{column}` is filled with the column's name
 * in the reader's language when the reason is shown), so rejected rows can be written in either language.
 */
import type { MsgKey } from '../i18n.js';
import { isIsoDate } from '../../shared/iso-date.js';

export type Reason = { msg: MsgKey; column?: string; params?: Record<string, string | number> };
export type Checked<T> = { ok: true; value: T } | { ok: false; reason: Reason };

const ok = <T>(value: T): Checked<T> => ({ ok: true, value });
const no = (msg: MsgKey, params?: Reason['params']): Checked<never> => ({ ok: false, reason: params ? { msg, params } : { msg } });

export function text(max: number, options: { required?: boolean; pattern?: RegExp; patternMsg?: MsgKey } = {}) {
  return (raw: string): Checked<string> => {
    if (raw === '') return options.required ? no('rowRequired') : ok('');
    if ([...raw].length > max) return no('rowTooLong', { max });
    if (options.pattern && !options.pattern.test(raw)) return no(options.patternMsg ?? 'rowCode');
    return ok(raw);
  };
}

const DECIMAL = /^-?\d{1,13}(\.\d{1,2})?$/;

/**
 * A decimal with at most two places, as an integer count of hundredths (exact on both engines).
 * Thousands separators are accepted ('1,234.50'), as spreadsheets display them.
 */
export function hundredths(options: { required?: boolean; negative?: boolean; msg: MsgKey }) {
  return (raw: string): Checked<number> => {
    if (raw === '') return options.required ? no('rowRequired') : ok(0);
    const plain = raw.replace(/,/g, '');
    // A spreadsheet may hand over 12.3000000001 for 12.30: round what is within a float's noise.
    const n = Number(plain);
    const value = DECIMAL.test(plain) ? Math.round(n * 100) : Number.isFinite(n) && Math.abs(n * 100 - Math.round(n * 100)) < 1e-6 ? Math.round(n * 100) : NaN;
    if (!Number.isSafeInteger(value)) return no(options.msg);
    if (value < 0 && !options.negative) return no('rowNegative');
    return ok(value);
  };
}

/** A whole number from `min` to `max`; empty is `fallback` (or refused when required). */
export function integer(min: number, max: number, options: { required?: boolean; fallback?: number | '' } = {}) {
  return (raw: string): Checked<number | ''> => {
    if (raw === '') return options.required ? no('rowRequired') : ok(options.fallback ?? '');
    const n = Number(raw.replace(/,/g, ''));
    return Number.isInteger(n) && n >= min && n <= max ? ok(n) : no('rowRange', { min, max });
  };
}

/** A calendar date as YYYY-MM-DD (spreadsheet date cells arrive in that form, see table-file.ts). */
export function isoDate(options: { required?: boolean } = {}) {
  return (raw: string): Checked<string> => {
    if (raw === '') return options.required ? no('rowRequired') : ok('');
    return isIsoDate(raw) ? ok(raw) : no('rowDate');
  };
}
