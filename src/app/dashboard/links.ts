/**
 * Where a dashboard figure leads: the page of the module that shows its rows, found in the user's own route
 * tree by its component key (menus may move a page to another path, and a page the user may not open is not
 * in their tree, so its figure simply has no link), with the list's filters as its query (list pages keep
 * their state in the URL: src/ui/use-list-state.ts).
 */
import type { RouteNode } from '../../../server/contracts/menu';
import { pagesOf } from '../../state/routes.model';

/** The address of the first page among `components`, with `query` (empty values left out); null when the user has none of them. */
export type PageLink = (components: string | readonly string[], query?: Record<string, string | number | undefined>) => string | null;

/** Fixed routes a dashboard links to (src/app/fixed-routes.ts): the job log and the user's own notices. */
export const FIXED_LINKS = { jobLog: '/job/log', notices: '/user/notice' } as const;

export function withQuery(path: string, query: Record<string, string | number | undefined> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(key, String(value));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

export function pageLinks(module: RouteNode): PageLink {
  const pages = pagesOf(module);
  return (components, query) => {
    const wanted: readonly string[] = typeof components === 'string' ? [components] : components;
    const page = wanted.map((c) => pages.find((p) => p.node.component === c)).find(Boolean);
    return page ? withQuery(page.path, query) : null;
  };
}
