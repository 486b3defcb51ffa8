/**
 * A table column (SPEC.md section 3 "Column entry": key, label, prop, width, fixed, show, disabled,
 * align, sortable, children). `render` is the page's cell renderer; it never travels to the server.
 */
import type { ReactNode } from 'react';

type ColumnAlign = 'left' | 'center' | 'right';
/** true means 'left', as in the original product's tables. */
type ColumnFixed = 'left' | 'right' | boolean;

export type Column<Row = Record<string, unknown>> = {
  /** Stable identity: saved customisations are matched by key. */
  key: string;
  /** Header text, already translated (a resource's keys are drawn by crud/draw-resource.ts). */
  label: string;
  /** The row field shown as text when there is no `render`; also the sort column sent to the server. */
  prop?: string;
  width?: number;
  fixed?: ColumnFixed;
  /** false hides the column; fixed and disabled columns are always shown (SPEC.md section 5). */
  show?: boolean;
  /** The user may not hide it (it stays checked and disabled in the column settings). */
  disabled?: boolean;
  align?: ColumnAlign;
  sortable?: boolean;
  /**
   * The column that names a row (a user's name, a voucher's number), pinned on a phone instead of the first or
   * left-pinned one, which is often an id or a number that says less (table-layout.ts `forPhone`).
   */
  phoneKey?: boolean;
  /** Grouped header: the children are the real columns under this one. */
  children?: Column<Row>[];
  render?: (row: Row, index: number) => ReactNode;
  /**
   * `render` draws plain elements that hold no state of their own (no menu, no input, no effect), so a
   * table may reuse them for the row that next takes this row's place while scrolling (DataTable's
   * recycling); without it the cell is drawn anew for each row.
   */
  stateless?: boolean;
};

/** A column entry as stored in a customisation record's `content` (JSON): no functions. */
export type SavedColumn = {
  key: string;
  label?: string;
  prop?: string;
  width?: number;
  fixed?: ColumnFixed;
  show?: boolean;
  disabled?: boolean;
  align?: ColumnAlign;
  sortable?: boolean;
  children?: SavedColumn[];
};

/** The controlled sort of a table; the server sorts (orderByColumn = prop, isAsc = order). */
export type SortOrder = 'ascending' | 'descending';
export type SortState = { prop: string; order: SortOrder };
