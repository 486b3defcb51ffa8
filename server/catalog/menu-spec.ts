/**
 * How the catalogue describes a module's menus (data only): directories (M), pages (C) naming their
 * component key, and buttons (F) carrying a permission. Every module has a home page `index` →
 * '<module>/index'. `rows.ts` turns these into menu rows with stable keys.
 */
export type MenuSpec = {
  name: string;
  path: string;
  type: 'M' | 'C' | 'F';
  component?: string;
  perms?: string;
  icon?: string;
  hidden?: boolean;
  external?: boolean;
  affix?: boolean;
  noCache?: boolean;
  initplat?: boolean;
  children?: MenuSpec[];
};

/** A module by the fixed id the shell knows (3002 initialisation platform, 3003 service platform…). */
export type ModuleSpec = { id: number; name: string; code: string; path: string; icon: string; menus: MenuSpec[] };

/** A button: [label, permission]. */
export type ButtonSpec = [label: string, perms: string];

export const home = (module: string, extra: Partial<MenuSpec> = {}): MenuSpec => ({
  name: '首页',
  path: 'index',
  type: 'C',
  component: `${module}/index`,
  icon: 'dashboard',
  affix: true,
  noCache: true,
  ...extra,
});

export const page = (name: string, path: string, component: string, perms: string, buttons: ButtonSpec[] = [], extra: Partial<MenuSpec> = {}): MenuSpec => ({
  name,
  path,
  type: 'C',
  component,
  perms,
  ...extra,
  children: buttons.map(([label, p]) => ({ name: label, path: '', type: 'F', perms: p })),
});

export const dir = (name: string, path: string, icon: string, children: MenuSpec[]): MenuSpec => ({ name, path, type: 'M', icon, children });

/** The five buttons of a record page (server/records), by action. */
const RECORD_BUTTONS: Array<[label: string, action: string]> = [
  ['查询', 'query'],
  ['新增', 'add'],
  ['修改', 'edit'],
  ['删除', 'remove'],
  ['导出', 'export'],
];

/** A record page: `<prefix>:list` and its five buttons, plus `more` buttons after them. */
export const records = (name: string, path: string, component: string, prefix: string, extra: Partial<MenuSpec> = {}, more: ButtonSpec[] = []): MenuSpec =>
  page(name, path, component, `${prefix}:list`, [...RECORD_BUTTONS.map(([label, action]): ButtonSpec => [label, `${prefix}:${action}`]), ...more], extra);
