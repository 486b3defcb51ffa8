/** The job log (/job/log, a fixed route; `?jobId=` shows one job's runs): filters, delete, clean and export. */
import { Button, Group } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { useSignals } from '@preact/signals-react/runtime';
import { useMemo, useState } from 'react';
import { api } from '../../lib/api';
import { locale, t } from '../../lib/i18n';
import { CrudPage } from '../../ui/crud/CrudPage';
import { HasPermi } from '../../ui/Permission';
import { jobLogResource } from './job-resources';

export function JobLogPage(_: { path: string }) {
  useSignals();
  const lang = locale.value;
  const resource = useMemo(() => jobLogResource(), [lang]);
  // Cleaning empties the whole log: the list is mounted afresh to show it.
  const [generation, setGeneration] = useState(0);
  const clean = () =>
    modals.openConfirmModal({
      title: t('ui.crud.confirmTitle'),
      children: t('system.jobLog.confirmClean'),
      labels: { confirm: t('ui.crud.save'), cancel: t('ui.crud.cancel') },
      onConfirm: () =>
        void api.delete('/htservice/monitor/jobLog/clean').then(() => {
          notifications.show({ message: t('system.jobLog.cleaned'), color: 'green' });
          setGeneration((n) => n + 1);
        }, () => undefined),
    });
  return (
    <>
      <HasPermi value={['system:jobLog:remove']}>
        <Group justify="flex-end">
          <Button variant="light" color="red" onClick={clean} data-ht="job-log-clean">
            {t('system.jobLog.clean')}
          </Button>
        </Group>
      </HasPermi>
      <CrudPage key={generation} resource={resource} pageId="job-log" />
    </>
  );
}
