/**
 * One approval's status (?instanceId=): its form data (read-only), the path it took and where it waits on
 * its own version's diagram, and every decision (who, when, what, comment).
 */
import { Alert, Badge, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { navigate } from 'wouter/use-browser-location';
import { PageHeader } from '../../ui/PageHeader';
import { useSignals } from '@preact/signals-react/runtime';
import { t, textsUnder } from '../../lib/i18n';
import { endpointKey, useServerQuery } from '../../ui/server-query';
import type { ApprovalStatus } from '../../../server/contracts/approval';
import { approvalCalls, statusUrl } from './calls';
import { DiagramView } from './DiagramView';
import { FormView } from './FormView';
import { useTabQuery } from './use-tab-query';
import { approvalName } from './names';
import { COMPONENTS, pathOf } from './nav';
import { pageTitleOf } from '../../state/routes.model';

const L = textsUnder('approvals.statusPage');

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

  if (!instanceId)
    return (
      <Stack gap="md">
        <PageHeader title={pageTitleOf(path) ?? L('title')} />
        <Alert color="blue" role="status">
          <Stack gap="xs" align="flex-start">
            {L('missing')}
            <Button size="xs" onClick={() => navigate(pathOf(COMPONENTS.query))} data-ht="open-approval-query">
              {t('approvals.centre.query')}
            </Button>
          </Stack>
        </Alert>
      </Stack>
    );
  if (!status) return null;
  return <StatusView status={status} asPage />;
}

/**
 * The status of one approval, also shown beside a decision in the pending list. As a page (`asPage`) its name
 * is the page's title row and its parts are the page's sections; inside the decision dialog they rank below
 * the dialog's own title.
 */
export function StatusView({ status, asPage = false }: { status: ApprovalStatus; asPage?: boolean }) {
  const { instance } = status;
  const facts = (
    <Group gap="sm">
      <Badge data-ht="approval-state">{t(`approvals.status.${instance.status}`)}</Badge>
      <Text size="sm" c="dimmed">
        {instance.initiator} · {instance.startTime}
      </Text>
    </Group>
  );
  const section = (text: string) => (
    <Title order={asPage ? 2 : 4} size="h4">
      {text}
    </Title>
  );
  return (
    <Stack gap="md" data-ht="approval-status" data-status={instance.status}>
      {asPage ? (
        <PageHeader title={approvalName(instance.name)}>{facts}</PageHeader>
      ) : (
        <Group gap="sm">
          <Title order={3}>{approvalName(instance.name)}</Title>
          {facts}
        </Group>
      )}
      {section(L('formData'))}
      <FormView schema={status.formSchema} data={status.data} readOnly label={L('formData')} />
      {section(L('diagram'))}
      {status.waiting.map((w) => (
        <Text key={w.taskId} size="sm" data-ht="approval-waiting">
          {L('waitingAt', { name: w.elementName, assignees: w.assignees.join(', ') })}
        </Text>
      ))}
      <DiagramView xml={status.bpmnXml} path={status.path} waiting={status.waiting} label={L('diagram')} />
      <Group gap="md">
        <Badge color="green" variant="outline">
          {L('legendPassed')}
        </Badge>
        <Badge color="orange" variant="outline">
          {L('legendWaiting')}
        </Badge>
      </Group>
      {section(L('timeline'))}
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
          {status.decisions.map((d) => (
            <Table.Tr key={d.decisionId} data-ht="decision" data-action={d.action}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{d.time}</Table.Td>
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
