/**
 * A query parameter of a detail page (/htservice/user?userId=…). Pages stay mounted behind their
 * tabs, so the parameter is read only while this page is the one shown: another page's URL must
 * not make a hidden detail page reload with nothing. Subscribed to this parameter of this page's own
 * address only, so a navigation elsewhere (a tab switch) does not render the page again.
 */
import { useRef } from 'react';
import { useLocationProperty } from 'wouter/use-browser-location';

export function usePageQuery(path: string, key: string): string | null {
  const last = useRef<string | null | undefined>(undefined);
  // While another page is shown the snapshot stays the last value read here: nothing changes, nothing renders.
  return useLocationProperty(() => {
    if (location.pathname === path || last.current === undefined) last.current = new URLSearchParams(location.search).get(key);
    return last.current;
  });
}
