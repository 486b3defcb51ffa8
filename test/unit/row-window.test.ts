/** The rows a virtualised table renders around its view: both sides at rest, ahead while scrolling, none after a jump. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { observeRowsRect, rowWindow, rowWindowExtractors } from '../../src/ui/row-window';

const range = (startIndex: number, endIndex: number) => ({ startIndex, endIndex, overscan: 3, count: 1000, lanes: 1 });
const span = (rows: number[]) => [rows[0], rows[rows.length - 1], rows.length];

test('at rest the overscan lies on both sides of the view, within the rows there are', () => {
  assert.equal(span(rowWindow(range(100, 109), false, { startIndex: 0, endIndex: 9 })), [97, 112, 16]);
  assert.equal(span(rowWindow(range(0, 9), false, null)), [0, 12, 13]);
  assert.equal(span(rowWindow(range(990, 999), true, null)), [987, 999, 13]);
});

test('scrolling by a step of at most the overscan draws the overscan ahead only', () => {
  assert.equal(span(rowWindow(range(103, 112), true, range(100, 109))), [103, 115, 13]);
  assert.equal(span(rowWindow(range(97, 106), true, range(100, 109))), [94, 106, 13]);
  assert.equal(span(rowWindow(range(992, 999), true, range(990, 999))), [992, 999, 8]);
});

test('a jump past the whole view, or a step longer than the overscan, draws the rows in view only', () => {
  assert.equal(span(rowWindow(range(500, 509), true, range(100, 109))), [500, 509, 10]);
  assert.equal(span(rowWindow(range(0, 9), true, range(100, 109))), [0, 9, 10]);
  assert.equal(span(rowWindow(range(104, 113), true, range(100, 109))), [104, 113, 10]);
  assert.equal(span(rowWindow(range(92, 101), true, range(100, 109))), [92, 101, 10]);
});

test('while scrolling, as many rows count as in view as the most seen, so the rows drawn stay as many', () => {
  assert.equal(span(rowWindow(range(500, 508), true, range(100, 109), 10)), [500, 509, 10]);
  assert.equal(span(rowWindow(range(103, 111), true, range(100, 109), 10)), [103, 115, 13]);
  assert.equal(span(rowWindow(range(992, 999), true, range(980, 989), 10)), [992, 999, 8], 'never past the last row');
  const { scrolling } = rowWindowExtractors();
  scrolling(range(0, 9));
  assert.equal(span(scrolling(range(400, 409))), [400, 409, 10]);
  assert.equal(span(scrolling(range(800, 808))), [800, 809, 10], 'a row fewer in view draws the row after it');
});

test('the extractors remember the view between calls, and the resting one brings the overscan back', () => {
  const { resting, scrolling } = rowWindowExtractors();
  assert.equal(span(resting(range(0, 9))), [0, 12, 13]);
  assert.equal(span(scrolling(range(400, 409))), [400, 409, 10]);
  assert.equal(span(scrolling(range(402, 411))), [402, 414, 13]);
  assert.equal(span(resting(range(402, 411))), [399, 414, 16]);
});

test("the rows' viewport is the scroll box less the sticky header over its top", () => {
  // happy-dom has no layout: the box and the header are given their sizes.
  const box = document.createElement('div');
  box.innerHTML = '<table><thead><tr><th>ID</th></tr></thead><tbody></tbody></table>';
  Object.defineProperties(box, { clientWidth: { value: 800 }, clientHeight: { value: 500 } });
  Object.defineProperty(box.querySelector('thead'), 'offsetHeight', { value: 41 });
  const seen: { width: number; height: number }[] = [];
  const stop = observeRowsRect({ scrollElement: box }, (rect) => seen.push(rect));
  assert.equal(seen, [{ width: 800, height: 459 }], 'a row hidden under the header is not one more row to draw');
  stop?.();
  assert.is(
    observeRowsRect({ scrollElement: null }, () => assert.unreachable()),
    undefined,
    'no box yet: nothing observed',
  );
});

test.run();
