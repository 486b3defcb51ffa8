/**
 * Tree rows for a flat table (a menu tree in DataTable): the items in depth-first order with their
 * depth, whether they have children and are expanded, leaving out the descendants of collapsed items.
 * Pure and linear in the number of items, so a tree of thousands re-flattens on every toggle cheaply.
 * An item whose parent is not among the items (a search hit whose parent did not match) is a root.
 */
export type TreeRow<T> = { item: T; key: string; depth: number; hasChildren: boolean; expanded: boolean };

export type TreeAccessors<T> = { keyOf(item: T): string; parentOf(item: T): string | null };

function childIndex<T>(items: readonly T[], { keyOf, parentOf }: TreeAccessors<T>): { roots: T[]; children: Map<string, T[]> } {
  const keys = new Set(items.map(keyOf));
  const roots: T[] = [];
  const children = new Map<string, T[]>();
  for (const item of items) {
    const parent = parentOf(item);
    if (parent === null || !keys.has(parent) || parent === keyOf(item)) roots.push(item);
    else children.set(parent, [...(children.get(parent) ?? []), item]);
  }
  return { roots, children };
}

/** The visible rows: roots, and the children of expanded rows below them (input order within a level). */
export function treeRows<T>(items: readonly T[], accessors: TreeAccessors<T>, expanded: ReadonlySet<string>): TreeRow<T>[] {
  const { roots, children } = childIndex(items, accessors);
  const out: TreeRow<T>[] = [];
  const seen = new Set<string>();
  const visit = (item: T, depth: number) => {
    const key = accessors.keyOf(item);
    if (seen.has(key)) return; // a cycle in the data shows each item once
    seen.add(key);
    const kids = children.get(key) ?? [];
    const open = expanded.has(key);
    out.push({ item, key, depth, hasChildren: kids.length > 0, expanded: open && kids.length > 0 });
    if (open) for (const kid of kids) visit(kid, depth + 1);
  };
  for (const root of roots) visit(root, 0);
  return out;
}

/** Keys of every item that has children ("expand all"). */
export function branchKeys<T>(items: readonly T[], accessors: TreeAccessors<T>): string[] {
  return [...childIndex(items, accessors).children.keys()];
}
