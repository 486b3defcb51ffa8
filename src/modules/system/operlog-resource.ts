/** The operation log as a CrudPage description: a read-only list (filters, delete, export) whose rows open a detail. */
import type { ReactNode } from 'react';
import { keysUnder, textsUnder } from '../../lib/i18n';
import { routeTitle } from '../../lib/stored-texts';
import type { CrudResource, FieldOption } from '../../ui/crud/crud-types';
import type { OperLog } from '../../../server/contracts/monitor';
import { label } from '../../ui/choice-options';

const O = textsUnder('system.operlog');
const operlogKey = keysUnder('system.operlog');

/** RuoYi's business types the server records (server/operlog/describe.ts), labelled in the current language. */
const BUSINESS_TYPES = [1, 2, 3, 4, 5, 6, 7, 9, 0] as const;
export const businessTypeOptions = (): FieldOption[] => BUSINESS_TYPES.map((v) => ({ value: String(v), label: O(`types.${v}`) }));
const resultOptions = (): FieldOption[] => [
  { value: '0', label: O('success') },
  { value: '1', label: O('failure') },
];

export function operLogResource(rowActions: (row: OperLog) => ReactNode, toolbar: (reload: () => void) => ReactNode): CrudResource<OperLog> {
  return {
    tableId: 'sys-operlog',
    title: operlogKey('title'),
    idField: 'operId',
    base: '/htservice/operlog',
    exportUrl: '/htservice/operlog/export',
    columns: [
      { key: 'operId', label: operlogKey('operId'), prop: 'operId', width: 90, sortable: true },
      // The server names the module by its page's title (or an own-account area's): drawn in the UI language.
      { key: 'title', label: operlogKey('module'), prop: 'title', width: 130, sortable: true, render: (row) => routeTitle(row.title) },
      { key: 'businessType', label: operlogKey('businessType'), prop: 'businessType', width: 100, sortable: true, render: (row) => label(businessTypeOptions())(String(row.businessType)) },
      { key: 'operName', label: operlogKey('operName'), prop: 'operName', width: 120, sortable: true },
      // When, right after who: the time is what a log is read by, so it stays in sight at 1440 px (issue 16).
      { key: 'operTime', label: operlogKey('operTime'), prop: 'operTime', width: 170, sortable: true },
      { key: 'orgName', label: operlogKey('orgName'), prop: 'orgName', width: 140 },
      { key: 'operIp', label: operlogKey('operIp'), prop: 'operIp', width: 130 },
      { key: 'operUrl', label: operlogKey('operUrl'), prop: 'operUrl', width: 220, show: false },
      { key: 'target', label: operlogKey('target'), prop: 'target', width: 100, show: false },
      { key: 'status', label: operlogKey('status'), prop: 'status', width: 90, sortable: true, render: (row) => label(resultOptions())(row.status) },
      { key: 'errorMsg', label: operlogKey('errorMsg'), prop: 'errorMsg', width: 200, show: false },
      { key: 'costTime', label: operlogKey('costTime'), prop: 'costTime', width: 100, sortable: true, render: (row) => O('costMs', { ms: row.costTime }) },
    ],
    filters: [
      { key: 'title', label: operlogKey('module'), type: 'text' },
      { key: 'operName', label: operlogKey('operName'), type: 'text' },
      { key: 'businessType', label: operlogKey('businessType'), type: 'select', options: businessTypeOptions },
      { key: 'status', label: operlogKey('status'), type: 'select', options: resultOptions },
      { key: 'beginTime', label: operlogKey('beginTime'), type: 'date' },
      { key: 'endTime', label: operlogKey('endTime'), type: 'date' },
    ],
    fields: [],
    permissions: { remove: 'system:operlog:remove', export: 'system:operlog:export' },
    rowActions: (row) => rowActions(row),
    // 详细 and 删除 only: narrower than the default for custom row buttons.
    actionsWidth: 150,
    toolbar,
  };
}
