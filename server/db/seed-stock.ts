/**
 * Demo data of the first task kinds: each hotel's low-value consumables in three warehouses, and this
 * year's opening balances of a small chart of accounts (debits equal credits). The second hotel (a
 * resort) keeps somewhat more of everything, so the two lists are told apart at a glance.
 */
import type { Kysely } from 'kysely';
import type { Database } from './schema.js';

type Item = [warehouse: string, code: string, name: string, spec: string, unit: string, quantity: number, unitPrice: number];

const ITEMS: Item[] = [
  ['客房部仓库', 'KF-0001', '一次性牙刷', '独立包装', '支', 2400, 0.35],
  ['客房部仓库', 'KF-0002', '洗发水', '30ml', '瓶', 1800, 0.9],
  ['客房部仓库', 'KF-0003', '沐浴露', '30ml', '瓶', 1800, 0.9],
  ['客房部仓库', 'KF-0004', '香皂', '25g', '块', 2000, 0.6],
  ['客房部仓库', 'KF-0005', '一次性拖鞋', '无纺布', '双', 1500, 1.2],
  ['客房部仓库', 'KF-0006', '浴巾', '70×140cm 纯棉', '条', 320, 38],
  ['客房部仓库', 'KF-0007', '面巾', '34×76cm 纯棉', '条', 480, 12.5],
  ['客房部仓库', 'KF-0008', '卷纸', '三层 140g', '卷', 3600, 1.05],
  ['客房部仓库', 'KF-0009', '矿泉水', '550ml', '瓶', 2400, 0.95],
  ['餐饮部仓库', 'CY-0001', '餐巾纸', '200抽', '包', 900, 2.8],
  ['餐饮部仓库', 'CY-0002', '一次性手套', 'PE 100只/盒', '盒', 150, 6.5],
  ['餐饮部仓库', 'CY-0003', '保鲜膜', '30cm×500m', '卷', 60, 45],
  ['餐饮部仓库', 'CY-0004', '洗洁精', '5kg', '桶', 40, 32],
  ['餐饮部仓库', 'CY-0005', '打包盒', '750ml 带盖', '个', 1200, 0.55],
  ['工程部仓库', 'GC-0001', 'LED 灯泡', 'E27 9W', '个', 200, 8.8],
  ['工程部仓库', 'GC-0002', '电池', '5号 碱性', '节', 600, 1.5],
  ['工程部仓库', 'GC-0003', '生料带', '20m', '卷', 100, 1.2],
  ['工程部仓库', 'GC-0004', '硅酮密封胶', '300ml 白色', '支', 48, 16.5],
];

type Account = [code: string, name: string, direction: 'D' | 'C', balance: number];

const ACCOUNTS: Account[] = [
  ['1001', '库存现金', 'D', 52_000],
  ['1002', '银行存款', 'D', 3_860_000],
  ['1122', '应收账款', 'D', 428_500],
  ['1403', '原材料', 'D', 96_300],
  ['1411', '周转材料', 'D', 73_200],
  ['1601', '固定资产', 'D', 12_600_000],
  ['1602', '累计折旧', 'C', 3_150_000],
  ['2202', '应付账款', 'C', 512_000],
  ['2211', '应付职工薪酬', 'C', 386_000],
  ['2221', '应交税费', 'C', 94_000],
  ['4001', '实收资本', 'C', 10_000_000],
  ['4103', '本年利润', 'C', 0],
  ['4104', '利润分配', 'C', 2_968_000],
];

export async function seedStock(trx: Kysely<Database>, orgIds: number[], now: number): Promise<void> {
  const year = new Date(now).getFullYear();
  for (const [n, org_id] of orgIds.entries()) {
    const scale = 1 + n * 0.5;
    await trx
      .insertInto('consumable_stock')
      .values(
        ITEMS.map(([warehouse, item_code, item_name, specification, unit, quantity, unitPrice]) => {
          const quantity_c = Math.round(quantity * scale) * 100;
          const unit_price_c = Math.round(unitPrice * 100);
          return { org_id, warehouse, item_code, item_name, specification, unit, quantity_c, unit_price_c, amount_c: Math.round((quantity_c * unit_price_c) / 100), updated_at: now };
        }),
      )
      .execute();
    await trx
      .insertInto('opening_balances')
      .values(
        ACCOUNTS.map(([account_code, account_name, direction, balance]) => ({
          org_id,
          year,
          account_code,
          account_name,
          direction,
          balance_c: Math.round(balance * scale) * 100,
          updated_at: now,
        })),
      )
      .execute();
  }
}
