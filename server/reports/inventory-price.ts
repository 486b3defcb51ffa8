/**
 * 库存价格状况 (/cloudCommerce/sourcing/InventoryPriceStatus2Chart): the organisation's consumables
 * stock now: value by warehouse (items, quantity, value) and how many items fall in each unit-price
 * band. One query over consumable_stock (quantities kept in hundredths, money in fen).
 */
import type { ReportRow } from '../contracts/report.js';
import { groupInto, TOTAL, totalsOf } from './figures.js';
import { label, type Label, type ReportDef } from './types.js';

/** Unit-price bands in fen: [lowest price in the band, label]; each reaches up to the next one. */
const BANDS: Array<[number, Label]> = [
  [0, label('10 元以下', 'Under ¥10')],
  [1_000, label('10–50 元', '¥10–50')],
  [5_000, label('50–200 元', '¥50–200')],
  [20_000, label('200–1000 元', '¥200–1,000')],
  [100_000, label('1000 元及以上', '¥1,000 and over')],
];

export const inventoryPrice: ReportDef = {
  key: 'inventoryPrice',
  title: label('库存价格状况', 'Inventory price status'),
  permission: 'consumables:stock:list',
  range: false,
  groupings: [],
  async compute(input) {
    const { lang } = input;
    const stock = await input.db.selectFrom('consumable_stock').select(['warehouse', 'quantity_c', 'unit_price_c', 'amount_c']).where('org_id', '=', input.orgId).orderBy('stock_id').execute();
    const groups = groupInto(
      stock,
      (s) => s.warehouse,
      (key): ReportRow => ({ warehouse: key, items: 0, quantity: 0, amount: 0 }),
      (g, s) => {
        g.items = Number(g.items) + 1;
        g.quantity = Number(g.quantity) + Number(s.quantity_c);
        g.amount = Number(g.amount) + Number(s.amount_c);
      },
    );
    // Quantities summed in hundredths, shown as numbers with two decimals.
    const rows = [...groups.values()].sort((a, b) => String(a.warehouse).localeCompare(String(b.warehouse))).map((g) => ({ ...g, quantity: Number(g.quantity) / 100 }));
    const totals = totalsOf(rows, ['items', 'amount'], 'warehouse', TOTAL[lang]);
    totals.quantity = Math.round(stock.reduce((n, s) => n + Number(s.quantity_c), 0)) / 100;
    const bands = BANDS.map(([low], i) => ({ low, high: BANDS[i + 1]?.[0] ?? Infinity, items: 0, amount: 0 }));
    for (const s of stock) {
      const band = bands.find((b) => Number(s.unit_price_c) >= b.low && Number(s.unit_price_c) < b.high) ?? bands[0];
      band.items += 1;
      band.amount += Number(s.amount_c);
    }
    const bandRows = bands.map((b, i) => ({ band: BANDS[i][1][lang], items: b.items, amount: b.amount }));
    return {
      columns: [
        { key: 'warehouse', label: label('仓库', 'Warehouse'), type: 'text' },
        { key: 'items', label: label('物品数', 'Items'), type: 'number' },
        { key: 'quantity', label: label('数量', 'Quantity'), type: 'number' },
        { key: 'amount', label: label('库存金额', 'Stock value'), type: 'money' },
      ],
      rows,
      totals,
      charts: [
        {
          type: 'bar',
          title: label('各仓库库存金额', 'Stock value by warehouse'),
          index: 'warehouse',
          unit: 'money',
          series: [{ key: 'amount', label: label('库存金额', 'Stock value') }],
          data: rows,
        },
        { type: 'donut', title: label('单价区间物品数', 'Items by unit-price band'), index: 'band', unit: 'number', series: [{ key: 'items', label: label('物品数', 'Items') }], data: bandRows },
      ],
    };
  },
};
