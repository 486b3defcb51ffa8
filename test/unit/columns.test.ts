/** Column customisation (SPEC.md sections 3 and 5): merging a saved list with the page's defaults. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mergeColumns, moveColumn, parseSavedColumns, serializeColumns, shownFields, visibleColumns } from '../../src/ui/columns';
import type { Column, SavedColumn } from '../../src/ui/column-types';

const defaults: Column[] = [
  { key: 'code', label: 'Code', prop: 'code', fixed: 'left', width: 100 },
  { key: 'name', label: 'Name', prop: 'name', width: 160 },
  { key: 'status', label: 'Status', prop: 'status', disabled: true },
  { key: 'remark', label: 'Remark', prop: 'remark', show: false },
  {
    key: 'amounts',
    label: 'Amounts',
    children: [
      { key: 'debit', label: 'Debit', prop: 'debit' },
      { key: 'credit', label: 'Credit', prop: 'credit' },
    ],
  },
];
const keys = (columns: Column[]) => columns.map((c) => c.key);

test('no saved list: the defaults as they are', () => {
  assert.equal(keys(mergeColumns(defaults, null)), ['code', 'name', 'status', 'remark', 'amounts']);
  assert.is(mergeColumns(defaults, null)[3].show, false);
});

test('saved order, show and width win for keys that still exist', () => {
  const saved: SavedColumn[] = [
    { key: 'remark', show: true, width: 300 },
    { key: 'name', show: false, width: 90, label: 'Old label', prop: 'hacked' },
    { key: 'code' },
    { key: 'status' },
    { key: 'amounts', children: [{ key: 'credit' }, { key: 'debit', show: false }] },
  ];
  const merged = mergeColumns(defaults, saved);
  assert.equal(keys(merged), ['remark', 'name', 'code', 'status', 'amounts']);
  assert.is(merged[0].show, true);
  assert.is(merged[0].width, 300);
  assert.is(merged[1].show, false);
  assert.is(merged[1].width, 90);
  assert.is(merged[1].label, 'Name', 'labels come from the page, not the saved text');
  assert.is(merged[1].prop, 'name');
  assert.equal(keys(merged[4].children!), ['credit', 'debit']);
  assert.is(merged[4].children![1].show, false);
});

test('new default columns are appended; removed ones are dropped', () => {
  const merged = mergeColumns(defaults, [{ key: 'gone', show: true }, { key: 'name' }, { key: 'code' }]);
  assert.equal(keys(merged), ['name', 'code', 'status', 'remark', 'amounts']);
});

test('fixed and disabled columns can never be hidden', () => {
  const merged = mergeColumns(defaults, [
    { key: 'code', show: false },
    { key: 'status', show: false },
  ]);
  assert.is(merged.find((c) => c.key === 'code')!.show, true);
  assert.is(merged.find((c) => c.key === 'status')!.show, true);
  assert.equal(keys(visibleColumns(merged)), ['code', 'status', 'name', 'amounts']);
});

test('a bad saved width is ignored', () => {
  const merged = mergeColumns(defaults, [{ key: 'name', width: -5 }]);
  assert.is(merged[0].width, 160);
});

test('serialize then parse keeps the SPEC.md fields and drops renderers', () => {
  const withRender: Column[] = [{ ...defaults[1], render: () => 'x', sortable: true, align: 'center' }, defaults[4]];
  const text = serializeColumns(withRender);
  const parsed = parseSavedColumns(text)!;
  assert.equal(parsed[0], { key: 'name', label: 'Name', show: true, prop: 'name', width: 160, align: 'center', sortable: true });
  assert.not.ok(text.includes('render'));
  assert.equal(
    parsed[1].children!.map((c) => c.key),
    ['debit', 'credit'],
  );
  assert.equal(keys(mergeColumns(defaults, parsed)).slice(0, 2), ['name', 'amounts']);
});

test('unreadable stored content means "use the defaults"', () => {
  assert.is(parseSavedColumns('not json'), null);
  assert.is(parseSavedColumns('{"key":"a"}'), null);
  assert.is(parseSavedColumns(''), null);
  assert.equal(parseSavedColumns('[{"key":"a"},3,null,{"nokey":1}]'), [{ key: 'a' }]);
});

test('visibleColumns drops a group whose children are all hidden; moveColumn stays in bounds', () => {
  const merged = mergeColumns(defaults, [
    {
      key: 'amounts',
      children: [
        { key: 'debit', show: false },
        { key: 'credit', show: false },
      ],
    },
  ]);
  assert.not.ok(keys(visibleColumns(merged)).includes('amounts'));
  assert.equal(moveColumn(['a', 'b', 'c'], 0, 1), ['b', 'a', 'c']);
  assert.equal(moveColumn(['a', 'b', 'c'], 0, -1), ['a', 'b', 'c']);
});

test('shownFields: the props of the visible leaf columns, group children included, hidden ones left out', () => {
  const columns: Column[] = [
    { key: 'code', label: 'ID', prop: 'dictCode', disabled: true, show: false },
    { key: 'label', label: 'Label', prop: 'dictLabel' },
    { key: 'hidden', label: 'Remark', prop: 'remark', show: false },
    {
      key: 'group',
      label: 'Group',
      children: [
        { key: 'v', label: 'Value', prop: 'dictValue' },
        { key: 's', label: 'Sort', prop: 'dictSort', show: false },
      ],
    },
    { key: 'actions', label: 'Actions' },
  ];
  assert.equal(shownFields(columns), ['dictCode', 'dictLabel', 'dictValue']);
});

test.run();
