/** Accounting periods on the detail page: a new year's 12 calendar months, and where a server error points. */
import type { PeriodInput } from '../../../server/contracts/org';
import { formatDate, isDate } from '../../lib/format-date';

/** The 12 calendar months of `year`, all open: what "create the year's periods" fills in for review. */
export function calendarMonths(year: number): PeriodInput[] {
  // Day 0 of the next month is this month's last day.
  return Array.from({ length: 12 }, (_, m) => ({ period: m + 1, startDate: formatDate(new Date(year, m, 1)), endDate: formatDate(new Date(year, m + 1, 0)), status: '0' }));
}

/**
 * The inputs of `periods` that do not hold a real YYYY-MM-DD date, by field name (`periods.3.endDate`):
 * caught before sending, so a typing slip is explained in words at the input. Every other rule is the server's.
 */
export function badDates(periods: readonly PeriodInput[]): string[] {
  return periods.flatMap((p, i) => (['startDate', 'endDate'] as const).filter((key) => !isDate(p[key])).map((key) => `periods.${i}.${key}`));
}

/** The years the year picker offers: three back and two ahead of `current`. */
export function pickerYears(current: number): number[] {
  return Array.from({ length: 6 }, (_, i) => current - 3 + i);
}
