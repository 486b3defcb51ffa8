/** Auxiliary items: the customers, suppliers, projects and employees voucher lines are kept by (aux-item-resource.ts). */
import { useSignals } from '@preact/signals-react/runtime';
import { useMemo } from 'react';
import { locale } from '../../lib/i18n';
import { CrudPage } from '../../ui/crud/CrudPage';
import { auxItemResource } from './aux-item-resource';

export function AuxItemPage({ menuId }: { path: string; menuId: number }) {
  useSignals();
  const lang = locale.value;
  const resource = useMemo(() => auxItemResource(), [lang]);
  return <CrudPage resource={resource} pageId={String(menuId)} />;
}
