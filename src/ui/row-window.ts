/**
 * Which rows a virtualised table renders (the virtualizer's `rangeExtractor`): the rows in view and the
 * overscan, rows just outside the view drawn in advance so that a scroll the compositor runs ahead of the
 * page shows rows rather than an empty band. At rest the overscan lies on both sides (the next scroll may
 * go either way); while scrolling only ahead, in the direction of the scroll; and none after a jump past
 * the whole window (a dragged scroll bar, a fast wheel): the next frame shows other rows again, so rows
 * drawn beside this view are never seen, and in a Chromium trace they were a third of every such frame.
 */
import { defaultRangeExtractor, type Range } from '@tanstack/react-virtual';

/** The rows in view at the previous call: what tells a step from a jump, and its direction. */
export type ViewRange = { startIndex: number; endIndex: number };

/** The indexes to render for `range` (rows in view, `overscan`, `count`), given the rows in view before. */
export function rowWindow(range: Range, scrolling: boolean, previous: ViewRange | null): number[] {
  if (!scrolling || !previous) return defaultRangeExtractor(range);
  const jumped = range.startIndex > previous.endIndex || range.endIndex < previous.startIndex;
  if (jumped) return defaultRangeExtractor({ ...range, overscan: 0 });
  const forward = range.startIndex >= previous.startIndex;
  const start = forward ? range.startIndex : Math.max(0, range.startIndex - range.overscan);
  const end = forward ? Math.min(range.count - 1, range.endIndex + range.overscan) : range.endIndex;
  return Array.from({ length: end - start + 1 }, (_, i) => start + i);
}

/**
 * The range extractors of one table, at rest and while scrolling, sharing what they remember of the rows
 * in view. Two functions, not one reading the state: the virtualizer computes the window again only when
 * the rows in view or its options change, so the extractor's identity changing when a scroll ends is what
 * brings back the rows around the view.
 */
export function rowWindowExtractors(): { resting: (range: Range) => number[]; scrolling: (range: Range) => number[] } {
  let previous: ViewRange | null = null;
  const extractor = (scrolling: boolean) => (range: Range) => {
    const rows = rowWindow(range, scrolling, previous);
    previous = { startIndex: range.startIndex, endIndex: range.endIndex };
    return rows;
  };
  return { resting: extractor(false), scrolling: extractor(true) };
}
