/**
 * The scheduled-jobs page (system/job/index): each job with its status switch, "run once" (answers
 * with the run's log message), edit of its schedule, and links to its log (/job/log?jobId=) and detail
 * (/htservice/monitor/job?jobId=).
 */
import { Anchor, Button, Switch } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useSignals } from '@preact/signals-react/runtime';
import { useMemo, useState } from 'react';
import { Link } from 'wouter';
import { api } from '../../lib/api';
import { locale, t } from '../../lib/i18n';
import { CrudPage } from '../../ui/crud/CrudPage';
import { useHasPermi } from '../../ui/Permission';
import type { JobLogRow, JobRow } from '../../../server/contracts/job';
import { jobName, jobResource } from './job-resources';
import { actionLabel } from '../../ui/action-label';

const J = (k: string, params?: Record<string, string | number>) => t(`system.job.${k}`, params);
type Grants = { status: boolean; run: boolean; log: boolean; detail: boolean };

function JobActions({ row, reload, may }: { row: JobRow; reload: () => void; may: Grants }) {
  const [running, setRunning] = useState(false);
  const changeStatus = (on: boolean) =>
    void api.put('/htservice/monitor/job/changeStatus', { jobId: row.jobId, status: on ? '0' : '1' }).then(() => {
      notifications.show({ message: J('statusChanged', { name: jobName(row), status: J(on ? 'running' : 'paused') }), color: 'green' });
      reload();
    }, () => undefined);
  const runOnce = () => {
    setRunning(true);
    api
      .put<{ data: JobLogRow }>('/htservice/monitor/job/run', { jobId: row.jobId })
      .then(({ data }) => {
        const ok = data.status === '0';
        notifications.show({ message: J(ok ? 'ran' : 'failed', { name: jobName(row), message: data.message }), color: ok ? 'green' : 'red', autoClose: 8000 });
        reload();
      }, () => undefined)
      .finally(() => setRunning(false));
  };
  return (
    <>
      {may.status && <Switch size="xs" aria-label={J('statusOf', { name: jobName(row) })} checked={row.status === '0'} onChange={(e) => changeStatus(e.currentTarget.checked)} />}
      {may.run && (
        <Button size="compact-xs" variant="subtle" loading={running} aria-label={actionLabel(J('runOnce'), jobName(row))} onClick={runOnce} data-ht="job-run">
          {J('runOnce')}
        </Button>
      )}
      {may.log && (
        <Anchor component={Link} size="xs" href={`/job/log?jobId=${row.jobId}`} aria-label={J('logOf', { name: jobName(row) })}>
          {J('log')}
        </Anchor>
      )}
      {may.detail && (
        <Anchor component={Link} size="xs" href={`/htservice/monitor/job?jobId=${row.jobId}`} aria-label={J('detailOf', { name: jobName(row) })}>
          {J('detail')}
        </Anchor>
      )}
    </>
  );
}

export function JobPage({ menuId }: { path: string; menuId: number }) {
  useSignals();
  const lang = locale.value;
  const may: Grants = {
    status: useHasPermi(['system:job:changeStatus']),
    run: useHasPermi(['system:job:run']),
    log: useHasPermi(['system:jobLog:list']),
    detail: useHasPermi(['system:job:query']),
  };
  const grantsKey = JSON.stringify(may);
  const resource = useMemo(() => jobResource((row, reload) => <JobActions row={row} reload={reload} may={may} />), [lang, grantsKey]);
  return <CrudPage resource={resource} pageId={String(menuId)} />;
}
