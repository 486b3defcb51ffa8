/**
 * 资产卡片 as a CrudPage description: columns, filters, the card form and its permissions. The register's
 * fields (location, custodian, supplier, serial number, purchase date, acquisition and depreciation
 * methods, the acquisition voucher, the use status) are columns shown by default: they are what the
 * accountant and the custodians look for.
 */
import { createElement, type ReactNode } from 'react';
import type { AssetCardRow } from '../../../server/contracts/asset';
import { DEPRECIATION_METHODS } from '../../../shared/asset-rules';
import { keysUnder, textsUnder, type KeysUnder } from '../../lib/i18n';
import type { CrudColumn, CrudResource, FieldOption } from '../../ui/crud/crud-types';
import type { AssetOptions } from './options';
import { formatFen } from '../../lib/money';
import { CheckTag, GenTag, UseTag } from './StatusTags';
import { VoucherLink } from './VoucherLink';

/** Acquisition methods in the form's order; 'opening' is a card on the books before the system (no voucher). */
const ACQUISITION_METHODS = ['purchase', 'transferIn', 'donation', 'investment', 'selfBuilt', 'opening'] as const;
/** Building, floor and room as one place ("主楼 8F 801"). */
export const placeOf = (r: Pick<AssetCardRow, 'locationBuilding' | 'locationFloor' | 'locationRoom'>) => [r.locationBuilding, r.locationFloor, r.locationRoom].filter(Boolean).join(' ');

const L = textsUnder('assets');
const K = keysUnder('assets');

const money = (key: keyof AssetCardRow & KeysUnder<'assets'>, width = 120): CrudColumn<AssetCardRow> => ({
  key,
  label: K(key),
  prop: key,
  width,
  align: 'right',
  sortable: true,
  render: (r: AssetCardRow): ReactNode => formatFen(r[key] as number),
});
const genOptions = (): FieldOption[] => (['0', '1'] as const).map((v) => ({ value: v, label: L(`gen${v}`) }));
const checkOptions = (): FieldOption[] => (['0', '1', '2'] as const).map((v) => ({ value: v, label: L(`check${v}`) }));
const depreciationMethods = (): FieldOption[] => DEPRECIATION_METHODS.map((m) => ({ value: m, label: L(`depreciationMethods.${m}`) }));
const acquisitionMethods = (): FieldOption[] => ACQUISITION_METHODS.map((m) => ({ value: m, label: L(`acquisitionMethods.${m}`) }));

export function cardResource(options: AssetOptions, extra: Pick<CrudResource<AssetCardRow>, 'rowMenu' | 'toolbar'>): CrudResource<AssetCardRow> {
  return {
    tableId: 'assets-card',
    title: K('cardTitle'),
    idField: 'cardId',
    base: '/htservice/assets/card',
    columns: [
      { key: 'assetCode', label: K('assetCode'), prop: 'assetCode', width: 120, sortable: true, fixed: 'left' },
      { key: 'assetName', label: K('assetName'), prop: 'assetName', width: 150, sortable: true, phoneKey: true },
      { key: 'className', label: K('className'), prop: 'className', width: 110 },
      { key: 'deptName', label: K('deptName'), prop: 'deptName', width: 100 },
      { key: 'specification', label: K('specification'), prop: 'specification', width: 110, show: false },
      money('originalValue'),
      { key: 'lifeMonths', label: K('lifeMonths'), prop: 'lifeMonths', width: 110, align: 'right', sortable: true },
      { key: 'salvageRate', label: K('salvageRate'), prop: 'salvageRate', width: 110, align: 'right' },
      { key: 'startDate', label: K('startDate'), prop: 'startDate', width: 120, sortable: true },
      money('accumulatedDepreciation'),
      money('monthlyDepreciation', 110),
      { key: 'netValue', label: K('netValue'), prop: 'netValue', width: 120, align: 'right', render: (r) => formatFen(r.netValue) },
      { key: 'genStatus', label: K('genStatus'), prop: 'genStatus', width: 100, sortable: true, render: (r) => createElement(GenTag, { status: r.genStatus }) },
      { key: 'checkStatus', label: K('checkStatus'), prop: 'checkStatus', width: 100, sortable: true, render: (r) => createElement(CheckTag, { status: r.checkStatus }) },
      { key: 'useStatus', label: K('useStatus'), prop: 'disposalDate', width: 150, render: (r) => createElement(UseTag, { disposalDate: r.disposalDate }) },
      { key: 'location', label: K('location'), prop: 'locationBuilding', width: 170, render: placeOf },
      { key: 'custodian', label: K('custodian'), prop: 'custodian', width: 100 },
      { key: 'depreciationMethod', label: K('depreciationMethod'), prop: 'depreciationMethod', width: 150, render: (r) => L(`depreciationMethods.${r.depreciationMethod}`) },
      { key: 'acquisitionMethod', label: K('acquisitionMethod'), prop: 'acquisitionMethod', width: 110, render: (r) => L(`acquisitionShort.${r.acquisitionMethod}`) },
      {
        key: 'acquisitionVoucher',
        label: K('acquisitionVoucher'),
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
      { key: 'supplier', label: K('supplier'), prop: 'supplier', width: 180 },
      { key: 'serialNo', label: K('serialNo'), prop: 'serialNo', width: 150 },
      { key: 'purchaseDate', label: K('purchaseDate'), prop: 'purchaseDate', width: 120 },
    ],
    filters: [
      { key: 'assetCode', label: K('assetCode'), type: 'text' },
      { key: 'assetName', label: K('assetName'), type: 'text' },
      { key: 'classId', label: K('classId'), type: 'select', options: options.classes },
      { key: 'deptId', label: K('deptId'), type: 'select', options: options.depts },
      { key: 'genStatus', label: K('genStatus'), type: 'select', options: genOptions },
      { key: 'checkStatus', label: K('checkStatus'), type: 'select', options: checkOptions },
    ],
    fields: [
      { key: 'assetCode', label: K('assetCode'), type: 'text', required: true, maxLength: 40 },
      { key: 'assetName', label: K('assetName'), type: 'text', required: true, maxLength: 100 },
      { key: 'classId', label: K('classId'), type: 'select', required: true, options: options.classes },
      { key: 'deptId', label: K('deptId'), type: 'select', required: true, options: options.depts },
      { key: 'specification', label: K('specification'), type: 'text', maxLength: 100 },
      { key: 'originalValue', label: K('originalValue'), type: 'money', required: true },
      { key: 'lifeMonths', label: K('lifeMonths'), type: 'number' },
      { key: 'salvageRate', label: K('salvageRate'), type: 'percent' },
      { key: 'startDate', label: K('startDate'), type: 'date', required: true },
      { key: 'accumulatedDepreciation', label: K('accumulatedDepreciation'), type: 'money' },
      { key: 'depreciatedMonths', label: K('depreciatedMonths'), type: 'number' },
      { key: 'depreciationMethod', label: K('depreciationMethod'), type: 'select', required: true, options: depreciationMethods },
      { key: 'acquisitionMethod', label: K('acquisitionMethod'), type: 'select', required: true, options: acquisitionMethods },
      { key: 'purchaseDate', label: K('purchaseDate'), type: 'date' },
      { key: 'supplier', label: K('supplier'), type: 'text', maxLength: 100 },
      { key: 'serialNo', label: K('serialNo'), type: 'text', maxLength: 60 },
      { key: 'locationBuilding', label: K('locationBuilding'), type: 'text', maxLength: 50 },
      { key: 'locationFloor', label: K('locationFloor'), type: 'text', maxLength: 20 },
      { key: 'locationRoom', label: K('locationRoom'), type: 'text', maxLength: 20 },
      { key: 'custodian', label: K('custodian'), type: 'text', maxLength: 50 },
      { key: 'remark', label: K('remark'), type: 'textarea', maxLength: 500 },
    ],
    planFields: [
      { field: 'assetCode', label: K('assetCode'), type: 'text' },
      { field: 'assetName', label: K('assetName'), type: 'text' },
      { field: 'specification', label: K('specification'), type: 'text' },
      { field: 'startDate', label: K('startDate'), type: 'date' },
      { field: 'lifeMonths', label: K('lifeMonths'), type: 'number' },
    ],
    newRecord: { depreciationMethod: 'straightLine', acquisitionMethod: 'purchase' },
    permissions: { add: 'assets:card:add', edit: 'assets:card:edit', remove: 'assets:card:remove' },
    // A disposed card is closed: the server refuses its edit, so the button is left out.
    readOnlyRow: (r) => r.disposalDate !== '',
    ...extra,
  };
}
