/**
 * The standard chart of accounts a hotel starts with: the first-level accounts of the Chinese enterprise
 * accounting standards (企业会计准则) a hotel books against, the usual sub-accounts of its income, and the
 * depreciation expense sub-account the monthly asset depreciation posts to, with the auxiliary dimensions
 * its receivable, payable, revenue and departmental expense accounts require (STANDARD_AUX_DIMS).
 * Every demo hotel has it (seed), and 组织初始化 (`/htservice/org/initData/`) gives a new hotel the accounts
 * it lacks, never touching one it has (a hotel may have renamed or disabled it, or changed its dimensions).
 */
import { assertCodesFit } from './coding-rules.js';
import type { WriteTx } from './write-transaction.js';
import type { AuxDimension } from '../../shared/aux-dimensions.js';

export const STANDARD_CHART: Array<[code: string, name: string]> = [
  ['1001', '库存现金'],
  ['1002', '银行存款'],
  ['1012', '其他货币资金'],
  ['1101', '交易性金融资产'],
  ['1121', '应收票据'],
  ['1122', '应收账款'],
  ['1123', '预付账款'],
  ['1131', '应收股利'],
  ['1132', '应收利息'],
  ['1221', '其他应收款'],
  ['1231', '坏账准备'],
  ['1401', '材料采购'],
  ['1403', '原材料'],
  ['1405', '库存商品'],
  ['1411', '周转材料'],
  ['1471', '存货跌价准备'],
  ['1511', '长期股权投资'],
  ['1601', '固定资产'],
  ['1602', '累计折旧'],
  ['1603', '固定资产减值准备'],
  ['1604', '在建工程'],
  ['1606', '固定资产清理'],
  ['1701', '无形资产'],
  ['1702', '累计摊销'],
  ['1801', '长期待摊费用'],
  ['1811', '递延所得税资产'],
  ['1901', '待处理财产损溢'],
  ['2001', '短期借款'],
  ['2201', '应付票据'],
  ['2202', '应付账款'],
  ['2203', '预收账款'],
  ['2211', '应付职工薪酬'],
  ['2221', '应交税费'],
  ['2231', '应付利息'],
  ['2232', '应付股利'],
  ['2241', '其他应付款'],
  ['2501', '长期借款'],
  ['2701', '长期应付款'],
  ['2801', '预计负债'],
  ['2901', '递延所得税负债'],
  ['4001', '实收资本'],
  ['4002', '资本公积'],
  ['4101', '盈余公积'],
  ['4103', '本年利润'],
  ['4104', '利润分配'],
  ['6001', '主营业务收入'],
  ['600101', '主营业务收入-客房收入'],
  ['600102', '主营业务收入-餐饮收入'],
  ['600103', '主营业务收入-其他服务收入'],
  ['6051', '其他业务收入'],
  ['6111', '投资收益'],
  ['6301', '营业外收入'],
  ['6401', '主营业务成本'],
  ['6402', '其他业务成本'],
  ['6403', '税金及附加'],
  ['6601', '销售费用'],
  ['6602', '管理费用'],
  ['660201', '管理费用-折旧费'],
  ['6603', '财务费用'],
  ['6701', '资产减值损失'],
  ['6711', '营业外支出'],
  ['6801', '所得税费用'],
];

/** Account code → the dimensions its lines require, as the standard chart sets them. */
const STANDARD_AUX_DIMS: Record<string, AuxDimension[]> = {
  '1122': ['customer'],
  '1221': ['employee'],
  '2202': ['supplier'],
  '600101': ['dept'],
  '600102': ['dept'],
  '600103': ['dept'],
  '6601': ['dept'],
  '6602': ['dept'],
  '660201': ['dept'],
};

/** The stored `aux_dims` of a standard account ('' for none). */
export const standardAuxDims = (code: string) => (STANDARD_AUX_DIMS[code] ?? []).join(',');

/** Adds the standard accounts `orgId` does not have yet, with their required dimensions; answers the codes added. */
export async function addMissingAccounts(trx: WriteTx, orgId: number): Promise<string[]> {
  const held = await trx.selectFrom('acc_accounts').select('account_code').where('org_id', '=', orgId).execute();
  const have = new Set(held.map((a) => a.account_code));
  const missing = STANDARD_CHART.filter(([code]) => !have.has(code));
  // Every account created goes through the organisation's coding rule (db/coding-rules.ts).
  await assertCodesFit(
    trx,
    orgId,
    'account',
    missing.map(([code]) => code),
    'accountCode',
  );
  if (missing.length)
    await trx
      .insertInto('acc_accounts')
      .values(missing.map(([account_code, account_name]) => ({ org_id: orgId, account_code, account_name, aux_dims: standardAuxDims(account_code) })))
      .execute();
  return missing.map(([code]) => code);
}
