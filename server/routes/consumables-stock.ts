/**
 * The low-value consumables stock list (库存查询, module 1003): `GET /htservice/consumables/stock/list`
 * (consumables:stock:list), the session's organisation only. Filters warehouse, itemCode, itemName
 * (contains); quantities leave as decimals (stored as hundredths), money in fen as stored.
 */
import type { Hono } from 'hono';
import { toFen } from '../../shared/money.js';
import type { AppEnv, Deps } from '../context.js';
import { stockList, type StockRow } from '../contracts/consumables.js';
import { applyPlan, contains, listReply, parseList, runList, type OrderBy, type PlanFields, type SortAllowlist } from '../lib/list-query.js';
import { authenticate } from '../plugins/auth.js';
import { contract } from '../plugins/contract.js';
import { requirePermi } from '../plugins/permission.js';

const STOCK_SORT: SortAllowlist = {
  warehouse: 'warehouse',
  itemCode: 'item_code',
  itemName: 'item_name',
  quantity: 'quantity_c',
  unitPrice: 'unit_price_c',
  amount: 'amount_c',
  updatedAt: 'updated_at',
};
const DEFAULT_ORDER: OrderBy = [
  ['warehouse', 'asc'],
  ['item_code', 'asc'],
];
const PLAN: PlanFields = {
  warehouse: { column: 'warehouse', type: 'text' },
  itemCode: { column: 'item_code', type: 'text' },
  itemName: { column: 'item_name', type: 'text' },
  unit: { column: 'unit', type: 'text' },
};
const FIELDS = [
  'stock_id as stockId',
  'warehouse',
  'item_code as itemCode',
  'item_name as itemName',
  'specification',
  'unit',
  'quantity_c',
  'unit_price_c',
  'amount_c',
  'updated_at as updatedAt',
] as const;

export function mountStockList(api: Hono<AppEnv>, deps: Deps) {
  api.get('/htservice/consumables/stock/list', authenticate(deps), requirePermi('consumables:stock:list'), contract(stockList), async (c) => {
    const { page, filters, plan } = parseList(c, stockList.list, STOCK_SORT, PLAN);
    let query = applyPlan(deps.db.selectFrom('consumable_stock').where('org_id', '=', c.var.auth.orgId), plan);
    if (filters.warehouse) query = query.where(contains('warehouse', filters.warehouse));
    if (filters.itemCode) query = query.where(contains('item_code', filters.itemCode));
    if (filters.itemName) query = query.where(contains('item_name', filters.itemName));
    const result = await runList(query, page, (q) => q.select(FIELDS), DEFAULT_ORDER);
    const rows: StockRow[] = result.rows.map(({ quantity_c, unit_price_c, amount_c, ...r }) => ({
      ...r,
      quantity: quantity_c / 100,
      unitPrice: toFen(unit_price_c),
      amount: toFen(amount_c),
      updatedAt: Number(r.updatedAt),
    }));
    return c.json(listReply(c, { rows, total: result.total }));
  });
}
