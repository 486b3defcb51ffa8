/**
 * Which rows a virtualised table renders (the virtualizer's `rangeExtractor`): the rows in view and the
 * overscan, rows just outside the view drawn in advance so that a scroll the compositor runs ahead of the
 * page shows rows rather than an empty band. At rest the overscan lies on both sides (the next scroll may
 * go either way); while scrolling only ahead, in the direction of the scroll; and none after a jump past
 * the whole window (a dragged scroll bar, a fast wheel) or a step of more rows than the overscan: the next
 * frame shows other rows again, so rows drawn beside this view are hardly seen, and in a Chromium trace
 * they were a fifth to a third of every such frame. While scrolling, the rows in view count as many as the
 * most seen in this scroll: a row cut at both edges or not makes them one more or one fewer from frame to
 * frame, and each such change built or removed a whole row (rows are recycled by place, see DataTable).
 */
import { defaultRangeExtractor, type Range, type Rect } from '@tanstack/react-virtual';

/** The rows in view at the previous call: what tells a step from a jump, and its direction. */
export type ViewRange = { startIndex: number; endIndex: number };

/**
 * The indexes to render for `range` (rows in view, `overscan`, `count`), given the rows in view before;
 * while scrolling, at least `inView` rows count as in view (the most seen in this scroll).
 */
export function rowWindow(range: Range, scrolling: boolean, previous: ViewRange | null, inView = 0): number[] {
  if (!scrolling || !previous) return defaultRangeExtractor(range);
  const viewEnd = Math.min(range.count - 1, Math.max(range.endIndex, range.startIndex + inView - 1));
  // A jump, or a step longer than the overscan (a fast wheel or drag): the rows drawn ahead would cover
  // less than one frame's movement, and the next frame draws other rows in their place.
  const moved = Math.abs(range.startIndex - previous.startIndex);
  const jumped = range.startIndex > previous.endIndex || range.endIndex < previous.startIndex;
  const fast = jumped || moved > range.overscan;
  const forward = range.startIndex >= previous.startIndex;
  const start = forward || fast ? range.startIndex : Math.max(0, range.startIndex - range.overscan);
  const end = forward && !fast ? Math.min(range.count - 1, viewEnd + range.overscan) : viewEnd;
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
  let inView = 0;
  const extractor = (scrolling: boolean) => (range: Range) => {
    inView = scrolling ? Math.max(inView, range.endIndex - range.startIndex + 1) : 0;
    const rows = rowWindow(range, scrolling, previous, inView);
    previous = { startIndex: range.startIndex, endIndex: range.endIndex };
    return rows;
  };
  return { resting: extractor(false), scrolling: extractor(true) };
}

/**
 * The rows' viewport, the virtualizer's `observeElementRect`: the scroll box less the sticky header over
 * its top. The body begins below the header, so the box's own height counted one row more than can be
 * seen, and a fast scroll built that row anew in every frame. Measured when the box or the header resizes.
 */
export function observeRowsRect(instance: { scrollElement: HTMLElement | null }, cb: (rect: Rect) => void): (() => void) | undefined {
  const box = instance.scrollElement;
  if (!box) return undefined;
  const head = box.querySelector('thead');
  const measure = () => cb({ width: box.clientWidth, height: Math.max(0, box.clientHeight - (head?.offsetHeight ?? 0)) });
  measure();
  if (typeof ResizeObserver === 'undefined') return () => {};
  const observer = new ResizeObserver(measure);
  observer.observe(box);
  if (head) observer.observe(head);
  return () => observer.disconnect();
}
