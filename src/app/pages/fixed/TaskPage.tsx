/** More to-do tasks (/module/task): the user's open system and CRM tasks and the CRM ones already done. */
import { Anchor, Button, Group, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { useSignals } from '@preact/signals-react/runtime';
import { Link } from 'wouter';
import { api } from '../../../lib/api';
import { t } from '../../../lib/i18n';
import type { TaskNotice } from '../../../../server/contracts/task-notice';
import { userinfo } from '../../../state/session.model';
import { endpointKey, useServerQuery } from '../../../ui/server-query';
import { noticeContent, noticeTitle } from './notice-text';

const LISTS = [
  { key: 'sys', call: '/htservice/module/getsysTaskNotice', label: 'fixed.taskSys', type: 'sys' },
  { key: 'crm', call: '/htservice/module/getsysTaskNoticeCrm', label: 'fixed.taskCrm', type: 'crm' },
  { key: 'crmDone', call: '/htservice/module/getsysTaskNoticeCrmDone', label: 'fixed.taskCrmDone', type: 'crm' },
] as const;
const NO_TASKS: TaskNotice[] = [];

function TaskList({ call, type }: { call: string; type: 'sys' | 'crm' }) {
  useSignals();
  // The product reads these lists with PUT: with the query's signal it is a read, not a write. Marking them
  // viewed is a write to /htservice/module, so the layer reads them again.
  const answer = useServerQuery({ queryKey: endpointKey(call), queryFn: ({ signal }) => api.put<{ rows: TaskNotice[] }>(call, undefined, { signal }).then((r) => r.rows) });
  const rows = answer.isError ? NO_TASKS : (answer.data ?? null);
  const markViewed = () => api.put('/htservice/module/uipdateviewFlag', { userid: userinfo.value?.userId, noticeType: type }).catch(() => undefined);
  if (rows === null) return null;
  return (
    <Stack gap="xs" pt="sm">
      <Group justify="flex-end">
        <Button size="xs" variant="default" onClick={() => void markViewed()} disabled={rows.every((r) => r.viewFlag === '1')}>
          {t('fixed.markViewed')}
        </Button>
      </Group>
      {rows.length === 0 && <Text c="dimmed">{t('fixed.taskEmpty')}</Text>}
      {rows.map((row) => (
        <Paper key={row.noticeId} withBorder p="sm" data-ht="task" data-viewed={row.viewFlag === '1'}>
          <Group justify="space-between" wrap="nowrap">
            {row.link ? (
              <Anchor component={Link} href={row.link} fw={row.viewFlag === '1' ? 400 : 600}>
                {noticeTitle(row)}
              </Anchor>
            ) : (
              <Text fw={row.viewFlag === '1' ? 400 : 600}>{noticeTitle(row)}</Text>
            )}
            <Text size="xs" c="dimmed">
              {row.createTime}
            </Text>
          </Group>
          <Text size="sm">{noticeContent(row)}</Text>
        </Paper>
      ))}
    </Stack>
  );
}

export function TaskPage() {
  useSignals();
  return (
    <Stack maw={900}>
      <Title order={1} size="h3">
        {t('fixed.moduleTask')}
      </Title>
      <Tabs defaultValue="sys" keepMounted={false}>
        <Tabs.List>
          {LISTS.map((list) => (
            <Tabs.Tab key={list.key} value={list.key}>
              {t(list.label)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {LISTS.map((list) => (
          <Tabs.Panel key={list.key} value={list.key}>
            <TaskList call={list.call} type={list.type} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
