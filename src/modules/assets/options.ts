/**
 * The asset classes and the organisation's departments as select options, loaded once per page; the
 * departments as their tree (drawn indented, like the user and voucher forms' picker).
 */
import { useEffect, useState } from 'react';
import type { AssetClass } from '../../../server/contracts/asset';
import { api } from '../../lib/api';
import type { FieldOption } from '../../ui/crud/crud-types';
import { nestRows, treeOptions } from '../../ui/tree-options';

export type AssetOptions = { classes: FieldOption[]; depts: FieldOption[] };

type Dept = { deptId: number; deptName: string; parentId: number };

export function useAssetOptions(withClasses = true): AssetOptions {
  const [options, setOptions] = useState<AssetOptions>({ classes: [], depts: [] });
  useEffect(() => {
    let live = true;
    void Promise.all([
      withClasses ? api.get<{ data: AssetClass[] }>('/htservice/assets/classes') : Promise.resolve({ data: [] as AssetClass[] }),
      api.get<{ data: Dept[] }>('/htservice/assets/departments'),
    ])
      .then(([classes, depts]) => {
        if (!live) return;
        setOptions({
          classes: classes.data.map((c) => ({ value: String(c.classId), label: c.className })),
          depts: treeOptions(nestRows(depts.data, (d) => ({ id: d.deptId, parentId: d.parentId, label: d.deptName }))),
        });
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [withClasses]);
  return options;
}
