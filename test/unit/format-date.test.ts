/**
 * The one date-time formatter (src/lib/format-date.ts): what the server sends in any of its shapes is
 * shown as YYYY-MM-DD HH:mm:ss in the browser's time zone; ten-digit epochs are seconds, thirteen-digit
 * milliseconds; text that is not a date comes through as it was.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { formatDate, formatDateTime, isDate, today } from '../../src/lib/format-date';

// 2026-01-02 03:04:05 local time, whatever zone the test runs in.
const local = new Date(2026, 0, 2, 3, 4, 5);
const ms = local.getTime();

test('ten-digit timestamps are seconds, thirteen-digit milliseconds, as numbers or digit strings', () => {
  assert.is(formatDateTime(ms), '2026-01-02 03:04:05');
  assert.is(formatDateTime(ms / 1000), '2026-01-02 03:04:05');
  assert.is(formatDateTime(String(ms)), '2026-01-02 03:04:05');
  assert.is(formatDateTime(String(ms / 1000)), '2026-01-02 03:04:05');
  assert.is(formatDate(ms / 1000), '2026-01-02');
});

test('RuoYi text and ISO strings are normalised; an instant with a zone is shown in local time', () => {
  assert.is(formatDateTime('2026-01-02 03:04:05'), '2026-01-02 03:04:05');
  assert.is(formatDateTime('2026-01-02T03:04:05'), '2026-01-02 03:04:05');
  assert.is(formatDateTime('2026-01-02 03:04'), '2026-01-02 03:04:00');
  assert.is(formatDateTime(local.toISOString()), '2026-01-02 03:04:05');
  assert.is(formatDateTime(local), '2026-01-02 03:04:05');
  assert.is(formatDate('2026-01-02 03:04:05'), '2026-01-02');
});

test('nothing is an empty cell; text that is no date shows as it came, never "Invalid Date"', () => {
  for (const none of [null, undefined, '']) assert.is(formatDateTime(none), '');
  assert.is(formatDateTime('长期'), '长期');
  assert.is(formatDateTime(Number.NaN), '');
});

test('today is the local calendar day; isDate takes real YYYY-MM-DD days only', () => {
  const now = new Date();
  assert.is(today(), `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`);
  assert.ok(isDate('2024-02-29') && isDate('2026-11-24'));
  for (const bad of ['2025-02-29', '2026-13-01', '2026-1-5', '2026/01/05', '']) assert.not.ok(isDate(bad), bad);
});

test.run();
