/**
 * The asset classes and the organisation's departments as select options, through the server-state layer
 * (one answer shared by the pages and dialogs that pick them); the departments as their tree (drawn
 * indented, like the user and voucher forms' picker).
 */
import { useMemo } from 'react';
import type { AssetClass } from '../../../server/contracts/asset';
import type { FieldOption } from '../../ui/crud/crud-types';
import { nestRows, treeOptions } from '../../ui/tree-options';
import { useEndpoint } from '../../ui/use-endpoint';

export type AssetOptions = { classes: FieldOption[]; depts: FieldOption[] };

type Dept = { deptId: number; deptName: string; parentId: number };

export function useAssetOptions(withClasses = true): AssetOptions {
  const classes = useEndpoint('/htservice/assets/classes', undefined, (r: { data: AssetClass[] }) => r.data.map((c): FieldOption => ({ value: String(c.classId), label: c.className })), {
    enabled: withClasses,
  }).data;
  const depts = useEndpoint('/htservice/assets/departments', undefined, (r: { data: Dept[] }) =>
    treeOptions(nestRows(r.data, (d) => ({ id: d.deptId, parentId: d.parentId, label: d.deptName }))),
  ).data;
  // Both at once, as before: a form shows its pickers when both lists are in.
  return useMemo(() => (depts && (classes || !withClasses) ? { classes: (withClasses && classes) || [], depts } : { classes: [], depts: [] }), [classes, depts, withClasses]);
}
