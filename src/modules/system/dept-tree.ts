/**
 * Pure logic of the department page: the rows of its tree table, the parent picker's choices (never the
 * department itself or one below it), and the form's checks (the server's rules, said early).
 */
import type { Dept } from '../../../server/contracts/dept';
import { textsUnder, type KeysUnder } from '../../lib/i18n';
import { nestRows, treeOptions, type TreeOption } from '../../ui/tree-options';

/** A text of the department page (`system.dept.*`). */
export const deptText = textsUnder('system.dept');

/** Tree-table accessors: a department hangs under its parent; a search hit whose parent did not match is a root. */
export const deptAccessors = { keyOf: (d: Dept) => String(d.deptId), parentOf: (d: Dept) => (d.parentId === 0 ? null : String(d.parentId)) };

/** Siblings by order, then id (the server's order too, so a reload keeps rows where they were). */
export const sortDepts = (depts: readonly Dept[]) => [...depts].sort((a, b) => a.orderNum - b.orderNum || a.deptId - b.deptId);

/** Parent choices: the top level ('0'), then the tree indented, without `editingId` and its subtree. */
export function parentOptions(depts: readonly Dept[], o: { editingId?: number; topLabel: string; keep?: string }): TreeOption[] {
  const tree = nestRows(sortDepts(depts), (d) => ({ id: d.deptId, parentId: d.parentId, label: d.deptName, disabled: d.status !== '0' }));
  // The departments sit one level below the top-level choice.
  return [{ value: '0', label: o.topLabel, depth: 0 }, ...treeOptions(tree, { exclude: o.editingId, keep: o.keep }).map((d) => ({ ...d, depth: d.depth + 1 }))];
}

export type DeptDraft = { parentId: string; deptName: string; deptCode: string; orderNum: number | string; leaderUserId: string | null; status: '0' | '1' };

const CODE = /^[A-Za-z0-9_-]{1,30}$/;

/** Problems by field, as text keys of `system.dept.*`. */
export function checkDeptDraft(draft: DeptDraft): Record<string, KeysUnder<'system.dept'>> {
  const errors: Record<string, KeysUnder<'system.dept'>> = {};
  if (!draft.parentId) errors.parentId = 'parentRequired';
  if (!draft.deptName.trim()) errors.deptName = 'nameRequired';
  else if (draft.deptName.trim().length > 50) errors.deptName = 'nameTooLong';
  if (!CODE.test(draft.deptCode.trim())) errors.deptCode = 'codeInvalid';
  const order = Number(draft.orderNum);
  if (draft.orderNum === '' || !Number.isInteger(order) || order < 0 || order > 9999) errors.orderNum = 'orderInvalid';
  return errors;
}

/** The request body of a draft. */
export function deptBody(draft: DeptDraft) {
  return {
    parentId: Number(draft.parentId),
    deptName: draft.deptName.trim(),
    deptCode: draft.deptCode.trim(),
    orderNum: Number(draft.orderNum),
    leaderUserId: draft.leaderUserId ? Number(draft.leaderUserId) : null,
    status: draft.status,
  };
}

export const draftOf = (d: Dept): DeptDraft => ({
  parentId: String(d.parentId),
  deptName: d.deptName,
  deptCode: d.deptCode,
  orderNum: d.orderNum,
  leaderUserId: d.leaderUserId === null ? null : String(d.leaderUserId),
  status: d.status,
});
export const newDeptDraft = (parentId: number): DeptDraft => ({ parentId: String(parentId), deptName: '', deptCode: '', orderNum: 0, leaderUserId: null, status: '0' });
