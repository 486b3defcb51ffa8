/** Auxiliary items (辅助核算项目: customers, suppliers, projects, employees) as a CrudPage description: list by dimension, add, edit, delete. */
import { keysUnder, t, textsUnder } from '../../lib/i18n';
import type { CrudResource, FieldOption } from '../../ui/crud/crud-types';
import { ITEM_DIMENSIONS } from '../../../shared/aux-dimensions';
import type { AuxItem } from '../../../server/contracts/aux-accounting';

const L = textsUnder('accounting.aux');
const K = keysUnder('accounting.aux');

const dims = (): FieldOption[] => ITEM_DIMENSIONS.map((d) => ({ value: d, label: t(`auxDims.${d}`) }));
const statuses = (): FieldOption[] => [
  { value: '0', label: L('normal') },
  { value: '1', label: L('disabled') },
];

export const auxItemResource: CrudResource<AuxItem> = {
  tableId: 'accounting-aux-item',
  title: K('itemTitle'),
  idField: 'itemId',
  base: '/htservice/auxItem',
  columns: [
    { key: 'dimension', label: K('dimension'), prop: 'dimension', width: 110, sortable: true, render: (row) => t(`auxDims.${row.dimension}`) },
    { key: 'itemCode', label: K('itemCode'), prop: 'itemCode', width: 140, sortable: true },
    { key: 'itemName', label: K('itemName'), prop: 'itemName', width: 240, sortable: true },
    { key: 'status', label: K('status'), prop: 'status', width: 90, sortable: true, render: (row) => (row.status === '0' ? L('normal') : L('disabled')) },
    { key: 'remark', label: K('remark'), prop: 'remark', width: 220 },
    { key: 'createTime', label: K('createTime'), prop: 'createTime', width: 170, sortable: true },
  ],
  filters: [
    { key: 'dimension', label: K('dimension'), type: 'select', options: dims },
    { key: 'itemCode', label: K('itemCode'), type: 'text' },
    { key: 'itemName', label: K('itemName'), type: 'text' },
    { key: 'status', label: K('status'), type: 'select', options: statuses },
  ],
  fields: [
    { key: 'dimension', label: K('dimension'), type: 'select', options: dims, required: true, readOnlyOnEdit: true },
    { key: 'itemCode', label: K('itemCode'), type: 'text', required: true, maxLength: 40 },
    { key: 'itemName', label: K('itemName'), type: 'text', required: true, maxLength: 100 },
    { key: 'status', label: K('status'), type: 'select', options: statuses },
    { key: 'remark', label: K('remark'), type: 'textarea', maxLength: 500 },
  ],
  newRecord: { dimension: 'customer', status: '0', remark: '' },
  permissions: { add: 'accounting:auxItem:add', edit: 'accounting:auxItem:edit', remove: 'accounting:auxItem:remove' },
};
