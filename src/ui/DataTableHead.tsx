/**
 * The header of a DataTable: one row, or two when columns are grouped (groups span their children,
 * plain columns span both rows). Sortable headers are real buttons so keyboard users and scripts can
 * sort; `aria-sort` tells assistive technology the current order.
 */
import { Checkbox, Table, UnstyledButton } from '@mantine/core';
import type { CSSProperties } from 'react';
import { t } from '../lib/i18n';
import type { Column, SortState } from './column-types';
import { groupSticky, leafColumns, SELECTION_WIDTH, selectionSticky, type Sticky } from './table-layout';

export type Selection = { all: boolean; some: boolean; onToggleAll(): void };

type HeadProps<Row> = {
  columns: readonly Column<Row>[];
  offsets: Map<string, Sticky>;
  sort?: SortState | null;
  onSort?(column: Column<Row>): void;
  selection?: Selection;
};

/** Inline sticky placement of a fixed cell; the body colour keeps scrolled cells from showing through. */
export function stickyStyle(sticky: Sticky | undefined, layer: number): CSSProperties | undefined {
  if (!sticky) return undefined;
  return { position: 'sticky', [sticky.side]: sticky.offset, zIndex: layer, background: 'var(--mantine-color-body)' };
}

/** The innermost pinned cell of a side carries `data-sticky-edge`: shell.css shadows it while content passes under. */
export const stickyEdge = (sticky: Sticky | undefined) => (sticky?.edge ? sticky.side : undefined);

export function DataTableHead<Row>({ columns, offsets, sort, onSort, selection }: HeadProps<Row>) {
  const grouped = columns.some((column) => column.children?.length);
  const rowSpan = grouped ? 2 : undefined;
  const leaves = leafColumns(columns);
  return (
    <Table.Thead>
      <Table.Tr aria-rowindex={1}>
        {selection && (
          <Table.Th rowSpan={rowSpan} w={SELECTION_WIDTH} style={stickyStyle(selectionSticky(leaves), 3)} data-sticky-edge={stickyEdge(selectionSticky(leaves))}>
            <Checkbox
              size="xs"
              aria-label={t('ui.table.selectAll')}
              checked={selection.all}
              indeterminate={selection.some && !selection.all}
              onChange={selection.onToggleAll}
              data-ht="select-all"
            />
          </Table.Th>
        )}
        {columns.map((column) =>
          column.children?.length ? (
            <Table.Th
              key={column.key}
              colSpan={leafColumns([column]).length}
              style={{ textAlign: 'center', ...stickyStyle(groupSticky(column, offsets), 3) }}
              data-sticky-edge={stickyEdge(groupSticky(column, offsets))}
              data-column-key={column.key}
            >
              {column.label}
            </Table.Th>
          ) : (
            <HeaderCell key={column.key} column={column} rowSpan={rowSpan} sticky={offsets.get(column.key)} sort={sort} onSort={onSort} />
          ),
        )}
      </Table.Tr>
      {grouped && (
        <Table.Tr aria-rowindex={2}>
          {columns
            .filter((column) => column.children?.length)
            .flatMap((group) => leafColumns([group]))
            .map((leaf) => (
              <HeaderCell key={leaf.key} column={leaf} sticky={offsets.get(leaf.key)} sort={sort} onSort={onSort} />
            ))}
        </Table.Tr>
      )}
    </Table.Thead>
  );
}

type CellProps<Row> = { column: Column<Row>; rowSpan?: number; sticky?: Sticky; sort?: SortState | null; onSort?(column: Column<Row>): void };

function HeaderCell<Row>({ column, rowSpan, sticky, sort, onSort }: CellProps<Row>) {
  const prop = column.prop ?? column.key;
  const order = sort?.prop === prop ? sort.order : undefined;
  const sortable = Boolean(column.sortable && onSort);
  return (
    <Table.Th
      rowSpan={rowSpan}
      aria-sort={sortable ? (order ?? 'none') : undefined}
      style={{ textAlign: column.align ?? 'left', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis', ...stickyStyle(sticky, 3) }}
      data-sticky-edge={stickyEdge(sticky)}
      data-column-key={column.key}
      // A label cut by a narrow column is still readable on hover.
      title={sortable ? undefined : column.label}
    >
      {sortable ? (
        <UnstyledButton
          onClick={() => onSort?.(column)}
          title={t('ui.table.sortBy', { label: column.label })}
          fw={600}
          fz="sm"
          data-ht="sort"
          data-sort={order ?? 'none'}
        >
          {column.label}
          <span aria-hidden="true" style={{ marginInlineStart: 4, opacity: order ? 1 : 0.35 }}>
            {order === 'descending' ? '▼' : '▲'}
          </span>
        </UnstyledButton>
      ) : (
        column.label
      )}
    </Table.Th>
  );
}
