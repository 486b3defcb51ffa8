/**
 * The header of a DataTable: one row, or two when columns are grouped (groups span their children,
 * plain columns span both rows). Sortable headers are real buttons so keyboard users and scripts can
 * sort; `aria-sort` tells assistive technology the current order.
 *
 * Laid out as a CSS grid on the body rows' tracks (DataTable.tsx: the table is not laid out as a table);
 * the roles keep its table semantics. One row: the row is the grid. Two rows: the header is the grid and
 * its rows only group cells (display: contents), so a plain column's cell can span both rows.
 */
import { Checkbox, Table, UnstyledButton } from '@mantine/core';
import type { CSSProperties } from 'react';
import { t } from '../lib/i18n';
import type { Column, SortState } from './column-types';
import { groupSticky, leafColumns, SELECTION_WIDTH, selectionSticky, type Sticky } from './table-layout';

export type Selection = { all: boolean; some: boolean; onToggleAll(): void };

type HeadProps<Row> = {
  columns: readonly Column<Row>[];
  /** The grid tracks of the leaf columns (gridTracks). */
  tracks: string;
  offsets: Map<string, Sticky>;
  sort?: SortState | null;
  onSort?(column: Column<Row>): void;
  selection?: Selection;
};

/** Inline sticky placement of a fixed cell; the body colour keeps scrolled cells from showing through. */
function stickyStyle(sticky: Sticky | undefined, layer: number): CSSProperties | undefined {
  if (!sticky) return undefined;
  return { position: 'sticky', [sticky.side]: sticky.offset, zIndex: layer, background: 'var(--mantine-color-body)' };
}

/** The innermost pinned cell of a side carries `data-sticky-edge`: shell.css shadows it while content passes under. */
export const stickyEdge = (sticky: Sticky | undefined) => (sticky?.edge ? sticky.side : undefined);

/** Grid placement of header cells when there are two rows: both rows, the first only, the second only. */
const BOTH_ROWS: CSSProperties = { gridRow: '1 / span 2' };
const FIRST_ROW: CSSProperties = { gridRow: '1' };
const SECOND_ROW: CSSProperties = { gridRow: '2' };
const CELL: CSSProperties = { alignContent: 'center' };

export function DataTableHead<Row>({ columns, tracks, offsets, sort, onSort, selection }: HeadProps<Row>) {
  const grouped = columns.some((column) => column.children?.length);
  const rowSpan = grouped ? 2 : undefined;
  const spanning = grouped ? BOTH_ROWS : undefined;
  const leaves = leafColumns(columns);
  const grid: CSSProperties = { display: 'grid', gridTemplateColumns: tracks };
  const rowStyle: CSSProperties = grouped ? { display: 'contents' } : grid;
  return (
    <Table.Thead role="rowgroup" style={grouped ? grid : { display: 'block' }}>
      <Table.Tr role="row" aria-rowindex={1} style={rowStyle}>
        {selection && (
          <Table.Th
            role="columnheader"
            rowSpan={rowSpan}
            w={SELECTION_WIDTH}
            style={{ ...CELL, ...spanning, ...stickyStyle(selectionSticky(leaves), 3) }}
            data-sticky-edge={stickyEdge(selectionSticky(leaves))}
          >
            <Checkbox size="xs" aria-label={t('ui.table.selectAll')} checked={selection.all} indeterminate={selection.some && !selection.all} onChange={selection.onToggleAll} data-ht="select-all" />
          </Table.Th>
        )}
        {columns.map((column) =>
          column.children?.length ? (
            <Table.Th
              key={column.key}
              role="columnheader"
              colSpan={leafColumns([column]).length}
              style={{ ...CELL, ...FIRST_ROW, gridColumn: `span ${leafColumns([column]).length}`, textAlign: 'center', ...stickyStyle(groupSticky(column, offsets), 3) }}
              data-sticky-edge={stickyEdge(groupSticky(column, offsets))}
              data-column-key={column.key}
            >
              {column.label}
            </Table.Th>
          ) : (
            <HeaderCell key={column.key} column={column} rowSpan={rowSpan} place={spanning} sticky={offsets.get(column.key)} sort={sort} onSort={onSort} />
          ),
        )}
      </Table.Tr>
      {grouped && (
        <Table.Tr role="row" aria-rowindex={2} style={rowStyle}>
          {columns
            .filter((column) => column.children?.length)
            .flatMap((group) => leafColumns([group]))
            .map((leaf) => (
              <HeaderCell key={leaf.key} column={leaf} place={SECOND_ROW} sticky={offsets.get(leaf.key)} sort={sort} onSort={onSort} />
            ))}
        </Table.Tr>
      )}
    </Table.Thead>
  );
}

type CellProps<Row> = { column: Column<Row>; rowSpan?: number; place?: CSSProperties; sticky?: Sticky; sort?: SortState | null; onSort?(column: Column<Row>): void };

function HeaderCell<Row>({ column, rowSpan, place, sticky, sort, onSort }: CellProps<Row>) {
  const prop = column.prop ?? column.key;
  const order = sort?.prop === prop ? sort.order : undefined;
  const sortable = Boolean(column.sortable && onSort);
  return (
    <Table.Th
      role="columnheader"
      rowSpan={rowSpan}
      aria-sort={sortable ? (order ?? 'none') : undefined}
      style={{ ...CELL, ...place, textAlign: column.align ?? 'left', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis', ...stickyStyle(sticky, 3) }}
      data-sticky-edge={stickyEdge(sticky)}
      data-column-key={column.key}
      // A label cut by a narrow column is still readable on hover.
      title={sortable ? undefined : column.label}
    >
      {sortable ? (
        <UnstyledButton onClick={() => onSort?.(column)} title={t('ui.table.sortBy', { label: column.label })} fw={600} fz="sm" data-ht="sort" data-sort={order ?? 'none'}>
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
