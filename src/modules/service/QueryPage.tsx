/** Approval query: the approvals the user may look into; "view" opens one's status page. With none yet, the empty list offers to start one. */
import { Button } from '@mantine/core';
import { useSignals } from '@preact/signals-react/runtime';
import { useMemo } from 'react';
import { t } from '../../lib/i18n';
import { CrudPage } from '../../ui/crud/CrudPage';
import type { ApprovalInstanceRow } from '../../../server/contracts/approval';
import { navigate } from 'wouter/use-browser-location';
import { COMPONENTS, openStatus, ownPathOf } from './nav';
import { instanceResource } from './resources';
import { pageTitleOf } from '../../state/routes.model';
import { approvalName } from './names';

/** The "view" button of an instance row, shared by the query list and the list of my approvals. */
export function ViewButton({ row }: { row: ApprovalInstanceRow }) {
  return (
    <Button size="compact-xs" variant="subtle" aria-label={t('approvals.query.viewOf', { name: `${approvalName(row.name)} #${row.instanceId}` })} onClick={() => openStatus(row.instanceId)}>
      {t('approvals.query.view')}
    </Button>
  );
}

export function QueryPage({ path, menuId }: { path: string; menuId: number }) {
  useSignals();
  const startPath = ownPathOf(COMPONENTS.initiate);
  // Two menus open this page (approval query, approval status): headed as the one it was opened from.
  const title = pageTitleOf(path);
  const resource = useMemo(() => {
    const described = instanceResource('all', (row) => <ViewButton row={row} />);
    return { ...described, title: title ? () => title : described.title, create: startPath ? { label: 'approvals.centre.start' as const, onClick: () => navigate(startPath) } : undefined };
  }, [startPath, title]);
  return <CrudPage resource={resource} pageId={String(menuId)} />;
}
