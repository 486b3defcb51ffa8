/** My pending approvals: the open tasks assigned to me; "handle" opens the decision panel. */
import { Button } from '@mantine/core';
import { useSignals } from '@preact/signals-react/runtime';
import { useMemo, useState } from 'react';
import { t } from '../../lib/i18n';
import { CrudPage } from '../../ui/crud/CrudPage';
import type { PendingTaskRow } from '../../../server/contracts/approval';
import { DecisionPanel } from './DecisionPanel';
import { pendingResource } from './resources';
import { approvalName } from './names';

export function PendingPage({ menuId }: { path: string; menuId: number }) {
  useSignals();
  const [task, setTask] = useState<PendingTaskRow | null>(null);
  const [refreshKey, setRefreshKey] = useState(0);
  const resource = useMemo(
    () =>
      pendingResource((row) => (
        <Button
          size="compact-xs"
          variant="subtle"
          aria-label={t('approvals.pending.openOf', { name: `${approvalName(row.approvalName)} ${row.taskName} #${row.instanceId}` })}
          onClick={() => setTask(row)}
        >
          {t('approvals.pending.open')}
        </Button>
      )),
    [],
  );
  return (
    <>
      <CrudPage resource={resource} pageId={String(menuId)} refreshKey={refreshKey} />
      <DecisionPanel
        task={task}
        onClose={() => setTask(null)}
        onDecided={() => {
          setTask(null);
          setRefreshKey((k) => k + 1);
        }}
      />
    </>
  );
}
