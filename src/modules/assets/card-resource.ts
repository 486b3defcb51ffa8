/**
 * 资产卡片 as a CrudPage description: columns, filters, the card form and its permissions. The register's
 * fields (location, custodian, supplier, serial number, purchase date, acquisition and depreciation
 * methods, the acquisition voucher, the use status) are columns shown by default: they are what the
 * accountant and the custodians look for.
 */
import { createElement, type ReactNode } from 'react';
import type { AssetCardRow } from '../../../server/contracts/asset';
import { DEPRECIATION_METHODS } from '../../../shared/asset-rules';
import { t } from '../../lib/i18n';
import type { CrudResource } from '../../ui/crud/crud-types';
import type { AssetOptions } from './options';
import { formatFen } from '../../lib/money';
import { CheckTag, GenTag, UseTag } from './StatusTags';
import { VoucherLink } from './VoucherLink';

/** Acquisition methods in the form's order; 'opening' is a card on the books before the system (no voucher). */
const ACQUISITION_METHODS = ['purchase', 'transferIn', 'donation', 'investment', 'selfBuilt', 'opening'] as const;
/** Building, floor and room as one place ("主楼 8F 801"). */
export const placeOf = (r: Pick<AssetCardRow, 'locationBuilding' | 'locationFloor' | 'locationRoom'>) => [r.locationBuilding, r.locationFloor, r.locationRoom].filter(Boolean).join(' ');

const L = (k: string, params?: Record<string, string | number>) => t(`assets.${k}`, params);

export function cardResource(options: AssetOptions, extra: Pick<CrudResource<AssetCardRow>, 'rowMenu' | 'toolbar'>): CrudResource<AssetCardRow> {
  const money = (key: keyof AssetCardRow & string, width = 120) => ({
    key,
    label: L(key),
    prop: key,
    width,
    align: 'right' as const,
    sortable: true,
    render: (r: AssetCardRow): ReactNode => formatFen(r[key] as number),
  });
  const genOptions = ['0', '1'].map((v) => ({ value: v, label: L(`gen${v}`) }));
  const checkOptions = ['0', '1', '2'].map((v) => ({ value: v, label: L(`check${v}`) }));
  return {
    tableId: 'assets-card',
    title: L('cardTitle'),
    idField: 'cardId',
    base: '/htservice/assets/card',
    columns: [
      { key: 'assetCode', label: L('assetCode'), prop: 'assetCode', width: 120, sortable: true, fixed: 'left' },
      { key: 'assetName', label: L('assetName'), prop: 'assetName', width: 150, sortable: true },
      { key: 'className', label: L('className'), prop: 'className', width: 110 },
      { key: 'deptName', label: L('deptName'), prop: 'deptName', width: 100 },
      { key: 'specification', label: L('specification'), prop: 'specification', width: 110, show: false },
      money('originalValue'),
      { key: 'lifeMonths', label: L('lifeMonths'), prop: 'lifeMonths', width: 110, align: 'right', sortable: true },
      { key: 'salvageRate', label: L('salvageRate'), prop: 'salvageRate', width: 110, align: 'right' },
      { key: 'startDate', label: L('startDate'), prop: 'startDate', width: 120, sortable: true },
      money('accumulatedDepreciation'),
      money('monthlyDepreciation', 110),
      { key: 'netValue', label: L('netValue'), prop: 'netValue', width: 120, align: 'right', render: (r) => formatFen(r.netValue) },
      { key: 'genStatus', label: L('genStatus'), prop: 'genStatus', width: 100, sortable: true, render: (r) => createElement(GenTag, { status: r.genStatus }) },
      { key: 'checkStatus', label: L('checkStatus'), prop: 'checkStatus', width: 100, sortable: true, render: (r) => createElement(CheckTag, { status: r.checkStatus }) },
      { key: 'useStatus', label: L('useStatus'), prop: 'disposalDate', width: 150, render: (r) => createElement(UseTag, { disposalDate: r.disposalDate }) },
      { key: 'location', label: L('location'), prop: 'locationBuilding', width: 170, render: placeOf },
      { key: 'custodian', label: L('custodian'), prop: 'custodian', width: 100 },
      { key: 'depreciationMethod', label: L('depreciationMethod'), prop: 'depreciationMethod', width: 150, render: (r) => L(`depreciationMethods.${r.depreciationMethod}`) },
      { key: 'acquisitionMethod', label: L('acquisitionMethod'), prop: 'acquisitionMethod', width: 110, render: (r) => L(`acquisitionShort.${r.acquisitionMethod}`) },
      {
        key: 'acquisitionVoucher',
        label: L('acquisitionVoucher'),
        prop: 'acquisitionVoucherNumber',
        width: 110,
        render: (r) =>
          createElement(VoucherLink, {
            voucherId: r.acquisitionVoucherId,
            voucherNumber: r.acquisitionVoucherNumber,
            label: L('voucherOf', { no: r.acquisitionVoucherNumber ?? '' }),
            hook: 'acquisition-voucher',
          }),
      },
      { key: 'supplier', label: L('supplier'), prop: 'supplier', width: 180 },
      { key: 'serialNo', label: L('serialNo'), prop: 'serialNo', width: 150 },
      { key: 'purchaseDate', label: L('purchaseDate'), prop: 'purchaseDate', width: 120 },
    ],
    filters: [
      { key: 'assetCode', label: L('assetCode'), type: 'text' },
      { key: 'assetName', label: L('assetName'), type: 'text' },
      { key: 'classId', label: L('classId'), type: 'select', options: options.classes },
      { key: 'deptId', label: L('deptId'), type: 'select', options: options.depts },
      { key: 'genStatus', label: L('genStatus'), type: 'select', options: genOptions },
      { key: 'checkStatus', label: L('checkStatus'), type: 'select', options: checkOptions },
    ],
    fields: [
      { key: 'assetCode', label: L('assetCode'), type: 'text', required: true, maxLength: 40 },
      { key: 'assetName', label: L('assetName'), type: 'text', required: true, maxLength: 100 },
      { key: 'classId', label: L('classId'), type: 'select', required: true, options: options.classes },
      { key: 'deptId', label: L('deptId'), type: 'select', required: true, options: options.depts },
      { key: 'specification', label: L('specification'), type: 'text', maxLength: 100 },
      { key: 'originalValue', label: L('originalValue'), type: 'money', required: true },
      { key: 'lifeMonths', label: L('lifeMonths'), type: 'number' },
      { key: 'salvageRate', label: L('salvageRate'), type: 'percent' },
      { key: 'startDate', label: L('startDate'), type: 'date', required: true },
      { key: 'accumulatedDepreciation', label: L('accumulatedDepreciation'), type: 'money' },
      { key: 'depreciatedMonths', label: L('depreciatedMonths'), type: 'number' },
      { key: 'depreciationMethod', label: L('depreciationMethod'), type: 'select', required: true, options: DEPRECIATION_METHODS.map((m) => ({ value: m, label: L(`depreciationMethods.${m}`) })) },
      { key: 'acquisitionMethod', label: L('acquisitionMethod'), type: 'select', required: true, options: ACQUISITION_METHODS.map((m) => ({ value: m, label: L(`acquisitionMethods.${m}`) })) },
      { key: 'purchaseDate', label: L('purchaseDate'), type: 'date' },
      { key: 'supplier', label: L('supplier'), type: 'text', maxLength: 100 },
      { key: 'serialNo', label: L('serialNo'), type: 'text', maxLength: 60 },
      { key: 'locationBuilding', label: L('locationBuilding'), type: 'text', maxLength: 50 },
      { key: 'locationFloor', label: L('locationFloor'), type: 'text', maxLength: 20 },
      { key: 'locationRoom', label: L('locationRoom'), type: 'text', maxLength: 20 },
      { key: 'custodian', label: L('custodian'), type: 'text', maxLength: 50 },
      { key: 'remark', label: L('remark'), type: 'textarea', maxLength: 500 },
    ],
    planFields: [
      { field: 'assetCode', label: L('assetCode'), type: 'text' },
      { field: 'assetName', label: L('assetName'), type: 'text' },
      { field: 'specification', label: L('specification'), type: 'text' },
      { field: 'startDate', label: L('startDate'), type: 'date' },
      { field: 'lifeMonths', label: L('lifeMonths'), type: 'number' },
    ],
    newRecord: { depreciationMethod: 'straightLine', acquisitionMethod: 'purchase' },
    permissions: { add: 'assets:card:add', edit: 'assets:card:edit', remove: 'assets:card:remove' },
    // A disposed card is closed: the server refuses its edit, so the button is left out.
    readOnlyRow: (r) => r.disposalDate !== '',
    ...extra,
  };
}
