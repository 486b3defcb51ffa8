/**
 * One approval's status (?instanceId=): its form data (read-only), the path it took and where it waits on
 * its own version's diagram, and every decision (who, when, what, comment).
 */
import { Alert, Badge, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useSignals } from '@preact/signals-react/runtime';
import { t } from '../../lib/i18n';
import { endpointKey, useServerQuery } from '../../ui/server-query';
import type { ApprovalStatus } from '../../../server/contracts/approval';
import { approvalCalls, statusUrl } from './calls';
import { DiagramView } from './DiagramView';
import { FormView } from './FormView';
import { useTabQuery } from './use-tab-query';
import { approvalName } from './names';

const L = (k: string, p?: Record<string, string | number>) => t(`approvals.statusPage.${k}`, p);

export function StatusPage({ path }: { path: string; menuId?: number }) {
  useSignals();
  const instanceId = useTabQuery(path, 'instanceId');
  // Someone else may decide meanwhile, and no push says so: asked again each time the tab is shown.
  const { data: status } = useServerQuery({
    queryKey: endpointKey(statusUrl(instanceId ?? 0)),
    queryFn: ({ signal }) => approvalCalls.status(instanceId!, signal),
    enabled: instanceId !== undefined,
    staleTime: 0,
  });

  if (!instanceId) return <Alert color="red">{L('missing')}</Alert>;
  if (!status) return null;
  return <StatusView status={status} />;
}

/** The status of one approval, also shown beside a decision in the pending list. */
export function StatusView({ status }: { status: ApprovalStatus }) {
  const { instance } = status;
  return (
    <Stack gap="md" data-ht="approval-status" data-status={instance.status}>
      <Group gap="sm">
        <Title order={3}>{approvalName(instance.name)}</Title>
        <Badge data-ht="approval-state">{t(`approvals.status.${instance.status}`)}</Badge>
        <Text size="sm" c="dimmed">
          {instance.initiator} · {instance.startTime}
        </Text>
      </Group>
      <Title order={4}>{L('formData')}</Title>
      <FormView schema={status.formSchema} data={status.data} readOnly label={L('formData')} />
      <Title order={4}>{L('diagram')}</Title>
      {status.waiting.map((w) => (
        <Text key={w.taskId} size="sm" data-ht="approval-waiting">
          {L('waitingAt', { name: w.elementName, assignees: w.assignees.join(', ') })}
        </Text>
      ))}
      <DiagramView xml={status.bpmnXml} path={status.path} waiting={status.waiting} label={L('diagram')} />
      <Group gap="md">
        <Badge color="green" variant="outline">{L('legendPassed')}</Badge>
        <Badge color="orange" variant="outline">{L('legendWaiting')}</Badge>
      </Group>
      <Title order={4}>{L('timeline')}</Title>
      <Table aria-label={L('timeline')} data-ht="approval-decisions">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{L('time')}</Table.Th>
            <Table.Th>{t('approvals.pending.taskName')}</Table.Th>
            <Table.Th>{L('action')}</Table.Th>
            <Table.Th>{L('by')}</Table.Th>
            <Table.Th>{L('comment')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {status.decisions.map((d, i) => (
            <Table.Tr key={i} data-ht="decision" data-action={d.action}>
              <Table.Td>{d.time}</Table.Td>
              <Table.Td>{d.elementName}</Table.Td>
              <Table.Td>{t(`approvals.action.${d.action}`)}</Table.Td>
              <Table.Td>{d.by}</Table.Td>
              <Table.Td>{d.comment ?? ''}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
