/**
 * Calendar arithmetic of the login page's date picker (DatePicker.tsx), on YYYY-MM-DD strings: the
 * form's value, what a script types and what the server receives are all that one text (whether a
 * text is a real date, and today, are lib/format-date.ts's). Pure, so the calendar's rules are tested
 * without a DOM. dayjs is on the first screen already (session.model.ts).
 */
import dayjs from 'dayjs';

const FORMAT = 'YYYY-MM-DD';

/** The day `days` after `day` (negative: before). */
const addDays = (day: string, days: number): string => dayjs(day).add(days, 'day').format(FORMAT);

/** The same day `months` later, kept within the month (31 March + 1 month = 30 April). */
export const addMonths = (day: string, months: number): string => dayjs(day).add(months, 'month').format(FORMAT);

export const sameMonth = (a: string, b: string): boolean => a.slice(0, 7) === b.slice(0, 7);

/** Monday first, in both languages (the Chinese week); 0 = Monday … 6 = Sunday. */
const weekdayOf = (day: string): number => (dayjs(day).day() + 6) % 7;

/** Six weeks of seven days, Monday to Sunday, the first holding the 1st of `day`'s month: a grid that never changes height. */
export function monthGrid(day: string): string[][] {
  const first = `${day.slice(0, 7)}-01`;
  const start = addDays(first, -weekdayOf(first));
  return Array.from({ length: 6 }, (_, week) => Array.from({ length: 7 }, (_, d) => addDays(start, week * 7 + d)));
}

/**
 * Where a key moves the calendar's active day: arrows by a day or a week, Page Up/Down by a month,
 * Home/End to the start or end of the week; null for any other key.
 */
export function dayAfterKey(day: string, key: string): string | null {
  switch (key) {
    case 'ArrowLeft':
      return addDays(day, -1);
    case 'ArrowRight':
      return addDays(day, 1);
    case 'ArrowUp':
      return addDays(day, -7);
    case 'ArrowDown':
      return addDays(day, 7);
    case 'PageUp':
      return addMonths(day, -1);
    case 'PageDown':
      return addMonths(day, 1);
    case 'Home':
      return addDays(day, -weekdayOf(day));
    case 'End':
      return addDays(day, 6 - weekdayOf(day));
    default:
      return null;
  }
}
