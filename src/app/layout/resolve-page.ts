/**
 * What a path shows inside the layout: a page of a module's server routes, or one of the fixed routes.
 * Titles are resolved at render time so they follow the language.
 */
import { t } from '../../lib/i18n';
import { currentModule, isHomePage, pageIndex, type PageEntry } from '../../state/routes.model';
import type { RouteNode } from '../../../server/contracts/menu';
import { fixedRouteFor, type FixedRoute } from '../fixed-routes';
import { preloadModulePage } from '../module-pages';
import { FORBIDDEN_ROUTE, routeAccess } from '../route-access';
import { routeTitle } from '../route-title';

export type ResolvedPage =
  | { kind: 'module'; path: string; module: RouteNode; entry: PageEntry; name: string; noCache: boolean; affix: boolean }
  | { kind: 'fixed'; path: string; module: RouteNode | undefined; route: FixedRoute; name: string; noCache: boolean; affix: false };

export function resolvePage(path: string): ResolvedPage | null {
  const entry = pageIndex.value.get(path);
  if (entry) {
    const node = entry.node;
    return { kind: 'module', path, module: entry.module, entry, name: node.name, noCache: node.meta.noCache, affix: node.meta.affix || isHomePage(entry) };
  }
  const route = fixedRouteFor(path);
  if (route) return { kind: 'fixed', path, module: currentModule.value, route, name: route.name, noCache: Boolean(route.noCache), affix: false };
  // A page of the organisation outside the user's routes: a tab with the 403 panel (route-access.ts).
  if (routeAccess.value[path] === 'forbidden') return { kind: 'fixed', path, module: currentModule.value, route: FORBIDDEN_ROUTE, name: FORBIDDEN_ROUTE.name, noCache: true, affix: false };
  return null;
}

/** The page's title in the current language. */
export function pageTitle(page: ResolvedPage): string {
  return page.kind === 'module' ? routeTitle(page.entry.node.meta.title) : t(page.route.titleKey);
}

/** Breadcrumb entries after the home entry: the module page's menu trail, or the fixed page's title; keyed by their path in the menu. */
export function breadcrumbTrail(page: ResolvedPage): { key: string; title: string }[] {
  if (page.kind === 'fixed') return [{ key: page.path, title: t(page.route.titleKey) }];
  if (isHomePage(page.entry)) return [];
  let key = '';
  return page.entry.trail.slice(1).map((node) => {
    key += `/${node.path}`;
    return { key, title: routeTitle(node.meta.title) };
  });
}

/** A tab's title by its path (so it follows the language), falling back to the stored title. */
export function titleForPath(path: string, stored: string): string {
  const page = resolvePage(path);
  return page ? pageTitle(page) : routeTitle(stored);
}

/** Starts loading the code of the page at `path` ahead of its visit (a menu entry under the pointer or focus). */
export function preloadPage(path: string): void {
  const page = resolvePage(path);
  if (page?.kind === 'module') preloadModulePage(page.entry.node.component);
  else page?.route.page.preload().catch(() => undefined);
}
