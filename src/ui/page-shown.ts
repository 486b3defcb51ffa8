/**
 * Whether the page a component belongs to is the one shown. Pages stay mounted behind their tabs
 * (src/app/layout/KeepAliveOutlet.tsx); the server-state hooks use this to refetch what was invalidated
 * while a page was hidden once it is shown again, instead of for every hidden tab at once. A store, not a
 * value in the context, so a tab switch does not re-render every page that reads it.
 */
import { createContext, useContext } from 'react';

export type ShownStore = { get(): boolean; subscribe(listener: () => void): () => void };
export type SettableShownStore = ShownStore & { set(shown: boolean): void };

export function createShownStore(initial: boolean): SettableShownStore {
  let shown = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => shown,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    set(next) {
      if (next === shown) return;
      shown = next;
      for (const listener of [...listeners]) listener();
    },
  };
}

/** Outside a page host (a dialog of the shell, a test) a component counts as shown. */
const ALWAYS_SHOWN: ShownStore = { get: () => true, subscribe: () => () => undefined };

export const PageShownContext = createContext<ShownStore>(ALWAYS_SHOWN);

export const usePageShown = (): ShownStore => useContext(PageShownContext);
