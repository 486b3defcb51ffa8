/**
 * React comes second. The signed-out pages are Preact (signed-out/), so the first screen paints without
 * React's 60 KB and its compile; React, the route table and the signed-in shell load while the person
 * types, and from then on React's router (wouter, which watches `history`) owns navigation. Any other
 * first page starts React at once (main.ts).
 */
import { beginWork } from '../../state/activity.model';

type ReactRoot = typeof import('./react-root');

/** Long enough for the first screen to be painted and usable, short against the seconds a person needs to fill in a form. */
const SOON_MS = 300;

let booting: Promise<ReactRoot> | null = null;

/** Loads React and renders the route table into #root, once (resolving after its first commit); a failed chunk load may be retried. */
export function startReact(): Promise<ReactRoot> {
  booting ??= import('./react-root').then(
    async (root) => {
      await root.renderApp();
      return root;
    },
    (error: unknown) => {
      booting = null;
      throw error;
    },
  );
  return booting;
}

/** The same for someone waiting on it (a first page, a navigation, Back): busy for `whenIdle()` until React has rendered. */
export function startReactNow(): Promise<ReactRoot> {
  const done = beginWork();
  const started = startReact();
  started.then(done, done);
  return started;
}

/**
 * Until React runs, nothing follows Back and Forward within the page: the first of them starts React,
 * which renders wherever history now is (a signed-in path then goes through the route guard). If React
 * cannot load, the browser loads that address instead.
 */
export function startReactOnHistoryMove(): void {
  addEventListener('popstate', () => void startReactNow().catch(() => location.reload()), { once: true });
}

/** Starts React (and `then`, what should load with it) once the first screen is usable; returns a cancel. */
export function startReactSoon(then?: (root: ReactRoot) => Promise<unknown>): () => void {
  const timer = setTimeout(
    () =>
      void startReact()
        .then(then)
        .catch(() => undefined),
    SOON_MS,
  );
  return () => clearTimeout(timer);
}

/**
 * Goes to `path` through the router, starting React first if it is not running yet. If React cannot
 * load (a chunk failed), the browser navigates instead, so the person still gets where they were going.
 */
export async function navigateTo(path: string, { replace = false } = {}): Promise<void> {
  try {
    await startReactNow();
  } catch {
    if (replace) location.replace(path);
    else location.assign(path);
    return;
  }
  history[replace ? 'replaceState' : 'pushState'](null, '', path);
}
