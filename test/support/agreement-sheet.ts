/** Price-agreement files for the business import tests (server and e2e): believable rows as csv or xlsx. */
export { toCsv, toXlsx } from './stock-sheet.js';

export const PRICE_HEADER = ['协议编号', '协议单位', '房型', '协议价', '早餐', '生效日期', '失效日期', '状态', '销售员', '备注'];
export const SALE_HEADER = ['协议编号', '客户名称', '协议类型', '合同金额', '佣金比例(%)', '签约日期', '生效日期', '失效日期', '状态', '销售员', '备注'];

const UNITS = ['华为技术有限公司', '携程旅行网', '中国平安保险（集团）股份有限公司', '中青旅控股股份有限公司', '上海市商务委员会'];
const ROOMS = ['标准间', '大床房', '双床房', '豪华大床房', '行政房'];

/** Row i: agreement `${prefix}-${i}`, price 400 + i yuan, valid for the year 2026. */
export function priceRows(n: number, prefix: string): string[][] {
  return Array.from({ length: n }, (_, i) => [
    `${prefix}-${i}`,
    UNITS[i % UNITS.length],
    ROOMS[i % ROOMS.length],
    String(400 + i),
    i % 2 ? '单早' : '双早',
    '2026-01-01',
    '2026-12-31',
    '生效',
    '周婷',
    '',
  ]);
}
