/**
 * Warehouse stock import (低值易耗品, module 1003): each row sets the stock of one item in one warehouse
 * (added, or replacing what was there: importing the same file twice changes nothing).
 * Quantities have at most two decimals (kilograms of detergent), money is in cents; an amount given in
 * the file must equal quantity × unit price to the cent, else the row is refused.
 */
import { z } from 'zod';
import type { ImportKind, Values } from '../import-kind.js';
import { fenToYuanText } from '../../../shared/money.js';
import { hundredths, text } from '../row-rules.js';

/** Stock amount in cents of a quantity in hundredths at a unit price in cents. */
const stockAmount = (quantityC: number, unitPriceC: number) => Math.round((quantityC * unitPriceC) / 100);

export const stockImport: ImportKind<object> = {
  kind: 'stock-import',
  permission: 'consumables:stock:import',
  columns: [
    { key: 'warehouse', zh: '仓库', en: 'Warehouse', check: text(50, { required: true }) },
    { key: 'itemCode', zh: '物品编码', en: 'Item code', check: text(40, { required: true, pattern: /^[A-Za-z0-9._-]+$/ }) },
    { key: 'itemName', zh: '物品名称', en: 'Item name', check: text(100, { required: true }) },
    { key: 'specification', zh: '规格型号', en: 'Specification', check: text(100) },
    { key: 'unit', zh: '单位', en: 'Unit', check: text(20, { required: true }) },
    { key: 'quantity', zh: '数量', en: 'Quantity', check: hundredths({ required: true, msg: 'rowQuantity' }) },
    { key: 'unitPrice', zh: '单价', en: 'Unit price', check: hundredths({ required: true, msg: 'rowMoney' }) },
    // Optional: when empty (kept as '') it is computed from quantity and unit price.
    { key: 'amount', zh: '金额', en: 'Amount', check: (raw) => (raw === '' ? { ok: true, value: '' } : hundredths({ msg: 'rowMoney' })(raw)) },
  ],
  options: z.object({}),
  checkRow(v) {
    const expected = stockAmount(v.quantity as number, v.unitPrice as number);
    if (v.amount !== '' && Math.abs((v.amount as number) - expected) > 1) {
      return { msg: 'rowAmount', column: 'amount', params: { amount: fenToYuanText(v.amount as number), expected: fenToYuanText(expected) } };
    }
    return null;
  },
  key: (v) => `${v.warehouse}\u0001${v.itemCode}`,
  async write(trx, { orgId, now }, rows: Values[]) {
    const existing = await trx
      .selectFrom('consumable_stock')
      .select(['warehouse', 'item_code'])
      .where('org_id', '=', orgId)
      .where('item_code', 'in', [...new Set(rows.map((r) => r.itemCode as string))])
      .execute();
    const had = new Set(existing.map((e) => `${e.warehouse}\u0001${e.item_code}`));
    await trx
      .insertInto('consumable_stock')
      .values(
        rows.map((r) => ({
          org_id: orgId,
          warehouse: r.warehouse as string,
          item_code: r.itemCode as string,
          item_name: r.itemName as string,
          specification: r.specification as string,
          unit: r.unit as string,
          quantity_c: r.quantity as number,
          unit_price_c: r.unitPrice as number,
          amount_c: stockAmount(r.quantity as number, r.unitPrice as number),
          updated_at: now,
        })),
      )
      .onConflict((oc) =>
        oc.columns(['org_id', 'warehouse', 'item_code']).doUpdateSet((eb) => ({
          item_name: eb.ref('excluded.item_name'),
          specification: eb.ref('excluded.specification'),
          unit: eb.ref('excluded.unit'),
          quantity_c: eb.ref('excluded.quantity_c'),
          unit_price_c: eb.ref('excluded.unit_price_c'),
          amount_c: eb.ref('excluded.amount_c'),
          updated_at: eb.ref('excluded.updated_at'),
        })),
      )
      .execute();
    return rows.map((r) => !had.has(stockImport.key(r)));
  },
};
