/**
 * The job centre: a drawer listing the user's running and finished tasks with progress bars,
 * cancel, retry and downloads (opened from the header button or the palette), and a notification when a
 * task finishes while the user is not on the page it was started from.
 */
import { Drawer } from '@mantine/core';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import type { TaskKind } from '../../../server/contracts/task';
import { bus, type Events } from '../../lib/bus';
import { t } from '../../lib/i18n';
import { jobCentreOpen, TASK_KIND_PAGE, taskActions, tasks } from '../../state/tasks.model';
import { TaskList } from '../../ui/TaskCard';
import { showMessage } from '../feedback';

function announce(e: Events['task:finished']): void {
  const kind = e.kind as TaskKind;
  if (location.pathname === TASK_KIND_PAGE[kind]) return; // the page shows it already
  const params = { kind: t(`task.kind.${kind}`), file: e.fileName };
  if (e.status === 'done') showMessage(t('task.finishedOk', params), 'success', 6000);
  else showMessage(t('task.finishedFailed', params), e.status === 'failed' ? 'error' : 'warning', 6000);
}

export function JobCentre() {
  useSignals();
  useEffect(() => {
    bus.on('task:finished', announce);
    return () => bus.off('task:finished', announce);
  }, []);
  return (
    <Drawer opened={jobCentreOpen.value} onClose={() => (jobCentreOpen.value = false)} position="right" size="md" title={t('task.centre')} data-ht="job-centre">
      <TaskList tasks={tasks.value} actions={taskActions} empty={t('task.empty')} />
    </Drawer>
  );
}
