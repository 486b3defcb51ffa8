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
import { usePathname } from 'wouter/use-browser-location';
import { cachedPaths } from '../../state/tabs.model';
import { PageHost } from './PageHost';
import { resolvePage, type ResolvedPage } from './resolve-page';

/** Bumped per path by a refresh (/redirect/<path>): a new key remounts that page only. */
const refreshCounts = signal<Record<string, number>>({});

export function refreshPage(path: string): void {
  refreshCounts.value = { ...refreshCounts.value, [path]: (refreshCounts.value[path] ?? 0) + 1 };
}

/** Reads the address itself: a tab switch renders the outlet and the two hosts whose `active` flag changed, not the layout. */
export function KeepAliveOutlet() {
  useSignals();
  const active = resolvePage(usePathname());
  // Outside a page (a redirect on its way) the layout is not shown.
  if (!active) return null;
  const counts = refreshCounts.value;
  const keyOf = (path: string) => `${path}#${counts[path] ?? 0}`;
  const cached = cachedPaths.value;
  const kept = cached.map(resolvePage).filter((page): page is ResolvedPage => page !== null);
  const activeIsKept = !active.noCache && kept.some((page) => page.path === active.path);
  return (
    <>
      {kept.map((page) => (
        <PageHost key={keyOf(page.path)} page={page} active={page.path === active.path} />
      ))}
      {/* The same key as once it is kept: a first visit's page is not mounted twice when its tab opens. */}
      {!activeIsKept && <PageHost key={keyOf(active.path)} page={active} active />}
    </>
  );
}
