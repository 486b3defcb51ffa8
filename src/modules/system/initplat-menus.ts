/** Pure logic of the initialisation platform's menu pages: which menus a new organisation gets, and a menu's address. */
import type { SysMenu } from '../../../server/contracts/menu-manage';

/** The shared pages and directories (orgCode null, no buttons): what every new organisation starts with. */
export const initialMenus = (menus: readonly SysMenu[]) => menus.filter((m) => m.orgCode === null && m.menuType !== 'F');

/**
 * The address a menu opens: an external link or an absolute path as it is; else its parents' paths
 * joined under the module's path (stopping at a parent with an absolute path), as the route builder does.
 */
export function menuAddress(menu: SysMenu, all: readonly SysMenu[], modulePath: string | undefined): string {
  if (menu.path.startsWith('/') || menu.isFrame === '0') return menu.path;
  const chain: string[] = [];
  for (let m: SysMenu | undefined = menu; m; m = all.find((p) => p.menuId === m!.parentId)) {
    if (m.path.startsWith('/')) return [m.path, ...chain].join('/');
    chain.unshift(m.path);
  }
  return `/${[modulePath ?? '', ...chain].filter(Boolean).join('/')}`;
}
