/** Route tree of `GET /htservice/menu/getRouters`. Types only. */
import type { LicenceState } from './org-registration.js';

export type RouteMeta = {
  title: string;
  icon: string;
  noCache: boolean;
  affix: boolean;
  link: string | null;
  /** '1' marks a page of the initialisation platform. */
  initplatType: string | null;
  menuid: number;
  activeMenu?: string;
};

/**
 * The session organisation's licence of a module, on module nodes, so module selection shows it without
 * another call. 'missing': the organisation holds no licence, and entering the module is refused (heartbeat).
 */
export type ModuleLicence = { state: LicenceState | 'missing'; expiresOn: string | null; daysLeft: number | null };

/**
 * One route. The top level holds one entry per module (component 'Layout', moduleId set, path '/<module>');
 * leaf components are page keys such as 'system/config/index' that module descriptors resolve.
 */
export type RouteNode = {
  name: string;
  path: string;
  hidden: boolean;
  redirect?: string;
  component: string;
  alwaysShow?: boolean;
  query?: string;
  moduleId: number;
  meta: RouteMeta;
  children?: RouteNode[];
  /** Module nodes only. */
  licence?: ModuleLicence;
};

export type RoutersReply = { code: number; msg: string; data: RouteNode[] };
