/**
 * A lazily loaded page that can be preloaded. Once its code is in, it renders at once instead of
 * suspending: React 19 throttles revealing suspended content (about 300 ms per boundary), which would
 * otherwise be paid on every first visit even when the code was fetched ahead of time.
 *
 * A failed load stays failed for rendering (React.lazy keeps its error; a fresh lazy component per mount
 * would loop, since React mounts a failed subtree again once before giving up) until someone asks to try
 * again (`retryFailedLoads`, the error boundaries' button): the next mount after that gets a fresh lazy
 * component that loads the code again. `preload()` itself always tries again after a failure.
 */
import { lazy, useState, type ComponentType } from 'react';

export type LazyPage<P extends object> = ComponentType<P> & { preload: () => Promise<ComponentType<P>> };

/** Bumped by every request to try failed loads again. */
let retryEpoch = 0;

export function retryFailedLoads(): void {
  retryEpoch += 1;
}

export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): LazyPage<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  /** The retry epoch of the last failed load, or null while nothing failed. */
  let failedIn: number | null = null;
  const preload = () =>
    (pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        failedIn = retryEpoch;
        pending = undefined; // an explicit preload (a prefetch, the next navigation's) loads again
        throw error;
      },
    ));
  const makeLazy = () => lazy(() => preload().then((component) => ({ default: component })));
  let Suspending = makeLazy();

  function current(): ComponentType<P> {
    if (loaded) return loaded;
    if (failedIn !== null && retryEpoch > failedIn) {
      failedIn = null;
      Suspending = makeLazy();
    }
    return Suspending;
  }

  // biome-ignore lint/correctness/noComponentHookFactories: a factory like React.lazy, called once per page when a module loads (fixed-routes.ts, lazy-areas.ts), never while rendering, so each page keeps one component type.
  function Page(props: P) {
    // Decided once per mount, so a page never switches component type (and loses its state) mid-life.
    const [Component] = useState<ComponentType<P>>(current);
    return <Component {...props} />;
  }
  return Object.assign(Page, { preload });
}
