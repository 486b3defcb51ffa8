/** The asset classes and the organisation's departments as select options, loaded once per page. */
import { useEffect, useState } from 'react';
import type { AssetClass } from '../../../server/contracts/asset';
import { api } from '../../lib/api';
import type { FieldOption } from '../../ui/crud/crud-types';

export type AssetOptions = { classes: FieldOption[]; depts: FieldOption[] };

type Dept = { deptId: number; deptName: string };

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
          depts: depts.data.map((d) => ({ value: String(d.deptId), label: d.deptName })),
        });
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [withClasses]);
  return options;
}

/** Yuan with two decimals and thousands separators. */
export const yuanText = (n: number) => n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
