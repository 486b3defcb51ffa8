/** The job log (/job/log, a fixed route; `?jobId=` shows one job's runs): filters, delete, clean and export. */
import { Group } from '@mantine/core';
import { useSignals } from '@preact/signals-react/runtime';
import { useMemo, useState } from 'react';
import { locale, t } from '../../lib/i18n';
import { CrudPage } from '../../ui/crud/CrudPage';
import { jobLogResource } from './job-resources';
import { LogCleanButton } from './LogCleanButton';

export function JobLogPage(_: { path: string }) {
  useSignals();
  const lang = locale.value;
  const resource = useMemo(() => jobLogResource(), [lang]);
  // Cleaning empties the whole log: the list is mounted afresh to show it.
  const [generation, setGeneration] = useState(0);
  return (
    <>
      <Group justify="flex-end">
        <LogCleanButton
          url="/htservice/monitor/jobLog/clean"
          permission="system:jobLog:remove"
          texts={{ label: t('system.jobLog.clean'), confirm: t('system.jobLog.confirmClean'), done: t('system.jobLog.cleaned') }}
          hook="job-log-clean"
          onCleaned={() => setGeneration((n) => n + 1)}
        />
      </Group>
      <CrudPage key={generation} resource={resource} pageId="job-log" />
    </>
  );
}
