/**
 * Tree rows of a flat table, the tree cell and the expansion hook: depth-first order, collapsed branches hidden,
 * orphans as roots, a toggle button named after its row, and what the tree pages open and when.
 */
import { MantineProvider } from '@mantine/core';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { locale, registerMessages } from '../../src/lib/i18n';
import { TreeCell } from '../../src/ui/TreeCell';
import { branchKeys, treeRows } from '../../src/ui/tree-rows';
import { uiTexts } from '../../src/ui/ui-texts';
import { useTreeExpansion } from '../../src/ui/use-tree-expansion';

registerMessages('zh', uiTexts.zh);

type Node = { id: string; parent: string | null };
const nodes: Node[] = [
  { id: 'a', parent: null },
  { id: 'a1', parent: 'a' },
  { id: 'a1x', parent: 'a1' },
  { id: 'a2', parent: 'a' },
  { id: 'b', parent: null },
  { id: 'lost', parent: 'gone' },
];
const acc = { keyOf: (n: Node) => n.id, parentOf: (n: Node) => n.parent };
const view = (expanded: string[]) => treeRows(nodes, acc, new Set(expanded)).map((r) => `${'-'.repeat(r.depth)}${r.key}${r.hasChildren ? (r.expanded ? '▾' : '▸') : ''}`);

test('collapsed: the roots only, an item whose parent is missing among them', () => {
  assert.equal(view([]), ['a▸', 'b', 'lost']);
});

test('expanded branches show their children in order, one level deeper each', () => {
  assert.equal(view(['a']), ['a▾', '-a1▸', '-a2', 'b', 'lost']);
  assert.equal(view(['a', 'a1']), ['a▾', '-a1▾', '--a1x', '-a2', 'b', 'lost']);
  assert.equal(view(['a1']), ['a▸', 'b', 'lost'], 'a child of a collapsed parent stays hidden');
  assert.equal(view(['b']), ['a▸', 'b', 'lost'], 'a leaf is never "expanded"');
});

test('branch keys expand everything; a cycle in the data shows each item once', () => {
  assert.equal(branchKeys(nodes, acc).sort(), ['a', 'a1']);
  const looped = [
    { id: 'x', parent: null },
    { id: 'y', parent: 'x' },
    { id: 'z', parent: 'y' },
    { id: 'x', parent: 'z' },
  ];
  assert.equal(
    treeRows(looped, acc, new Set(['x', 'y', 'z'])).map((r) => r.key),
    ['x', 'y', 'z'],
  );
});

test('the tree cell indents by depth and names its toggle after the row', async () => {
  locale.value = 'zh'; // other files of the tier may have switched it
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  let toggled = 0;
  const render = (expanded: boolean, hasChildren = true) =>
    act(async () =>
      root.render(
        <MantineProvider>
          <TreeCell depth={2} hasChildren={hasChildren} expanded={expanded} label="系统管理" onToggle={() => (toggled += 1)}>
            系统管理
          </TreeCell>
        </MantineProvider>,
      ),
    );
  await render(false);
  const button = host.querySelector<HTMLButtonElement>('[data-ht="tree-toggle"]')!;
  assert.is(button.getAttribute('aria-label'), '展开系统管理');
  assert.is(button.getAttribute('aria-expanded'), 'false');
  assert.is((host.querySelector('[data-depth]') as HTMLElement).style.paddingInlineStart, '36px');
  await act(async () => button.click());
  assert.is(toggled, 1);
  await render(true);
  assert.is(host.querySelector('[data-ht="tree-toggle"]')!.getAttribute('aria-label'), '折叠系统管理');
  await render(false, false);
  assert.is(host.querySelector('[data-ht="tree-toggle"]'), null, 'a leaf has no toggle');
  await act(async () => root.unmount());
  host.remove();
});

/** What a tree page gets from the hook, as of its last render. */
let seen: ReturnType<typeof useTreeExpansion<Node>>;
function Probe({ openAll, resetKey }: { openAll: boolean; resetKey: string }) {
  seen = useTreeExpansion(nodes, acc, { openAll, resetKey });
  return null;
}

test('the expansion: all open or none at first, one row or all toggled, a saved row revealed, the start again for new filters', async () => {
  const root = createRoot(document.createElement('div'));
  const show = (openAll: boolean, resetKey: string) => act(async () => root.render(<Probe openAll={openAll} resetKey={resetKey} />));
  const keys = () => seen.rows.map((r) => r.key);
  const everything = ['a', 'a1', 'a1x', 'a2', 'b', 'lost'];

  await show(true, '');
  assert.equal(keys(), everything);
  assert.ok(seen.allOpen);
  await act(async () => seen.toggle('a1'));
  assert.equal(keys(), ['a', 'a1', 'a2', 'b', 'lost']);
  assert.not.ok(seen.allOpen);
  await act(async () => seen.toggleAll());
  assert.equal(keys(), everything, 'not all open: the toolbar opens all');
  await act(async () => seen.toggleAll());
  assert.equal(keys(), ['a', 'b', 'lost'], 'all open: the toolbar closes all');
  await show(true, 'name=x');
  assert.equal(keys(), everything, 'new filters: back to all open');
  await show(false, '');
  assert.equal(keys(), ['a', 'b', 'lost'], 'none open at first');
  await act(async () => seen.reveal('a'));
  assert.equal(keys(), ['a', 'a1', 'a2', 'b', 'lost'], 'a revealed branch opens, the others stay');
  await act(async () => root.unmount());
});

test.run();
