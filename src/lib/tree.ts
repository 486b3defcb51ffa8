/** Builds a tree from flat rows (SPEC.md section 9 defaults: id, parentId, children, root 0). */

export type TreeOptions = { id?: string; parentId?: string; children?: string; rootId?: unknown };

/**
 * Returns the rows whose parent is `rootId` (or whose parent is missing from the list), each with its
 * descendants under `children`. Rows are copied, never mutated; order within a level is kept.
 */
export function handleTree<T extends Record<string, unknown>>(rows: readonly T[], options: TreeOptions = {}): (T & Record<string, unknown>)[] {
  const id = options.id ?? 'id';
  const parentId = options.parentId ?? 'parentId';
  const children = options.children ?? 'children';
  const rootId = options.rootId ?? 0;

  const nodes = rows.map((row) => ({ ...row, [children]: [] as unknown[] }) as T & Record<string, unknown>);
  const byId = new Map<unknown, T & Record<string, unknown>>();
  for (const node of nodes) byId.set(node[id], node);

  const roots: (T & Record<string, unknown>)[] = [];
  for (const node of nodes) {
    const parent = node[parentId] === rootId ? undefined : byId.get(node[parentId]);
    if (parent && parent !== node) (parent[children] as unknown[]).push(node);
    else roots.push(node);
  }
  return roots;
}
