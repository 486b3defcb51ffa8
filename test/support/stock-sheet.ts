/** Warehouse stock files for the import tests (server and e2e): n believable rows as csv or xlsx. */
import { writeXlsx } from '../../server/lib/xlsx.js';

export const STOCK_HEADER = ['仓库', '物品编码', '物品名称', '规格型号', '单位', '数量', '单价', '金额'];

/** Row i: item `${prefix}-${i}` in one of two warehouses, quantity 10 + i % 90, unit price 1.25. */
export function stockRows(n: number, prefix: string): string[][] {
  return Array.from({ length: n }, (_, i) => {
    const quantity = 10 + (i % 90);
    return [i % 2 ? '客房部仓库' : '餐饮部仓库', `${prefix}-${i}`, `测试物品${i}`, '标准', '个', String(quantity), '1.25', (quantity * 1.25).toFixed(2)];
  });
}

export function toCsv(rows: string[][], header = STOCK_HEADER): Uint8Array {
  const quote = (cell: string) => (/[",\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);
  return new TextEncoder().encode(`${[header, ...rows].map((r) => r.map(quote).join(',')).join('\r\n')}\r\n`);
}

export function toXlsx(rows: string[][], header = STOCK_HEADER): Promise<Uint8Array> {
  return writeXlsx(
    'stock',
    header.map((h, i) => ({ header: h, value: (r: string[]) => r[i] ?? '' })),
    rows,
  );
}
