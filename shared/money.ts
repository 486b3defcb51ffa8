/**
 * Money's one unit on the wire: integer fen (1/100 yuan), for every resource (vouchers, ledgers, reports,
 * asset cards, records…). `Fen` is a branded number so a yuan value cannot be passed where fen is meant
 * without saying so; the contracts' `fenSchema` (server/contracts/money.ts) validates it and documents it in
 * OpenAPI. People type and read yuan: the shell parses a typed amount into fen and writes fen as yuan text
 * (src/lib/money.ts), the spreadsheets show yuan. Pure code without imports.
 */
export type Fen = number & { readonly __unit: 'fen' };

/** The largest amount a double holds exactly, in fen (about 90 trillion yuan). */
export const MAX_FEN = Number.MAX_SAFE_INTEGER;

/** No money: the default of an amount not given. */
export const ZERO_FEN = 0 as Fen;

const isFen = (value: unknown): value is Fen => Number.isSafeInteger(value);

/**
 * Fen as the database hands them (a number, or PostgreSQL's bigint as text) → `Fen`. Throws on anything
 * but a safe integer: a fraction of a fen is a bug upstream, never something to round away silently.
 */
export function toFen(stored: number | string | bigint): Fen {
  const value = Number(stored);
  if (!isFen(value)) throw new RangeError(`not an amount in fen: ${String(stored)}`);
  return value;
}

const YUAN = /^(-)?(\d{1,13})(?:\.(\d{1,2}))?$/;

/**
 * Fen of a yuan amount written with at most two decimals ("1234.5", "-0.07"), from its digits (never
 * through a float, so 0.1 + 0.2 stays 30 fen); null for any other text. Thousands separators are the
 * caller's to strip.
 */
export function yuanTextToFen(text: string): Fen | null {
  const m = YUAN.exec(text);
  if (!m) return null;
  const fen = Number(m[2]) * 100 + Number((m[3] ?? '').padEnd(2, '0'));
  return (m[1] && fen !== 0 ? -fen : fen) as Fen;
}

/** Plain yuan text of fen, two decimals, no separators: 123456 → "1234.56", -5 → "-0.05" (spreadsheets, form fields). */
export function fenToYuanText(fen: number): string {
  const abs = Math.abs(fen);
  return `${fen < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
