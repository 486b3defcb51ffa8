/** DataTable at the page size "all": 100,000 rows render as a small window of rows that follows scrolling. */
import { MantineProvider } from '@mantine/core';
import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { registerMessages } from '../../src/lib/i18n';
import type { Column, SortState } from '../../src/ui/column-types';
import { DataTable, ROW_HEIGHT, type DataTableProps } from '../../src/ui/DataTable';
import { RowActions } from '../../src/ui/RowActions';
import { uiTexts } from '../../src/ui/ui-texts';

registerMessages('zh', uiTexts.zh);
registerMessages('en', uiTexts.en);

type Row = { id: number; name: string; amount: number };
const rows: Row[] = Array.from({ length: 100_000 }, (_, i) => ({ id: i, name: `<b>row ${i}</b>`, amount: i * 2 }));
const columns: Column<Row>[] = [
  { key: 'id', label: 'ID', prop: 'id', width: 80, fixed: 'left', sortable: true },
  { key: 'name', label: 'Name', prop: 'name', sortable: true },
  { key: 'money', label: 'Money', children: [{ key: 'amount', label: 'Amount', prop: 'amount', align: 'right' }] },
];
/** happy-dom has no layout: the scroll box is given a 400 px high viewport through the virtualizer seam. */
const viewport = { width: 800, height: 400 };
const sized: DataTableProps<Row>['virtualizer'] = {
  initialRect: viewport,
  observeElementRect: (_instance, cb) => {
    cb(viewport);
    return () => {};
  },
};

let root: Root | undefined;
let host: HTMLElement;
async function mount(props: Partial<DataTableProps<Row>> = {}) {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  await act(async () => {
    root!.render(
      <MantineProvider>
        <DataTable tableId="t1" label="Big" columns={columns} rows={rows} rowKey="id" virtualizer={sized} {...props} />
      </MantineProvider>,
    );
  });
}
test.after.each(async () => {
  await act(async () => root?.unmount());
  host?.remove();
});

/** Scrolls the table's box so that `row` is at the top, as a wheel or a drag of the bar would. */
const scrollTo = (row: number) =>
  act(async () => {
    const scroller = host.querySelector<HTMLElement>('[data-ht="table-scroll"]')!;
    scroller.scrollTop = ROW_HEIGHT * row;
    scroller.dispatchEvent(new Event('scroll'));
  });

const renderedKeys = () => [...host.querySelectorAll('[data-ht="row"]')].map((tr) => Number(tr.getAttribute('data-row-key')));

test('renders only a window of 100,000 rows', async () => {
  await mount();
  const keys = renderedKeys();
  assert.ok(keys.length > 5, `some rows rendered (${keys.length})`);
  assert.ok(keys.length < 60, `only a few rows in the DOM (${keys.length})`);
  assert.is(keys[0], 0);
  const table = host.querySelector('[data-ht="table"]')!;
  assert.is(table.getAttribute('data-table-id'), 't1');
  assert.is(host.querySelector('table')!.getAttribute('aria-rowcount'), String(100_000 + 2));
});

test('scrolling changes which rows are rendered', async () => {
  await mount();
  const scroller = host.querySelector<HTMLElement>('[data-ht="table-scroll"]')!;
  await act(async () => {
    scroller.scrollTop = ROW_HEIGHT * 50_000;
    scroller.dispatchEvent(new Event('scroll'));
  });
  const keys = renderedKeys();
  assert.ok(keys.includes(50_005), `row 50005 is rendered after scrolling (got ${keys[0]}..${keys[keys.length - 1]})`);
  assert.not.ok(keys.includes(0), 'row 0 left the DOM');
  assert.ok(keys.length < 60);
});

test('a jump reuses the row elements in place, in the same order (no row built anew or moved)', async () => {
  await mount();
  // Away from the top first: the window there has overscan on both sides.
  await scrollTo(1000);
  const before = [...host.querySelectorAll('[data-ht="row"]')];
  await scrollTo(70_000);
  const after = [...host.querySelectorAll('[data-ht="row"]')];
  assert.is(after.length, before.length);
  for (const [i, tr] of after.entries()) assert.ok(tr === before[i], `row element ${i} kept`);
  assert.is(after[0].getAttribute('data-row-key'), after[0].getAttribute('data-index'));
  assert.ok(Number(after[0].getAttribute('data-row-key')) >= 69_990, `rows of the new place (${after[0].getAttribute('data-row-key')})`);
  assert.is(after[0].querySelector('td:nth-child(2)')!.textContent, `<b>row ${after[0].getAttribute('data-row-key')}</b>`);
});

test('a jump while scrolling renders the rows in view only, a step adds the rows ahead, the end of the scroll both sides', async () => {
  // The scroll's end is the test's to say (the browser's is a scrollend event or a timer).
  let scrollEnded = () => {};
  const observeElementOffset: NonNullable<DataTableProps<Row>['virtualizer']>['observeElementOffset'] = (instance, cb) => {
    const box = instance.scrollElement!;
    const scrolled = () => cb(box.scrollTop, true);
    scrollEnded = () => cb(box.scrollTop, false);
    box.addEventListener('scroll', scrolled);
    scrollEnded();
    return () => box.removeEventListener('scroll', scrolled);
  };
  await mount({ virtualizer: { ...sized, observeElementOffset } });
  const inView = viewport.height / ROW_HEIGHT;
  await scrollTo(1000);
  let keys = renderedKeys();
  assert.is(keys[0], 1000, 'no row above the view');
  assert.ok(keys.length <= inView + 1, `no rows below the view (${keys.length})`);
  await scrollTo(1002);
  keys = renderedKeys();
  assert.is(keys[0], 1002, 'still none above, scrolling down');
  assert.ok(keys.length > inView + 1, `the rows ahead are there (${keys.length})`);
  await act(async () => scrollEnded());
  keys = renderedKeys();
  assert.ok(keys[0] < 1002, `rows above the view again once the scroll ended (${keys[0]})`);
});

/** A cell component with state of its own: what it shows is the row it was mounted for. */
function MountedFor({ id }: { id: number }) {
  const [mountedFor] = useState(id);
  return <span data-mounted-for={mountedFor}>{id}</span>;
}

test('a recycled row draws a stateful cell anew for its new row, and reuses a stateless one', async () => {
  const cells: Column<Row>[] = [
    { key: 'id', label: 'ID', prop: 'id', width: 80 },
    { key: 'stateful', label: 'A', render: (row) => <MountedFor id={row.id} /> },
    { key: 'stateless', label: 'B', render: (row) => <b>{row.id}</b>, stateless: true },
  ];
  await mount({ columns: cells });
  const firstRow = () => host.querySelector('[data-ht="row"]')!;
  const boldBefore = firstRow().querySelector('b');
  const scroller = host.querySelector<HTMLElement>('[data-ht="table-scroll"]')!;
  await act(async () => {
    scroller.scrollTop = ROW_HEIGHT * 500;
    scroller.dispatchEvent(new Event('scroll'));
  });
  const key = firstRow().getAttribute('data-row-key');
  assert.is(firstRow().querySelector('[data-mounted-for]')!.getAttribute('data-mounted-for'), key);
  assert.ok(firstRow().querySelector('b') === boldBefore, 'the stateless cell kept its element');
  assert.is(boldBefore!.textContent, key);
});

test('a focused control follows its record when rows are recycled, and lets go when the record leaves the view', async () => {
  await mount({ selectedKeys: [], onSelectionChange: () => {} });
  await scrollTo(1000);
  const rowOf = (el: Element | null) => el?.closest('tr')?.getAttribute('data-row-key');
  // A row in view (rows around the view come and go with the scroll, row-window.ts).
  const box = [...host.querySelectorAll<HTMLInputElement>('[data-ht="row"] input[type="checkbox"]')].find((input) => rowOf(input) === '1005')!;
  const record = rowOf(box);
  box.focus();
  await scrollTo(1003);
  assert.is(rowOf(document.activeElement), record, "focus is on the same record's checkbox");
  assert.ok(document.activeElement !== box, 'which is now another element');
  await scrollTo(50_000);
  assert.not.ok(host.contains(document.activeElement), 'the record left the view: no control of another record keeps focus');
});

test('a table by its roles: header and rows on the same column tracks, the body as tall as every row', async () => {
  await mount({ selectedKeys: [], onSelectionChange: () => {} });
  const table = host.querySelector('[role="table"]')!;
  assert.is(table.getAttribute('aria-rowcount'), String(100_000 + 2));
  assert.ok(host.querySelectorAll('thead [role="row"] [role="columnheader"]').length >= 4);
  const body = host.querySelector<HTMLElement>('tbody[role="rowgroup"]')!;
  assert.is(body.style.height, `${ROW_HEIGHT * 100_000}px`);
  const row = host.querySelector<HTMLElement>('[data-ht="row"]')!;
  assert.is(row.getAttribute('role'), 'row');
  assert.ok([...row.children].every((cell) => cell.getAttribute('role') === 'cell'));
  // Grouped headers: the header is the grid; each body cell is as wide as its column's track.
  const tracks = host.querySelector<HTMLElement>('thead')!.style.gridTemplateColumns;
  assert.ok(tracks.startsWith('44px 80px'), 'the selection column, then the pinned ID');
  const cells = [...row.children] as HTMLElement[];
  assert.equal(
    cells.map((cell) => cell.style.flex),
    ['0 0 44px', '0 0 80px', '1 0 0px', '1 0 0px'],
    "the row's cells: the header's fixed tracks as fixed widths, its free ones sharing the rest",
  );
  const minimums = [...tracks.matchAll(/minmax\((\d+px), 1fr\)/g)].map((m) => m[1]);
  assert.equal(
    cells.slice(2).map((cell) => cell.style.minWidth),
    minimums,
    'a free column no narrower than its track',
  );
  await scrollTo(1000);
  assert.is(body.style.paddingTop, `${ROW_HEIGHT * Number(host.querySelector('[data-ht="row"]')!.getAttribute('data-index'))}px`, 'the rows in view sit at their place');
});

test('a recycled row keeps its action buttons and names them for its new record', async () => {
  const withActions: Column<Row>[] = [
    ...columns,
    { key: 'ops', label: 'Ops', width: 150, fixed: 'right', stateless: true, render: (row) => <RowActions record={row.id} actions={[{ label: 'Edit', name: `Edit ${row.id}`, onClick: () => {} }]} /> },
  ];
  await mount({ columns: withActions });
  await scrollTo(1000);
  const button = host.querySelector('[data-ht="row"] button')!;
  await scrollTo(1003);
  assert.ok(host.querySelector('[data-ht="row"] button') === button, 'the same button element');
  assert.is(button.getAttribute('aria-label'), `Edit ${host.querySelector('[data-ht="row"]')!.getAttribute('data-row-key')}`);
});

test('cells show server text as text, never as HTML', async () => {
  await mount();
  const cell = host.querySelector('[data-row-key="3"] td:nth-child(2)')!;
  assert.is(cell.textContent, '<b>row 3</b>');
  assert.is(cell.querySelector('b'), null);
});

test('grouped headers make two header rows; sort buttons emit the next sort', async () => {
  const seen: (SortState | null)[] = [];
  await mount({ sort: { prop: 'name', order: 'ascending' }, onSortChange: (s) => seen.push(s) });
  assert.is(host.querySelectorAll('thead tr').length, 2);
  const buttons = [...host.querySelectorAll<HTMLButtonElement>('thead button[data-ht="sort"]')];
  assert.equal(
    buttons.map((b) => b.textContent?.replace(/[▲▼]/g, '')),
    ['ID', 'Name'],
  );
  await act(async () => buttons[1].click());
  await act(async () => buttons[0].click());
  assert.equal(seen, [
    { prop: 'name', order: 'descending' },
    { prop: 'id', order: 'ascending' },
  ]);
  assert.is(host.querySelector('th[aria-sort="ascending"]')?.getAttribute('data-column-key'), 'name');
});

test('selection: select all takes the rows of the page', async () => {
  const seen: string[][] = [];
  await mount({ rows: rows.slice(0, 3), selectedKeys: ['1'], onSelectionChange: (k) => seen.push(k) });
  const all = host.querySelector<HTMLInputElement>('[data-ht="select-all"] input, input[data-ht="select-all"]')!;
  await act(async () => all.click());
  assert.equal(seen[0], ['0', '1', '2']);
  assert.is(host.querySelector('[data-row-key="1"]')!.getAttribute('aria-selected'), 'true');
});

test('empty and loading states', async () => {
  await mount({ rows: [] });
  assert.is(host.querySelector('[data-ht="table-empty"]')?.textContent, '暂无数据');
  await act(async () => root!.unmount());
  await mount({ rows: [], loading: true });
  assert.ok(host.querySelector('[role="status"]')?.textContent?.includes('加载中'));
});

/** happy-dom lays nothing out: the scroll box reports the content height it would have (`overflowing`), or its own. */
function withScrollHeight(overflowing: boolean) {
  // Shadows the getter happy-dom defines further up the prototype chain, for as long as the mount takes.
  Object.defineProperty(HTMLElement.prototype, 'scrollHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return this.dataset.ht === 'table-scroll' && overflowing ? ROW_HEIGHT * 1000 : 0;
    },
  });
  return () => void delete (HTMLElement.prototype as { scrollHeight?: number }).scrollHeight;
}
const plainColumns = columns.map((c) => ({ ...c, sortable: false }));
const scrollBox = () => host.querySelector<HTMLElement>('[data-ht="table-scroll"]')!;

test('a scroll box holding nothing focusable is a named region the keyboard reaches', async () => {
  const restore = withScrollHeight(true);
  try {
    await mount({ columns: plainColumns });
  } finally {
    restore();
  }
  assert.is(scrollBox().getAttribute('role'), 'region');
  assert.is(scrollBox().getAttribute('aria-label'), 'Big', "named by the table's label");
  assert.is(scrollBox().getAttribute('tabindex'), '0');
});

test('no tab stop of its own when the box does not scroll, or when Tab already reaches a control inside', async () => {
  let restore = withScrollHeight(false);
  try {
    await mount({ columns: plainColumns });
  } finally {
    restore();
  }
  assert.not.ok(scrollBox().hasAttribute('tabindex'), 'nothing to scroll');
  await act(async () => root?.unmount());
  host.remove();

  restore = withScrollHeight(true);
  try {
    await mount({ onSortChange: () => {} });
  } finally {
    restore();
  }
  assert.ok(scrollBox().querySelector('thead button[data-ht="sort"]'), 'sortable headers are buttons');
  assert.not.ok(scrollBox().hasAttribute('tabindex'), 'the sort buttons take the focus; arrows then scroll the box');
});

test.run();
