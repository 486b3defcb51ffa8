/**
 * Whether the address is `path`, as a subscription that renders its component only when that answer
 * changes: a navigation renders the menu entry that stops being the page shown and the one that starts,
 * not every entry that reads the address (issue 18).
 */
import { useLocationProperty } from 'wouter/use-browser-location';

export const useAtPath = (path: string): boolean => useLocationProperty(() => location.pathname === path);
