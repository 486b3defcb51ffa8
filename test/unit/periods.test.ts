/**
 * A new year's periods as the detail page proposes them (calendar months, leap years included) pass
 * the server's own rules unchanged; moved month ends and a closed prefix pass too, while a gap, an
 * overlap or closing out of order are refused naming the field.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { badDates, calendarMonths, pickerYears } from '../../src/modules/system/periods';
import { calendarPeriods, checkPeriods } from '../../server/lib/period-rules';
import { HttpError } from '../../server/errors';

const refusal = (fn: () => void): string | undefined => {
  try {
    fn();
  } catch (error) {
    if (error instanceof HttpError) return `${error.msg} ${error.field}`;
    throw error;
  }
  return undefined;
};

test('the browser proposes what the server would create, and it passes the rules', () => {
  for (const year of [2023, 2024, 2100]) {
    const months = calendarMonths(year);
    assert.equal(months, calendarPeriods(year));
    assert.is(
      refusal(() => checkPeriods(year, months, [])),
      undefined,
    );
  }
  assert.is(calendarMonths(2024)[1].endDate, '2024-02-29');
  assert.is(calendarMonths(2100)[1].endDate, '2100-02-28');
  assert.equal(pickerYears(2026), [2023, 2024, 2025, 2026, 2027, 2028]);
});

test('typing slips are found before sending: not a date, or a date that does not exist', () => {
  const rows = calendarMonths(2025).map((p) => ({ ...p }));
  assert.equal(badDates(rows), []);
  rows[1].endDate = '2025-02-29';
  rows[2].startDate = '2025-3-1';
  rows[4].endDate = '';
  assert.equal(badDates(rows), ['periods.1.endDate', 'periods.2.startDate', 'periods.4.endDate']);
});

test('moved month ends and a closed prefix pass; gaps, overlaps and closing out of order are named', () => {
  const moved = calendarMonths(2026).map((p) => ({ ...p }));
  moved[0].endDate = '2026-01-25';
  moved[1].startDate = '2026-01-26';
  moved[0].status = '1';
  moved[1].status = '1';
  assert.is(
    refusal(() => checkPeriods(2026, moved, [])),
    undefined,
  );
  const shuffled = [...moved].reverse();
  assert.is(
    refusal(() => checkPeriods(2026, shuffled, [])),
    undefined,
    'order in the request does not matter',
  );
  assert.is(
    refusal(() =>
      checkPeriods(
        2026,
        shuffled.map((p) => (p.period === 5 ? { ...p, startDate: '2026-05-02' } : p)),
        [],
      ),
    ),
    'periodGap periods.7.startDate',
  );
  assert.is(
    refusal(() =>
      checkPeriods(
        2026,
        moved.map((p, i) => (i === 3 ? { ...p, status: '1' as const } : p)),
        [],
      ),
    ),
    'periodCloseOrder periods.3.status',
  );
  const stored = moved.map((p) => ({ ...p }));
  const reopened = moved.map((p, i) => (i === 0 ? { ...p, endDate: '2026-01-24' } : i === 1 ? { ...p, startDate: '2026-01-25' } : p));
  assert.is(
    refusal(() => checkPeriods(2026, reopened, stored)),
    'periodClosedDates periods.0.endDate',
  );
});

test.run();
