/** Positions (岗位) as a CrudPage description: list with query by code, name and status, add, edit, delete, export. */
import { t } from '../../lib/i18n';
import type { CrudResource } from '../../ui/crud/crud-types';
import type { Post } from '../../../server/contracts/post';
import { label, statusOptions } from '../../ui/choice-options';

const L = (k: string) => t(`system.post.${k}`);

export function postResource(): CrudResource<Post> {
  const status = label(statusOptions());
  return {
    tableId: 'sys-post',
    title: L('title'),
    idField: 'postId',
    base: '/htservice/post',
    exportUrl: '/htservice/post/export',
    columns: [
      { key: 'postId', label: L('postId'), prop: 'postId', width: 90, sortable: true },
      { key: 'postCode', label: L('postCode'), prop: 'postCode', width: 140, sortable: true },
      { key: 'postName', label: L('postName'), prop: 'postName', width: 160, sortable: true },
      { key: 'postSort', label: L('postSort'), prop: 'postSort', width: 100, align: 'right', sortable: true },
      { key: 'status', label: L('status'), prop: 'status', width: 90, sortable: true, render: (row) => status(row.status) },
      { key: 'remark', label: L('remark'), prop: 'remark', width: 200 },
      { key: 'createTime', label: L('createTime'), prop: 'createTime', width: 170, sortable: true },
    ],
    filters: [
      { key: 'postCode', label: L('postCode'), type: 'text' },
      { key: 'postName', label: L('postName'), type: 'text' },
      { key: 'status', label: L('status'), type: 'select', options: statusOptions() },
    ],
    fields: [
      { key: 'postName', label: L('postName'), type: 'text', required: true, maxLength: 50 },
      { key: 'postCode', label: L('postCode'), type: 'text', required: true, maxLength: 64 },
      { key: 'postSort', label: L('postSort'), type: 'number', required: true },
      { key: 'status', label: L('status'), type: 'select', options: statusOptions() },
      { key: 'remark', label: L('remark'), type: 'textarea', maxLength: 500 },
    ],
    newRecord: { status: '0', postSort: 0, remark: '' },
    permissions: { add: 'system:post:add', edit: 'system:post:edit', remove: 'system:post:remove', export: 'system:post:export' },
  };
}
