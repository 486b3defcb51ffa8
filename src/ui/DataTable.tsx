/**
 * The shared data table. Page sizes go up to "all" (DESIGN.md: 500 / 1000 / 2000 / all must stay
 * smooth), so rows are virtualised: a scroll box of bounded height, fixed row height, and only the
 * visible rows plus overscan in the DOM, with two spacer rows keeping the table's own layout (sticky
 * header, sticky fixed columns, grouped headers) intact. Sorting is controlled and done by the server.
 */
import { Box, Center, Checkbox, Loader, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useSignals } from '@preact/signals-react/runtime';
import { useVirtualizer, type VirtualizerOptions } from '@tanstack/react-virtual';
import { memo, useCallback, useEffect, useMemo, useRef, type CSSProperties, type ReactElement } from 'react';
import { t } from '../lib/i18n';
import { visibleColumns } from './columns';
import type { Column, SortState } from './column-types';
import { DataTableHead, stickyEdge, stickyStyle, type Selection } from './DataTableHead';
import { cellText, forPhone, leafColumns, minTableWidth, nextSort, orderForFixed, SELECTION_WIDTH, selectionSticky, stickyOffsets, widthOf, type Sticky } from './table-layout';

export const ROW_HEIGHT = 40;
/** Leaves room for the shell's header, tabs, query form and pager; never below 320 px. */
export const TABLE_MAX_HEIGHT = 'max(320px, calc(100vh - 300px))';

/** Virtualizer seams: tests (happy-dom has no layout) give the scroll box a size here. */
export type VirtualizerOverrides = Partial<
  Pick<VirtualizerOptions<HTMLDivElement, HTMLTableRowElement>, 'initialRect' | 'observeElementRect' | 'observeElementOffset'>
>;

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
};

type BodyRowProps<Row> = {
  rowKey: string;
  row: Row;
  index: number;
  ariaIndex: number;
  leaves: readonly Column<Row>[];
  offsets: ReturnType<typeof stickyOffsets>;
  selectionPin: Sticky;
  rowHeight: number;
  /** undefined: the table has no selection column. */
  selected: boolean | undefined;
  onToggle?(key: string): void;
  onRowClick?(row: Row, index: number): void;
};

/**
 * One body row, as plain <tr>/<td> with Mantine's table classes and data attributes rather than
 * Table.Tr/Table.Td components: fast scrolling through 100,000 rows mounts a screenful of new rows
 * every frame, and each Mantine cell component costs a props-and-styles pass that plain cells do not.
 */
const BodyRow = memo(function BodyRow<Row>({ rowKey, row, index, ariaIndex, leaves, offsets, selectionPin, rowHeight, selected, onToggle, onRowClick }: BodyRowProps<Row>) {
  const cell: CSSProperties = { height: rowHeight, paddingBlock: 0, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' };
  return (
    <tr
      className={`${TABLE_CLASSES.tr} mantine-Table-tr`}
      data-with-row-border
      data-hover
      data-ht="row"
      data-row-key={rowKey}
      data-index={index}
      aria-rowindex={ariaIndex}
      aria-selected={selected}
      style={{ height: rowHeight }}
      onClick={onRowClick ? () => onRowClick(row, index) : undefined}
    >
      {selected !== undefined && (
        <td className={TD_CLASS} data-with-column-border style={{ ...cell, ...stickyStyle(selectionPin, 1) }} data-sticky-edge={stickyEdge(selectionPin)}>
          <Checkbox size="xs" aria-label={t('ui.table.selectRow', { key: rowKey })} checked={selected} onChange={() => onToggle?.(rowKey)} />
        </td>
      )}
      {leaves.map((leaf) => (
        <td key={leaf.key} className={TD_CLASS} data-with-column-border data-col={leaf.key} data-sticky-edge={stickyEdge(offsets.get(leaf.key))} style={{ ...cell, textAlign: leaf.align ?? 'left', ...stickyStyle(offsets.get(leaf.key), 1) }}>
          {leaf.render ? leaf.render(row, index) : cellText(row, leaf.prop)}
        </td>
      ))}
    </tr>
  );
}) as <Row>(props: BodyRowProps<Row>) => ReactElement;

/** What the keyboard reaches by Tab inside the scroll box (sort buttons, row checkboxes and actions, links). */
const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * Marks the scroll box with `data-scroll-left` / `data-scroll-right` while content is hidden on that side,
 * so the pinned columns' edges cast a shadow only when something passes under them. A box that scrolls but
 * holds nothing focusable gets a tab stop of its own (`tabindex="0"`), or a keyboard could never scroll it
 * (WCAG 2.1.1); it names itself by the table's label (role region, rendered). Written straight to the DOM on
 * scroll and resize: no React render per scroll frame.
 */
function useScrollEdges(ref: React.RefObject<HTMLDivElement | null>): void {
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    const mark = () => {
      const left = box.scrollLeft > 0;
      const right = box.scrollLeft + box.clientWidth < box.scrollWidth - 1;
      if (left !== box.hasAttribute('data-scroll-left')) box.toggleAttribute('data-scroll-left', left);
      if (right !== box.hasAttribute('data-scroll-right')) box.toggleAttribute('data-scroll-right', right);
      const scrolls = box.scrollWidth > box.clientWidth + 1 || box.scrollHeight > box.clientHeight + 1;
      const ownStop = scrolls && !box.querySelector(FOCUSABLE);
      if (ownStop !== box.hasAttribute('tabindex')) {
        if (ownStop) box.setAttribute('tabindex', '0');
        else box.removeAttribute('tabindex');
      }
    };
    mark();
    box.addEventListener('scroll', mark, { passive: true });
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(mark);
    resize?.observe(box);
    // The table itself changes width when columns are shown or hidden.
    if (box.firstElementChild) resize?.observe(box.firstElementChild);
    return () => {
      box.removeEventListener('scroll', mark);
      resize?.disconnect();
    };
  }, [ref]);
}

/** Where a table re-pins its columns for a phone (forPhone). */
const PHONE_QUERY = '(max-width: 767px)';

const TABLE_CLASSES = Table.classes;
const TD_CLASS = `${TABLE_CLASSES.td} mantine-Table-td`;

export function DataTable<Row>(props: DataTableProps<Row>) {
  useSignals();
  const { tableId, label, rows, rowKey, loading = false, sort, onSortChange, selectedKeys, onSelectionChange, onRowClick } = props;
  const rowHeight = props.rowHeight ?? ROW_HEIGHT;
  const scrollRef = useRef<HTMLDivElement>(null);

  const phone = useMediaQuery(PHONE_QUERY) ?? false;
  const columns = useMemo(() => orderForFixed((phone ? forPhone : (c: Column<Row>[]) => c)(visibleColumns(props.columns))), [props.columns, phone]);
  const leaves = useMemo(() => leafColumns(columns), [columns]);
  const selectable = Boolean(onSelectionChange);
  const leading = selectable ? SELECTION_WIDTH : 0;
  const offsets = useMemo(() => stickyOffsets(leaves, leading), [leaves, leading]);
  const selectionPin = useMemo(() => selectionSticky(leaves), [leaves]);
  useScrollEdges(scrollRef);
  const headerRows = columns.some((column) => column.children?.length) ? 2 : 1;

  const keyOf = useCallback(
    (row: Row | undefined, index: number) => {
      // A row the virtualizer asks for while the rows are being replaced: its index is key enough.
      if (row === undefined || row === null) return String(index);
      return String(typeof rowKey === 'function' ? rowKey(row, index) : (row as Record<string, unknown>)[rowKey]);
    },
    [rowKey],
  );
  // Stable across renders: the virtualizer rebuilds its measurements of every row (100,000 at 'all')
  // whenever getItemKey changes identity, which made each scroll frame cost a full pass.
  const getItemKey = useCallback((index: number) => keyOf(rows[index], index), [keyOf, rows]);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    getItemKey,
    overscan: props.overscan ?? 4,
    ...props.virtualizer,
  });

  useEffect(() => {
    if (scrollRef.current) scrollRef.current.scrollTop = 0;
  }, [props.resetScrollKey]);

  const selected = useMemo(() => new Set(selectedKeys ?? []), [selectedKeys]);
  const pageKeys = useMemo(() => (selectable ? rows.map((row, index) => keyOf(row, index)) : []), [selectable, rows, keyOf]);
  // O(rows) once per change of rows or selection, not on every scroll frame (100,000 rows at 'all').
  const coverage = useMemo(() => {
    const count = pageKeys.reduce((n, key) => n + (selected.has(key) ? 1 : 0), 0);
    return { all: pageKeys.length > 0 && count === pageKeys.length, some: count > 0 };
  }, [pageKeys, selected]);
  const selection: Selection | undefined = selectable
    ? { ...coverage, onToggleAll: () => onSelectionChange?.(coverage.all ? [] : pageKeys) }
    : undefined;
  const toggle = useCallback(
    (key: string) => onSelectionChange?.(selected.has(key) ? [...selected].filter((k) => k !== key) : [...selected, key]),
    [onSelectionChange, selected],
  );

  const items = virtualizer.getVirtualItems();
  const padTop = items.length > 0 ? items[0].start : 0;
  const padBottom = items.length > 0 ? virtualizer.getTotalSize() - items[items.length - 1].end : 0;
  const span = leaves.length + (selectable ? 1 : 0);

  return (
    <Box pos="relative" data-ht="table" data-table-id={tableId} data-row-count={rows.length} data-loading={loading || undefined}>
      <Box ref={scrollRef} style={{ maxHeight: props.maxHeight ?? TABLE_MAX_HEIGHT, overflow: 'auto' }} role="region" aria-label={label} data-ht="table-scroll">
        <Table
          stickyHeader
          layout="fixed"
          verticalSpacing={0}
          highlightOnHover
          withColumnBorders
          aria-label={label}
          aria-busy={loading}
          aria-rowcount={rows.length + headerRows}
          style={{ minWidth: minTableWidth(leaves, leading) }}
        >
          <colgroup>
            {selectable && <col style={{ width: SELECTION_WIDTH }} />}
            {leaves.map((leaf) => (
              <col key={leaf.key} style={{ width: widthOf(leaf) }} />
            ))}
          </colgroup>
          <DataTableHead
            columns={columns}
            offsets={offsets}
            sort={sort}
            onSort={onSortChange ? (column) => onSortChange(nextSort(sort, column.prop ?? column.key)) : undefined}
            selection={selection}
          />
          <Table.Tbody>
            {padTop > 0 && <tr aria-hidden="true" style={{ height: padTop }} />}
            {items.map((item) => {
              const key = String(item.key);
              return (
                <BodyRow
                  key={key}
                  rowKey={key}
                  row={rows[item.index]}
                  index={item.index}
                  ariaIndex={item.index + 1 + headerRows}
                  leaves={leaves}
                  offsets={offsets}
                  selectionPin={selectionPin}
                  rowHeight={rowHeight}
                  selected={selectable ? selected.has(key) : undefined}
                  onToggle={selectable ? toggle : undefined}
                  onRowClick={onRowClick}
                />
              );
            })}
            {padBottom > 0 && <tr aria-hidden="true" style={{ height: padBottom }} />}
            {rows.length === 0 && (
              <Table.Tr data-ht="table-empty">
                <Table.Td colSpan={Math.max(1, span)} style={{ textAlign: 'center', height: rowHeight * 3 }}>
                  {loading ? null : (
                    <Text size="sm" c="dimmed">
                      {t('ui.table.empty')}
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
            )}
          </Table.Tbody>
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
