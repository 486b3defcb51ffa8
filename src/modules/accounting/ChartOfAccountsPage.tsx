/** The chart of accounts: the organisation's chart of accounts and the auxiliary dimensions each account requires (chart-resource.tsx). */
import { useSignals } from '@preact/signals-react/runtime';
import { Text } from '@mantine/core';
import { t } from '../../lib/i18n';
import { CrudPage } from '../../ui/crud/CrudPage';
import { chartResource } from './chart-resource';

export function ChartOfAccountsPage({ menuId }: { path: string; menuId: number }) {
  useSignals();
  // What decides an account's class and side is said once for the page, under its title (issue 16's template).
  const hint = (
    <Text size="sm" c="dimmed" maw={900}>
      {t('accounting.aux.accountHint')}
    </Text>
  );
  return <CrudPage resource={chartResource} pageId={String(menuId)} belowTitle={hint} />;
}
