/**
 * The rules a menu must keep (pure, so they are unit-tested without a database):
 * - M (directory) and C (page) need a route path; a C inside the app also a component key; an
 *   external link (isFrame '0', pages only) needs an http(s) address; F (button) carries neither.
 * - The parent is 0 or an existing menu of the same module: a directory for M and C, a directory or
 *   a page for F. A shared menu (orgCode null) hangs under shared menus only, or every other hotel
 *   would see it without its parent.
 * - Children must still fit when a menu changes type (a page holds buttons only, a button nothing),
 *   and a menu with children stays in its module.
 * - No cycles: a menu never moves under itself or one of its descendants.
 */
import type { MsgKey, MsgParams } from '../i18n.js';

export type RuleMenu = {
  menu_id?: number;
  menu_name: string;
  menu_type: string;
  parent_id: number;
  path: string;
  component: string;
  is_frame: string;
  module_id: number;
  org_code: string | null;
};
export type RuleBreak = { status: 409 | 422; key: MsgKey; field: string; params?: MsgParams };

/** A route segment or an absolute route path: letters, digits, '-', '_' separated by '/'. */
const ROUTE_PATH = /^\/?[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*$/;
/** A component key such as 'system/menu/index'. */
const COMPONENT_KEY = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*$/;
const LINK = /^https?:\/\/[^\s]+$/i;

/** What each type may hang under, said per type so each language names the types in its own words. */
const PARENT_BREAKS: Record<string, MsgKey> = { M: 'menuParentM', C: 'menuParentC', F: 'menuParentF' };
const PARENTS: Record<string, readonly string[]> = { M: ['M'], C: ['M'], F: ['M', 'C'] };
const CHILDREN: Record<string, readonly string[]> = { M: ['M', 'C', 'F'], C: ['F'], F: [] };

/** What is wrong with the fields of a menu itself, or null. */
export function checkFields(menu: RuleMenu): RuleBreak | null {
  if (menu.menu_type === 'F') return null;
  if (menu.is_frame === '0') {
    if (menu.menu_type !== 'C') return { status: 422, key: 'menuLinkType', field: 'isFrame' };
    return LINK.test(menu.path) ? null : { status: 422, key: 'menuLinkInvalid', field: 'path' };
  }
  if (menu.path === '') return { status: 422, key: 'fieldRequired', field: 'path', params: { field: 'path' } };
  if (!ROUTE_PATH.test(menu.path)) return { status: 422, key: 'menuPathInvalid', field: 'path', params: { path: menu.path } };
  if (menu.menu_type === 'C') {
    if (menu.component === '') return { status: 422, key: 'fieldRequired', field: 'component', params: { field: 'component' } };
    if (!COMPONENT_KEY.test(menu.component)) return { status: 422, key: 'menuComponentInvalid', field: 'component', params: { component: menu.component } };
  }
  return null;
}

/** What is wrong with the menu's place: `parent` undefined when parent_id names no menu the caller sees. */
export function checkParent(menu: RuleMenu, parent: RuleMenu | undefined): RuleBreak | null {
  if (menu.parent_id === 0) return menu.menu_type === 'F' ? parentTypeBreak(menu.menu_type) : null;
  if (!parent) return { status: 422, key: 'menuParentUnknown', field: 'parentId', params: { id: menu.parent_id } };
  if (parent.module_id !== menu.module_id) return { status: 422, key: 'menuParentModule', field: 'parentId' };
  if (!PARENTS[menu.menu_type]?.includes(parent.menu_type)) return parentTypeBreak(menu.menu_type);
  if (menu.org_code === null && parent.org_code !== null) return { status: 422, key: 'menuParentScope', field: 'parentId' };
  return null;
}

function parentTypeBreak(type: string): RuleBreak {
  return { status: 422, key: PARENT_BREAKS[type], field: 'parentId' };
}

/** What the existing children of an edited menu forbid (a type they cannot hang under, another module). */
export function checkChildren(before: RuleMenu, after: RuleMenu, children: readonly Pick<RuleMenu, 'menu_type'>[]): RuleBreak | null {
  if (children.length === 0) return null;
  if (after.module_id !== before.module_id) return { status: 409, key: 'menuModuleChildren', field: 'moduleId', params: { name: before.menu_name } };
  if (children.some((c) => !CHILDREN[after.menu_type]?.includes(c.menu_type))) return { status: 409, key: 'menuChildrenType', field: 'menuType', params: { name: before.menu_name } };
  return null;
}

/** The ids of every menu below `rootId` (not including it), from a parent → children index. */
export function descendantsOf(rootId: number, rows: readonly { menu_id?: number; parent_id: number }[]): number[] {
  const kids = new Map<number, number[]>();
  for (const r of rows) if (r.menu_id !== undefined) kids.set(r.parent_id, [...(kids.get(r.parent_id) ?? []), r.menu_id]);
  const out: number[] = [];
  const stack = [...(kids.get(rootId) ?? [])];
  while (stack.length) {
    const id = stack.pop()!;
    if (id === rootId || out.includes(id)) continue; // a cycle already in the data must not loop forever
    out.push(id);
    stack.push(...(kids.get(id) ?? []));
  }
  return out;
}

/** Moving `menuId` under `parentId` would make a cycle. */
export function wouldCycle(menuId: number, parentId: number, rows: readonly { menu_id?: number; parent_id: number }[]): boolean {
  return parentId === menuId || descendantsOf(menuId, rows).includes(parentId);
}
