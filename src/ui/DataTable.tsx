/**
 * The shared data table. Page sizes go up to "all" (DESIGN.md: 500 / 1000 / 2000 / all must stay
 * smooth), so rows are virtualised: a scroll box of bounded height, fixed row height, and only the
 * visible rows plus overscan in the DOM (row-window.ts: none after a jump past the view, where those rows
 * would never be seen). Sorting is controlled and done by the server.
 *
 * The table's elements (table, thead, tbody, tr, th, td, with their roles written out) are not laid out
 * as a table: Chromium lays a <table> out whole from the document down, so every row entering the view
 * re-laid the table. The header is a CSS grid on the columns' tracks (gridTracks), each body row a flex
 * row of cells of the same widths (cellFlex), every cell contained: a row entering the view runs no track
 * sizing, and a cell's new text lays out that cell. The body is a box of the rows' total height with
 * `contain: strict`, its rows of fixed height each contained too, so a row's change lays out that row
 * only and nothing outside the body. The rows in
 * view sit at their place by the body's top padding: one style change per scroll frame (a transform on
 * each row restyled every row every frame, several times the style work in a Chromium trace). Pinned
 * columns are sticky cells (in the body only while the box scrolls sideways), the header a sticky
 * block, both following horizontal scrolling.
 *
 * A scroll frame costs the rows entering the view and nothing else: only `VirtualRows` (the body)
 * follows the virtualizer, so the header, the table and the page around it do not re-render; rows are
 * memoised on their data, the column set and their selection, recycled by place, and their cells are
 * plain elements styled by the stylesheet (cell-controls.tsx: the checkbox is one <input>); the pinned
 * columns' shadow reads no layout on a vertical scroll. Rows from a compact answer are built only when
 * drawn (compact-rows.ts), and keys only for the rows in view (or for a selection's count).
 */
import { Box, Center, Loader, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useSignals } from '@preact/signals-react/runtime';
import { useVirtualizer, type Virtualizer, type VirtualizerOptions } from '@tanstack/react-virtual';
import { Fragment, memo, useCallback, useEffect, useMemo, useRef, useState, type CSSProperties, type ReactElement, type ReactNode } from 'react';
import { CellCheckbox } from './cell-controls';
import { FOCUSABLE, useRecycledFocus } from './recycled-focus';
import { fieldOf } from './compact-rows';
import { observeRowsRect, rowWindowExtractors } from './row-window';
import { useScrollWork } from './scroll-work';
import { t } from '../lib/i18n';
import { visibleColumns } from './columns';
import type { Column, SortState } from './column-types';
import { DataTableHead, stickyEdge, type Selection } from './DataTableHead';
import {
  type CellFlex,
  cellFlex,
  cellText,
  forPhone,
  gridTracks,
  leafColumns,
  minTableWidth,
  nextSort,
  orderForFixed,
  SELECTION_WIDTH,
  selectionSticky,
  stickyOffsets,
  type Side,
  type Sticky,
} from './table-layout';

export const ROW_HEIGHT = 40;
/** Leaves room for the shell's header, tabs, query form and pager; never below 320 px. */
const TABLE_MAX_HEIGHT = 'max(320px, calc(100vh - 300px))';

/** Virtualizer seams: tests (happy-dom has no layout) give the scroll box a size here. */
type VirtualizerOverrides = Partial<Pick<VirtualizerOptions<HTMLDivElement, HTMLTableRowElement>, 'initialRect' | 'observeElementRect' | 'observeElementOffset'>>;

export type DataTableProps<Row> = {
  /** Automation hook `data-table-id`; also the tableId of column customisation records. */
  tableId: string;
  /** Accessible name of the table. */
  label: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  /** The field holding each row's identity, or a function computing it. */
  rowKey: (keyof Row & string) | ((row: Row, index: number) => string | number);
  loading?: boolean;
  sort?: SortState | null;
  onSortChange?(sort: SortState | null): void;
  /** With `onSelectionChange`, a checkbox column appears (select all selects the rows of this page). */
  selectedKeys?: readonly string[];
  onSelectionChange?(keys: string[]): void;
  onRowClick?(row: Row, index: number): void;
  rowHeight?: number;
  maxHeight?: CSSProperties['maxHeight'];
  overscan?: number;
  /** Changing it scrolls the table back to its first row (pass e.g. `${pageNum}/${pageSize}`). */
  resetScrollKey?: unknown;
  virtualizer?: VirtualizerOverrides;
  /** What the table says without rows (default 暂无数据): the page's hint and next step (EmptyState). */
  empty?: ReactNode;
};

/** A leaf column as its cells draw it: the style object is built once per column set, not per cell. */
type PinnedCell = { pin: Side | undefined; style: CSSProperties; edge: Side | undefined };
type CellLayout<Row> = PinnedCell & { leaf: Column<Row> };
/** The cells of a row: the selection cell (when the table has one) and one per leaf column. */
type RowLayout<Row> = { selection: PinnedCell; cells: CellLayout<Row>[]; height: number };

/**
 * A body cell's width and pinning. Its width inline, one style object per column (cellFlex): the row is
 * a flex row, and each column's share of it is its own. Its side as `data-pin`, which the stylesheet makes
 * sticky while the box scrolls sideways (shell.css, useScrollEdges' `data-scroll-x`): a sticky cell is a
 * layer of its own to paint and composite on every scroll frame, for nothing when the whole table fits its
 * box; inline only an offset from the edge (a pinned column after another).
 */
function pinnedCell(sticky: Sticky | undefined, flex: CellFlex): PinnedCell {
  return { pin: sticky?.side, style: sticky?.offset ? { ...flex, [sticky.side]: sticky.offset } : flex, edge: stickyEdge(sticky) };
}

/**
 * What is shared by every row and cell (a flex row of the table's row height, contained; cells centred,
 * contained, clipped with an ellipsis; a pinned cell's stickiness) is the stylesheet's (`.ht-row` in
 * shell.css), the height as the table's variable; the alignment is an attribute. Inline are only what
 * differs by column, a cell's width and a pinned cell's offset, one object per column: recycled rows keep
 * their cells, so a scroll restyles none of them.
 */
function rowLayout<Row>(leaves: readonly Column<Row>[], offsets: Map<string, Sticky>, selectionPin: Sticky, height: number): RowLayout<Row> {
  const [selectionFlex, ...flex] = cellFlex(leaves, SELECTION_WIDTH);
  return {
    selection: pinnedCell(selectionPin, selectionFlex),
    cells: leaves.map((leaf, i) => ({ leaf, ...pinnedCell(offsets.get(leaf.key), flex[i]) })),
    height,
  };
}

type BodyRowProps<Row> = {
  rowKey: string;
  row: Row;
  index: number;
  ariaIndex: number;
  layout: RowLayout<Row>;
  /** undefined: the table has no selection column. */
  selected: boolean | undefined;
  onToggle?(key: string): void;
  onRowClick?(row: Row, index: number): void;
};

/**
 * One body row, as plain <tr>/<td> with Mantine's table classes and data attributes rather than
 * Table.Tr/Table.Td components: fast scrolling through 100,000 rows mounts a screenful of new rows
 * every frame, and each Mantine cell component costs a props-and-styles pass that plain cells do not.
 * Memoised: a row already in view renders again only when its data, the columns or its selection change.
 * Recycled (see VirtualRows): a row entering the view takes over the elements at its place, so text
 * cells, the checkbox and the cells' styles are updated in place rather than built anew.
 */
const BodyRow = memo(function BodyRow<Row>({ rowKey, row, index, ariaIndex, layout, selected, onToggle, onRowClick }: BodyRowProps<Row>) {
  return (
    <tr
      // biome-ignore lint/a11y/noRedundantRoles: laid out as a flex row, not a table: browsers drop the implicit role of a table element whose display changed
      role="row"
      className={TR_CLASS}
      data-with-row-border
      data-hover
      data-ht="row"
      data-row-key={rowKey}
      data-index={index}
      aria-rowindex={ariaIndex}
      aria-selected={selected}
      onClick={onRowClick ? () => onRowClick(row, index) : undefined}
    >
      {selected !== undefined && (
        <td
          // biome-ignore lint/a11y/noRedundantRoles: laid out as a flex item, not a table cell: the implicit role would be dropped
          role="cell"
          className={CHECK_TD_CLASS}
          data-with-column-border
          data-pin={layout.selection.pin}
          data-sticky-edge={layout.selection.edge}
          style={layout.selection.style}
        >
          <CellCheckbox label={t('ui.table.selectRow', { key: rowKey })} checked={selected} onChange={() => onToggle?.(rowKey)} />
        </td>
      )}
      {layout.cells.map(({ leaf, pin, style, edge }) => (
        <td
          key={leaf.key}
          // biome-ignore lint/a11y/noRedundantRoles: laid out as a flex item, not a table cell: the implicit role would be dropped
          role="cell"
          className={TD_CLASS}
          data-with-column-border
          data-col={leaf.key}
          data-align={leaf.align}
          data-pin={pin}
          data-sticky-edge={edge}
          style={style}
        >
          {/* Keyed by the row unless stateless: a recycled row never hands a cell's state (an open menu) to another row. */}
          {leaf.render ? leaf.stateless ? leaf.render(row, index) : <Fragment key={rowKey}>{leaf.render(row, index)}</Fragment> : cellText(row, leaf.prop)}
        </td>
      ))}
    </tr>
  );
}) as <Row>(props: BodyRowProps<Row>) => ReactElement;

/** What the keyboard reaches by Tab inside the scroll box (sort buttons, row checkboxes and actions, links). */

/**
 * Marks the scroll box with `data-scroll-x` while it scrolls sideways (the pinned columns are sticky only
 * then), and `data-scroll-left` / `data-scroll-right` while content is hidden on that side, so the pinned
 * columns' edges cast a shadow only when something passes under them. A box that scrolls but
 * holds nothing focusable gets a tab stop of its own (`tabindex="0"`), or a keyboard could never scroll it
 * (WCAG 2.1.1); it names itself by the table's label (role region, rendered). Written straight to the DOM:
 * no React render per scroll frame. Widths are read when the box or the table resizes (layout is then
 * clean); a scroll reads only `scrollLeft`, in the capture phase, which runs before the virtualizer's own
 * listener re-renders the rows: a read after those writes would force a layout of the table every frame.
 */
function useScrollEdges(box: HTMLDivElement | null): void {
  useEffect(() => {
    if (!box) return;
    let left = -1;
    let room = 0;
    const markSides = () => {
      const scrolled = box.scrollLeft;
      if (scrolled === left) return;
      left = scrolled;
      const hiddenLeft = scrolled > 0;
      const hiddenRight = scrolled < room - 1;
      if (hiddenLeft !== box.hasAttribute('data-scroll-left')) box.toggleAttribute('data-scroll-left', hiddenLeft);
      if (hiddenRight !== box.hasAttribute('data-scroll-right')) box.toggleAttribute('data-scroll-right', hiddenRight);
    };
    const measure = () => {
      room = box.scrollWidth - box.clientWidth;
      if (room > 1 !== box.hasAttribute('data-scroll-x')) box.toggleAttribute('data-scroll-x', room > 1);
      left = -1;
      markSides();
      const scrolls = room > 1 || box.scrollHeight > box.clientHeight + 1;
      const ownStop = scrolls && !box.querySelector(FOCUSABLE);
      if (ownStop !== box.hasAttribute('tabindex')) {
        if (ownStop) box.setAttribute('tabindex', '0');
        else box.removeAttribute('tabindex');
      }
    };
    measure();
    box.addEventListener('scroll', markSides, { passive: true, capture: true });
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    resize?.observe(box);
    // The table itself changes size when columns are shown or hidden, or rows come and go.
    if (box.firstElementChild) resize?.observe(box.firstElementChild);
    return () => {
      box.removeEventListener('scroll', markSides, { capture: true });
      resize?.disconnect();
    };
  }, [box]);
}

const NOTHING_SELECTED = { all: false, some: false };

/** Where a table re-pins its columns for a phone (forPhone). */
const PHONE_QUERY = '(max-width: 767px)';

const TABLE_CLASSES = Table.classes;
const TD_CLASS = `${TABLE_CLASSES.td} mantine-Table-td`;
/** The selection cell lays the checkbox out (cell-controls.tsx CellCheckbox). */
const CHECK_TD_CLASS = `${TD_CLASS} ht-check-cell`;
const TR_CLASS = `${TABLE_CLASSES.tr} mantine-Table-tr ht-row`;
const TBODY_CLASS = `${TABLE_CLASSES.tbody} mantine-Table-tbody`;

type VirtualRowsProps<Row> = {
  scrollBox: HTMLDivElement | null;
  rows: readonly Row[];
  /** The key of the row at an index, read without building the row where it can be (compact-rows.ts). */
  keyAt(index: number): string;
  layout: RowLayout<Row>;
  headerRows: number;
  /** undefined: the table has no selection column. */
  selected: ReadonlySet<string> | undefined;
  onToggle(key: string): void;
  onRowClick?(row: Row, index: number): void;
  overscan: number;
  virtualizer?: VirtualizerOverrides;
  /** The body's row when there are no rows (empty or loading). */
  empty: ReactNode;
};

/**
 * The body: a box of the rows' total height holding the rows in view. The one component a scroll
 * frame re-renders: it alone follows the virtualizer.
 */
function VirtualRows<Row>({ scrollBox, rows, keyAt, layout, headerRows, selected, onToggle, onRowClick, overscan, virtualizer: overrides, empty }: VirtualRowsProps<Row>) {
  // Rows have one fixed height and are never measured, so the virtualizer keeps its own key, the index:
  // a key of ours would be asked of every row (100,000 at 'all') whenever the rows change, building each
  // one. The rows in view get their keys below.
  const estimateSize = useCallback(() => layout.height, [layout.height]);
  const extractors = useMemo(rowWindowExtractors, []);
  // The virtualizer of the last render: a scroll has already set its state when this render runs.
  const last = useRef<Virtualizer<HTMLDivElement, HTMLTableRowElement> | null>(null);
  const rangeExtractor = last.current?.isScrolling ? extractors.scrolling : extractors.resting;
  const virtualizer = useVirtualizer({ count: rows.length, getScrollElement: () => scrollBox, estimateSize, overscan, rangeExtractor, observeElementRect: observeRowsRect, ...overrides });
  last.current = virtualizer;
  useScrollWork(virtualizer.isScrolling);
  const items = virtualizer.getVirtualItems();
  useRecycledFocus(scrollBox);
  // Rows are recycled: keyed by their place in the window, so a row entering the view takes over the
  // elements at that place and its cells are updated in place rather than built anew (a fast scroll
  // replaces every row each frame, and ~30 new elements per row, each styled from scratch, cost more
  // than a frame has). Places, unlike keys that follow the rows, never make React move a row in the
  // DOM; the price, a row crossing the edge updates every row in view, is bounded by the window.
  const first = items.length > 0 ? items[0].index : 0;
  // Contained only with rows: the empty row sizes the body by its content.
  const body: CSSProperties =
    rows.length > 0 ? { display: 'block', boxSizing: 'border-box', paddingTop: items.length > 0 ? items[0].start : 0, height: virtualizer.getTotalSize(), contain: 'strict' } : { display: 'block' };
  return (
    // biome-ignore lint/a11y/noRedundantRoles: laid out as a block, not a table: the implicit role would be dropped
    <tbody role="rowgroup" className={TBODY_CLASS} style={body}>
      {items.map((item) => {
        const key = keyAt(item.index);
        return (
          <BodyRow
            key={item.index - first}
            rowKey={key}
            row={rows[item.index]}
            index={item.index}
            ariaIndex={item.index + 1 + headerRows}
            layout={layout}
            selected={selected ? selected.has(key) : undefined}
            onToggle={selected ? onToggle : undefined}
            onRowClick={onRowClick}
          />
        );
      })}
      {rows.length === 0 && empty}
    </tbody>
  );
}

export function DataTable<Row>(props: DataTableProps<Row>) {
  useSignals();
  const { tableId, label, rows, rowKey, loading = false, sort, onSortChange, selectedKeys, onSelectionChange, onRowClick } = props;
  const rowHeight = props.rowHeight ?? ROW_HEIGHT;
  // The box in state, not a ref: the body's virtualizer must hear when it is there.
  const [scrollBox, setScrollBox] = useState<HTMLDivElement | null>(null);

  const phone = useMediaQuery(PHONE_QUERY) ?? false;
  const columns = useMemo(() => orderForFixed((phone ? forPhone : (c: Column<Row>[]) => c)(visibleColumns(props.columns))), [props.columns, phone]);
  const leaves = useMemo(() => leafColumns(columns), [columns]);
  const selectable = Boolean(onSelectionChange);
  const leading = selectable ? SELECTION_WIDTH : 0;
  const offsets = useMemo(() => stickyOffsets(leaves, leading), [leaves, leading]);
  const tracks = useMemo(() => gridTracks(leaves, leading), [leaves, leading]);
  const layout = useMemo(() => rowLayout(leaves, offsets, selectionSticky(leaves), rowHeight), [leaves, offsets, rowHeight]);
  useScrollEdges(scrollBox);
  const headerRows = columns.some((column) => column.children?.length) ? 2 : 1;

  const keyAt = useCallback(
    (index: number) => {
      // A row the virtualizer asks for while the rows are being replaced: its index is key enough.
      if (index >= rows.length) return String(index);
      if (typeof rowKey !== 'function') return String(fieldOf(rows, index, rowKey));
      const row = rows[index];
      return row === undefined || row === null ? String(index) : String(rowKey(row, index));
    },
    [rowKey, rows],
  );

  // Back to the first row when the page's key says so, not when the box first appears.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the reset key is the trigger, the body needs only the box
  useEffect(() => {
    if (scrollBox) scrollBox.scrollTop = 0;
  }, [props.resetScrollKey]);

  const selected = useMemo(() => new Set(selectedKeys ?? []), [selectedKeys]);
  // Every key of the page, built only when the selection needs them: not before the first paint of 'all'.
  const pageKeys = useCallback(() => Array.from({ length: rows.length }, (_, index) => keyAt(index)), [rows.length, keyAt]);
  // O(rows) once per change of rows or selection while something is selected, not on every scroll frame.
  const coverage = useMemo(() => {
    if (!selectable || selected.size === 0) return NOTHING_SELECTED;
    const keys = pageKeys();
    const count = keys.reduce((n, key) => n + (selected.has(key) ? 1 : 0), 0);
    return { all: keys.length > 0 && count === keys.length, some: count > 0 };
  }, [selectable, selected, pageKeys]);
  const selection: Selection | undefined = selectable ? { ...coverage, onToggleAll: () => onSelectionChange?.(coverage.all ? [] : pageKeys()) } : undefined;
  const toggle = useCallback((key: string) => onSelectionChange?.(selected.has(key) ? [...selected].filter((k) => k !== key) : [...selected, key]), [onSelectionChange, selected]);
  const span = leaves.length + (selectable ? 1 : 0);

  return (
    <Box pos="relative" data-ht="table" data-table-id={tableId} data-row-count={rows.length} data-loading={loading || undefined}>
      <Box ref={setScrollBox} style={{ maxHeight: props.maxHeight ?? TABLE_MAX_HEIGHT, overflow: 'auto' }} role="region" aria-label={label} data-ht="table-scroll" className="ht-table-scroll">
        <Table
          stickyHeader
          verticalSpacing={0}
          highlightOnHover
          withColumnBorders
          role="table"
          aria-label={label}
          aria-busy={loading}
          aria-rowcount={rows.length + headerRows}
          aria-colcount={span}
          style={{ display: 'block', minWidth: minTableWidth(leaves, leading), '--ht-row-height': `${rowHeight}px` } as CSSProperties}
        >
          <DataTableHead
            columns={columns}
            tracks={tracks}
            offsets={offsets}
            sort={sort}
            onSort={onSortChange ? (column) => onSortChange(nextSort(sort, column.prop ?? column.key)) : undefined}
            selection={selection}
          />
          <VirtualRows
            scrollBox={scrollBox}
            rows={rows}
            keyAt={keyAt}
            layout={layout}
            headerRows={headerRows}
            selected={selectable ? selected : undefined}
            onToggle={toggle}
            onRowClick={onRowClick}
            overscan={props.overscan ?? 4}
            virtualizer={props.virtualizer}
            empty={
              <Table.Tr role="row" data-ht="table-empty" style={{ display: 'block' }}>
                <Table.Td role="cell" colSpan={Math.max(1, span)} style={{ display: 'block', alignContent: 'center', textAlign: 'center', height: rowHeight * 3 }}>
                  {loading
                    ? null
                    : (props.empty ?? (
                        <Text size="sm" c="dimmed">
                          {t('ui.table.empty')}
                        </Text>
                      ))}
                </Table.Td>
              </Table.Tr>
            }
          />
        </Table>
      </Box>
      {loading && (
        <Center role="status" style={{ position: 'absolute', inset: 0, zIndex: 5, gap: 8, background: 'color-mix(in srgb, var(--mantine-color-body) 60%, transparent)' }} data-ht="table-loading">
          <Loader size="sm" />
          <Text size="sm">{t('ui.table.loading')}</Text>
        </Center>
      )}
    </Box>
  );
}
