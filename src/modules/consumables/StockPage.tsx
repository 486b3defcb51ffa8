/** Stock list: the organisation's consumables stock as a read-only CrudPage (rows change through the stock import). */
import type { StockRow } from '../../../server/contracts/consumables';
import { keysUnder } from '../../lib/i18n';
import { formatDecimal, formatFen } from '../../lib/money';
import { CrudPage } from '../../ui/crud/CrudPage';
import type { CrudResource } from '../../ui/crud/crud-types';

const K = keysUnder('consumables');

const resource: CrudResource<StockRow> = {
  tableId: 'consumables-stock',
  title: K('stockTitle'),
  idField: 'stockId',
  base: '/htservice/consumables/stock',
  columns: [
    { key: 'warehouse', label: K('warehouse'), prop: 'warehouse', width: 130, sortable: true },
    { key: 'itemCode', label: K('itemCode'), prop: 'itemCode', width: 130, sortable: true },
    { key: 'itemName', label: K('itemName'), prop: 'itemName', width: 160, sortable: true },
    { key: 'specification', label: K('specification'), prop: 'specification', width: 140 },
    { key: 'unit', label: K('unit'), prop: 'unit', width: 70 },
    { key: 'quantity', label: K('quantity'), prop: 'quantity', width: 100, align: 'right', sortable: true, render: (r) => formatDecimal(r.quantity) },
    { key: 'unitPrice', label: K('unitPrice'), prop: 'unitPrice', width: 100, align: 'right', sortable: true, render: (r) => formatFen(r.unitPrice) },
    { key: 'amount', label: K('amount'), prop: 'amount', width: 120, align: 'right', sortable: true, render: (r) => formatFen(r.amount) },
  ],
  filters: [
    { key: 'warehouse', label: K('warehouse'), type: 'text' },
    { key: 'itemCode', label: K('itemCode'), type: 'text' },
    { key: 'itemName', label: K('itemName'), type: 'text' },
  ],
  fields: [],
  planFields: [
    { field: 'warehouse', label: K('warehouse'), type: 'text' },
    { field: 'itemCode', label: K('itemCode'), type: 'text' },
    { field: 'itemName', label: K('itemName'), type: 'text' },
  ],
  permissions: {},
};

export function StockPage({ menuId }: { path: string; menuId: number }) {
  return <CrudPage resource={resource} pageId={String(menuId)} />;
}
