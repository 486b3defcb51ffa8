/**
 * The department pickers and page logic: a tree as indented select options (disabled nodes shown but not
 * chosen unless already held, a subtree left out), flat rows nested by parent, the department page's
 * parent choices (never itself or below itself) and its form checks.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Dept } from '../../server/contracts/dept';
import { checkDeptDraft, deptBody, newDeptDraft, parentOptions } from '../../src/modules/system/dept-tree';
import { nestRows, treeOptions, type TreeNode } from '../../src/ui/tree-options';

const tree: TreeNode[] = [
  {
    id: 1,
    label: '总经办',
    children: [
      { id: 2, label: '前厅部', children: [{ id: 4, label: '总台', disabled: true }] },
      { id: 3, label: '财务部' },
    ],
  },
];

test('a tree as options with their depths (plain labels), depth first; disabled ones not chosen unless held; a subtree left out', () => {
  assert.equal(treeOptions(tree), [
    { value: '1', label: '总经办', depth: 0 },
    { value: '2', label: '前厅部', depth: 1 },
    { value: '4', label: '总台', depth: 2, disabled: true },
    { value: '3', label: '财务部', depth: 1 },
  ]);
  assert.equal(treeOptions(tree, { keep: '4' })[2], { value: '4', label: '总台', depth: 2 });
  assert.equal(
    treeOptions(tree, { exclude: 2 }).map((o) => o.value),
    ['1', '3'],
  );
});

test('flat rows nest by parent; a missing parent or a row naming itself makes a root', () => {
  const rows = [
    { id: 2, parentId: 1, label: 'b' },
    { id: 1, parentId: 0, label: 'a' },
    { id: 3, parentId: 99, label: 'orphan' },
    { id: 5, parentId: 5, label: 'self' },
  ];
  const nested = nestRows(rows, (r) => r);
  assert.equal(
    nested.map((n) => n.label),
    ['a', 'orphan', 'self'],
  );
  assert.equal(nested[0].children, [{ id: 2, label: 'b' }]);
});

const dept = (deptId: number, parentId: number, deptName: string, orderNum = 0, status: '0' | '1' = '0'): Dept => ({
  deptId,
  orgId: 1,
  parentId,
  deptCode: `D${deptId}`,
  deptName,
  orderNum,
  leaderUserId: null,
  leader: '',
  status,
  createTime: '2025-01-01 00:00:00',
  version: 1,
});

test('parent choices: the top level, then the tree by order, never the department itself or one below it', () => {
  const depts = [dept(3, 1, '财务部', 2), dept(1, 0, '总经办'), dept(2, 1, '前厅部', 1), dept(4, 2, '总台', 1, '1')];
  const all = parentOptions(depts, { topLabel: '顶级' });
  assert.equal(
    all.map((o) => [o.label, o.depth]),
    [
      ['顶级', 0],
      ['总经办', 1],
      ['前厅部', 2],
      ['总台', 3],
      ['财务部', 2],
    ],
  );
  assert.ok(all[3].disabled, 'a disabled department takes no new children');
  assert.equal(
    parentOptions(depts, { topLabel: '顶级', editingId: 2 }).map((o) => o.value),
    ['0', '1', '3'],
  );
});

test('form checks said early, and the body sent', () => {
  assert.equal(checkDeptDraft({ ...newDeptDraft(0), deptName: ' ', deptCode: 'a b', orderNum: -1 }), { deptName: 'nameRequired', deptCode: 'codeInvalid', orderNum: 'orderInvalid' });
  assert.equal(checkDeptDraft({ ...newDeptDraft(1), deptName: '前厅部', deptCode: 'FO', orderNum: 3 }), {});
  assert.equal(deptBody({ ...newDeptDraft(1), deptName: ' 前厅部 ', deptCode: 'FO', orderNum: '3', leaderUserId: '7' }), {
    parentId: 1,
    deptName: '前厅部',
    deptCode: 'FO',
    orderNum: 3,
    leaderUserId: 7,
    status: '0',
  });
});

test.run();
