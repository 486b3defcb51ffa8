/** The approval list pages as CrudPage descriptions (categories, definitions, pending tasks, instances). */
import type { ReactNode } from 'react';
import { keysUnder, textsUnder } from '../../lib/i18n';
import type { CrudColumn, CrudResource, FieldOption } from '../../ui/crud/crud-types';
import type { RowActionList } from '../../ui/RowActions';
import type { ApprovalCategory, ApprovalDefinition, ApprovalInstanceRow, PendingTaskRow } from '../../../server/contracts/approval';
import { DEFINITION_BASE, DICT_BASE, MINE_URL, PENDING_URL, STATUS_LIST_URL } from './calls';
import { approvalName, categoryName } from './names';

const L = textsUnder('approvals');
const K = keysUnder('approvals');
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

export const categoryResource: CrudResource<ApprovalCategory> = {
  tableId: 'approval-dict',
  title: K('dict.title'),
  idField: 'categoryId',
  base: DICT_BASE,
  columns: [
    { key: 'categoryCode', label: K('dict.categoryCode'), prop: 'categoryCode', width: 160, sortable: true },
    { key: 'categoryName', label: K('dict.categoryName'), prop: 'categoryName', width: 180, sortable: true, render: categoryName },
    { key: 'orderNum', label: K('dict.orderNum'), prop: 'orderNum', width: 90, sortable: true, align: 'right' },
    { key: 'status', label: K('dict.status'), prop: 'status', width: 100, render: (r) => labelOf(statusOptions())(r.status) },
    { key: 'remark', label: K('dict.remark'), prop: 'remark', width: 240 },
  ],
  filters: [
    { key: 'categoryName', label: K('dict.categoryName'), type: 'text' },
    { key: 'status', label: K('dict.status'), type: 'select', options: statusOptions },
  ],
  fields: [
    { key: 'categoryCode', label: K('dict.categoryCode'), type: 'text', required: true, maxLength: 64, readOnlyOnEdit: true },
    { key: 'categoryName', label: K('dict.categoryName'), type: 'text', required: true, maxLength: 100 },
    { key: 'orderNum', label: K('dict.orderNum'), type: 'number' },
    { key: 'status', label: K('dict.status'), type: 'select', options: statusOptions },
    { key: 'remark', label: K('dict.remark'), type: 'textarea', maxLength: 500 },
  ],
  newRecord: { status: '0', orderNum: 0 },
  permissions: APPROVAL_PERMS.dict,
};

/** `categories`: the organisation's categories as choices, in the language drawn in (names.ts). */
export function definitionResource(categories: () => FieldOption[], actions: (row: ApprovalDefinition, reload: () => void) => RowActionList): CrudResource<ApprovalDefinition> {
  const category = (r: ApprovalDefinition) => categories().find((c) => c.value === String(r.categoryId))?.label ?? r.categoryName;
  return {
    tableId: 'approval-definition',
    title: K('definition.title'),
    idField: 'definitionId',
    base: DEFINITION_BASE,
    columns: [
      { key: 'name', label: K('definition.name'), prop: 'name', width: 140, sortable: true, phoneKey: true },
      { key: 'nameEn', label: K('definition.nameEn'), prop: 'nameEn', width: 160 },
      { key: 'defKey', label: K('definition.defKey'), prop: 'defKey', width: 140, sortable: true, show: false },
      { key: 'categoryName', label: K('definition.category'), prop: 'categoryName', width: 150, render: category },
      { key: 'publishedVersion', label: K('definition.publishedVersion'), prop: 'publishedVersion', width: 110, align: 'right' },
      { key: 'draftVersion', label: K('definition.draftVersion'), prop: 'draftVersion', width: 100, align: 'right', show: false },
      { key: 'status', label: K('definition.status'), prop: 'status', width: 90, render: (r) => labelOf(statusOptions())(r.status) },
      { key: 'updateTime', label: K('definition.updateTime'), prop: 'updateTime', width: 170, sortable: true },
    ],
    filters: [
      { key: 'name', label: K('definition.name'), type: 'text' },
      { key: 'categoryId', label: K('definition.category'), type: 'select', options: categories },
      { key: 'status', label: K('definition.status'), type: 'select', options: statusOptions },
    ],
    fields: [
      { key: 'categoryId', label: K('definition.category'), type: 'select', options: categories, required: true },
      { key: 'defKey', label: K('definition.defKey'), type: 'text', required: true, maxLength: 64, readOnlyOnEdit: true },
      { key: 'name', label: K('definition.name'), type: 'text', required: true, maxLength: 100 },
      { key: 'nameEn', label: K('definition.nameEn'), type: 'text', maxLength: 100 },
      { key: 'description', label: K('definition.description'), type: 'textarea', maxLength: 500 },
    ],
    newRecord: { status: '0' },
    permissions: APPROVAL_PERMS.definition,
    rowMenu: { actions, name: (row) => approvalName(row.name, row.nameEn) },
  };
}

export function pendingResource(open: (row: PendingTaskRow, reload: () => void) => ReactNode): CrudResource<PendingTaskRow> {
  return {
    tableId: 'approval-pending',
    title: K('pending.title'),
    idField: 'taskId',
    base: '/htservice/approvalCenter',
    listUrl: PENDING_URL,
    columns: [
      { key: 'approvalName', label: K('pending.approvalName'), prop: 'approvalName', width: 180, sortable: true, render: (r) => approvalName(r.approvalName) },
      { key: 'taskName', label: K('pending.taskName'), prop: 'taskName', width: 160 },
      { key: 'initiator', label: K('pending.initiator'), prop: 'initiator', width: 120 },
      { key: 'createTime', label: K('pending.createTime'), prop: 'createTime', width: 170, sortable: true },
    ],
    filters: [{ key: 'approvalName', label: K('pending.approvalName'), type: 'text' }],
    fields: [],
    permissions: {},
    rowActions: open,
  };
}

/** Instances: every one the user may query (`statusList`), or the user's own (`mine`). */
export function instanceResource(scope: 'all' | 'mine', actions: (row: ApprovalInstanceRow, reload: () => void) => ReactNode): CrudResource<ApprovalInstanceRow> {
  const statusLabel = (s: ApprovalInstanceRow['status']) => L(`status.${s}`);
  const columns: CrudColumn<ApprovalInstanceRow>[] = [
    { key: 'instanceId', label: 'ui.crud.id', prop: 'instanceId', width: 80, sortable: true, show: false },
    { key: 'name', label: K('query.name'), prop: 'name', width: 170, sortable: true, phoneKey: true, render: (r) => approvalName(r.name) },
    { key: 'versionNo', label: K('query.versionNo'), prop: 'versionNo', width: 70, align: 'right', show: false },
    { key: 'initiator', label: K('query.initiator'), prop: 'initiator', width: 110 },
    { key: 'status', label: K('query.status'), prop: 'status', width: 100, render: (r) => statusLabel(r.status) },
    { key: 'waitingAt', label: K('query.waitingAt'), prop: 'waitingAt', width: 160 },
    { key: 'startTime', label: K('query.startTime'), prop: 'startTime', width: 170, sortable: true },
    { key: 'endTime', label: K('query.endTime'), prop: 'endTime', width: 170 },
  ];
  return {
    tableId: scope === 'mine' ? 'approval-mine' : 'approval-query',
    title: scope === 'mine' ? K('initiated.mine') : K('query.title'),
    idField: 'instanceId',
    base: '/htservice/approvalCenter',
    listUrl: scope === 'mine' ? MINE_URL : STATUS_LIST_URL,
    columns,
    filters: [
      { key: 'name', label: K('query.name'), type: 'text' },
      {
        key: 'status',
        label: K('query.status'),
        type: 'select',
        options: () => (['running', 'approved', 'rejected', 'returned', 'withdrawn'] as const).map((s) => ({ value: s, label: statusLabel(s) })),
      },
    ],
    fields: [],
    permissions: {},
    rowActions: actions,
    actionsWidth: 200,
  };
}
