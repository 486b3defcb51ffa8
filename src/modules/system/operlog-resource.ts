/** The operation log as a CrudPage description: a read-only list (filters, delete, export) whose rows open a detail. */
import type { ReactNode } from 'react';
import { t } from '../../lib/i18n';
import { routeTitle } from '../../lib/stored-texts';
import type { CrudResource, FieldOption } from '../../ui/crud/crud-types';
import type { OperLog } from '../../../server/contracts/monitor';
import { label } from '../../ui/choice-options';

const O = (k: string, params?: Record<string, string | number>) => t(`system.operlog.${k}`, params);

/** RuoYi's business types the server records (server/operlog/describe.ts), labelled in the current language. */
const BUSINESS_TYPES = [1, 2, 3, 4, 5, 6, 7, 9, 0];
export const businessTypeOptions = (): FieldOption[] => BUSINESS_TYPES.map((v) => ({ value: String(v), label: O(`types.${v}`) }));
const resultOptions = (): FieldOption[] => [
  { value: '0', label: O('success') },
  { value: '1', label: O('failure') },
];

export function operLogResource(rowActions: (row: OperLog) => ReactNode, toolbar: (reload: () => void) => ReactNode): CrudResource<OperLog> {
  const typeLabel = label(businessTypeOptions());
  const resultLabel = label(resultOptions());
  return {
    tableId: 'sys-operlog',
    title: O('title'),
    idField: 'operId',
    base: '/htservice/operlog',
    exportUrl: '/htservice/operlog/export',
    columns: [
      { key: 'operId', label: O('operId'), prop: 'operId', width: 90, sortable: true },
      // The server names the module by its page's title (or an own-account area's): drawn in the UI language.
      { key: 'title', label: O('module'), prop: 'title', width: 130, sortable: true, render: (row) => routeTitle(row.title) },
      { key: 'businessType', label: O('businessType'), prop: 'businessType', width: 100, sortable: true, render: (row) => typeLabel(String(row.businessType)) },
      { key: 'operName', label: O('operName'), prop: 'operName', width: 120, sortable: true },
      { key: 'orgName', label: O('orgName'), prop: 'orgName', width: 140 },
      { key: 'operIp', label: O('operIp'), prop: 'operIp', width: 130 },
      { key: 'operUrl', label: O('operUrl'), prop: 'operUrl', width: 220, show: false },
      { key: 'target', label: O('target'), prop: 'target', width: 100, show: false },
      { key: 'status', label: O('status'), prop: 'status', width: 90, sortable: true, render: (row) => resultLabel(row.status) },
      { key: 'errorMsg', label: O('errorMsg'), prop: 'errorMsg', width: 200, show: false },
      { key: 'operTime', label: O('operTime'), prop: 'operTime', width: 170, sortable: true },
      { key: 'costTime', label: O('costTime'), prop: 'costTime', width: 100, sortable: true, render: (row) => O('costMs', { ms: row.costTime }) },
    ],
    filters: [
      { key: 'title', label: O('module'), type: 'text' },
      { key: 'operName', label: O('operName'), type: 'text' },
      { key: 'businessType', label: O('businessType'), type: 'select', options: businessTypeOptions() },
      { key: 'status', label: O('status'), type: 'select', options: resultOptions() },
      { key: 'beginTime', label: O('beginTime'), type: 'date' },
      { key: 'endTime', label: O('endTime'), type: 'date' },
    ],
    fields: [],
    permissions: { remove: 'system:operlog:remove', export: 'system:operlog:export' },
    rowActions: (row) => rowActions(row),
    // 详细 and 删除 only: narrower than the default for custom row buttons.
    actionsWidth: 150,
    toolbar,
  };
}
