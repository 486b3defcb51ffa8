/**
 * A tree (Element's tree-select shape: id, label, disabled, children) as the options of one Mantine
 * Select, each with its depth, drawn indented by `indentedOption` (indented-option.tsx) so the label a
 * screen reader, a search and a script see stays the plain name: the department picker of the user, voucher and asset forms. Mantine has no
 * tree select; an indented, searchable list reads the same and keeps the Select's keyboard and
 * accessibility. Disabled nodes stay visible (they place their children) but cannot be chosen, unless
 * one is the value a record already holds (`keep`), which must stay shown.
 */
import type { FieldOption } from './crud/crud-types';

export type TreeNode = { id: number; label: string; disabled?: boolean; children?: TreeNode[] };
export type TreeOption = FieldOption & { disabled?: boolean; depth: number };

/** Depth-first options; `exclude` leaves out nodes with their whole subtree (a department and those below it, as a parent). */
export function treeOptions(nodes: readonly TreeNode[], options: { exclude?: number; keep?: string | null } = {}): TreeOption[] {
  const out: TreeOption[] = [];
  const visit = (node: TreeNode, depth: number) => {
    if (node.id === options.exclude) return;
    const value = String(node.id);
    out.push({ value, label: node.label, depth, ...(node.disabled && value !== options.keep ? { disabled: true } : {}) });
    for (const child of node.children ?? []) visit(child, depth + 1);
  };
  for (const node of nodes) visit(node, 0);
  return out;
}

/** Flat rows with parent ids (0 or a missing parent = top level) as a tree, siblings in input order. */
export function nestRows<R>(rows: readonly R[], of: (row: R) => { id: number; parentId: number; label: string; disabled?: boolean }): TreeNode[] {
  const nodes = new Map<number, TreeNode>();
  for (const row of rows) {
    const r = of(row);
    nodes.set(r.id, { id: r.id, label: r.label, ...(r.disabled ? { disabled: true } : {}) });
  }
  const roots: TreeNode[] = [];
  for (const row of rows) {
    const r = of(row);
    const parent = r.parentId !== r.id ? nodes.get(r.parentId) : undefined;
    if (parent) (parent.children ??= []).push(nodes.get(r.id)!);
    else roots.push(nodes.get(r.id)!);
  }
  return roots;
}
