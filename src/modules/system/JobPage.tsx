/**
 * The scheduled-jobs page (system/job/index): each job with its status switch (in the status column), "run
 * once" (answers with the run's log message), edit of its schedule, and links to its log (/job/log?jobId=)
 * and detail (/htservice/monitor/job?jobId=).
 */
import { notifications } from '@mantine/notifications';
import { useSignals } from '@preact/signals-react/runtime';
import { useCallback, useMemo, useState } from 'react';
import { api } from '../../lib/api';
import { textsUnder } from '../../lib/i18n';
import { CrudPage } from '../../ui/crud/CrudPage';
import { useHasPermi } from '../../ui/Permission';
import type { JobLogRow, JobRow } from '../../../server/contracts/job';
import { jobName, jobResource } from './job-resources';
import { actionLabel } from '../../ui/action-label';
import { StatusSwitch } from '../../ui/StatusSwitch';

const J = textsUnder('system.job');

export function JobPage({ menuId }: { path: string; menuId: number }) {
  useSignals();
  const mayStatus = useHasPermi(['system:job:changeStatus']);
  const mayRun = useHasPermi(['system:job:run']);
  const mayLog = useHasPermi(['system:jobLog:list']);
  const mayDetail = useHasPermi(['system:job:query']);
  const [running, setRunning] = useState<number | null>(null);
  const [changes, setChanges] = useState(0);
  const runOnce = useCallback((row: JobRow, reload: () => void) => {
    setRunning(row.jobId);
    api
      .put<{ data: JobLogRow }>('/htservice/monitor/job/run', { jobId: row.jobId })
      .then(
        ({ data }) => {
          const ok = data.status === '0';
          notifications.show({ message: J(ok ? 'ran' : 'failed', { name: jobName(row), message: data.message }), color: ok ? 'green' : 'red', autoClose: 8000 });
          reload();
        },
        () => undefined,
      )
      .finally(() => setRunning(null));
  }, []);
  const resource = useMemo(
    () =>
      jobResource({
        // The switch sits in the status column, as on the user and role lists; a job running now says so instead.
        status: (row, text) =>
          mayStatus && !row.running ? (
            <StatusSwitch
              status={row.status}
              label={J('statusOf', { name: jobName(row) })}
              url="/htservice/monitor/job/changeStatus"
              body={{ jobId: row.jobId }}
              onChanged={() => {
                notifications.show({ message: J('statusChanged', { name: jobName(row), status: J(row.status === '0' ? 'paused' : 'running') }), color: 'green' });
                setChanges((n) => n + 1);
              }}
            />
          ) : (
            text
          ),
        actions: (row, reload) => [
          mayRun && { label: J('runOnce'), name: actionLabel(J('runOnce'), jobName(row)), hook: 'job-run', loading: running === row.jobId, onClick: () => runOnce(row, reload) },
          mayLog && { label: J('log'), name: J('logOf', { name: jobName(row) }), href: `/job/log?jobId=${row.jobId}` },
          mayDetail && { label: J('detail'), name: J('detailOf', { name: jobName(row) }), href: `/htservice/monitor/job?jobId=${row.jobId}` },
        ],
      }),
    [mayStatus, mayRun, mayLog, mayDetail, running, runOnce],
  );
  return <CrudPage resource={resource} pageId={String(menuId)} refreshKey={changes} />;
}
