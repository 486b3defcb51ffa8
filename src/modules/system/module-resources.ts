/** The module-management resource (platform-wide modules; only the platform administrator changes them). */
import type { ReactNode } from 'react';
import { keysUnder } from '../../lib/i18n';
import { routeTitle } from '../../lib/stored-texts';
import type { CrudResource } from '../../ui/crud/crud-types';
import type { ModuleRow } from '../../../server/contracts/module-manage';
import { label, statusOptions } from '../../ui/choice-options';

const K = keysUnder('system.module');

export function moduleResource(licenceButton: (row: ModuleRow) => ReactNode): CrudResource<ModuleRow> {
  return {
    tableId: 'sys-module',
    title: K('title'),
    idField: 'moduleId',
    base: '/htservice/module',
    exportUrl: '/htservice/module/export',
    columns: [
      { key: 'moduleId', label: K('moduleId'), prop: 'moduleId', width: 100, sortable: true },
      { key: 'moduleName', label: K('moduleName'), prop: 'moduleName', width: 180, sortable: true, render: (row) => routeTitle(row.moduleName) },
      { key: 'moduleCode', label: K('moduleCode'), prop: 'moduleCode', width: 120, sortable: true },
      { key: 'path', label: K('path'), prop: 'path', width: 120 },
      // The menu icon's name is a raw code (money, build): listed only when asked for in the column settings.
      { key: 'icon', label: K('icon'), prop: 'icon', width: 90, show: false },
      { key: 'orderNum', label: K('orderNum'), prop: 'orderNum', width: 80, sortable: true },
      { key: 'status', label: K('status'), prop: 'status', width: 90, sortable: true, render: (row) => label(statusOptions())(row.status) },
      { key: 'remark', label: K('remark'), prop: 'remark', width: 120 },
    ],
    filters: [
      { key: 'moduleName', label: K('moduleName'), type: 'text' },
      { key: 'moduleCode', label: K('moduleCode'), type: 'text' },
      { key: 'status', label: K('status'), type: 'select', options: statusOptions },
    ],
    fields: [
      { key: 'moduleName', label: K('moduleName'), type: 'text', required: true, maxLength: 50 },
      { key: 'moduleCode', label: K('moduleCode'), type: 'text', required: true, maxLength: 50, readOnlyOnEdit: true },
      { key: 'path', label: K('path'), type: 'text', required: true, maxLength: 100 },
      { key: 'icon', label: K('icon'), type: 'text', maxLength: 100 },
      { key: 'orderNum', label: K('orderNum'), type: 'number', required: true },
      { key: 'status', label: K('status'), type: 'select', options: statusOptions },
      { key: 'remark', label: K('remark'), type: 'textarea', maxLength: 500 },
    ],
    planFields: [
      { field: 'moduleName', label: K('moduleName'), type: 'text' },
      { field: 'moduleCode', label: K('moduleCode'), type: 'text' },
      { field: 'orderNum', label: K('orderNum'), type: 'number' },
    ],
    newRecord: { status: '0', orderNum: 0, icon: '' },
    permissions: { add: 'system:module:add', edit: 'system:module:edit', remove: 'system:module:remove', export: 'system:module:export' },
    rowActions: licenceButton,
    actionsWidth: 220,
  };
}
