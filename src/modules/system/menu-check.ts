/**
 * Checking a role's menu tree (pure, so the rules are unit-tested). Every node stands for a grant of
 * its own: a page is granted even when none of its buttons is, so the tree cannot derive a parent's
 * state from its leaves (which Mantine's own check state does). Instead:
 * - checking a node checks it, everything below it and everything above it (a button needs its page
 *   and directory to be reachable);
 * - unchecking a node unchecks it and everything below it;
 * - a node shows as indeterminate when it is checked but something below it is not.
 * Module nodes (negative ids) are groups, never grants.
 */
export type CheckNode = { id: number; children?: CheckNode[] };
export type CheckState = 'checked' | 'indeterminate' | 'unchecked';

function below(node: CheckNode): number[] {
  return (node.children ?? []).flatMap((k) => [k.id, ...below(k)]);
}

/** The path of ids from a root down to `id` (inclusive), or null. */
function pathTo(nodes: readonly CheckNode[], id: number): number[] | null {
  for (const n of nodes) {
    if (n.id === id) return [n.id];
    const rest = pathTo(n.children ?? [], id);
    if (rest) return [n.id, ...rest];
  }
  return null;
}

function find(nodes: readonly CheckNode[], id: number): CheckNode | null {
  for (const n of nodes) {
    if (n.id === id) return n;
    const hit = find(n.children ?? [], id);
    if (hit) return hit;
  }
  return null;
}

const isGroup = (id: number) => id < 0;

/** A module group counts as checked when all its grants are; otherwise a node is as stored. */
export function stateOf(node: CheckNode, checked: ReadonlySet<number>): CheckState {
  const all = below(node).filter((id) => !isGroup(id));
  const some = all.some((id) => checked.has(id));
  if (isGroup(node.id)) return all.length > 0 && all.every((id) => checked.has(id)) ? 'checked' : some ? 'indeterminate' : 'unchecked';
  if (!checked.has(node.id)) return 'unchecked';
  return all.every((id) => checked.has(id)) ? 'checked' : 'indeterminate';
}

/** The checked set after toggling `id` (checks when it is not fully checked, else unchecks). */
export function toggle(tree: readonly CheckNode[], checked: ReadonlySet<number>, id: number): Set<number> {
  const node = find(tree, id);
  if (!node) return new Set(checked);
  const next = new Set(checked);
  const subtree = [node.id, ...below(node)].filter((k) => !isGroup(k));
  if (stateOf(node, checked) === 'checked') {
    for (const k of subtree) next.delete(k);
  } else {
    for (const k of [...subtree, ...(pathTo(tree, id) ?? [])]) if (!isGroup(k)) next.add(k);
  }
  return next;
}
