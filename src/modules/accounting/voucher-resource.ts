/**
 * The voucher list as a CrudPage description, shared by 凭证录入 (entry: delete of unaudited
 * vouchers) and 凭证审核 (audit: no delete). Add and edit go through VoucherForm, not CrudPage's
 * generic form: a voucher is a head with a lines grid.
 */
import type { ReactNode } from 'react';
import { keysUnder, textsUnder } from '../../lib/i18n';
import type { CrudResource } from '../../ui/crud/crud-types';
import type { RowActionList } from '../../ui/RowActions';
import type { Voucher } from '../../../server/contracts/voucher';
import { label } from '../../ui/choice-options';
import { formatFen } from '../../lib/money';

export const VOUCHER_DETAIL_PATH = '/htservice/accountChangeVoucher';

const L = textsUnder('accounting.voucher');
const K = keysUnder('accounting.voucher');
export const voucherStatusOptions = () => (['0', '1', '2', '3'] as const).map((value) => ({ value, label: L(`status${value}`) }));

type Extras = {
  number: (row: Voucher) => ReactNode;
  toolbar?: (reload: () => void) => ReactNode;
  create?: CrudResource<Voucher>['create'];
  rowActions: (row: Voucher, reload: () => void) => RowActionList;
  remove?: boolean;
};

export function voucherResource(kind: 'entry' | 'audit', extras: Extras): CrudResource<Voucher> {
  return {
    tableId: `voucher-${kind}`,
    title: K(`${kind}Title`),
    idField: 'voucherId',
    base: '/htservice/voucher',
    columns: [
      { key: 'voucherNumber', label: K('voucherNumber'), prop: 'voucherNo', width: 110, sortable: true, phoneKey: true, render: extras.number },
      { key: 'voucherDate', label: K('voucherDate'), prop: 'voucherDate', width: 110, sortable: true },
      { key: 'period', label: K('period'), prop: 'period', width: 90, sortable: true },
      { key: 'debitTotal', label: K('debitTotal'), prop: 'debitTotal', width: 130, align: 'right', sortable: true, render: (row) => formatFen(row.debitTotal) },
      { key: 'creditTotal', label: K('creditTotal'), prop: 'creditTotal', width: 130, align: 'right', render: (row) => formatFen(row.creditTotal) },
      { key: 'attachments', label: K('attachments'), prop: 'attachments', width: 90, align: 'right' },
      { key: 'status', label: K('status'), prop: 'status', width: 110, sortable: true, render: (row) => label(voucherStatusOptions())(row.status) },
      { key: 'makerName', label: K('makerName'), prop: 'makerName', width: 100, sortable: true },
      { key: 'senderName', label: K('senderName'), prop: 'senderName', width: 100 },
      { key: 'auditorName', label: K('auditorName'), prop: 'auditorName', width: 100 },
      { key: 'cashierName', label: K('cashierName'), prop: 'cashierName', width: 100 },
      { key: 'posterName', label: K('posterName'), prop: 'posterName', width: 100 },
      { key: 'remark', label: K('remark'), prop: 'remark', width: 200 },
    ],
    filters: [
      { key: 'period', label: K('period'), placeholder: K('periodFormat'), type: 'text', maxLength: 7 },
      { key: 'status', label: K('status'), type: 'select', options: voucherStatusOptions },
      { key: 'voucherWord', label: K('voucherWord'), type: 'text', maxLength: 4 },
      { key: 'voucherNo', label: K('voucherNo'), type: 'text', maxLength: 9 },
      { key: 'beginTime', label: K('beginTime'), type: 'date' },
      { key: 'endTime', label: K('endTime'), type: 'date' },
    ],
    fields: [],
    permissions: extras.remove ? { remove: 'accounting:voucher:remove' } : {},
    readOnlyRow: (row) => row.status !== '0',
    toolbar: extras.toolbar,
    create: extras.create,
    rowMenu: { actions: extras.rowActions, name: (row) => row.voucherNumber },
  };
}
