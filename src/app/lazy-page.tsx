/**
 * A lazily loaded page that can be preloaded. Once its code is in, it renders at once instead of
 * suspending: React 19 throttles revealing suspended content (about 300 ms per boundary), which would
 * otherwise be paid on every first visit even when the code was fetched ahead of time.
 */
import { lazy, useState, type ComponentType } from 'react';

export type LazyPage<P extends object> = ComponentType<P> & { preload: () => Promise<ComponentType<P>> };

export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): LazyPage<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        pending = undefined; // a failed chunk load may be retried on the next visit
        throw error;
      },
    ));
  const Suspending = lazy(() => preload().then((component) => ({ default: component })));

  function Page(props: P) {
    // Decided once per mount, so a page never switches component type (and loses its state) mid-life.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Suspending);
    return <Component {...props} />;
  }
  return Object.assign(Page, { preload });
}
