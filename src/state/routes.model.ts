/**
 * The server's route tree (getRouters) and the module the user is in. The module tree (moduleId and sub
 * list) and curModule (moduleName) live in session storage, as SPEC.md section 3 says, so a reload keeps
 * the user in their module.
 */
import { computed, signal } from '@preact/signals-react';
import { api } from '../lib/api';
import { bus } from '../lib/bus';
import { sessionCache } from '../lib/storage';
import type { RouteNode, RoutersReply } from '../../server/contracts/menu';

export const INITPLAT_MODULE_ID = 3002;
export const SERVICE_PLATFORM_MODULE_ID = 3003;

/** A page reachable in a module: its full path and the chain of route nodes leading to it. */
export type PageEntry = { path: string; node: RouteNode; trail: RouteNode[] };
export type ModuleTree = { moduleId: number; sub: RouteNode[] };

export const routes = signal<RouteNode[] | null>(null);
export const curModule = signal<string | null>(sessionCache.get('curModule'));
export const moduleTree = signal<ModuleTree | null>(sessionCache.getJSON<ModuleTree>('moduleTree'));

/** One entry per module the user may enter (the top-level routes). */
export const modules = computed(() => (routes.value ?? []).filter((route) => !route.hidden));

export async function generateRoutes(): Promise<void> {
  const reply = await api.get<RoutersReply>('/htservice/menu/getRouters');
  routes.value = reply.data;
}

export function resetRoutes(): void {
  routes.value = null;
}

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
    else out.push({ path, node, trail: [...trail, node] });
  };
  for (const child of module.children ?? []) walk(child, module.path, [module]);
  return out;
}

/** The module whose route list holds `path` (SPEC.md: the module is chosen by matching the path). */
export function moduleForPath(path: string): RouteNode | undefined {
  return modules.value.find((module) => pagesOf(module).some((page) => page.path === path) || path === module.path);
}

/** The module's home page: the page whose path ends in 'index', else its first page. */
export function homeOf(module: RouteNode): PageEntry | undefined {
  const pages = pagesOf(module);
  return pages.find((page) => page.path.endsWith('/index')) ?? pages[0];
}

/** Records the module the user works in; survives reloads through session storage. */
export function enterModule(module: RouteNode): void {
  if (curModule.value === module.meta.title && moduleTree.value?.moduleId === module.moduleId) return;
  curModule.value = module.meta.title;
  moduleTree.value = { moduleId: module.moduleId, sub: module.children ?? [] };
  sessionCache.set('curModule', module.meta.title);
  sessionCache.setJSON('moduleTree', moduleTree.value);
  bus.emit('module:entered', { moduleId: module.moduleId, moduleName: module.meta.title });
}

/** Visiting /login, /module/module or /initplat/login clears the stored module name. */
export function clearModule(): void {
  curModule.value = null;
  moduleTree.value = null;
  sessionCache.remove('curModule');
  sessionCache.remove('moduleTree');
}
