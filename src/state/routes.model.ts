/**
 * The server's route tree (getRouters) and the module the user is in (SPEC.md section 2, "Dynamic
 * routes"). The module tree (moduleId and sub list) and curModule (moduleName) live in session storage,
 * so a reload keeps the user in their module.
 */
import { computed, signal } from '@preact/signals-core';
import { api } from '../lib/api';
import { bus } from '../lib/bus';
import { sessionCache } from '../lib/storage';
import { routeTitle } from '../lib/stored-texts';
import type { RouteNode, RoutersReply } from '../../server/contracts/menu';

export const INITPLAT_MODULE_ID = 3002;
const SERVICE_PLATFORM_MODULE_ID = 3003;
/** Routes whose path holds this get one detail route per approval menu item (SPEC.md section 2). */
const APPROVAL_QUERY_PATH = 'htservice/approvalInitiated/queryApproval';
export const APPROVAL_BASE = '/htservice/approvalInitiated';

/** A page reachable in a module: its full path and the chain of route nodes leading to it. */
export type PageEntry = { path: string; node: RouteNode; trail: RouteNode[]; module: RouteNode };
export type ModuleTree = { moduleId: number; sub: RouteNode[] };
export type ApprovalMenu = { path: string; menuName: string };

export const routes = signal<RouteNode[] | null>(null);
export const curModule = signal<string | null>(sessionCache.get('curModule'));
export const moduleTree = signal<ModuleTree | null>(sessionCache.getJSON<ModuleTree>('moduleTree'));

/** One entry per module the user may enter (the top-level routes). */
export const modules = computed(() => (routes.value ?? []).filter((route) => !route.hidden));

/** The module the user works in, if any. */
export const currentModule = computed(() => modules.value.find((m) => m.moduleId === moduleTree.value?.moduleId || m.meta.title === curModule.value));

/** Joins a route segment to its parent's path; absolute paths and external links stand as they are. */
export function joinPath(base: string, segment: string): string {
  if (segment.startsWith('/') || /^https?:/.test(segment)) return segment;
  return `${base.replace(/\/$/, '')}/${segment}`;
}

/** Every leaf page of a module with its full path, in menu order. */
export function pagesOf(module: RouteNode): PageEntry[] {
  const out: PageEntry[] = [];
  const walk = (node: RouteNode, base: string, trail: RouteNode[]) => {
    const path = joinPath(base, node.path);
    if (node.children?.length) for (const child of node.children) walk(child, path, [...trail, node]);
    else if (!node.meta.link) out.push({ path, node, trail: [...trail, node], module });
  };
  for (const child of module.children ?? []) walk(child, module.path, [module]);
  return out;
}

/** Every page of every module by path, built once per route tree. */
export const pageIndex = computed(() => {
  const index = new Map<string, PageEntry>();
  for (const module of modules.value) for (const page of pagesOf(module)) if (!index.has(page.path)) index.set(page.path, page);
  return index;
});

/** The path of the user's own page with this server `component` key, if their menus have it (pages find each other so). */
export function pathOfComponent(component: string): string | undefined {
  for (const [path, entry] of pageIndex.value) if (entry.node.component === component) return path;
  return undefined;
}

/**
 * The title the page at `path` has in the menu, its tab and the breadcrumb, in the UI language: a page
 * that several menus open (one record kind, the approval query) heads itself with it, so it reads the same
 * everywhere. Undefined outside the user's routes.
 */
export function pageTitleOf(path: string): string | undefined {
  const stored = pageIndex.value.get(path)?.node.meta.title;
  return stored === undefined ? undefined : routeTitle(stored);
}

/** The module whose route list holds `path` (SPEC.md: the module is chosen by matching the path). */
export function moduleForPath(path: string): RouteNode | undefined {
  return pageIndex.value.get(path)?.module ?? modules.value.find((module) => path === module.path);
}

/** A service-platform home route forces module 3003; a page is a home page when its path ends in 'index'. */
export function isHomePage(page: PageEntry): boolean {
  return page.trail.length === 2 && page.path.endsWith('/index');
}

/** The module's home page: the page whose path ends in 'index', else its first page. */
export function homeOf(module: RouteNode): PageEntry | undefined {
  const pages = pagesOf(module);
  return pages.find(isHomePage) ?? pages.find((page) => page.path.endsWith('index')) ?? pages[0];
}

/** Adds one hidden detail route per approval menu item beside the approval query route. */
export function withApprovalRoutes(tree: RouteNode[], approvals: ApprovalMenu[]): RouteNode[] {
  const addTo = (node: RouteNode): RouteNode => {
    const children = node.children?.map(addTo);
    const holder = children?.some((c) => c.path.includes(APPROVAL_QUERY_PATH));
    if (!holder) return children ? { ...node, children } : node;
    const details: RouteNode[] = approvals.map((a) => ({
      name: `ApprovalInitiated${a.path.replace(/[^A-Za-z0-9]/g, '')}`,
      path: joinPath(APPROVAL_BASE, a.path),
      hidden: true,
      component: 'service/approval/detail/index',
      moduleId: node.moduleId,
      meta: { title: a.menuName, icon: '', noCache: false, affix: false, link: null, initplatType: null, menuid: 0, activeMenu: `/${APPROVAL_QUERY_PATH}` },
    }));
    return { ...node, children: [...(children ?? []), ...details] };
  };
  return tree.map(addTo);
}

function containsApprovalQuery(tree: RouteNode[]): boolean {
  return tree.some((node) => node.path.includes(APPROVAL_QUERY_PATH) || containsApprovalQuery(node.children ?? []));
}

/** A sidebar entry after SPEC.md's menu rules: a link, or a submenu with its own entries. */
export type MenuEntry = { path: string; title: string; node: RouteNode; external: boolean; children?: MenuEntry[] };

/**
 * The module's menu as the sidebar shows it: hidden items left out; a parent with one visible child
 * shows only that child unless flagged always-show; external links keep their address.
 */
export function menuEntries(module: RouteNode): MenuEntry[] {
  const build = (node: RouteNode, base: string): MenuEntry => {
    const path = joinPath(base, node.path);
    const visible = (node.children ?? []).filter((child) => !child.hidden);
    if (visible.length === 1 && !node.alwaysShow) return build(visible[0], path);
    const entry: MenuEntry = { path: node.meta.link ?? path, title: node.meta.title, node, external: Boolean(node.meta.link) };
    if (visible.length > 0) entry.children = visible.map((child) => build(child, path));
    return entry;
  };
  return (module.children ?? []).filter((child) => !child.hidden).map((child) => build(child, module.path));
}

/** SPEC.md section 9: the menu container is calc(100% - 130px) in the service platform (3003), else calc(100% - 90px). */
export function menuContainerHeight(moduleId: number | undefined): string {
  return moduleId === SERVICE_PLATFORM_MODULE_ID ? 'calc(100% - 130px)' : 'calc(100% - 90px)';
}

/**
 * SPEC.md section 6: in the initialisation area (3002) only fixed tabs flagged for initplat show; elsewhere
 * those are hidden. Fixed tabs of other modules than the current one are hidden too.
 */
export function showsFixedTab(meta: { affix?: boolean; initplatType?: string | null }, tabModuleId: number | undefined, currentModuleId: number | undefined): boolean {
  if (!meta.affix) return true;
  if (currentModuleId === INITPLAT_MODULE_ID) return Boolean(meta.initplatType);
  return !meta.initplatType && (tabModuleId === undefined || tabModuleId === currentModuleId);
}

/** Routes and approval forms are asked for together, so sign-in does not wait for a second round trip. */
export async function generateRoutes(): Promise<void> {
  const [reply, approvals] = await Promise.all([
    api.get<RoutersReply>('/htservice/menu/getRouters'),
    api.get<{ data: ApprovalMenu[] }>('/htservice/menu/getApprovalMenuList').then(
      (r) => r.data,
      () => [] as ApprovalMenu[],
    ),
  ]);
  setRoutes(reply.data, approvals);
}

/** Takes the route tree and approval forms (fetched, or carried by the token answer). */
export function setRoutes(tree: RouteNode[], approvals: ApprovalMenu[]): void {
  routes.value = containsApprovalQuery(tree) ? withApprovalRoutes(tree, approvals) : tree;
}

export function resetRoutes(): void {
  routes.value = null;
}

/** Records the module the user works in; survives reloads through session storage. */
export function enterModule(module: RouteNode): void {
  if (curModule.value === module.meta.title && moduleTree.value?.moduleId === module.moduleId) return;
  const previous = moduleTree.value?.moduleId;
  curModule.value = module.meta.title;
  moduleTree.value = { moduleId: module.moduleId, sub: module.children ?? [] };
  sessionCache.set('curModule', module.meta.title);
  sessionCache.setJSON('moduleTree', moduleTree.value);
  if (previous !== undefined) bus.emit('module:left', { moduleId: previous });
  bus.emit('module:entered', { moduleId: module.moduleId, moduleName: module.meta.title });
  bus.emit('addHeart', { moduleId: module.moduleId });
}

/** Visiting /login, /module/module or /initplat/login clears the stored module name. */
export function clearModule(): void {
  const previous = moduleTree.value?.moduleId;
  curModule.value = null;
  moduleTree.value = null;
  sessionCache.remove('curModule');
  sessionCache.remove('moduleTree');
  if (previous !== undefined) bus.emit('module:left', { moduleId: previous });
}
