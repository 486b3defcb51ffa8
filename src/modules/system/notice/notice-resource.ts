/**
 * Notices and announcements as a CrudPage description (the administrators' page): list, filters, the
 * edit dialog and the publish / withdraw buttons of a row. The platform administrator chooses the
 * audience (all organisations or some); a hotel's administrator has no choice to make: the server sends
 * their notices to their own hotel. A published notice is locked (withdraw it to change or delete it).
 */
import type { ReactNode } from 'react';
import type { Notice } from '../../../../server/contracts/notice';
import { MAX_NOTICE_CONTENT } from '../../../../shared/wire-constants';
import { keysUnder, textsUnder } from '../../../lib/i18n';
import type { CrudResource, FieldOption, FieldSpec } from '../../../ui/crud/crud-types';
import { label } from '../../../ui/choice-options';

const N = textsUnder('system.notice');
const noticeKey = keysUnder('system.notice');

const typeOptions = (): FieldOption[] => (['1', '2'] as const).map((v) => ({ value: v, label: N(`types.${v}`) }));
const statusOptions = (): FieldOption[] => (['0', '1', '2'] as const).map((v) => ({ value: v, label: N(`statuses.${v}`) }));
const scopeOptions = (): FieldOption[] => (['all', 'orgs'] as const).map((v) => ({ value: v, label: N(`scopes.${v}`) }));

/** Who reads a notice, in a list cell. */
function audienceText(row: Pick<Notice, 'scope' | 'orgNames'>): string {
  return row.scope === 'all' ? N('scopes.all') : row.orgNames;
}

type Options = {
  /** The platform administrator chooses the audience; anyone else writes to their own hotel. */
  platform: boolean;
  /** The organisations to choose from (platform administrator only). */
  orgs: FieldOption[];
  rowActions: (row: Notice, reload: () => void) => ReactNode;
};

export function noticeResource({ platform, orgs, rowActions }: Options): CrudResource<Notice> {
  const audience: FieldSpec[] = platform
    ? [
        { key: 'scope', label: noticeKey('scope'), type: 'select', required: true, options: scopeOptions },
        { key: 'orgIds', label: noticeKey('orgIds'), type: 'multiselect', options: orgs },
      ]
    : [];
  return {
    tableId: 'sys-notice',
    title: noticeKey('title'),
    idField: 'noticeId',
    base: '/htservice/notice',
    columns: [
      { key: 'noticeId', label: noticeKey('noticeId'), prop: 'noticeId', width: 80, sortable: true },
      { key: 'noticeTitle', label: noticeKey('noticeTitle'), prop: 'noticeTitle', width: 200, sortable: true, phoneKey: true },
      { key: 'noticeType', label: noticeKey('noticeType'), prop: 'noticeType', width: 130, sortable: true, render: (row) => label(typeOptions())(row.noticeType) },
      { key: 'status', label: noticeKey('status'), prop: 'status', width: 110, sortable: true, render: (row) => label(statusOptions())(row.status) },
      { key: 'orgNames', label: noticeKey('orgNames'), prop: 'orgNames', width: 170, render: (row) => (platform ? audienceText(row) : N('ownOrg')) },
      { key: 'createBy', label: noticeKey('createBy'), prop: 'createBy', width: 110, sortable: true, show: false },
      { key: 'publisher', label: noticeKey('publisher'), prop: 'publisher', width: 110, show: false },
      { key: 'publishTime', label: noticeKey('publishTime'), prop: 'publishTime', width: 170, sortable: true },
      { key: 'createTime', label: noticeKey('createTime'), prop: 'createTime', width: 170, sortable: true, show: false },
    ],
    filters: [
      { key: 'noticeTitle', label: noticeKey('noticeTitle'), type: 'text' },
      { key: 'createBy', label: noticeKey('createBy'), type: 'text' },
      { key: 'noticeType', label: noticeKey('noticeType'), type: 'select', options: typeOptions },
      { key: 'status', label: noticeKey('status'), type: 'select', options: statusOptions },
    ],
    fields: [
      { key: 'noticeTitle', label: noticeKey('noticeTitle'), type: 'text', required: true, maxLength: 100 },
      { key: 'noticeType', label: noticeKey('noticeType'), type: 'select', required: true, options: typeOptions },
      ...audience,
      { key: 'noticeContent', label: noticeKey('contentLabel'), type: 'textarea', required: true, maxLength: MAX_NOTICE_CONTENT },
    ],
    newRecord: platform ? { noticeType: '1', scope: 'all', orgIds: [] } : { noticeType: '1' },
    permissions: { add: 'system:notice:add', edit: 'system:notice:edit', remove: 'system:notice:remove' },
    // Published: what readers see does not change under them; withdraw first.
    readOnlyRow: (row) => row.status === '1',
    rowActions,
    actionsWidth: 210,
  };
}
