/**
 * Whether the address is `path`, as a subscription that renders its component only when that answer
 * changes: a navigation renders the menu entry that stops being the page shown and the one that starts,
 * not every entry that reads the address (issue 18).
 */
import { type RefObject, useLayoutEffect } from 'react';
import { useLocationProperty } from 'wouter/use-browser-location';

export const useAtPath = (path: string): boolean => useLocationProperty(() => location.pathname === path);

/**
 * Marks `target` (`mark(element, active)`) while the address is `path`: the one part of a menu entry or a
 * tab that follows the address, and it renders nothing, so a switch sets the attributes of the two
 * elements whose state changed instead of rendering their component trees (or the list holding them)
 * again. In the commit that changes the address, before it is painted.
 */
export function PathMark<T extends Element>({ target, path, mark }: { target: RefObject<T | null>; path: string; mark: (element: T, active: boolean) => void }) {
  const active = useAtPath(path);
  useLayoutEffect(() => {
    if (target.current) mark(target.current, active);
  }, [target, active, mark]);
  return null;
}
