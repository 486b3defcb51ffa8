/** Auxiliary items (辅助核算项目: customers, suppliers, projects, employees) as a CrudPage description: list by dimension, add, edit, delete. */
import { t } from '../../lib/i18n';
import type { CrudResource, FieldOption } from '../../ui/crud/crud-types';
import { ITEM_DIMENSIONS } from '../../../shared/aux-dimensions';
import type { AuxItem } from '../../../server/contracts/aux-accounting';

const L = (k: string) => t(`accounting.aux.${k}`);

export function auxItemResource(): CrudResource<AuxItem> {
  const dims: FieldOption[] = ITEM_DIMENSIONS.map((d) => ({ value: d, label: t(`auxDims.${d}`) }));
  const statuses: FieldOption[] = [
    { value: '0', label: L('normal') },
    { value: '1', label: L('disabled') },
  ];
  return {
    tableId: 'accounting-aux-item',
    title: L('itemTitle'),
    idField: 'itemId',
    base: '/htservice/auxItem',
    columns: [
      { key: 'dimension', label: L('dimension'), prop: 'dimension', width: 110, sortable: true, render: (row) => t(`auxDims.${row.dimension}`) },
      { key: 'itemCode', label: L('itemCode'), prop: 'itemCode', width: 140, sortable: true },
      { key: 'itemName', label: L('itemName'), prop: 'itemName', width: 240, sortable: true },
      { key: 'status', label: L('status'), prop: 'status', width: 90, sortable: true, render: (row) => (row.status === '0' ? L('normal') : L('disabled')) },
      { key: 'remark', label: L('remark'), prop: 'remark', width: 220 },
      { key: 'createTime', label: L('createTime'), prop: 'createTime', width: 170, sortable: true },
    ],
    filters: [
      { key: 'dimension', label: L('dimension'), type: 'select', options: dims },
      { key: 'itemCode', label: L('itemCode'), type: 'text' },
      { key: 'itemName', label: L('itemName'), type: 'text' },
      { key: 'status', label: L('status'), type: 'select', options: statuses },
    ],
    fields: [
      { key: 'dimension', label: L('dimension'), type: 'select', options: dims, required: true, readOnlyOnEdit: true },
      { key: 'itemCode', label: L('itemCode'), type: 'text', required: true, maxLength: 40 },
      { key: 'itemName', label: L('itemName'), type: 'text', required: true, maxLength: 100 },
      { key: 'status', label: L('status'), type: 'select', options: statuses },
      { key: 'remark', label: L('remark'), type: 'textarea', maxLength: 500 },
    ],
    newRecord: { dimension: 'customer', status: '0', remark: '' },
    permissions: { add: 'accounting:auxItem:add', edit: 'accounting:auxItem:edit', remove: 'accounting:auxItem:remove' },
  };
}
