/**
 * Pages stay alive behind their tabs (SPEC.md: cached views exclude noCache pages): every cached tab
 * stays mounted and only the active one is shown, so switching tabs shows the page as it was left
 * (scroll, form input, loaded data) without rendering it again. A refresh remounts one page.
 *
 * Hidden pages keep their effects, as a kept-alive view of the Vue shell this product descends from
 * does: React's <Activity> would tear a hidden page's effects down and run them again when it is shown,
 * which refetched every list and re-measured every table on each tab switch (about 15 ms of a 50 ms
 * budget). A hidden page therefore still hears bus events, such as a finished import refreshing its list.
 */
import { signal } from '@preact/signals-core';
import { useSignals } from '@preact/signals-react/runtime';
import { useLocationProperty } from 'wouter/use-browser-location';
import { cachedPaths } from '../../state/tabs.model';
import { PageHost } from './PageHost';
import { resolvePage, type ResolvedPage } from './resolve-page';

/** Bumped per path by a refresh (/redirect/<path>): a new key remounts that page only. */
const refreshCounts = signal<Record<string, number>>({});

export function refreshPage(path: string): void {
  refreshCounts.value = { ...refreshCounts.value, [path]: (refreshCounts.value[path] ?? 0) + 1 };
}

const REDIRECT_PREFIX = '/redirect/';

/** The page `/redirect/<path>` refreshes (its path), or null for any other address. */
export const redirectTarget = (path: string): string | null => (path.startsWith(REDIRECT_PREFIX) ? path.slice(REDIRECT_PREFIX.length - 1) : null);

/** What of the address the outlet renders on: no page, a page kept alive, or the path of a page that is not. */
const NO_PAGE = '';
const KEPT = '\0kept';

function outletView(path: string, cached: readonly string[]): string {
  // On its way to refreshing a page, the outlet stays as it is: only that page mounts again (its new key).
  const page = resolvePage(redirectTarget(path) ?? path);
  if (!page) return NO_PAGE;
  return !page.noCache && cached.includes(page.path) ? KEPT : page.path;
}

/**
 * Renders on the kept pages and on the address only as far as it is a page not kept (a first visit, a
 * noCache page) or no page: a tab switch between kept pages renders nothing here, each host shows or
 * hides itself (PageHost). One list of hosts, keyed by path, so a first visit's page is the same host
 * once its tab opens and it is kept.
 */
export function KeepAliveOutlet() {
  useSignals();
  const cached = cachedPaths.value;
  const view = useLocationProperty(() => outletView(location.pathname, cached));
  // Outside a page (a redirect on its way) the layout is not shown.
  if (view === NO_PAGE) return null;
  const counts = refreshCounts.value;
  const pages = cached.map(resolvePage).filter((page): page is ResolvedPage => page !== null);
  if (view !== KEPT) {
    const active = resolvePage(view);
    if (active && !pages.some((page) => page.path === active.path)) pages.push(active);
  }
  return (
    <>
      {pages.map((page) => (
        <PageHost key={`${page.path}#${counts[page.path] ?? 0}`} page={page} />
      ))}
    </>
  );
}
