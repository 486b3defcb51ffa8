/**
 * Pure logic of the menu-management page: the rows of its tree table (one row per module, its menus
 * below), the choices of the parent picker, and the form's checks (the server's rules, said early).
 */
import type { MenuType, SysMenu } from '../../../server/contracts/menu-manage';
import { textsUnder, type KeysUnder } from '../../lib/i18n';
import { routeTitle } from '../../lib/stored-texts';
import { treeRows } from '../../ui/tree-rows';

/** A text of the menu page (`system.menu.*`). */
export const menuText = textsUnder('system.menu');

export type ModuleInfo = { moduleId: number; moduleName: string; icon?: string };
/** A row of the tree table: a module (synthetic, not a menu) or a menu. */
/** `icon`: a module row's (a menu row's is its menu's). */
export type MenuItem = { key: string; parentKey: string | null; moduleId: number; name: string; icon?: string; menu?: SysMenu };

export const moduleKey = (moduleId: number) => `module-${moduleId}`;
const ROOT_PARENT = '0';

/**
 * Module rows first (every module given, plus any a menu names), then the menus under them, named in the
 * UI language (route-title dictionary). With `onlyModulesWithMenus` (a search) modules without a hit are left out.
 */
export function menuItems(menus: readonly SysMenu[], modules: readonly ModuleInfo[], onlyModulesWithMenus = false): MenuItem[] {
  const names = new Map(modules.map((m) => [m.moduleId, m.moduleName]));
  const icons = new Map(modules.map((m) => [m.moduleId, m.icon]));
  for (const m of menus) if (!names.has(m.moduleId)) names.set(m.moduleId, String(m.moduleId));
  const used = new Set(menus.map((m) => m.moduleId));
  const ids = new Set(menus.map((m) => m.menuId));
  const moduleRows: MenuItem[] = [...names]
    .filter(([id]) => !onlyModulesWithMenus || used.has(id))
    .map(([moduleId, name]) => ({ key: moduleKey(moduleId), parentKey: null, moduleId, name: routeTitle(name), icon: icons.get(moduleId) }));
  const menuRows = [...menus]
    .sort((a, b) => a.orderNum - b.orderNum || a.menuId - b.menuId)
    .map(
      (menu): MenuItem => ({
        key: String(menu.menuId),
        // A search hit whose parent did not match hangs under its module.
        parentKey: menu.parentId !== 0 && ids.has(menu.parentId) ? String(menu.parentId) : moduleKey(menu.moduleId),
        moduleId: menu.moduleId,
        name: routeTitle(menu.menuName),
        menu,
      }),
    );
  return [...moduleRows, ...menuRows];
}

export const itemAccessors = { keyOf: (i: MenuItem) => i.key, parentOf: (i: MenuItem) => i.parentKey };

const PARENT_TYPES: Record<MenuType, readonly MenuType[]> = { M: ['M'], C: ['M'], F: ['M', 'C'] };

/**
 * Choices of the parent picker: the top level (value '0', except for buttons), then the menus of the
 * module that may hold this type, indented by depth; never the menu itself or its descendants, and
 * for a shared menu only shared parents.
 */
export function parentOptions(menus: readonly SysMenu[], o: { moduleId: number; menuType: MenuType; shared: boolean; editingId?: number; topLabel: string }) {
  const items = menus.filter((m) => m.moduleId === o.moduleId).map((menu) => ({ key: String(menu.menuId), parentKey: menu.parentId ? String(menu.parentId) : null, menu }));
  const all = new Set(items.map((i) => i.key));
  const rows = treeRows(items, { keyOf: (i) => i.key, parentOf: (i) => i.parentKey }, all);
  const excluded = new Set<string>();
  const options: Array<{ value: string; label: string; depth: number }> = o.menuType === 'F' ? [] : [{ value: ROOT_PARENT, label: o.topLabel, depth: 0 }];
  for (const row of rows) {
    const m = row.item.menu;
    const inside = o.editingId === m.menuId || (m.parentId !== 0 && excluded.has(String(m.parentId)));
    if (inside) excluded.add(row.key);
    if (inside || !PARENT_TYPES[o.menuType].includes(m.menuType) || (o.shared && m.orgCode !== null)) continue;
    options.push({ value: row.key, label: routeTitle(m.menuName), depth: row.depth });
  }
  return options;
}

export type MenuDraft = {
  menuName: string;
  menuType: MenuType;
  moduleId: string;
  parentId: string;
  orderNum: number | string;
  path: string;
  component: string;
  query: string;
  isFrame: '0' | '1';
  isCache: '0' | '1';
  visible: '0' | '1';
  status: '0' | '1';
  perms: string;
  icon: string;
};

const ROUTE_PATH = /^\/?[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*$/;
const COMPONENT_KEY = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*$/;

/** Which fields a menu of this type (and link flag) shows in the form. */
export function shownFields(draft: Pick<MenuDraft, 'menuType' | 'isFrame'>) {
  const route = draft.menuType !== 'F';
  const page = draft.menuType === 'C' && draft.isFrame === '1';
  return { isFrame: draft.menuType === 'C', path: route, component: page, query: page, isCache: page, perms: draft.menuType !== 'M', visible: route };
}

/** Problems by field, as text keys of `system.menu.*` (the page translates them). */
export function checkDraft(draft: MenuDraft): Record<string, KeysUnder<'system.menu'>> {
  const errors: Record<string, KeysUnder<'system.menu'>> = {};
  const shown = shownFields(draft);
  if (!draft.menuName.trim()) errors.menuName = 'nameRequired';
  if (!draft.moduleId) errors.moduleId = 'moduleRequired';
  // A button hangs below a directory or a page, never at the top level.
  if (!draft.parentId || (draft.menuType === 'F' && draft.parentId === ROOT_PARENT)) errors.parentId = 'parentRequired';
  if (shown.path) {
    const path = draft.path.trim();
    if (!path) errors.path = 'pathRequired';
    else if (draft.menuType === 'C' && draft.isFrame === '0') {
      if (!/^https?:\/\/\S+$/i.test(path)) errors.path = 'linkInvalid';
    } else if (!ROUTE_PATH.test(path)) errors.path = 'pathInvalid';
  }
  if (shown.component) {
    const component = draft.component.trim();
    if (!component) errors.component = 'componentRequired';
    else if (!COMPONENT_KEY.test(component)) errors.component = 'componentInvalid';
  }
  const order = Number(draft.orderNum);
  if (draft.orderNum === '' || !Number.isInteger(order) || order < 0 || order > 9999) errors.orderNum = 'orderInvalid';
  return errors;
}

/** The request body of a draft: only what this type keeps. */
export function draftBody(draft: MenuDraft) {
  const shown = shownFields(draft);
  return {
    menuName: draft.menuName.trim(),
    menuType: draft.menuType,
    moduleId: Number(draft.moduleId),
    parentId: Number(draft.parentId),
    orderNum: Number(draft.orderNum),
    path: shown.path ? draft.path.trim() : '',
    component: shown.component ? draft.component.trim() : '',
    query: shown.query ? draft.query.trim() : '',
    isFrame: shown.isFrame ? draft.isFrame : '1',
    isCache: draft.isCache,
    visible: draft.visible,
    status: draft.status,
    perms: shown.perms ? draft.perms.trim() : '',
    icon: draft.icon.trim() || '#',
  };
}
