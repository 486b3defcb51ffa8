/** The rows of one dictionary type for a component: [] until loaded, then the shared cache's rows. */
import { useEffect, useState } from 'react';
import { getDict, peekDict, type DictData } from './dict-cache';

export function useDict(type: string): DictData[] {
  const [rows, setRows] = useState<DictData[]>(() => peekDict(type) ?? []);
  useEffect(() => {
    let live = true;
    setRows(peekDict(type) ?? []);
    // The request layer shows a failed load; the component stays with no options.
    getDict(type).then(
      (loaded) => live && setRows(loaded),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [type]);
  return rows;
}
