/**
 * The rules a year's accounting periods must keep when saved (saveSysOrgPeriod), as one pure check:
 * periods 1 to 12 once each; period 1 starts on 1 January and period 12 ends on 31 December; each
 * starts no later than it ends and the next starts the day after (contiguous, no overlap, no gap);
 * closed periods form a prefix (close in order, reopen from the last: nothing posts into a period
 * while an earlier one is still open); a period closed before and after the save keeps its dates.
 * A broken rule is a 422 naming the offending field by its index in the request (`periods.3.startDate`).
 */
import type { PeriodInput } from '../contracts/org.js';
import { HttpError } from '../errors.js';
import { addDays } from './time.js';

export type StoredPeriod = { period: number; startDate: string; endDate: string; status: string };

export function checkPeriods(year: number, periods: readonly PeriodInput[], stored: readonly StoredPeriod[]): void {
  const numbers = new Set(periods.map((p) => p.period));
  if (periods.length !== 12 || numbers.size !== 12 || [...numbers].some((n) => n < 1 || n > 12)) {
    throw new HttpError(422, 'periodsIncomplete', 'periods', { year });
  }
  const ordered = periods.map((p, index) => ({ ...p, index })).sort((a, b) => a.period - b.period);
  const field = (p: { index: number }, name: string) => `periods.${p.index}.${name}`;
  const first = `${year}-01-01`;
  const last = `${year}-12-31`;
  if (ordered[0].startDate !== first) throw new HttpError(422, 'periodYearStart', field(ordered[0], 'startDate'), { date: first });
  const previous = new Map(stored.map((s) => [s.period, s]));
  let openSeen: number | null = null;
  for (const [k, p] of ordered.entries()) {
    if (p.startDate > p.endDate) throw new HttpError(422, 'periodStartAfterEnd', field(p, 'endDate'), { period: p.period });
    if (k > 0) {
      const expected = addDays(ordered[k - 1].endDate, 1);
      if (p.startDate !== expected) throw new HttpError(422, 'periodGap', field(p, 'startDate'), { period: p.period, date: expected });
    }
    if (p.status === '0' && openSeen === null) openSeen = p.period;
    if (p.status === '1' && openSeen !== null) throw new HttpError(422, 'periodCloseOrder', field(p, 'status'), { period: p.period });
    const before = previous.get(p.period);
    if (before?.status === '1' && p.status === '1' && (before.startDate !== p.startDate || before.endDate !== p.endDate)) {
      throw new HttpError(422, 'periodClosedDates', field(p, before.startDate !== p.startDate ? 'startDate' : 'endDate'), { period: p.period });
    }
  }
  const end = ordered[11];
  if (end.endDate !== last) throw new HttpError(422, 'periodYearEnd', field(end, 'endDate'), { date: last });
}

/** The 12 calendar months of `year`, all open: what a new year's periods start as. */
export function calendarPeriods(year: number): PeriodInput[] {
  return Array.from({ length: 12 }, (_, m) => {
    const start = `${year}-${String(m + 1).padStart(2, '0')}-01`;
    const next = m === 11 ? `${year + 1}-01-01` : `${year}-${String(m + 2).padStart(2, '0')}-01`;
    return { period: m + 1, startDate: start, endDate: addDays(next, -1), status: '0' as const };
  });
}
