/**
 * A resource page's list call asks for the compact list answer at 'all' and turns it back into the rows a
 * table takes, each row built when first read: a table of 100,000 compact rows builds the rows it draws.
 */
import { MantineProvider } from '@mantine/core';
import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { PAGE_SIZE_ALL } from '../../shared/wire-constants';
import { configureApi } from '../../src/lib/api';
import { registerMessages } from '../../src/lib/i18n';
import type { Column } from '../../src/ui/column-types';
import { compactRows, fieldOf } from '../../src/ui/compact-rows';
import { crudCalls, expandRows } from '../../src/ui/crud/crud-calls';
import type { CrudResource } from '../../src/ui/crud/crud-types';
import { DataTable } from '../../src/ui/DataTable';
import { uiTexts } from '../../src/ui/ui-texts';

registerMessages('zh', uiTexts.zh);

/** Compact values whose second field counts its reads: building a row reads every field, a key only the first. */
function countedValues(count: number): { values: unknown[][]; built: () => number } {
  let reads = 0;
  const values = Array.from({ length: count }, (_, i) => {
    const cells: unknown[] = [i, undefined];
    Object.defineProperty(cells, 1, { get: () => (reads++, `行 ${i}`), enumerable: true });
    return cells;
  });
  return { values, built: () => reads };
}

test("compact answers become rows; an answer in RuoYi's shape passes through", () => {
  const compact = {
    code: 200,
    msg: '操作成功',
    total: 12,
    fields: ['dictCode', 'dictLabel', 'remark'],
    rows: [
      [1, '男', null],
      [2, '女', ''],
    ],
  };
  assert.equal(expandRows(compact), {
    rows: [
      { dictCode: 1, dictLabel: '男', remark: null },
      { dictCode: 2, dictLabel: '女', remark: '' },
    ],
    total: 12,
  });
  const plain = { rows: [{ dictCode: 1 }], total: 1 };
  assert.is(expandRows(plain), plain);
});

test("the list call asks for the compact answer at page size 'all' only (unprojected resource), and gives rows either way", async () => {
  configureApi({
    feedback: { message() {}, notify() {}, confirm: async () => false, relogin() {}, closeWindow() {}, currentPath: () => '/' },
    token: () => 'tok',
    language: () => 'zh-CN',
  });
  const asked: URLSearchParams[] = [];
  const realFetch = globalThis.fetch;
  // A server that answers as server/lib/list-query.ts listReply does.
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const query = new URL(new Request(input, init).url).searchParams;
    asked.push(query);
    const body =
      query.get('format') === 'compact'
        ? { code: 200, msg: 'ok', total: 1, fields: ['postId', 'postName'], rows: [[3, '前台']] }
        : { code: 200, msg: 'ok', total: 1, rows: [{ postId: 3, postName: '前台' }] };
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  try {
    const calls = crudCalls({ base: '/htservice/post' } as CrudResource<{ postId: number; postName: string }>);
    const page = await calls.list({ pageNum: 1, pageSize: 10 });
    const all = await calls.list({ pageNum: 1, pageSize: PAGE_SIZE_ALL });
    assert.equal(
      asked.map((q) => q.get('format')),
      [null, 'compact'],
    );
    assert.equal(page, { code: 200, msg: 'ok', total: 1, rows: [{ postId: 3, postName: '前台' }] });
    assert.equal(all, { total: 1, rows: [{ postId: 3, postName: '前台' }] });
  } finally {
    globalThis.fetch = realFetch;
  }
});

test('compact rows read as an array of plain rows, each built once, keys read without building', () => {
  const { values, built } = countedValues(5);
  const rows = compactRows<{ id: number; name: string }>(['id', 'name'], values);
  assert.is(fieldOf(rows, 3, 'id'), 3);
  assert.is(built(), 0, 'a key builds no row');
  assert.is(rows.length, 5);
  assert.equal(rows[2], { id: 2, name: '行 2' });
  const first = rows[2];
  assert.ok(rows[2] === first, 'the same row object on every read');
  assert.is(built(), 1);
  assert.is(rows[5], undefined);
  assert.ok(Array.isArray(rows));
  assert.equal(
    rows.map((row) => row.name),
    ['行 0', '行 1', '行 2', '行 3', '行 4'],
  );
  assert.equal(JSON.parse(JSON.stringify(rows))[4], { id: 4, name: '行 4' });
  assert.equal(Object.keys(rows), ['0', '1', '2', '3', '4']);
  assert.is([...rows].length, 5);
  assert.is(built(), 5, 'a reader of every row builds every row, once');
  assert.is(fieldOf([{ id: 9 }], 0, 'id'), 9, 'plain rows are read as they are');
});

test("a table of 100,000 compact rows builds the rows it draws; select all takes every row's key without building it", async () => {
  const { values, built } = countedValues(100_000);
  type Row = { id: number; name: string };
  const columns: Column<Row>[] = [
    { key: 'id', label: 'ID', prop: 'id', width: 80 },
    { key: 'name', label: 'Name', prop: 'name', width: 200 },
  ];
  const chosen: string[][] = [];
  const viewport = { width: 800, height: 400 };
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  await act(async () =>
    root.render(
      createElement(
        MantineProvider,
        null,
        createElement(DataTable<Row>, {
          tableId: 'compact',
          label: 'Compact',
          columns,
          rows: compactRows<Row>(['id', 'name'], values),
          rowKey: 'id',
          selectedKeys: [],
          onSelectionChange: (keys) => chosen.push(keys),
          virtualizer: { initialRect: viewport, observeElementRect: (_v, cb) => (cb(viewport), () => {}) },
        }),
      ),
    ),
  );
  try {
    const drawn = host.querySelectorAll('[data-ht="row"]');
    assert.ok(drawn.length > 5, `rows drawn (${drawn.length})`);
    assert.is(drawn[1].getAttribute('data-row-key'), '1');
    assert.is(drawn[1].querySelector('[data-col="name"]')!.textContent, '行 1');
    assert.ok(built() <= drawn.length, `only the rows drawn were built (${built()})`);
    const before = built();
    await act(async () => host.querySelector<HTMLInputElement>('[data-ht="select-all"] input, input[data-ht="select-all"]')!.click());
    assert.is(chosen[0].length, 100_000);
    assert.is(chosen[0][99_999], '99999');
    assert.is(built(), before, 'the keys built no row');
  } finally {
    await act(async () => root.unmount());
    host.remove();
  }
});

test.run();
