/** Stock list: the organisation's consumables stock as a read-only CrudPage (rows change through the stock import). */
import { useSignals } from '@preact/signals-react/runtime';
import { useMemo } from 'react';
import type { StockRow } from '../../../server/contracts/consumables';
import { locale, t } from '../../lib/i18n';
import { formatDecimal, formatFen } from '../../lib/money';
import { CrudPage } from '../../ui/crud/CrudPage';
import type { CrudResource } from '../../ui/crud/crud-types';

const L = (k: string) => t(`consumables.${k}`);

function stockResource(): CrudResource<StockRow> {
  return {
    tableId: 'consumables-stock',
    title: L('stockTitle'),
    idField: 'stockId',
    base: '/htservice/consumables/stock',
    columns: [
      { key: 'warehouse', label: L('warehouse'), prop: 'warehouse', width: 130, sortable: true },
      { key: 'itemCode', label: L('itemCode'), prop: 'itemCode', width: 130, sortable: true },
      { key: 'itemName', label: L('itemName'), prop: 'itemName', width: 160, sortable: true },
      { key: 'specification', label: L('specification'), prop: 'specification', width: 140 },
      { key: 'unit', label: L('unit'), prop: 'unit', width: 70 },
      { key: 'quantity', label: L('quantity'), prop: 'quantity', width: 100, align: 'right', sortable: true, render: (r) => formatDecimal(r.quantity) },
      { key: 'unitPrice', label: L('unitPrice'), prop: 'unitPrice', width: 100, align: 'right', sortable: true, render: (r) => formatFen(r.unitPrice) },
      { key: 'amount', label: L('amount'), prop: 'amount', width: 120, align: 'right', sortable: true, render: (r) => formatFen(r.amount) },
    ],
    filters: [
      { key: 'warehouse', label: L('warehouse'), type: 'text' },
      { key: 'itemCode', label: L('itemCode'), type: 'text' },
      { key: 'itemName', label: L('itemName'), type: 'text' },
    ],
    fields: [],
    planFields: [
      { field: 'warehouse', label: L('warehouse'), type: 'text' },
      { field: 'itemCode', label: L('itemCode'), type: 'text' },
      { field: 'itemName', label: L('itemName'), type: 'text' },
    ],
    permissions: {},
  };
}

export function StockPage({ menuId }: { path: string; menuId: number }) {
  useSignals();
  const lang = locale.value;
  const resource = useMemo(() => stockResource(), [lang]);
  return <CrudPage resource={resource} pageId={String(menuId)} />;
}
