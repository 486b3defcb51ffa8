/** Tree building with SPEC.md's defaults: id, parentId, children, root 0. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { handleTree } from '../../src/lib/tree';

const rows = [
  { id: 1, parentId: 0, name: 'root a' },
  { id: 2, parentId: 1, name: 'a child' },
  { id: 3, parentId: 2, name: 'a grandchild' },
  { id: 4, parentId: 0, name: 'root b' },
  { id: 5, parentId: 99, name: 'orphan' },
];

test('nests rows under their parents, keeping order, roots at 0', () => {
  const tree = handleTree(rows);
  assert.equal(
    tree.map((n) => n.name),
    ['root a', 'root b', 'orphan'],
  );
  const a = tree[0] as unknown as { children: { name: string; children: { name: string }[] }[] };
  assert.is(a.children[0].name, 'a child');
  assert.is(a.children[0].children[0].name, 'a grandchild');
});

test('does not mutate the input rows', () => {
  handleTree(rows);
  assert.not.ok('children' in rows[0]);
});

test('takes other field names and another root id', () => {
  const tree = handleTree(
    [
      { menuId: 10, pid: -1 },
      { menuId: 11, pid: 10 },
    ],
    { id: 'menuId', parentId: 'pid', children: 'kids', rootId: -1 },
  );
  assert.is(tree.length, 1);
  assert.equal(
    (tree[0].kids as { menuId: number }[]).map((k) => k.menuId),
    [11],
  );
});

test.run();
