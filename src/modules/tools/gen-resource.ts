/** The code generator's list (代码生成) as a CrudPage description; its extra buttons come from the page. */
import type { ReactNode } from 'react';
import { t } from '../../lib/i18n';
import type { CrudResource } from '../../ui/crud/crud-types';
import type { RowActionList } from '../../ui/RowActions';
import type { GenTable } from '../../../server/contracts/gen';

const L = (k: string) => t(`tools.gen.${k}`);

type Extras = { toolbar: (reload: () => void) => ReactNode; rowActions: (row: GenTable, reload: () => void) => RowActionList };

export function genResource({ toolbar, rowActions }: Extras): CrudResource<GenTable> {
  return {
    tableId: 'tool-gen',
    title: L('title'),
    idField: 'tableId',
    base: '/htservice/gen',
    columns: [
      { key: 'tableId', label: L('tableId'), prop: 'tableId', width: 80, sortable: true },
      { key: 'tableName', label: L('tableName'), prop: 'tableName', width: 180, sortable: true },
      { key: 'tableComment', label: L('tableComment'), prop: 'tableComment', width: 180, sortable: true },
      { key: 'className', label: L('className'), prop: 'className', width: 160, sortable: true },
      { key: 'createTime', label: L('createTime'), prop: 'createTime', width: 170, sortable: true },
      { key: 'updateTime', label: L('updateTime'), prop: 'updateTime', width: 170, sortable: true },
    ],
    filters: [
      { key: 'tableName', label: L('tableName'), type: 'text' },
      { key: 'tableComment', label: L('tableComment'), type: 'text' },
    ],
    // Edited on its own page (/gen/edit), not in the dialog.
    fields: [],
    permissions: { remove: 'tool:gen:remove' },
    toolbar,
    rowMenu: { actions: rowActions, name: (row) => row.tableName },
  };
}
