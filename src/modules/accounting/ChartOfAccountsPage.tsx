/** The chart of accounts: the organisation's chart of accounts and the auxiliary dimensions each account requires (chart-resource.tsx). */
import { useSignals } from '@preact/signals-react/runtime';
import { useMemo } from 'react';
import { locale } from '../../lib/i18n';
import { CrudPage } from '../../ui/crud/CrudPage';
import { chartResource } from './chart-resource';

export function ChartOfAccountsPage({ menuId }: { path: string; menuId: number }) {
  useSignals();
  const lang = locale.value;
  const resource = useMemo(() => chartResource(), [lang]);
  return <CrudPage resource={resource} pageId={String(menuId)} />;
}
