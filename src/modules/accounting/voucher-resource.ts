/**
 * The voucher list as a CrudPage description, shared by 凭证录入 (entry: delete of unaudited
 * vouchers) and 凭证审核 (audit: no delete). Add and edit go through VoucherForm, not CrudPage's
 * generic form: a voucher is a head with a lines grid.
 */
import type { ReactNode } from 'react';
import { t } from '../../lib/i18n';
import type { CrudResource } from '../../ui/crud/crud-types';
import type { RowActionList } from '../../ui/RowActions';
import type { Voucher } from '../../../server/contracts/voucher';
import { label } from '../../ui/choice-options';
import { formatFen } from '../../lib/money';

export const VOUCHER_DETAIL_PATH = '/htservice/accountChangeVoucher';

const L = (k: string, params?: Record<string, string | number>) => t(`accounting.voucher.${k}`, params);
export const voucherStatusOptions = () => (['0', '1', '2', '3'] as const).map((value) => ({ value, label: L(`status${value}`) }));

type Extras = {
  number: (row: Voucher) => ReactNode;
  toolbar?: (reload: () => void) => ReactNode;
  create?: CrudResource<Voucher>['create'];
  rowActions: (row: Voucher, reload: () => void) => RowActionList;
  remove?: boolean;
};

export function voucherResource(kind: 'entry' | 'audit', extras: Extras): CrudResource<Voucher> {
  const status = label(voucherStatusOptions());
  return {
    tableId: `voucher-${kind}`,
    title: L(`${kind}Title`),
    idField: 'voucherId',
    base: '/htservice/voucher',
    columns: [
      { key: 'voucherNumber', label: L('voucherNumber'), prop: 'voucherNo', width: 110, sortable: true, render: extras.number },
      { key: 'voucherDate', label: L('voucherDate'), prop: 'voucherDate', width: 110, sortable: true },
      { key: 'period', label: L('period'), prop: 'period', width: 90, sortable: true },
      { key: 'debitTotal', label: L('debitTotal'), prop: 'debitTotal', width: 130, align: 'right', sortable: true, render: (row) => formatFen(row.debitTotal) },
      { key: 'creditTotal', label: L('creditTotal'), prop: 'creditTotal', width: 130, align: 'right', render: (row) => formatFen(row.creditTotal) },
      { key: 'attachments', label: L('attachments'), prop: 'attachments', width: 90, align: 'right' },
      { key: 'status', label: L('status'), prop: 'status', width: 110, sortable: true, render: (row) => status(row.status) },
      { key: 'makerName', label: L('makerName'), prop: 'makerName', width: 100, sortable: true },
      { key: 'senderName', label: L('senderName'), prop: 'senderName', width: 100 },
      { key: 'auditorName', label: L('auditorName'), prop: 'auditorName', width: 100 },
      { key: 'cashierName', label: L('cashierName'), prop: 'cashierName', width: 100 },
      { key: 'posterName', label: L('posterName'), prop: 'posterName', width: 100 },
      { key: 'remark', label: L('remark'), prop: 'remark', width: 200 },
    ],
    filters: [
      { key: 'period', label: L('period'), type: 'text', maxLength: 7 },
      { key: 'status', label: L('status'), type: 'select', options: voucherStatusOptions() },
      { key: 'voucherWord', label: L('voucherWord'), type: 'text', maxLength: 4 },
      { key: 'voucherNo', label: L('voucherNo'), type: 'text', maxLength: 9 },
      { key: 'beginTime', label: L('beginTime'), type: 'date' },
      { key: 'endTime', label: L('endTime'), type: 'date' },
    ],
    fields: [],
    permissions: extras.remove ? { remove: 'accounting:voucher:remove' } : {},
    readOnlyRow: (row) => row.status !== '0',
    toolbar: extras.toolbar,
    create: extras.create,
    rowMenu: { actions: extras.rowActions, name: (row) => row.voucherNumber },
  };
}
