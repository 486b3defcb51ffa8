/**
 * The one way dates and times are written on screen (SPEC.md section 9): `YYYY-MM-DD HH:mm:ss` and
 * `YYYY-MM-DD`, in the browser's time zone, the same in both languages. The server answers with
 * several shapes, so every one is accepted: epoch numbers (ten digits are seconds, SPEC.md section 9,
 * thirteen milliseconds; also as digit strings, through `toMillis`), ISO strings (with or without a zone)
 * and the RuoYi-style 'YYYY-MM-DD HH:mm:ss' text, which passes through normalised.
 */
import dayjs from 'dayjs';
import { toMillis } from './validate';

export type DateLike = number | string | Date | null | undefined;

function toDayjs(value: DateLike): dayjs.Dayjs | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return dayjs(value);
  const text = typeof value === 'string' ? value.trim() : '';
  if (typeof value === 'number') return Number.isFinite(value) ? dayjs(toMillis(value)) : null;
  if (/^\d+$/.test(text)) return dayjs(toMillis(text));
  // dayjs reads 'YYYY-MM-DD', 'YYYY-MM-DD HH:mm[:ss]' and zone-less ISO as local time, and ISO with a zone as that instant.
  return dayjs(text);
}

function format(value: DateLike, pattern: string): string {
  const day = toDayjs(value);
  if (!day) return '';
  // Text the server meant as something else (a note, a period) is shown as it came rather than as "Invalid Date".
  return day.isValid() ? day.format(pattern) : String(value);
}

/** 'YYYY-MM-DD HH:mm:ss'; '' for no value. */
export const formatDateTime = (value: DateLike): string => format(value, 'YYYY-MM-DD HH:mm:ss');

/** 'YYYY-MM-DD'; '' for no value. */
export const formatDate = (value: DateLike): string => format(value, 'YYYY-MM-DD');

/** Today in the browser's time zone as 'YYYY-MM-DD' (a new voucher's or check's default date). */
export const today = (): string => formatDate(Date.now());

/** A real calendar date written YYYY-MM-DD (2025-02-30 is refused, as the server refuses it). */
export function isDate(text: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}
