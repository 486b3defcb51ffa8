/**
 * Money in the shell, in one place. Every call sends and accepts integer fen (shared/money.ts), people
 * read and type yuan: amounts are written with thousands separators, two decimals and a leading minus
 * ("-1,234.50"), the same in both languages; a money input shows yuan and hands back fen, parsed from the
 * typed digits (never through a float); the amount in words (a voucher's total) is amount-in-words.ts.
 */
import { fenToYuanText, yuanTextToFen, type Fen } from '../../shared/money';

export { amountInWords } from './amount-in-words';

/** Groups the digits of a non-negative integer by thousands ("1234567" → "1,234,567"). */
const grouped = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * `value` rounded half away from zero to `digits` decimals, with thousands separators (quantities, rates).
 * Rounds through the decimal text ("1.005e2"), not `value * 100`, so 1.005 is 1.01 as written rather than
 * 1.00 as stored.
 */
export function formatDecimal(value: number, digits = 2): string {
  if (!Number.isFinite(value)) return '';
  const abs = Math.abs(value);
  const scaled = String(abs).includes('e') ? abs * 10 ** digits : Number(`${abs}e${digits}`);
  const units = Math.round(scaled);
  // A value that rounds to nothing is written without a sign ("-0.001" is "0.00").
  const sign = value < 0 && units > 0 ? '-' : '';
  const text = String(units).padStart(digits + 1, '0');
  const whole = grouped(text.slice(0, text.length - digits));
  return digits > 0 ? `${sign}${whole}.${text.slice(-digits)}` : `${sign}${whole}`;
}

/** Integer fen as yuan text: 123456 → "1,234.56"; '' for no value. */
export function formatFen(fen: number | null | undefined): string {
  return fen === null || fen === undefined ? '' : formatDecimal(fen / 100, 2);
}

/**
 * Fen of an amount typed in yuan ("1,234.5", "0.07"; separators and spaces ignored): 0 for an empty
 * input, null when it is not an amount with at most two decimals (or is negative where that is not allowed).
 */
export function parseYuan(text: string, { negative = false } = {}): Fen | null {
  const clean = text.replace(/[,\s，]/g, '');
  if (clean === '') return 0 as Fen;
  if (!negative && clean.startsWith('-')) return null;
  return yuanTextToFen(clean);
}

/** What a money input shows for fen: plain yuan with two decimals ("1234.50", still typeable); '' for no value. */
export function yuanInputText(fen: number | null | undefined): string {
  return fen === null || fen === undefined ? '' : fenToYuanText(fen);
}
