/** Asset-card files for the import tests and the bench (server, e2e): n believable cards as csv or xlsx. */
import { toCsv, toXlsx } from './stock-sheet.js';

export const ASSET_HEADER = ['资产编码', '资产名称', '资产类别', '使用部门', '规格型号', '原值', '使用年限（月）', '净残值率（%）', '开始使用日期', '累计折旧', '已提月份'];

const KINDS: Array<[name: string, cls: string, dept: string, yuan: string]> = [
  ['客房电视机', '电子设备', '客房部', '3299.00'],
  ['办公电脑', '电子设备', '财务部', '5680.50'],
  ['餐椅', '家具用具', '餐饮部', '420.00'],
  ['水泵', '机器设备', '工程部', '12800.00'],
  ['行李车', '运输设备', '前厅部', '1650.00'],
];

/** Card i: code `${prefix}-${i}`, one of five kinds, in use since 2020-01-05, class defaults for life and rate. */
export function assetRows(n: number, prefix: string): string[][] {
  return Array.from({ length: n }, (_, i) => {
    const [name, cls, dept, yuan] = KINDS[i % KINDS.length];
    return [`${prefix}-${i}`, `${name}${i}`, cls, dept, '标准', yuan, '', '', '2020-01-05', '0', '0'];
  });
}

export const assetCsv = (rows: string[][]) => toCsv(rows, ASSET_HEADER);
export const assetXlsx = (rows: string[][]) => toXlsx(rows, ASSET_HEADER);
