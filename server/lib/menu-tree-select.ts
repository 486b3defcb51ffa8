/**
 * Flat grantable menus → the tree a role editor checks: one node per module on top (id: minus the
 * module id, so it never collides with a menu id), then directories, pages and their type-F
 * permissions in menu order. Pure, so the shape is testable without a database.
 */
import type { MenuTreeNode } from '../contracts/user-admin.js';

type Menu = { menu_id: number; parent_id: number; menu_name: string; menu_type: string; perms: string; module_id: number; order_num: number };
type Module = { module_id: number; module_name: string; order_num: number };

export function menuTreeSelect(modules: readonly Module[], menus: readonly Menu[]): MenuTreeNode[] {
  const ids = new Set(menus.map((m) => m.menu_id));
  const kids = new Map<number, Menu[]>();
  for (const m of menus) {
    // A menu whose parent is not grantable hangs under its module, so it can still be granted.
    const parent = ids.has(m.parent_id) ? m.parent_id : -m.module_id;
    kids.set(parent, [...(kids.get(parent) ?? []), m]);
  }
  const build = (parent: number): MenuTreeNode[] =>
    (kids.get(parent) ?? [])
      .sort((a, b) => a.order_num - b.order_num || a.menu_id - b.menu_id)
      .map((m) => {
        const children = build(m.menu_id);
        const node: MenuTreeNode = { id: m.menu_id, label: m.menu_name, menuType: m.menu_type as MenuTreeNode['menuType'] };
        if (m.perms) node.perms = m.perms;
        if (children.length) node.children = children;
        return node;
      });
  return [...modules]
    .sort((a, b) => a.order_num - b.order_num || a.module_id - b.module_id)
    .map((mod) => ({ id: -mod.module_id, label: mod.module_name, menuType: 'module' as const, children: build(-mod.module_id) }))
    .filter((node) => node.children.length > 0);
}
