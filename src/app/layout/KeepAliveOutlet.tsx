/**
 * Pages stay alive behind their tabs (SPEC.md: cached views exclude noCache pages): every cached tab
 * is rendered inside React's <Activity>, visible only when active, so switching tabs shows the page as
 * it was left (scroll, form input, loaded data) without rendering it again. A refresh remounts one page.
 */
import { signal } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { Activity } from 'react';
import { cachedPaths } from '../../state/tabs.model';
import { PageHost } from './PageHost';
import { resolvePage, type ResolvedPage } from './resolve-page';

/** Bumped per path by a refresh (/redirect/<path>): a new key remounts that page only. */
const refreshCounts = signal<Record<string, number>>({});

export function refreshPage(path: string): void {
  refreshCounts.value = { ...refreshCounts.value, [path]: (refreshCounts.value[path] ?? 0) + 1 };
}

export function KeepAliveOutlet({ active }: { active: ResolvedPage }) {
  useSignals();
  const counts = refreshCounts.value;
  const keyOf = (path: string) => `${path}#${counts[path] ?? 0}`;
  const cached = cachedPaths.value;
  const kept = cached.map(resolvePage).filter((page): page is ResolvedPage => page !== null);
  const activeIsKept = !active.noCache && kept.some((page) => page.path === active.path);
  return (
    <>
      {kept.map((page) => (
        <Activity key={keyOf(page.path)} mode={page.path === active.path ? 'visible' : 'hidden'}>
          <PageHost page={page} active={page.path === active.path} />
        </Activity>
      ))}
      {!activeIsKept && <PageHost key={`live:${keyOf(active.path)}`} page={active} active />}
    </>
  );
}
