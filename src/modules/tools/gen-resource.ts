/** The code generator's list (代码生成) as a CrudPage description; its extra buttons come from the page. */
import type { ReactNode } from 'react';
import { keysUnder } from '../../lib/i18n';
import type { CrudResource } from '../../ui/crud/crud-types';
import type { RowActionList } from '../../ui/RowActions';
import type { GenTable } from '../../../server/contracts/gen';

const K = keysUnder('tools.gen');

type Extras = { toolbar: (reload: () => void) => ReactNode; rowActions: (row: GenTable, reload: () => void) => RowActionList };

export function genResource({ toolbar, rowActions }: Extras): CrudResource<GenTable> {
  return {
    tableId: 'tool-gen',
    title: K('title'),
    idField: 'tableId',
    base: '/htservice/gen',
    columns: [
      { key: 'tableId', label: K('tableId'), prop: 'tableId', width: 80, sortable: true },
      { key: 'tableName', label: K('tableName'), prop: 'tableName', width: 140, sortable: true },
      { key: 'tableComment', label: K('tableComment'), prop: 'tableComment', width: 150, sortable: true },
      { key: 'className', label: K('className'), prop: 'className', width: 120, sortable: true },
      { key: 'createTime', label: K('createTime'), prop: 'createTime', width: 170, sortable: true },
      { key: 'updateTime', label: K('updateTime'), prop: 'updateTime', width: 170, sortable: true },
    ],
    filters: [
      { key: 'tableName', label: K('tableName'), type: 'text' },
      { key: 'tableComment', label: K('tableComment'), type: 'text' },
    ],
    // Edited on its own page (/gen/edit), not in the dialog.
    fields: [],
    permissions: { remove: 'tool:gen:remove' },
    toolbar,
    rowMenu: { actions: rowActions, name: (row) => row.tableName },
  };
}
