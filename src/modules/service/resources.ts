/** The approval list pages as CrudPage descriptions (categories, definitions, pending tasks, instances). */
import type { ReactNode } from 'react';
import { t } from '../../lib/i18n';
import type { Column } from '../../ui/column-types';
import type { CrudResource, FieldOption } from '../../ui/crud/crud-types';
import type { RowActionList } from '../../ui/RowActions';
import type { ApprovalCategory, ApprovalDefinition, ApprovalInstanceRow, PendingTaskRow } from '../../../server/contracts/approval';
import { DEFINITION_BASE, DICT_BASE, MINE_URL, PENDING_URL, STATUS_LIST_URL } from './calls';
import { approvalName, categoryName } from './names';

const L = (k: string, p?: Record<string, string | number>) => t(`approvals.${k}`, p);
const statusOptions = (): FieldOption[] => [
  { value: '0', label: L('common.normal') },
  { value: '1', label: L('common.disabled') },
];
const labelOf = (options: FieldOption[]) => (value: unknown) => options.find((o) => o.value === value)?.label ?? String(value ?? '');

/** Permissions of the approval-centre buttons (the server's menus grant them). */
export const APPROVAL_PERMS = {
  dict: { add: 'service:approvalDict:add', edit: 'service:approvalDict:edit', remove: 'service:approvalDict:remove' },
  definition: { add: 'service:approvalDefinition:add', edit: 'service:approvalDefinition:edit', remove: 'service:approvalDefinition:remove' },
};

export function categoryResource(): CrudResource<ApprovalCategory> {
  const statuses = labelOf(statusOptions());
  return {
    tableId: 'approval-dict',
    title: L('dict.title'),
    idField: 'categoryId',
    base: DICT_BASE,
    columns: [
      { key: 'categoryCode', label: L('dict.categoryCode'), prop: 'categoryCode', width: 160, sortable: true },
      { key: 'categoryName', label: L('dict.categoryName'), prop: 'categoryName', width: 180, sortable: true, render: categoryName },
      { key: 'orderNum', label: L('dict.orderNum'), prop: 'orderNum', width: 90, sortable: true, align: 'right' },
      { key: 'status', label: L('dict.status'), prop: 'status', width: 100, render: (r) => statuses(r.status) },
      { key: 'remark', label: L('dict.remark'), prop: 'remark', width: 240 },
    ],
    filters: [
      { key: 'categoryName', label: L('dict.categoryName'), type: 'text' },
      { key: 'status', label: L('dict.status'), type: 'select', options: statusOptions() },
    ],
    fields: [
      { key: 'categoryCode', label: L('dict.categoryCode'), type: 'text', required: true, maxLength: 64, readOnlyOnEdit: true },
      { key: 'categoryName', label: L('dict.categoryName'), type: 'text', required: true, maxLength: 100 },
      { key: 'orderNum', label: L('dict.orderNum'), type: 'number' },
      { key: 'status', label: L('dict.status'), type: 'select', options: statusOptions() },
      { key: 'remark', label: L('dict.remark'), type: 'textarea', maxLength: 500 },
    ],
    newRecord: { status: '0', orderNum: 0 },
    permissions: APPROVAL_PERMS.dict,
  };
}

/** `categories`: the organisation's categories as choices, labelled as drawn (names.ts). */
export function definitionResource(categories: FieldOption[], actions: (row: ApprovalDefinition, reload: () => void) => RowActionList): CrudResource<ApprovalDefinition> {
  const statuses = labelOf(statusOptions());
  const category = (r: ApprovalDefinition) => categories.find((c) => c.value === String(r.categoryId))?.label ?? r.categoryName;
  return {
    tableId: 'approval-definition',
    title: L('definition.title'),
    idField: 'definitionId',
    base: DEFINITION_BASE,
    columns: [
      { key: 'name', label: L('definition.name'), prop: 'name', width: 160, sortable: true },
      { key: 'nameEn', label: L('definition.nameEn'), prop: 'nameEn', width: 160 },
      { key: 'defKey', label: L('definition.defKey'), prop: 'defKey', width: 140, sortable: true },
      { key: 'categoryName', label: L('definition.category'), prop: 'categoryName', width: 120, render: category },
      { key: 'publishedVersion', label: L('definition.publishedVersion'), prop: 'publishedVersion', width: 110, align: 'right' },
      { key: 'draftVersion', label: L('definition.draftVersion'), prop: 'draftVersion', width: 100, align: 'right' },
      { key: 'status', label: L('definition.status'), prop: 'status', width: 90, render: (r) => statuses(r.status) },
      { key: 'updateTime', label: L('definition.updateTime'), prop: 'updateTime', width: 170, sortable: true },
    ],
    filters: [
      { key: 'name', label: L('definition.name'), type: 'text' },
      { key: 'categoryId', label: L('definition.category'), type: 'select', options: categories },
      { key: 'status', label: L('definition.status'), type: 'select', options: statusOptions() },
    ],
    fields: [
      { key: 'categoryId', label: L('definition.category'), type: 'select', options: categories, required: true },
      { key: 'defKey', label: L('definition.defKey'), type: 'text', required: true, maxLength: 64, readOnlyOnEdit: true },
      { key: 'name', label: L('definition.name'), type: 'text', required: true, maxLength: 100 },
      { key: 'nameEn', label: L('definition.nameEn'), type: 'text', maxLength: 100 },
      { key: 'description', label: L('definition.description'), type: 'textarea', maxLength: 500 },
    ],
    newRecord: { status: '0' },
    permissions: APPROVAL_PERMS.definition,
    rowMenu: { actions, name: (row) => approvalName(row.name, row.nameEn) },
  };
}

export function pendingResource(open: (row: PendingTaskRow, reload: () => void) => ReactNode): CrudResource<PendingTaskRow> {
  return {
    tableId: 'approval-pending',
    title: L('pending.title'),
    idField: 'taskId',
    base: '/htservice/approvalCenter',
    listUrl: PENDING_URL,
    columns: [
      { key: 'approvalName', label: L('pending.approvalName'), prop: 'approvalName', width: 180, sortable: true, render: (r) => approvalName(r.approvalName) },
      { key: 'taskName', label: L('pending.taskName'), prop: 'taskName', width: 160 },
      { key: 'initiator', label: L('pending.initiator'), prop: 'initiator', width: 120 },
      { key: 'createTime', label: L('pending.createTime'), prop: 'createTime', width: 170, sortable: true },
    ],
    filters: [{ key: 'approvalName', label: L('pending.approvalName'), type: 'text' }],
    fields: [],
    permissions: {},
    rowActions: open,
  };
}

/** Instances: every one the user may query (`statusList`), or the user's own (`mine`). */
export function instanceResource(scope: 'all' | 'mine', actions: (row: ApprovalInstanceRow, reload: () => void) => ReactNode): CrudResource<ApprovalInstanceRow> {
  const statusLabel = (s: string) => L(`status.${s}`);
  const columns: Column<ApprovalInstanceRow>[] = [
    { key: 'instanceId', label: 'ID', prop: 'instanceId', width: 80, sortable: true },
    { key: 'name', label: L('query.name'), prop: 'name', width: 170, sortable: true, render: (r) => approvalName(r.name) },
    { key: 'versionNo', label: L('query.versionNo'), prop: 'versionNo', width: 70, align: 'right' },
    { key: 'initiator', label: L('query.initiator'), prop: 'initiator', width: 110 },
    { key: 'status', label: L('query.status'), prop: 'status', width: 100, render: (r) => statusLabel(r.status) },
    { key: 'waitingAt', label: L('query.waitingAt'), prop: 'waitingAt', width: 160 },
    { key: 'startTime', label: L('query.startTime'), prop: 'startTime', width: 170, sortable: true },
    { key: 'endTime', label: L('query.endTime'), prop: 'endTime', width: 170 },
  ];
  return {
    tableId: scope === 'mine' ? 'approval-mine' : 'approval-query',
    title: scope === 'mine' ? L('initiated.mine') : L('query.title'),
    idField: 'instanceId',
    base: '/htservice/approvalCenter',
    listUrl: scope === 'mine' ? MINE_URL : STATUS_LIST_URL,
    columns,
    filters: [
      { key: 'name', label: L('query.name'), type: 'text' },
      {
        key: 'status',
        label: L('query.status'),
        type: 'select',
        options: ['running', 'approved', 'rejected', 'returned', 'withdrawn'].map((s) => ({ value: s, label: statusLabel(s) })),
      },
    ],
    fields: [],
    permissions: {},
    rowActions: actions,
    actionsWidth: 200,
  };
}
