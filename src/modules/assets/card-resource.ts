/** 资产卡片 as a CrudPage description: columns, filters, the card form and its permissions. */
import { createElement, type ReactNode } from 'react';
import type { AssetCardRow } from '../../../server/contracts/asset';
import { t } from '../../lib/i18n';
import type { CrudResource } from '../../ui/crud/crud-types';
import type { AssetOptions } from './options';
import { formatYuan } from '../../lib/money';
import { CheckTag, GenTag } from './StatusTags';

const L = (k: string) => t(`assets.${k}`);

export function cardResource(options: AssetOptions, extra: Pick<CrudResource<AssetCardRow>, 'rowActions' | 'toolbar'>): CrudResource<AssetCardRow> {
  const money = (key: keyof AssetCardRow & string, width = 120) => ({
    key, label: L(key), prop: key, width, align: 'right' as const, sortable: true, render: (r: AssetCardRow): ReactNode => formatYuan(r[key] as number),
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
      { key: 'netValue', label: L('netValue'), prop: 'netValue', width: 120, align: 'right', render: (r) => formatYuan(r.netValue) },
      { key: 'genStatus', label: L('genStatus'), prop: 'genStatus', width: 100, sortable: true, render: (r) => createElement(GenTag, { status: r.genStatus }) },
      { key: 'checkStatus', label: L('checkStatus'), prop: 'checkStatus', width: 100, sortable: true, render: (r) => createElement(CheckTag, { status: r.checkStatus }) },
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
      { key: 'salvageRate', label: L('salvageRate'), type: 'money' },
      { key: 'startDate', label: L('startDate'), type: 'date', required: true },
      { key: 'accumulatedDepreciation', label: L('accumulatedDepreciation'), type: 'money' },
      { key: 'depreciatedMonths', label: L('depreciatedMonths'), type: 'number' },
      { key: 'remark', label: L('remark'), type: 'textarea', maxLength: 500 },
    ],
    planFields: [
      { field: 'assetCode', label: L('assetCode'), type: 'text' },
      { field: 'assetName', label: L('assetName'), type: 'text' },
      { field: 'specification', label: L('specification'), type: 'text' },
      { field: 'startDate', label: L('startDate'), type: 'date' },
      { field: 'lifeMonths', label: L('lifeMonths'), type: 'number' },
    ],
    permissions: { add: 'assets:card:add', edit: 'assets:card:edit', remove: 'assets:card:remove' },
    actionsWidth: 230,
    ...extra,
  };
}
