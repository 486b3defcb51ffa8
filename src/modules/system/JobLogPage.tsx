/** The job log (/job/log, a fixed route; `?jobId=` shows one job's runs): filters, delete, clean and export. */
import { t } from '../../lib/i18n';
import type { CrudResource } from '../../ui/crud/crud-types';
import { CrudPage } from '../../ui/crud/CrudPage';
import type { JobLogRow } from '../../../server/contracts/job';
import { jobLogResource } from './job-resources';
import { LogCleanButton } from './LogCleanButton';

// Cleaning sits in the toolbar beside delete and export, as in the operation log (not above the title).
const resource: CrudResource<JobLogRow> = {
  ...jobLogResource,
  toolbar: (reload) => (
    <LogCleanButton
      url="/htservice/monitor/jobLog/clean"
      permission="system:jobLog:remove"
      texts={{ label: t('system.jobLog.clean'), confirm: t('system.jobLog.confirmClean'), done: t('system.jobLog.cleaned') }}
      hook="job-log-clean"
      onCleaned={reload}
    />
  ),
};

export function JobLogPage(_: { path: string }) {
  return <CrudPage resource={resource} pageId="job-log" />;
}
