/** Renders one resolved page: a module page through its descriptor, a module home, a fixed page, or "not available". */
import { useSignals } from '@preact/signals-react/runtime';
import { memo, Suspense, useLayoutEffect, useRef, useState } from 'react';
import { Router } from 'wouter';
import { createShownStore, PageShownContext, type ShownStore } from '../../ui/page-shown';
import { isHomePage } from '../../state/routes.model';
import { modulePage } from '../module-pages';
import { Pending } from '../Pending';
import { ModuleHome } from '../pages/ModuleHome';
import { ForbiddenPanel } from '../pages/ForbiddenPanel';
import { PageUnavailable } from '../pages/PageUnavailable';
import { mayOpen } from '../route-access';
import { followPath } from './at-path';
import { PageErrorBoundary } from './PageErrorBoundary';
import { pageAddressHooks } from './page-address';
import { pageTitle, type ResolvedPage } from './resolve-page';

/**
 * Whether two resolutions are the same page: resolvePage builds a new object on every render, but a page
 * stays the same while its path resolves to the same route entry.
 */
function samePage(a: ResolvedPage, b: ResolvedPage): boolean {
  if (a.path !== b.path || a.module !== b.module) return false;
  return a.kind === 'module' ? b.kind === 'module' && a.entry === b.entry : b.kind === 'fixed' && a.route === b.route;
}

/**
 * Memoised on the page itself: a tab switch re-renders the hosts (their `active` flag) but not the pages
 * behind them, which would otherwise render again, hidden ones included, on every navigation.
 */
const PageBody = memo(
  function PageBody({ page }: { page: ResolvedPage }) {
    useSignals();
    if (page.kind === 'fixed') {
      if (!mayOpen(page.route)) return <ForbiddenPanel title={pageTitle(page)} />;
      const Fixed = page.route.page;
      return <Fixed path={page.path} />;
    }
    const Page = modulePage(page.entry.node.component);
    if (Page) return <Page path={page.path} menuId={page.entry.node.meta.menuid} />;
    if (isHomePage(page.entry)) return <ModuleHome module={page.module} />;
    return <PageUnavailable title={pageTitle(page)} component={page.entry.node.component} />;
  },
  (prev, next) => samePage(prev.page, next.page),
);

/**
 * What a host holds around the page: its own address (page-address.ts), whether it is shown, and the error
 * and loading boundaries. Memoised on the page, so a tab switch changes the host's attributes and renders
 * nothing inside it.
 */
const PageFrame = memo(
  function PageFrame({ page, shown }: { page: ResolvedPage; shown: ShownStore }) {
    // The title (for the error panel) follows the language by itself, now that the outlet's render does not reach here.
    useSignals();
    const [address] = useState(() => pageAddressHooks(page.path));
    return (
      <Router hook={address.hook} searchHook={address.searchHook}>
        <PageShownContext.Provider value={shown}>
          <PageErrorBoundary title={pageTitle(page)}>
            <Suspense fallback={<Pending />}>
              <PageBody page={page} />
            </Suspense>
          </PageErrorBoundary>
        </PageShownContext.Provider>
      </Router>
    );
  },
  (prev, next) => prev.shown === next.shown && samePage(prev.page, next.page),
);

/** The host of the page at the address is "page" and shown; the others are "page-cached", hidden. */
function markHost(section: HTMLElement, active: boolean): void {
  section.setAttribute('data-ht', active ? 'page' : 'page-cached');
  section.hidden = !active;
}

/**
 * Memoised like its body, and it follows the address itself (followPath): a tab switch sets the
 * attributes of the two hosts whose page stops or starts being shown, and renders none of them.
 */
export const PageHost = memo(
  function PageHost({ page }: { page: ResolvedPage }) {
    const section = useRef<HTMLElement>(null);
    // Shown as first rendered; from then on the navigation flips the attributes, never React.
    const [initial] = useState(() => location.pathname === page.path);
    // Told to the page's server-state hooks without rendering the page again: shown again, they refetch what went stale.
    const [shown] = useState(() => createShownStore(initial));
    useLayoutEffect(() => {
      const host = section.current!;
      return followPath(page.path, (active) => {
        markHost(host, active);
        shown.set(active);
      });
    }, [page.path, shown]);
    // Only the visible page carries data-ht="page"; pages kept alive behind other tabs are "page-cached" and hidden.
    return (
      <section ref={section} data-ht={initial ? 'page' : 'page-cached'} data-route={page.path} hidden={!initial}>
        <PageFrame page={page} shown={shown} />
      </section>
    );
  },
  (prev, next) => samePage(prev.page, next.page),
);
