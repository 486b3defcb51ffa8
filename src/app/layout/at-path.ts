/**
 * Whether the address is `path`, followed without rendering (issue 18). A navigation marks the elements
 * whose state it changes (the menu entry, the tab, the page host that stop being the page shown and the
 * ones that start) and nothing else: no component renders for it, no subscription of every entry is asked
 * whether its answer changed.
 */
import { type RefObject, useLayoutEffect } from 'react';
// wouter's module patches pushState/replaceState to announce themselves as window events; imported for that too.
import { useLocationProperty } from 'wouter/use-browser-location';

/** For a component that must render on the answer (a shortcut): renders only when the answer changes. */
export const useAtPath = (path: string): boolean => useLocationProperty(() => location.pathname === path);

type Follower = (active: boolean) => void;

/** Who follows which path; `shown` is the path they were last told about. */
const followers = new Map<string, Set<Follower>>();
let shown: string | null = null;
const pathChanges = new Set<(path: string) => void>();

function tell(path: string, active: boolean): void {
  const set = followers.get(path);
  if (set) for (const follower of [...set]) follower(active);
}

/** The address moved: tells the followers of the path left and of the path reached, then the path listeners. */
function follow(): void {
  const next = location.pathname;
  if (next === shown) return;
  const previous = shown;
  shown = next;
  if (previous !== null) tell(previous, false);
  tell(next, true);
  for (const listener of [...pathChanges]) listener(next);
}

let listening = false;
function listen(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  shown = location.pathname;
  for (const type of ['popstate', 'pushState', 'replaceState', 'hashchange']) window.addEventListener(type, follow);
}

/**
 * Calls `follower(active)` now and whenever the address starts or stops being `path`, synchronously with
 * the navigation (before React renders for it, so in the same frame); answers the unsubscribe.
 */
export function followPath(path: string, follower: Follower): () => void {
  listen();
  // The address as it is, should a navigation have happened without an event (answered to everyone).
  follow();
  let set = followers.get(path);
  if (!set) followers.set(path, (set = new Set()));
  set.add(follower);
  follower(location.pathname === path);
  return () => {
    set.delete(follower);
    if (!set.size && followers.get(path) === set) followers.delete(path);
  };
}

/** Calls `listener(path)` after each navigation to another path (not now); answers the unsubscribe. */
export function onPathChange(listener: (path: string) => void): () => void {
  listen();
  pathChanges.add(listener);
  return () => void pathChanges.delete(listener);
}

/**
 * Marks `target` (`mark(element, active)`) while the address is `path`: the one part of a menu entry or a
 * tab that follows the address. It renders nothing and never renders again for a navigation: the mark is
 * set from the navigation itself, before React renders what else it changes, and so in the same frame.
 */
export function PathMark<T extends Element>({ target, path, mark }: { target: RefObject<T | null>; path: string; mark: (element: T, active: boolean) => void }) {
  useLayoutEffect(() => {
    const element = target.current;
    if (!element) return;
    return followPath(path, (active) => mark(element, active));
  }, [target, path, mark]);
  return null;
}
