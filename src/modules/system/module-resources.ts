/** The module-management resource (platform-wide modules; only the platform administrator changes them). */
import type { ReactNode } from 'react';
import { t } from '../../lib/i18n';
import { routeTitle } from '../../lib/stored-texts';
import type { CrudResource } from '../../ui/crud/crud-types';
import type { ModuleRow } from '../../../server/contracts/module-manage';
import { label, statusOptions } from '../../ui/choice-options';

const L = (k: string) => t(`system.module.${k}`);

export function moduleResource(licenceButton: (row: ModuleRow) => ReactNode): CrudResource<ModuleRow> {
  const statuses = label(statusOptions());
  return {
    tableId: 'sys-module',
    title: L('title'),
    idField: 'moduleId',
    base: '/htservice/module',
    exportUrl: '/htservice/module/export',
    columns: [
      { key: 'moduleId', label: L('moduleId'), prop: 'moduleId', width: 100, sortable: true },
      { key: 'moduleName', label: L('moduleName'), prop: 'moduleName', width: 160, sortable: true, render: (row) => routeTitle(row.moduleName) },
      { key: 'moduleCode', label: L('moduleCode'), prop: 'moduleCode', width: 140, sortable: true },
      { key: 'path', label: L('path'), prop: 'path', width: 140 },
      { key: 'icon', label: L('icon'), prop: 'icon', width: 100 },
      { key: 'orderNum', label: L('orderNum'), prop: 'orderNum', width: 100, sortable: true },
      { key: 'status', label: L('status'), prop: 'status', width: 90, sortable: true, render: (row) => statuses(row.status) },
      { key: 'remark', label: L('remark'), prop: 'remark', width: 200 },
    ],
    filters: [
      { key: 'moduleName', label: L('moduleName'), type: 'text' },
      { key: 'moduleCode', label: L('moduleCode'), type: 'text' },
      { key: 'status', label: L('status'), type: 'select', options: statusOptions() },
    ],
    fields: [
      { key: 'moduleName', label: L('moduleName'), type: 'text', required: true, maxLength: 50 },
      { key: 'moduleCode', label: L('moduleCode'), type: 'text', required: true, maxLength: 50, readOnlyOnEdit: true },
      { key: 'path', label: L('path'), type: 'text', required: true, maxLength: 100 },
      { key: 'icon', label: L('icon'), type: 'text', maxLength: 100 },
      { key: 'orderNum', label: L('orderNum'), type: 'number', required: true },
      { key: 'status', label: L('status'), type: 'select', options: statusOptions() },
      { key: 'remark', label: L('remark'), type: 'textarea', maxLength: 500 },
    ],
    planFields: [
      { field: 'moduleName', label: L('moduleName'), type: 'text' },
      { field: 'moduleCode', label: L('moduleCode'), type: 'text' },
      { field: 'orderNum', label: L('orderNum'), type: 'number' },
    ],
    newRecord: { status: '0', orderNum: 0, icon: '' },
    permissions: { add: 'system:module:add', edit: 'system:module:edit', remove: 'system:module:remove', export: 'system:module:export' },
    rowActions: licenceButton,
    actionsWidth: 220,
  };
}
