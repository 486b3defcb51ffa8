/**
 * The approval centre (service/approvalCenter/index): the signed-in user's approvals at a glance — what waits for
 * their decision, what they started (with its status) and what they decided — each row opening the
 * existing decision panel or status page, with the way to start an approval and to the approval query.
 * The lists load again whenever the tab is shown (a decision taken elsewhere shows up), after a decision
 * here (`approval:changed`) and after the network comes back.
 */
import { Badge, Button, SimpleGrid, Stack, Text } from '@mantine/core';
import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { t, textsUnder } from '../../lib/i18n';
import { useHasPermi } from '../../ui/Permission';
import { useNetworkRestored } from '../../ui/use-network-restored';
import { endpointKey, useServerQuery } from '../../ui/server-query';
import type { ApprovalInstanceRow, ApprovalInstanceStatus, PendingTaskRow } from '../../../server/contracts/approval';
import type { DecidedTaskRow } from '../../../server/contracts/approval-decided';
import { CENTRE_QUERY, CENTRE_URLS, firstPage } from './centre-calls';
import { CentreSection, type CentreRow } from './CentreSection';
import { DecisionPanel } from './DecisionPanel';
import { COMPONENTS, openStatus, ownPathOf } from './nav';
import { PageHeader } from '../../ui/PageHeader';
import { approvalName } from './names';

const L = textsUnder('approvals.centre');
const STATUS_COLOR: Record<ApprovalInstanceStatus, string> = { running: 'blue', approved: 'green', rejected: 'red', returned: 'orange', withdrawn: 'gray' };

function StatusBadge({ status }: { status: ApprovalInstanceStatus }) {
  return (
    <Badge variant="light" color={STATUS_COLOR[status]} data-status={status}>
      {t(`approvals.status.${status}`)}
    </Badge>
  );
}

function ViewButton({ instanceId, name }: { instanceId: number; name: string }) {
  return (
    <Button size="compact-xs" variant="subtle" aria-label={L('viewOf', { name: `${name} #${instanceId}` })} onClick={() => openStatus(instanceId)}>
      {L('view')}
    </Button>
  );
}

/** One list's first page; stale at once (staleTime 0), so it is asked again each time the tab is shown. */
function useCentreList<R>(url: string, enabled = true) {
  return useServerQuery({ queryKey: endpointKey(url, CENTRE_QUERY), queryFn: ({ signal }) => firstPage<R>(url, signal), staleTime: 0, enabled });
}

export function CentrePage(_: { path: string; menuId: number }) {
  useSignals();
  const canStart = useHasPermi(['service:approval:initiate']);
  const canDecide = useHasPermi(['service:approval:approve']);
  const [task, setTask] = useState<PendingTaskRow | null>(null);
  const queries = {
    pending: useCentreList<PendingTaskRow>(CENTRE_URLS.pending),
    initiated: useCentreList<ApprovalInstanceRow>(CENTRE_URLS.initiated, canStart),
    decided: useCentreList<DecidedTaskRow>(CENTRE_URLS.decided),
  };
  const lists = { pending: queries.pending.data ?? null, initiated: queries.initiated.data ?? null, decided: queries.decided.data ?? null };
  const reload = () => {
    void queries.pending.refetch();
    if (canStart) void queries.initiated.refetch();
    void queries.decided.refetch();
  };
  useNetworkRestored(reload);

  const startPath = canStart ? ownPathOf(COMPONENTS.initiate) : undefined;
  const queryPath = ownPathOf(COMPONENTS.query);
  const pendingRows: CentreRow[] = (lists.pending?.rows ?? []).map((row) => ({
    key: row.taskId,
    instanceId: row.instanceId,
    title: `${approvalName(row.approvalName)} · ${row.taskName}`,
    detail: L('labelled', { label: L('initiator'), value: `${row.initiator} · ${row.createTime}` }),
    action: canDecide ? (
      <Button size="compact-xs" aria-label={L('openOf', { name: `${approvalName(row.approvalName)} ${row.taskName} #${row.instanceId}` })} onClick={() => setTask(row)}>
        {L('open')}
      </Button>
    ) : (
      <ViewButton instanceId={row.instanceId} name={approvalName(row.approvalName)} />
    ),
  }));
  const initiatedRows: CentreRow[] = (lists.initiated?.rows ?? []).map((row) => ({
    key: row.instanceId,
    instanceId: row.instanceId,
    title: `${approvalName(row.name)} #${row.instanceId}`,
    detail: row.status === 'running' && row.waitingAt ? L('labelled', { label: L('step'), value: `${row.waitingAt} · ${row.startTime}` }) : `${row.startTime}${row.endTime ? ` → ${row.endTime}` : ''}`,
    status: <StatusBadge status={row.status} />,
    action: <ViewButton instanceId={row.instanceId} name={approvalName(row.name)} />,
  }));
  const decidedRows: CentreRow[] = (lists.decided?.rows ?? []).map((row) => ({
    key: row.decisionId,
    instanceId: row.instanceId,
    title: `${approvalName(row.approvalName)} · ${row.taskName}`,
    detail: L('labelled', { label: L('decision'), value: `${t(`approvals.action.${row.action}`)} · ${row.decideTime}` }),
    status: <StatusBadge status={row.status} />,
    action: <ViewButton instanceId={row.instanceId} name={approvalName(row.approvalName)} />,
  }));

  return (
    <Stack gap="md" data-ht="approval-centre">
      <PageHeader
        title={L('title')}
        actions={
          <>
            {startPath && (
              <Button size="sm" onClick={() => navigate(startPath)} data-ht="approval-centre-start">
                {L('start')}
              </Button>
            )}
            {queryPath && (
              <Button size="sm" variant="light" onClick={() => navigate(queryPath)} data-ht="approval-centre-query">
                {L('query')}
              </Button>
            )}
            <Button size="sm" variant="subtle" onClick={reload} data-ht="approval-centre-refresh">
              {L('refresh')}
            </Button>
          </>
        }
      >
        <Text size="sm" c="dimmed">
          {L('hint')}
        </Text>
      </PageHeader>
      <SimpleGrid cols={{ base: 1, md: canStart ? 3 : 2 }} spacing="md">
        <CentreSection section="pending" total={lists.pending?.total ?? null} rows={pendingRows} empty={L('emptyPending')} morePath={ownPathOf(COMPONENTS.pending)} />
        {canStart && <CentreSection section="initiated" total={lists.initiated?.total ?? null} rows={initiatedRows} empty={L('emptyInitiated')} morePath={startPath} />}
        <CentreSection section="decided" total={lists.decided?.total ?? null} rows={decidedRows} empty={L('emptyDecided')} morePath={queryPath} />
      </SimpleGrid>
      <DecisionPanel
        task={task}
        onClose={() => setTask(null)}
        // The decision itself says `approval:changed`, which refetches the lists.
        onDecided={() => setTask(null)}
      />
    </Stack>
  );
}
