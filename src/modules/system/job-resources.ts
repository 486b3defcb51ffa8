/** The scheduled jobs and their log as CrudPage descriptions (platform-wide; the jobs themselves are a registry in the server's code). */
import type { ReactNode } from 'react';
import { t } from '../../lib/i18n';
import { builtinText } from '../../lib/stored-texts';
import type { Column } from '../../ui/column-types';
import type { CrudResource, FieldOption } from '../../ui/crud/crud-types';
import type { RowActionList } from '../../ui/RowActions';
import type { JobLogRow, JobRow } from '../../../server/contracts/job';
import { label } from '../../ui/choice-options';

const J = (k: string) => t(`system.job.${k}`);
const G = (k: string) => t(`system.jobLog.${k}`);

export const jobStatusOptions = (): FieldOption[] => [
  { value: '0', label: J('running') },
  { value: '1', label: J('paused') },
];
const runStatusOptions = (): FieldOption[] => [
  { value: '0', label: G('success') },
  { value: '1', label: G('failure') },
];

/** A job's name and remark as drawn: a built-in job's in the UI language unless someone renamed it. */
export const jobName = (row: Pick<JobRow, 'jobKey' | 'jobName'>): string => builtinText(`job.${row.jobKey}.name`, row.jobName);
export const jobRemark = (row: Pick<JobRow, 'jobKey' | 'remark'>) => builtinText(`job.${row.jobKey}.remark`, row.remark);

/** `status` draws the status cell from the row and its worded status (a switch for those who may change it). */
type Extras = { status: (row: JobRow, text: string) => ReactNode; actions: (row: JobRow, reload: () => void) => RowActionList };

export function jobResource(extras: Extras): CrudResource<JobRow> {
  const statuses = label(jobStatusOptions());
  return {
    tableId: 'sys-job',
    title: J('title'),
    idField: 'jobId',
    base: '/htservice/monitor/job',
    columns: [
      { key: 'jobId', label: J('jobId'), prop: 'jobId', width: 90, sortable: true },
      { key: 'jobName', label: J('jobName'), prop: 'jobName', width: 190, sortable: true, render: jobName },
      { key: 'jobKey', label: J('jobKey'), prop: 'jobKey', width: 140, sortable: true },
      { key: 'intervalMinutes', label: J('intervalMinutes'), prop: 'intervalMinutes', width: 140, sortable: true },
      { key: 'status', label: J('status'), prop: 'status', width: 90, sortable: true, render: (row) => extras.status(row, row.running ? J('inProgress') : statuses(row.status)) },
      { key: 'nextRunTime', label: J('nextRunTime'), prop: 'nextRunTime', width: 170, sortable: true, render: (row) => row.nextRunTime || J('notScheduled') },
      { key: 'lastRunTime', label: J('lastRunTime'), prop: 'lastRunTime', width: 170 },
      { key: 'remark', label: J('remark'), prop: 'remark', width: 240, render: jobRemark },
    ],
    filters: [
      { key: 'jobName', label: J('jobName'), type: 'text' },
      { key: 'status', label: J('status'), type: 'select', options: jobStatusOptions() },
    ],
    fields: [
      { key: 'jobName', label: J('jobName'), type: 'text', required: true, maxLength: 64 },
      { key: 'intervalMinutes', label: J('intervalMinutes'), type: 'number', required: true },
      { key: 'status', label: J('status'), type: 'select', options: jobStatusOptions() },
      { key: 'remark', label: J('remark'), type: 'textarea', maxLength: 500 },
    ],
    permissions: { edit: 'system:job:edit' },
    rowMenu: { actions: extras.actions, name: jobName },
  };
}

/** Columns of a log list, shared by the log page and a job's recent runs. */
export function jobLogColumns(): Column<JobLogRow>[] {
  const results = label(runStatusOptions());
  return [
    { key: 'jobLogId', label: G('jobLogId'), prop: 'jobLogId', width: 90, sortable: true },
    { key: 'jobName', label: G('jobName'), prop: 'jobName', width: 180, sortable: true, render: jobName },
    { key: 'jobKey', label: G('jobKey'), prop: 'jobKey', width: 130 },
    { key: 'status', label: G('status'), prop: 'status', width: 90, sortable: true, render: (row) => results(row.status) },
    { key: 'message', label: G('message'), prop: 'message', width: 320 },
    { key: 'startTime', label: G('startTime'), prop: 'startTime', width: 170, sortable: true },
    { key: 'stopTime', label: G('stopTime'), prop: 'stopTime', width: 170 },
    { key: 'error', label: G('error'), prop: 'error', width: 260, show: false },
  ];
}

export function jobLogResource(): CrudResource<JobLogRow> {
  return {
    tableId: 'sys-job-log',
    title: G('title'),
    idField: 'jobLogId',
    base: '/htservice/monitor/jobLog',
    exportUrl: '/htservice/monitor/jobLog/export',
    columns: jobLogColumns(),
    filters: [
      { key: 'jobId', label: J('jobId'), type: 'text' },
      { key: 'jobName', label: G('jobName'), type: 'text' },
      { key: 'status', label: G('status'), type: 'select', options: runStatusOptions() },
      { key: 'beginTime', label: G('beginTime'), type: 'date' },
      { key: 'endTime', label: G('endTime'), type: 'date' },
    ],
    fields: [],
    permissions: { remove: 'system:jobLog:remove', export: 'system:jobLog:export' },
  };
}
