/** The role editor's check rules: a node is a grant of its own; checking pulls in parents and children, unchecking drops children. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { stateOf, toggle, type CheckNode } from '../../src/modules/system/menu-check';

// Module -1: directory 10 with page 11 (buttons 12, 13) and page 14 (no buttons).
const TREE: CheckNode[] = [{ id: -1, children: [{ id: 10, children: [{ id: 11, children: [{ id: 12 }, { id: 13 }] }, { id: 14 }] }] }];
const sorted = (s: Set<number>) => [...s].sort((a, b) => a - b);

test('checking a button grants its page and directory, not its siblings', () => {
  const next = toggle(TREE, new Set(), 12);
  assert.equal(sorted(next), [10, 11, 12]);
  assert.is(stateOf(TREE[0].children![0].children![0], next), 'indeterminate');
  assert.is(stateOf(TREE[0], next), 'indeterminate');
});

test('a page granted without its buttons stays granted (shown indeterminate)', () => {
  const checked = new Set([10, 11]);
  assert.is(stateOf(TREE[0].children![0].children![0], checked), 'indeterminate');
  assert.is(stateOf({ id: 14 }, checked), 'unchecked');
});

test('checking a module grants everything in it; unchecking a page drops its buttons only', () => {
  const all = toggle(TREE, new Set(), -1);
  assert.equal(sorted(all), [10, 11, 12, 13, 14]);
  assert.is(stateOf(TREE[0], all), 'checked');
  const less = toggle(TREE, all, 11);
  assert.equal(sorted(less), [10, 14]);
  assert.equal(sorted(toggle(TREE, all, -1)), []);
});

test('an unknown id changes nothing', () => {
  assert.equal(sorted(toggle(TREE, new Set([14]), 99)), [14]);
});

test.run();
