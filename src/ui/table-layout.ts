/**
 * Pure layout of a DataTable's columns: the leaf columns in display order, the header rows of grouped
 * headers, and the sticky offsets of fixed columns (CSS position: sticky needs each one's distance from
 * its edge, so fixed columns get a known width).
 */
import type { Column, SortState } from './column-types';

/** Width given to a fixed column that has none: its sticky offset must be known. */
export const DEFAULT_FIXED_WIDTH = 120;
export const SELECTION_WIDTH = 44;

export type Side = 'left' | 'right';
export type Sticky = { side: Side; offset: number };

export function sideOf(column: Pick<Column, 'fixed'>): Side | undefined {
  if (column.fixed === 'right') return 'right';
  return column.fixed ? 'left' : undefined;
}

/** Top-level columns with left-fixed ones first and right-fixed ones last (sticky only works at the edges). */
export function orderForFixed<Row>(columns: readonly Column<Row>[]): Column<Row>[] {
  const rank = (c: Column<Row>) => (sideOf(c) === 'left' ? 0 : sideOf(c) === 'right' ? 2 : 1);
  return [...columns].sort((a, b) => rank(a) - rank(b));
}

/** The real columns, group children in place of their group; a child inherits its group's fixed side. */
export function leafColumns<Row>(columns: readonly Column<Row>[]): Column<Row>[] {
  return columns.flatMap((column) =>
    column.children?.length
      ? leafColumns(column.children.map((child) => ({ ...child, fixed: child.fixed ?? column.fixed })))
      : [column],
  );
}

export function widthOf<Row>(column: Column<Row>): number | undefined {
  if (column.width !== undefined) return column.width;
  return sideOf(column) ? DEFAULT_FIXED_WIDTH : undefined;
}

/** Sticky offset of each fixed leaf (by key); left ones start after the selection column, if any. */
export function stickyOffsets<Row>(leaves: readonly Column<Row>[], leading = 0): Map<string, Sticky> {
  const out = new Map<string, Sticky>();
  let left = leading;
  for (const leaf of leaves) {
    if (sideOf(leaf) !== 'left') continue;
    out.set(leaf.key, { side: 'left', offset: left });
    left += widthOf(leaf) ?? DEFAULT_FIXED_WIDTH;
  }
  let right = 0;
  for (const leaf of [...leaves].reverse()) {
    if (sideOf(leaf) !== 'right') continue;
    out.set(leaf.key, { side: 'right', offset: right });
    right += widthOf(leaf) ?? DEFAULT_FIXED_WIDTH;
  }
  return out;
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
  return leaves.reduce((sum, leaf) => sum + (widthOf(leaf) ?? 80), leading);
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
