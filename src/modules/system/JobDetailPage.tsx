/** One job (/htservice/monitor/job?jobId=, a hidden detail route): its schedule and its ten most recent runs. */
import { Alert, Anchor, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useSignals } from '@preact/signals-react/runtime';
import { useMemo } from 'react';
import { Link } from 'wouter';
import { useSearch } from 'wouter/use-browser-location';
import { api } from '../../lib/api';
import { locale, t, textsUnder } from '../../lib/i18n';
import { DataTable } from '../../ui/DataTable';
import { drawColumns } from '../../ui/crud/draw-resource';
import { endpointKey, useServerQuery } from '../../ui/server-query';
import { idEndpoint, useRecordQuery } from '../../ui/use-record-query';
import type { JobLogRow, JobRow } from '../../../server/contracts/job';
import { jobLogColumns, jobName, jobRemark, jobStatusOptions } from './job-resources';
import { label } from '../../ui/choice-options';
import { PageHeader } from '../../ui/PageHeader';

const J = textsUnder('system.job');
const JOB_LOG_LIST = '/htservice/monitor/jobLog/list';

export function JobDetailPage(_: { path: string; menuId: number }) {
  useSignals();
  const lang = locale.value;
  const jobId = new URLSearchParams(useSearch()).get('jobId') ?? '';
  const [job] = useRecordQuery(idEndpoint('/htservice/monitor/job', jobId) ?? null, (url, signal) => api.get<{ data: JobRow }>(url, undefined, { signal }).then((r) => r.data));
  const runsQuery = { jobId, pageSize: 10 };
  const { data: runs = [] } = useServerQuery({
    queryKey: endpointKey(JOB_LOG_LIST, runsQuery),
    queryFn: ({ signal }) => api.get<{ rows: JobLogRow[] }>(JOB_LOG_LIST, runsQuery, { signal }).then((r) => r.rows),
    enabled: /^\d+$/.test(jobId),
  });
  const columns = useMemo(() => drawColumns(jobLogColumns), [lang]);
  if (job === null)
    return (
      <PageHeader title={J('detailTitle')}>
        <Alert color="red">{t('page.notFound')}</Alert>
      </PageHeader>
    );
  if (!job) return null;
  const facts: Array<[string, string | number]> = [
    [J('jobName'), jobName(job)],
    [J('jobKey'), job.jobKey],
    [J('intervalMinutes'), job.intervalMinutes],
    [J('status'), job.running ? J('inProgress') : label(jobStatusOptions())(job.status)],
    [J('nextRunTime'), job.nextRunTime || J('notScheduled')],
    [J('lastRunTime'), job.lastRunTime],
    [J('remark'), jobRemark(job)],
  ];
  return (
    <Stack gap="sm" data-ht="job-detail">
      <Title order={1} size="h3">
        {J('detailTitle')} · <span data-user-text>{jobName(job)}</span>
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" component="dl">
        {facts.map(([name, value]) => (
          <Group key={name} gap="xs" wrap="nowrap">
            <Text component="dt" fw={600} size="sm">
              {name}
            </Text>
            <Text component="dd" size="sm" m={0}>
              {value}
            </Text>
          </Group>
        ))}
      </SimpleGrid>
      <Group justify="space-between">
        <Title order={2} size="h4">
          {J('recentRuns')}
        </Title>
        <Anchor component={Link} href={`/job/log?jobId=${job.jobId}`}>
          {J('allLogs')}
        </Anchor>
      </Group>
      <DataTable tableId="sys-job-runs" label={J('recentRuns')} columns={columns} rows={runs} rowKey="jobLogId" maxHeight={420} />
    </Stack>
  );
}
