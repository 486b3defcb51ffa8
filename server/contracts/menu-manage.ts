/**
 * Menu management and the route table on the wire (RuoYi's menu field names plus moduleId, orgCode,
 * menuKey and version; DESIGN.md section 4). Types only.
 *
 * Menus with orgCode null are shared by every organisation; the others belong to that organisation.
 * A caller sees the shared menus and those of the session's organisation; only the platform
 * administrator (role 'admin') changes shared menus.
 */
import type { Status } from './common.js';

export type MenuType = 'M' | 'C' | 'F';

export type SysMenu = {
  menuId: number;
  menuName: string;
  /** 0: top level of its module. */
  parentId: number;
  orderNum: number;
  path: string;
  component: string;
  query: string;
  /** '0' external link (path is an http(s) address), '1' a page of the app. */
  isFrame: '0' | '1';
  /** '0' kept alive, '1' not cached. */
  isCache: '0' | '1';
  menuType: MenuType;
  /** '0' shown, '1' hidden. */
  visible: '0' | '1';
  status: Status;
  perms: string;
  icon: string;
  moduleId: number;
  /** null: shared by every organisation. */
  orgCode: string | null;
  /** The seeded menu this row is (menuReset restores it); null for menus added later. */
  menuKey: string | null;
  /** Send back on PUT: a stale version is refused with 409. */
  version: number;
};

/**
 * `POST /htservice/menu`. `orgCode` absent: the session's organisation; '' or null: shared (platform
 * administrator only); any other organisation → 403.
 */
export type MenuBody = {
  menuName: string;
  menuType: MenuType;
  moduleId: number;
  parentId?: number;
  orderNum?: number;
  path?: string;
  component?: string;
  query?: string;
  isFrame?: '0' | '1';
  isCache?: '0' | '1';
  visible?: '0' | '1';
  status?: Status;
  perms?: string;
  icon?: string;
  orgCode?: string | null;
};
/** `PUT /htservice/menu`: menuId and the version last read, every other field optional. */
export type MenuUpdate = Partial<MenuBody> & { menuId: number; version: number };

export type MenuListReply = { code: number; msg: string; data: SysMenu[] };

/** `GET /htservice/menu/menuReset?type=<moduleId>|all`: what the reset did. */
export type MenuResetResult = { removed: number; restored: number; reverted: number; routes: number };

/** A row of `GET /htservice/SysRoute/list`: the full address of a page route. */
export type SysRoute = { routeId: number; routeAddr: string; menuId: number; menuName: string; moduleId: number; orgCode: string | null };

/** `POST /htservice/SysRoute/getRouteIdByAddr` (body `{ routeAddr }` or the address as plain text). */
export type RouteIdReply = { code: number; msg: string; data: { routeId: number; menuId: number; routeAddr: string } };
