/** The scheduled jobs and their log as CrudPage descriptions (platform-wide; the jobs themselves are a registry in the server's code). */
import type { ReactNode } from 'react';
import { keysUnder, textsUnder } from '../../lib/i18n';
import { builtinText } from '../../lib/stored-texts';
import type { CrudColumn, CrudResource, FieldOption } from '../../ui/crud/crud-types';
import type { RowActionList } from '../../ui/RowActions';
import type { JobLogRow, JobRow } from '../../../server/contracts/job';
import { label } from '../../ui/choice-options';

const J = textsUnder('system.job');
const jobKey = keysUnder('system.job');
const G = textsUnder('system.jobLog');
const jobLogKey = keysUnder('system.jobLog');

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
  return {
    tableId: 'sys-job',
    title: jobKey('title'),
    idField: 'jobId',
    base: '/htservice/monitor/job',
    columns: [
      { key: 'jobId', label: jobKey('jobId'), prop: 'jobId', width: 90, sortable: true, show: false },
      { key: 'jobName', label: jobKey('jobName'), prop: 'jobName', width: 190, sortable: true, phoneKey: true, render: jobName },
      { key: 'jobKey', label: jobKey('jobKey'), prop: 'jobKey', width: 140, sortable: true, show: false },
      { key: 'intervalMinutes', label: jobKey('intervalMinutes'), prop: 'intervalMinutes', width: 140, sortable: true },
      { key: 'status', label: jobKey('status'), prop: 'status', width: 90, sortable: true, render: (row) => extras.status(row, row.running ? J('inProgress') : label(jobStatusOptions())(row.status)) },
      { key: 'nextRunTime', label: jobKey('nextRunTime'), prop: 'nextRunTime', width: 170, sortable: true, render: (row) => row.nextRunTime || J('notScheduled') },
      { key: 'lastRunTime', label: jobKey('lastRunTime'), prop: 'lastRunTime', width: 170 },
      { key: 'remark', label: jobKey('remark'), prop: 'remark', width: 240, show: false, render: jobRemark },
    ],
    filters: [
      { key: 'jobName', label: jobKey('jobName'), type: 'text' },
      { key: 'status', label: jobKey('status'), type: 'select', options: jobStatusOptions },
    ],
    fields: [
      { key: 'jobName', label: jobKey('jobName'), type: 'text', required: true, maxLength: 64 },
      { key: 'intervalMinutes', label: jobKey('intervalMinutes'), type: 'number', required: true },
      { key: 'status', label: jobKey('status'), type: 'select', options: jobStatusOptions },
      { key: 'remark', label: jobKey('remark'), type: 'textarea', maxLength: 500 },
    ],
    permissions: { edit: 'system:job:edit' },
    rowMenu: { actions: extras.actions, name: jobName },
  };
}

/** Columns of a log list, shared by the log page and a job's recent runs. */
export const jobLogColumns: CrudColumn<JobLogRow>[] = [
  { key: 'jobLogId', label: jobLogKey('jobLogId'), prop: 'jobLogId', width: 90, sortable: true },
  { key: 'jobName', label: jobLogKey('jobName'), prop: 'jobName', width: 180, sortable: true, render: jobName },
  { key: 'jobKey', label: jobLogKey('jobKey'), prop: 'jobKey', width: 130 },
  { key: 'status', label: jobLogKey('status'), prop: 'status', width: 90, sortable: true, render: (row) => label(runStatusOptions())(row.status) },
  { key: 'message', label: jobLogKey('message'), prop: 'message', width: 320 },
  { key: 'startTime', label: jobLogKey('startTime'), prop: 'startTime', width: 170, sortable: true },
  { key: 'stopTime', label: jobLogKey('stopTime'), prop: 'stopTime', width: 170 },
  { key: 'error', label: jobLogKey('error'), prop: 'error', width: 260, show: false },
];

export const jobLogResource: CrudResource<JobLogRow> = {
  tableId: 'sys-job-log',
  title: jobLogKey('title'),
  idField: 'jobLogId',
  base: '/htservice/monitor/jobLog',
  exportUrl: '/htservice/monitor/jobLog/export',
  columns: jobLogColumns,
  filters: [
    { key: 'jobId', label: jobKey('jobId'), type: 'text' },
    { key: 'jobName', label: jobLogKey('jobName'), type: 'text' },
    { key: 'status', label: jobLogKey('status'), type: 'select', options: runStatusOptions },
    { key: 'beginTime', label: jobLogKey('beginTime'), type: 'date' },
    { key: 'endTime', label: jobLogKey('endTime'), type: 'date' },
  ],
  fields: [],
  permissions: { remove: 'system:jobLog:remove', export: 'system:jobLog:export' },
};
