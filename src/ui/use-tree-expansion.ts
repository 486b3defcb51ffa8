/**
 * Which branches of a tree table are open (DeptPage, MenuPage, InitMenuPage): the visible rows, a toggle
 * for one row and for all, and a way to open more (a saved row's parent, so it shows at once). Until the
 * user opens or closes something, every branch is open when `openAll` holds and none otherwise, following
 * the items as they load; a new `resetKey` (the page's filters) goes back to that.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { branchKeys, treeRows, type TreeAccessors, type TreeRow } from './tree-rows';

type Options = { openAll: boolean; resetKey?: string };

export function useTreeExpansion<T>(items: readonly T[], accessors: TreeAccessors<T>, { openAll, resetKey }: Options) {
  const [expanded, setExpanded] = useState<ReadonlySet<string> | null>(null);
  const open = useMemo(() => expanded ?? new Set(openAll ? branchKeys(items, accessors) : []), [expanded, items, accessors, openAll]);
  useEffect(() => setExpanded(null), [resetKey]);
  const rows: TreeRow<T>[] = useMemo(() => treeRows(items, accessors, open), [items, accessors, open]);
  const toggle = useCallback(
    (key: string) => {
      const next = new Set(open);
      if (!next.delete(key)) next.add(key);
      setExpanded(next);
    },
    [open],
  );
  const allOpen = rows.every((r) => !r.hasChildren || r.expanded);
  const toggleAll = () => setExpanded(allOpen ? new Set() : new Set(branchKeys(items, accessors)));
  const reveal = (...keys: string[]) => setExpanded(new Set([...open, ...keys]));
  return { rows, toggle, allOpen, toggleAll, reveal };
}
