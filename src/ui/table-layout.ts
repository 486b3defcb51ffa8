/**
 * Pure layout of a DataTable's columns: the leaf columns in display order, the header rows of grouped
 * headers, and the sticky offsets of fixed columns (CSS position: sticky needs each one's distance from
 * its edge, so fixed columns get a known width).
 */
import type { Column, SortState } from './column-types';
import { headerTextWidth } from './text-width';

/** Width given to a fixed column that has none: its sticky offset must be known. */
const DEFAULT_FIXED_WIDTH = 120;
export const SELECTION_WIDTH = 44;

export type Side = 'left' | 'right';
/** `edge`: the innermost pinned cell of its side, which casts the shadow where scrolled content passes under. */
export type Sticky = { side: Side; offset: number; edge?: boolean };

function sideOf(column: Pick<Column, 'fixed'>): Side | undefined {
  if (column.fixed === 'right') return 'right';
  return column.fixed ? 'left' : undefined;
}

/** Top-level columns with left-fixed ones first and right-fixed ones last (sticky only works at the edges). */
export function orderForFixed<Row>(columns: readonly Column<Row>[]): Column<Row>[] {
  const rank = (c: Column<Row>) => (sideOf(c) === 'left' ? 0 : sideOf(c) === 'right' ? 2 : 1);
  return [...columns].sort((a, b) => rank(a) - rank(b));
}

/** The widest a pinned column may be on a phone: a statement's 320 px line name left no room for a figure beside it. */
const PHONE_PIN_WIDTH = 140;

/**
 * The columns on a phone: pinned actions would take the whole width, so nothing is pinned right there and
 * the key column (the one marked `phoneKey`, else the first left-pinned one, else the first column) stays
 * pinned left, at most PHONE_PIN_WIDTH wide, while the rest scrolls beside it. Actions are reached by
 * scrolling along the row. A marked key is the only pinned column: a phone has room for one.
 */
export function forPhone<Row>(columns: readonly Column<Row>[]): Column<Row>[] {
  const narrow = (c: Column<Row>): Column<Row> => (c.width !== undefined && c.width > PHONE_PIN_WIDTH ? { ...c, width: PHONE_PIN_WIDTH } : c);
  if (columns.some((c) => c.phoneKey)) return columns.map((c) => (c.phoneKey ? narrow({ ...c, fixed: 'left' as const }) : sideOf(c) ? { ...c, fixed: undefined } : c));
  const unpinned = columns.map((c) => (sideOf(c) === 'right' ? { ...c, fixed: undefined } : c));
  if (unpinned.some((c) => sideOf(c) === 'left')) return unpinned.map((c) => (sideOf(c) === 'left' ? narrow(c) : c));
  const key = unpinned.findIndex((c) => !c.children?.length);
  return key < 0 ? unpinned : unpinned.map((c, i) => (i === key ? narrow({ ...c, fixed: 'left' as const }) : c));
}

/** The real columns, group children in place of their group; a child inherits its group's fixed side. */
export function leafColumns<Row>(columns: readonly Column<Row>[]): Column<Row>[] {
  return columns.flatMap((column) => (column.children?.length ? leafColumns(column.children.map((child) => ({ ...child, fixed: child.fixed ?? column.fixed }))) : [column]));
}

/**
 * The width a header label needs to show whole (no clipped "李建[" or "Unaudit…"): its text at the header's
 * font (text-width.ts), the cell padding, and the sort mark.
 */
export function labelWidth(label: string, sortable = false): number {
  return Math.ceil(headerTextWidth(label) + 24 + (sortable ? 18 : 0));
}

/** A column's width: as configured (fixed ones get a default), never narrower than its label needs. */
export function widthOf<Row>(column: Column<Row>): number | undefined {
  const set = column.width ?? (sideOf(column) ? DEFAULT_FIXED_WIDTH : undefined);
  return set === undefined ? undefined : Math.max(set, labelWidth(column.label, column.sortable));
}

/** Sticky offset of each fixed leaf (by key); left ones start after the selection column, if any. */
export function stickyOffsets<Row>(leaves: readonly Column<Row>[], leading = 0): Map<string, Sticky> {
  const out = new Map<string, Sticky>();
  let left = leading;
  const lefts = leaves.filter((leaf) => sideOf(leaf) === 'left');
  for (const [i, leaf] of lefts.entries()) {
    out.set(leaf.key, { side: 'left', offset: left, edge: i === lefts.length - 1 });
    left += widthOf(leaf) ?? DEFAULT_FIXED_WIDTH;
  }
  let right = 0;
  const rights = leaves.filter((leaf) => sideOf(leaf) === 'right').reverse();
  for (const [i, leaf] of rights.entries()) {
    out.set(leaf.key, { side: 'right', offset: right, edge: i === rights.length - 1 });
    right += widthOf(leaf) ?? DEFAULT_FIXED_WIDTH;
  }
  return out;
}

/** The selection column's place: pinned left, and the shadow's edge when no data column is pinned left. */
export function selectionSticky<Row>(leaves: readonly Column<Row>[]): Sticky {
  return { side: 'left', offset: 0, edge: !leaves.some((leaf) => sideOf(leaf) === 'left') };
}

/** The sticky position of a group header: that of its first (left) or last (right) leaf. */
export function groupSticky<Row>(group: Column<Row>, offsets: Map<string, Sticky>): Sticky | undefined {
  const leaves = leafColumns([group]);
  const side = sideOf(group);
  if (!side || leaves.length === 0) return undefined;
  return offsets.get((side === 'left' ? leaves[0] : leaves[leaves.length - 1]).key);
}

/** Minimum table width: the widths known, plus a modest share for columns without one. */
export function minTableWidth<Row>(leaves: readonly Column<Row>[], leading = 0): number {
  return leaves.reduce((sum, leaf) => sum + (widthOf(leaf) ?? Math.max(80, labelWidth(leaf.label, leaf.sortable))), leading);
}

/**
 * The grid tracks of a table's columns (CSS grid-template-columns), the header's; the body rows' cells
 * take the same widths (cellFlex), so they line up. A column with a width keeps it; columns without one
 * share the room left (never below the share minTableWidth counts for them). When every column has a width, the unpinned
 * ones stretch in proportion to it, as a fixed-layout <table> stretched its columns; pinned columns stay
 * exact, their sticky offsets are computed from those widths.
 */
export function gridTracks<Row>(leaves: readonly Column<Row>[], leading = 0): string {
  const flexible = leaves.some((leaf) => widthOf(leaf) === undefined);
  const tracks = leaves.map((leaf) => {
    const width = widthOf(leaf);
    if (width === undefined) return `minmax(${Math.max(80, labelWidth(leaf.label, leaf.sortable))}px, 1fr)`;
    return flexible || sideOf(leaf) ? `${width}px` : `minmax(${width}px, ${width}fr)`;
  });
  return (leading > 0 ? [`${leading}px`, ...tracks] : tracks).join(' ');
}

/** How a body cell takes its width in its row: CSS `flex` (grow, shrink, basis) and, for a column without a width, a minimum. */
export type CellFlex = { flex: string; minWidth?: number };

/**
 * The body cells' widths, the same as gridTracks gives the header's grid, as flex items of a flex row
 * (DataTable): a column with a width keeps it, or, in a table where every column has one, grows from it in
 * proportion to it (`flex: W 0 Wpx`, as `minmax(Wpx, Wfr)` does); a column without one takes an equal
 * share of the room left, never below its minimum (`flex: 1 0 0`, as `minmax(M, 1fr)` does). Flex items
 * of known basis rather than grid items: a row entering the view then runs no track sizing, and each
 * cell's layout is its own (shell.css `.ht-row`). The selection column, when `leading`, comes first.
 */
export function cellFlex<Row>(leaves: readonly Column<Row>[], leading = 0): CellFlex[] {
  const flexible = leaves.some((leaf) => widthOf(leaf) === undefined);
  const cells = leaves.map((leaf): CellFlex => {
    const width = widthOf(leaf);
    if (width === undefined) return { flex: '1 0 0px', minWidth: Math.max(80, labelWidth(leaf.label, leaf.sortable)) };
    return { flex: flexible || sideOf(leaf) ? `0 0 ${width}px` : `${width} 0 ${width}px` };
  });
  return leading > 0 ? [{ flex: `0 0 ${leading}px` }, ...cells] : cells;
}

/** A header click: ascending first, then descending, then no sort (the server's default order). */
export function nextSort(current: SortState | null | undefined, prop: string): SortState | null {
  if (!current || current.prop !== prop) return { prop, order: 'ascending' };
  return current.order === 'ascending' ? { prop, order: 'descending' } : null;
}

/** The text of a cell without a renderer: server data is shown as text, never as HTML. */
export function cellText(row: unknown, prop: string | undefined): string {
  if (!prop || row === null || typeof row !== 'object') return '';
  const value = (row as Record<string, unknown>)[prop];
  if (value === null || value === undefined) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}
