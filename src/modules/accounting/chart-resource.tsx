/**
 * The chart of accounts as a CrudPage description: every account of the organisation with its
 * class, normal side and cash flag (read from the code by the server, lib/account-classes.ts) and the
 * auxiliary dimensions it requires, which is what an edit changes. Accounts are not added or deleted here:
 * they come from the standard chart.
 */
import { keysUnder, t, textsUnder } from '../../lib/i18n';
import type { CrudResource, FieldOption } from '../../ui/crud/crud-types';
import { AUX_DIMENSIONS } from '../../../shared/aux-dimensions';
import type { AccAccount } from '../../../server/contracts/aux-accounting';

const CLASSES = ['asset', 'liability', 'common', 'equity', 'cost', 'profitLoss'] as const;

const L = textsUnder('accounting.aux');
const K = keysUnder('accounting.aux');

const classes = (): FieldOption[] => CLASSES.map((c) => ({ value: c, label: L(`classes.${c}`) }));
const dims = (): FieldOption[] => AUX_DIMENSIONS.map((d) => ({ value: d, label: t(`auxDims.${d}`) }));
const dimsText = (row: AccAccount) => row.auxDims.map((d) => t(`auxDims.${d}`)).join('、');

export const chartResource: CrudResource<AccAccount> = {
  tableId: 'accounting-chart',
  title: K('accountTitle'),
  idField: 'accountId',
  base: '/htservice/accAccount',
  columns: [
    { key: 'accountCode', label: K('accountCode'), prop: 'accountCode', width: 130, sortable: true },
    { key: 'accountName', label: K('accountName'), prop: 'accountName', width: 220, sortable: true },
    { key: 'accountClass', label: K('accountClass'), prop: 'accountClass', width: 110, render: (row) => (row.accountClass ? L(`classes.${row.accountClass}`) : '') },
    { key: 'normalSide', label: K('normalSide'), prop: 'normalSide', width: 90, render: (row) => L(`sides.${row.normalSide}`) },
    { key: 'cashAccount', label: K('cashAccount'), prop: 'cashAccount', width: 90, render: (row) => (row.cashAccount ? L('yes') : L('no')) },
    { key: 'auxDims', label: K('auxDims'), prop: 'auxDims', width: 200, render: dimsText },
    { key: 'status', label: K('status'), prop: 'status', width: 80, sortable: true, render: (row) => (row.status === '0' ? L('normal') : L('disabled')) },
  ],
  filters: [
    { key: 'accountCode', label: K('accountCode'), type: 'text', maxLength: 20 },
    { key: 'accountName', label: K('accountName'), type: 'text' },
    { key: 'accountClass', label: K('accountClass'), type: 'select', options: classes },
    { key: 'auxDim', label: K('auxDims'), type: 'select', options: dims },
  ],
  fields: [
    { key: 'accountCode', label: K('accountCode'), type: 'text', readOnlyOnEdit: true },
    { key: 'accountName', label: K('accountName'), type: 'text', readOnlyOnEdit: true },
    { key: 'auxDims', label: K('auxDims'), type: 'multiselect', options: dims },
  ],
  permissions: { edit: 'accounting:account:edit' },
};
