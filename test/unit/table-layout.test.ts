/**
 * Tables never hide their own data (src/ui/table-layout.ts): a column is never narrower than its label
 * needs (sort mark included), and only the innermost pinned column of each side is the shadow's edge.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Column } from '../../src/ui/column-types';
import { cellFlex, forPhone, gridTracks, orderForFixed, labelWidth, minTableWidth, selectionSticky, stickyOffsets, widthOf } from '../../src/ui/table-layout';

test('a column is at least as wide as its label, sort mark included; a wide one keeps its width', () => {
  assert.ok(labelWidth('Unaudited by') > labelWidth('Unaudit'));
  assert.is(labelWidth('审核人', true) - labelWidth('审核人'), 18, 'room for the sort mark');
  assert.is(widthOf({ key: 'a', label: '用户编号', width: 90, sortable: true }), labelWidth('用户编号', true));
  assert.is(widthOf({ key: 'b', label: '备注', width: 300 }), 300);
  assert.is(widthOf({ key: 'c', label: 'Remark' }), undefined, 'a free column takes what is left');
  assert.ok(minTableWidth([{ key: 'c', label: 'A very long English header' }]) >= labelWidth('A very long English header'));
});

test('the innermost pinned column of each side is the edge; without a pinned left column the selection is', () => {
  const columns: Column[] = [
    { key: 'l1', label: 'L1', fixed: 'left', width: 100 },
    { key: 'l2', label: 'L2', fixed: 'left', width: 100 },
    { key: 'm', label: 'M' },
    { key: 'r1', label: 'R1', fixed: 'right', width: 100 },
    { key: 'r2', label: 'R2', fixed: 'right', width: 120 },
  ];
  const offsets = stickyOffsets(columns, 44);
  assert.equal(offsets.get('l1'), { side: 'left', offset: 44, edge: false });
  assert.equal(offsets.get('l2'), { side: 'left', offset: 144, edge: true });
  assert.equal(offsets.get('r1'), { side: 'right', offset: 120, edge: true });
  assert.equal(offsets.get('r2'), { side: 'right', offset: 0, edge: false });
  assert.is(selectionSticky(columns).edge, false);
  assert.is(selectionSticky(columns.filter((c) => c.fixed !== 'left')).edge, true);
});

test('on a phone the actions are no longer pinned and the key column is, unless one is pinned left already', () => {
  const columns: Column[] = [
    { key: 'no', label: 'No.' },
    { key: 'date', label: 'Date' },
    { key: 'actions', label: 'Actions', fixed: 'right', width: 200 },
  ];
  assert.equal(
    forPhone(columns).map((c) => [c.key, c.fixed]),
    [
      ['no', 'left'],
      ['date', undefined],
      ['actions', undefined],
    ],
  );
  const keyed: Column[] = [
    { key: 'a', label: 'A' },
    { key: 'name', label: 'Name', fixed: 'left' },
    { key: 'x', label: 'X', fixed: 'right' },
  ];
  assert.equal(
    forPhone(keyed).map((c) => [c.key, c.fixed]),
    [
      ['a', undefined],
      ['name', 'left'],
      ['x', undefined],
    ],
  );
  // A wide key column is narrowed so the figures beside it stay in view (a statement's line name was 320 px).
  const statement: Column[] = [
    { key: 'name', label: 'Line', width: 320 },
    { key: 'amount', label: 'Amount', width: 160 },
  ];
  assert.equal(
    forPhone(statement).map((c) => [c.key, c.fixed, c.width]),
    [
      ['name', 'left', 140],
      ['amount', undefined, 160],
    ],
  );
});

test('on a phone the column marked as its key is the one pinned, wherever it stands', () => {
  const roles: Column[] = [
    { key: 'roleId', label: 'No.', fixed: 'left', width: 80 },
    { key: 'roleKey', label: 'Key' },
    { key: 'roleName', label: 'Role name', width: 200, phoneKey: true },
    { key: 'actions', label: 'Actions', fixed: 'right', width: 200 },
  ];
  assert.equal(
    orderForFixed(forPhone(roles)).map((c) => [c.key, c.fixed, c.width]),
    [
      ['roleName', 'left', 140],
      ['roleId', undefined, 80],
      ['roleKey', undefined, undefined],
      ['actions', undefined, 200],
    ],
  );
});

test('grid tracks: set widths exact beside free columns that share the rest; all set, the unpinned stretch in proportion', () => {
  const free: Column[] = [
    { key: 'id', label: 'ID', width: 80, fixed: 'left' },
    { key: 'name', label: '名称' },
    { key: 'remark', label: '备注', width: 200 },
  ];
  assert.is(gridTracks(free, 44), `44px 80px minmax(${Math.max(80, labelWidth('名称'))}px, 1fr) 200px`);
  const allSet: Column[] = [
    { key: 'id', label: 'ID', width: 80, fixed: 'left' },
    { key: 'remark', label: '备注', width: 200 },
    { key: 'ops', label: '操作', width: 150, fixed: 'right' },
  ];
  assert.is(gridTracks(allSet), '80px minmax(200px, 200fr) 150px', 'pinned columns keep the width their sticky offsets count on');
});

test("body cells take the header's track widths as flex items: fixed, growing in proportion, or sharing the rest", () => {
  const free: Column[] = [
    { key: 'id', label: 'ID', width: 80 },
    { key: 'name', label: '名称' },
    { key: 'remark', label: '备注', width: 200 },
  ];
  assert.equal(cellFlex(free, 44), [{ flex: '0 0 44px' }, { flex: '0 0 80px' }, { flex: '1 0 0px', minWidth: Math.max(80, labelWidth('名称')) }, { flex: '0 0 200px' }]);
  const allSet: Column[] = [
    { key: 'id', label: 'ID', width: 80, fixed: 'left' },
    { key: 'remark', label: '备注', width: 200 },
    { key: 'memo', label: '摘要', width: 100 },
    { key: 'ops', label: '操作', width: 150, fixed: 'right' },
  ];
  // minmax(200px, 200fr) and minmax(100px, 100fr): a share of the room left in proportion to the width, as flex-grow gives it.
  assert.equal(cellFlex(allSet), [{ flex: '0 0 80px' }, { flex: '200 0 200px' }, { flex: '100 0 100px' }, { flex: '0 0 150px' }]);
});

test.run();
