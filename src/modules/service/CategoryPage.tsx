/** The approval dictionary: categories of approvals (purchase, contract, expense...) as a CrudPage. */
import { useSignals } from '@preact/signals-react/runtime';
import { useMemo } from 'react';
import { locale } from '../../lib/i18n';
import { CrudPage } from '../../ui/crud/CrudPage';
import { categoryResource } from './resources';

export function CategoryPage({ menuId }: { path: string; menuId: number }) {
  useSignals();
  const lang = locale.value;
  const resource = useMemo(() => categoryResource(), [lang]);
  return <CrudPage resource={resource} pageId={String(menuId)} />;
}
