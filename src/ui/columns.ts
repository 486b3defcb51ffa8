/**
 * Column customisation, pure (SPEC.md sections 3 and 5): a user's saved list changes order, visibility
 * and width of the page's default columns, and nothing else, so a page that adds, removes or renames
 * columns never shows stale ones.
 */
import type { Column, SavedColumn } from './column-types';

/** Fixed and disabled columns can never be hidden by the user. */
export function isLocked(column: Pick<Column, 'fixed' | 'disabled'>): boolean {
  return Boolean(column.fixed) || Boolean(column.disabled);
}

/**
 * The columns to use: saved order, show and width win for keys that still exist in `defaults`; default
 * columns the saved list does not know are appended in their default order; saved keys that no longer
 * exist are dropped. Children of grouped columns are merged the same way.
 */
export function mergeColumns<Row>(defaults: readonly Column<Row>[], saved: readonly SavedColumn[] | null | undefined): Column<Row>[] {
  const byKey = new Map(defaults.map((column) => [column.key, column]));
  const used = new Set<string>();
  const out: Column<Row>[] = [];
  for (const entry of saved ?? []) {
    const column = entry && byKey.get(entry.key);
    if (!column || used.has(entry.key)) continue;
    used.add(entry.key);
    out.push(applySaved(column, entry));
  }
  for (const column of defaults) if (!used.has(column.key)) out.push(applySaved(column, undefined));
  return out;
}

function applySaved<Row>(column: Column<Row>, entry: SavedColumn | undefined): Column<Row> {
  const merged: Column<Row> = { ...column };
  if (entry && typeof entry.show === 'boolean') merged.show = entry.show;
  if (entry && typeof entry.width === 'number' && Number.isFinite(entry.width) && entry.width > 0) merged.width = entry.width;
  if (isLocked(column)) merged.show = true;
  if (column.children) merged.children = mergeColumns(column.children, Array.isArray(entry?.children) ? entry.children : null);
  return merged;
}

/** The entry stored for a column: its SPEC.md fields, without the renderer. */
export function toSavedColumn<Row>(column: Column<Row>): SavedColumn {
  const { key, label, prop, width, fixed, show, disabled, align, sortable, children } = column;
  const entry: SavedColumn = { key, label, show: show !== false };
  if (prop !== undefined) entry.prop = prop;
  if (width !== undefined) entry.width = width;
  if (fixed !== undefined) entry.fixed = fixed;
  if (disabled !== undefined) entry.disabled = disabled;
  if (align !== undefined) entry.align = align;
  if (sortable !== undefined) entry.sortable = sortable;
  if (children) entry.children = children.map((child) => toSavedColumn(child));
  return entry;
}

/** The JSON text stored as the customisation record's `content`. */
export function serializeColumns<Row>(columns: readonly Column<Row>[]): string {
  return JSON.stringify(columns.map((column) => toSavedColumn(column)));
}

/** Reads a stored `content`; anything that is not a list of keyed entries gives null (use the defaults). */
export function parseSavedColumns(content: string | null | undefined): SavedColumn[] | null {
  if (!content) return null;
  try {
    const value: unknown = JSON.parse(content);
    if (!Array.isArray(value)) return null;
    return value.filter((entry): entry is SavedColumn => Boolean(entry) && typeof entry === 'object' && typeof (entry as SavedColumn).key === 'string');
  } catch {
    return null;
  }
}

/** The columns a table renders: hidden ones left out, and groups whose children are all hidden. */
export function visibleColumns<Row>(columns: readonly Column<Row>[]): Column<Row>[] {
  const out: Column<Row>[] = [];
  for (const column of columns) {
    if (column.show === false && !isLocked(column)) continue;
    if (column.children) {
      const children = visibleColumns(column.children);
      if (children.length > 0) out.push({ ...column, children });
    } else out.push(column);
  }
  return out;
}

/**
 * The row fields a table shows (the `prop` of every visible leaf column), for a list call's `fields=`:
 * a server that supports it sends only those. Columns that render from other fields must not opt in.
 */
export function shownFields<Row>(columns: readonly Column<Row>[]): string[] {
  const props = new Set<string>();
  const walk = (list: readonly Column<Row>[]) => {
    for (const column of list) {
      if (column.children) walk(column.children);
      else if (column.prop) props.add(column.prop);
    }
  };
  walk(visibleColumns(columns));
  return [...props];
}

/** Moves the entry at `from` by `delta` places (the settings dialog's up/down buttons). */
export function moveColumn<T>(list: readonly T[], from: number, delta: number): T[] {
  const to = from + delta;
  if (from < 0 || from >= list.length || to < 0 || to >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}
