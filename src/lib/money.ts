/**
 * The one way money is written on screen: thousands separators, two decimals, a leading minus
 * ("-1,234.50"), the same in both languages. The server sends yuan for some resources (asset cards,
 * records, stock) and integer fen for others (vouchers, ledgers, reports), so there is one entry per
 * unit; both end in the same fen text, so a value never changes its look with its unit.
 */

/** Groups the digits of a non-negative integer by thousands ("1234567" → "1,234,567"). */
const grouped = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * `value` rounded half away from zero to `digits` decimals, with thousands separators. Rounds through
 * the decimal text ("1.005e2"), not `value * 100`, so 1.005 is 1.01 as written rather than 1.00 as stored.
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

/** Yuan (at most two decimals expected, anything rounded half away from zero) as text: 1234.5 → "1,234.50"; '' for no value. */
export function formatYuan(yuan: number | string | null | undefined): string {
  if (yuan === null || yuan === undefined || yuan === '') return '';
  return formatDecimal(Number(yuan), 2);
}
