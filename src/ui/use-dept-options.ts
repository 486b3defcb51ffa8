/**
 * The session organisation's department tree as picker options (GET /htservice/dept/treeselect, one
 * call per form that picks a department: the user form, the voucher lines). Empty until loaded, and
 * when the caller may not read it (`enabled` false): the picker then simply offers nothing.
 */
import { useEffect, useState } from 'react';
import { api } from '../../lib/api';
import { treeOptions, type TreeNode, type TreeOption } from '../../ui/tree-options';

export function useDeptOptions(enabled = true): TreeOption[] {
  const [options, setOptions] = useState<TreeOption[]>([]);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    api.get<{ data: TreeNode[] }>('/htservice/dept/treeselect').then((r) => live && setOptions(treeOptions(r.data)), () => undefined);
    return () => {
      live = false;
    };
  }, [enabled]);
  return options;
}
