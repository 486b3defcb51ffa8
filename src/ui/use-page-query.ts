/**
 * A query parameter of a detail page (/htservice/user?userId=…). Pages stay mounted behind their
 * tabs, so the parameter is read only while this page is the one shown: another page's URL must
 * not make a hidden detail page reload with nothing.
 */
import { useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';

export function usePageQuery(path: string, key: string): string | null {
  const [location] = useLocation();
  const search = useSearch();
  const active = location === path;
  const [value, setValue] = useState<string | null>(() => new URLSearchParams(search).get(key));
  useEffect(() => {
    if (active) setValue(new URLSearchParams(search).get(key));
  }, [active, search, key]);
  return value;
}
