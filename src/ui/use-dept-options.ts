/**
 * The session organisation's department tree as picker options (GET /htservice/dept/treeselect, one
 * answer shared by every form that picks a department: the user form, the voucher lines; read again
 * after a department was written). Empty until loaded, and when the caller may not read it (`enabled`
 * false): the picker then simply offers nothing.
 */
import { treeOptions, type TreeNode, type TreeOption } from './tree-options';
import { useEndpoint } from './use-endpoint';

const NONE: TreeOption[] = [];

export function useDeptOptions(enabled = true): TreeOption[] {
  const { data } = useEndpoint('/htservice/dept/treeselect', undefined, (r: { data: TreeNode[] }) => treeOptions(r.data), { enabled });
  return (enabled && data) || NONE;
}
