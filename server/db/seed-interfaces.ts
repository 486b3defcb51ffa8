/**
 * The demo interface programme of the first hotel (HT001) and its organisation interface using it, so the
 * sample export examples/pms-daily-2026-11-24.csv imports out of the box: the front office (PMS) and the
 * restaurants' point of sale (POS) report revenue by item and department and settlements by payment
 * method; rooms revenue goes to 600101, food and beverage to 600102, the rest to 600103; cash to 1001,
 * bank cards to 1002, WeChat Pay and Alipay to 1012, city ledger (挂账) to 1122.
 */
import type { Transaction } from 'kysely';
import { DEFAULT_SUMMARY_TEMPLATE } from '../lib/interface-mapping.js';
import type { Database } from './schema.js';
import { VOUCHER_WORD } from '../../shared/wire-constants.js';

type Line = [type: 'revenue' | 'payment' | 'department', code: string, name: string, account: string | null, side: 'D' | 'C' | null, dept: string | null];

const DEMO_PROGRAMME = {
  code: 'PMS-DAILY',
  name: '前台与餐饮日结接口',
  source: 'PMS + POS',
  format:
    'CSV 或 xlsx，每个营业日一个文件。列：营业日期(YYYY-MM-DD)、来源(PMS/POS)、类型(收入/结算)、部门编码、部门名称、项目编码、项目名称、金额(元，两位小数，退款为负)。收入行按项目和部门，结算行按付款方式；各来源收入合计等于结算合计。',
};

const DEMO_MAPPINGS: Line[] = [
  ['revenue', 'RM', '房费', '600101', 'C', null],
  ['revenue', 'LT', '超时房费', '600101', 'C', null],
  ['revenue', 'MB', '迷你吧', '600103', 'C', null],
  ['revenue', 'LD', '洗衣', '600103', 'C', null],
  ['revenue', 'MR', '会议室', '600103', 'C', null],
  ['revenue', 'FB', '餐费', '600102', 'C', null],
  ['revenue', 'BQ', '宴会', '600102', 'C', null],
  ['revenue', 'BV', '酒水', '600102', 'C', null],
  ['payment', 'CASH', '现金', '1001', 'D', null],
  ['payment', 'CARD', '银行卡', '1002', 'D', null],
  ['payment', 'WX', '微信', '1012', 'D', null],
  ['payment', 'ALI', '支付宝', '1012', 'D', null],
  ['payment', 'AR', '挂账', '1122', 'D', null],
  ['department', '10', '客房部', null, null, 'HK'],
  ['department', '20', '餐饮部', null, null, 'FB'],
  ['department', '30', '前厅部', null, null, 'FO'],
];

export async function seedInterfaces(trx: Transaction<Database>, orgId: number, now: number): Promise<void> {
  const programme = await trx
    .insertInto('interface_programmes')
    .values({
      org_id: orgId,
      programme_code: DEMO_PROGRAMME.code,
      programme_name: DEMO_PROGRAMME.name,
      source_system: DEMO_PROGRAMME.source,
      file_format: DEMO_PROGRAMME.format,
      created_at: now,
      updated_at: now,
    })
    .returning('programme_id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('interface_mappings')
    .values(
      DEMO_MAPPINGS.map(([mapping_type, source_code, source_name, account_code, side, aux_dept_code], i) => ({
        programme_id: programme.programme_id,
        org_id: orgId,
        line_no: i + 1,
        mapping_type,
        source_code,
        source_name,
        account_code,
        side,
        aux_dept_code,
      })),
    )
    .execute();
  await trx
    .insertInto('org_interfaces')
    .values({ org_id: orgId, programme_id: programme.programme_id, summary_template: DEFAULT_SUMMARY_TEMPLATE, voucher_word: VOUCHER_WORD, voucher_mode: 'day', updated_at: now })
    .execute();
}
