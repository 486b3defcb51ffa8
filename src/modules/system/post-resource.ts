/** Positions (岗位) as a CrudPage description: list with query by code, name and status, add, edit, delete, export. */
import { keysUnder } from '../../lib/i18n';
import type { CrudResource } from '../../ui/crud/crud-types';
import type { Post } from '../../../server/contracts/post';
import { label, statusOptions } from '../../ui/choice-options';

const K = keysUnder('system.post');

export const postResource: CrudResource<Post> = {
  tableId: 'sys-post',
  title: K('title'),
  idField: 'postId',
  base: '/htservice/post',
  exportUrl: '/htservice/post/export',
  columns: [
    { key: 'postId', label: K('postId'), prop: 'postId', width: 90, sortable: true },
    { key: 'postCode', label: K('postCode'), prop: 'postCode', width: 140, sortable: true },
    { key: 'postName', label: K('postName'), prop: 'postName', width: 150, sortable: true, phoneKey: true },
    { key: 'postSort', label: K('postSort'), prop: 'postSort', width: 100, align: 'right', sortable: true },
    { key: 'status', label: K('status'), prop: 'status', width: 90, sortable: true, render: (row) => label(statusOptions())(row.status) },
    { key: 'remark', label: K('remark'), prop: 'remark', width: 180 },
    { key: 'createTime', label: K('createTime'), prop: 'createTime', width: 170, sortable: true },
  ],
  filters: [
    { key: 'postCode', label: K('postCode'), type: 'text' },
    { key: 'postName', label: K('postName'), type: 'text' },
    { key: 'status', label: K('status'), type: 'select', options: statusOptions },
  ],
  fields: [
    { key: 'postName', label: K('postName'), type: 'text', required: true, maxLength: 50 },
    { key: 'postCode', label: K('postCode'), type: 'text', required: true, maxLength: 64 },
    { key: 'postSort', label: K('postSort'), type: 'number', required: true },
    { key: 'status', label: K('status'), type: 'select', options: statusOptions },
    { key: 'remark', label: K('remark'), type: 'textarea', maxLength: 500 },
  ],
  newRecord: { status: '0', postSort: 0, remark: '' },
  permissions: { add: 'system:post:add', edit: 'system:post:edit', remove: 'system:post:remove', export: 'system:post:export' },
};
