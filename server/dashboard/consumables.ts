/**
 * 低值易耗品's dashboard: the stock's value per warehouse (one GROUP BY on the stock's key, which starts
 * with org_id and warehouse), the lines with the smallest quantity (the index (org_id, quantity_c) of
 * migration 0034: the stock has no minimum quantity to compare with) and the latest stock imports.
 */
import type { ConsumablesDashboard } from '../contracts/dashboard.js';
import { toFen } from '../../shared/money.js';
import { stockImport } from '../tasks/kinds/stock-import.js';
import { hasPermi } from '../plugins/permission.js';
import { num, type DashboardContext } from './context.js';
import { latestTasks } from './tasks.js';

/** How many of the lowest lines are listed. */
const LOWEST = 5;

async function stockFigures(ctx: DashboardContext): Promise<NonNullable<ConsumablesDashboard['stock']>> {
  const { db } = ctx.deps;
  const orgId = ctx.auth.orgId;
  const [warehouses, lowest] = await Promise.all([
    db
      .selectFrom('consumable_stock')
      .select(['warehouse', (eb) => eb.fn.countAll<number>().as('n'), (eb) => eb.fn.sum<number>('amount_c').as('value')])
      .where('org_id', '=', orgId)
      .groupBy('warehouse')
      .execute(),
    db
      .selectFrom('consumable_stock')
      .select(['warehouse', 'item_code', 'item_name', 'unit', 'quantity_c', 'amount_c'])
      .where('org_id', '=', orgId)
      .orderBy('quantity_c')
      .orderBy('warehouse')
      .orderBy('item_code')
      .limit(LOWEST)
      .execute(),
  ]);
  const byWarehouse = warehouses.map((w) => ({ warehouse: w.warehouse, value: num(w.value), lines: num(w.n) })).sort((a, b) => b.value - a.value || a.warehouse.localeCompare(b.warehouse));
  return {
    value: toFen(byWarehouse.reduce((sum, w) => sum + w.value, 0)),
    lines: byWarehouse.reduce((sum, w) => sum + w.lines, 0),
    // Quantities are stored in hundredths, amounts in cents (fen).
    lowest: lowest.map((r) => ({ warehouse: r.warehouse, itemCode: r.item_code, itemName: r.item_name, unit: r.unit, quantity: num(r.quantity_c) / 100, amount: toFen(num(r.amount_c)) })),
    byWarehouse: byWarehouse.map((w) => ({ ...w, value: toFen(w.value) })),
  };
}

export async function consumablesDashboard(ctx: DashboardContext): Promise<ConsumablesDashboard> {
  const [stock, imports] = await Promise.all([
    hasPermi(ctx.auth, 'consumables:stock:list') ? stockFigures(ctx) : null,
    hasPermi(ctx.auth, 'consumables:stock:query') ? latestTasks(ctx, stockImport.kind, (fileName) => fileName) : null,
  ]);
  return { asOf: ctx.asOf, stock, imports };
}
