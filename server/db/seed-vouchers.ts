/**
 * Demo accounting data for each hotel: the standard chart of accounts (chart-of-accounts.ts), and a few
 * balanced vouchers in the current period (unaudited, sent and audited), made by the hotel's
 * accountant. Amounts in fen.
 */
import type { Transaction } from 'kysely';
import { formatDate } from '../lib/time.js';
import { totals } from '../lib/voucher-rules.js';
import { STANDARD_CHART, standardAuxDims } from './chart-of-accounts.js';
import type { Database } from './schema.js';
import { seedAuxItems, type DemoAux } from './seed-aux.js';
import { VOUCHER_WORD } from '../../shared/wire-constants.js';

/** `aux`: the line's department, items and cash-flow item by code (seed-aux.ts), where its account requires them. */
type DemoLine = [summary: string, code: string, debit: number, credit: number, aux?: DemoAux];
type DemoVoucher = { day: number; attachments: number; remark: string; status: '0' | '1' | '2'; lines: DemoLine[] };

const DEMO: DemoVoucher[] = [
  {
    day: 1,
    attachments: 3,
    remark: '',
    status: '2',
    lines: [
      ['收到前台客房收入', '1002', 4_860_000, 0, { cashflow: 'CF01' }],
      ['收到前台客房收入', '600101', 0, 4_585_000, { dept: 'HK' }],
      ['收到前台客房收入-销项税', '2221', 0, 275_000],
    ],
  },
  {
    day: 1,
    attachments: 2,
    remark: '',
    status: '1',
    lines: [
      ['餐饮收入（现金）', '1001', 1_236_050, 0, { cashflow: 'CF01' }],
      ['餐饮收入（现金）', '600102', 0, 1_236_050, { dept: 'FB' }],
    ],
  },
  {
    day: 1,
    attachments: 1,
    remark: '月初计提',
    status: '0',
    lines: [
      ['计提本月固定资产折旧', '6602', 1_825_000, 0, { dept: 'GM' }],
      ['计提本月固定资产折旧', '1602', 0, 1_825_000],
    ],
  },
  {
    day: 1,
    attachments: 4,
    remark: '',
    status: '0',
    lines: [
      ['采购布草，货款未付', '1403', 3_200_000, 0],
      ['采购布草，货款未付', '2202', 0, 3_200_000, { supplier: 'S001' }],
    ],
  },
];

/** `auxAccounting`: the schema has migration 0036 (older schemas, seeded by upgrade tests, have not). */
export async function seedVouchers(
  trx: Transaction<Database>,
  orgIds: number[],
  accountants: Record<number, { userId: number; name: string }>,
  auditor: { userId: number; name: string },
  now: number,
  auxAccounting = true,
): Promise<void> {
  const dims = (code: string) => (auxAccounting ? { aux_dims: standardAuxDims(code) } : {});
  await trx
    .insertInto('acc_accounts')
    .values(orgIds.flatMap((org_id) => STANDARD_CHART.map(([account_code, account_name]) => ({ org_id, account_code, account_name, ...dims(account_code) }))))
    .execute();
  const auxOf = auxAccounting ? await seedAuxItems(trx, orgIds, now) : null;
  const names = new Map(STANDARD_CHART);
  const today = formatDate(now);
  const date = `${today.slice(0, 8)}01`;
  for (const org_id of orgIds) {
    const period = await trx
      .selectFrom('accounting_periods')
      .select(['period_id', 'year', 'period'])
      .where('org_id', '=', org_id)
      .where('start_date', '<=', date)
      .where('end_date', '>=', date)
      .executeTakeFirstOrThrow();
    const maker = accountants[org_id];
    for (const [i, d] of DEMO.entries()) {
      const sum = totals(d.lines.map(([, , debit, credit]) => ({ debit, credit })));
      const sent = d.status !== '0';
      const audited = d.status === '2';
      const row = await trx
        .insertInto('vouchers')
        .values({
          org_id,
          period_id: period.period_id,
          period: `${period.year}-${String(period.period).padStart(2, '0')}`,
          voucher_date: date,
          voucher_word: VOUCHER_WORD,
          voucher_no: i + 1,
          attachments: d.attachments,
          status: d.status,
          debit_total: sum.debit,
          credit_total: sum.credit,
          maker_id: maker.userId,
          maker_name: maker.name,
          sender_id: sent ? maker.userId : null,
          sender_name: sent ? maker.name : null,
          send_time: sent ? now : null,
          auditor_id: audited ? auditor.userId : null,
          auditor_name: audited ? auditor.name : null,
          audit_time: audited ? now : null,
          remark: d.remark,
          version: 1,
          created_at: now,
          updated_at: now,
        })
        .returning('voucher_id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('voucher_lines')
        .values(
          d.lines.map(([summary, code, debit, credit, aux], k) => ({
            voucher_id: row.voucher_id,
            org_id,
            line_no: k + 1,
            summary,
            account_code: code,
            account_name: names.get(code)!,
            debit,
            credit,
            ...auxOf?.(org_id, aux),
          })),
        )
        .execute();
      const log = (action: string, from: string | null, to: string, who: { userId: number; name: string }) => ({
        voucher_id: row.voucher_id,
        org_id,
        action,
        from_status: from,
        to_status: to,
        user_id: who.userId,
        user_name: who.name,
        at: now,
      });
      await trx
        .insertInto('voucher_logs')
        .values([log('create', null, '0', maker), ...(sent ? [log('send', '0', '1', maker)] : []), ...(audited ? [log('audit', '1', '2', auditor)] : [])])
        .execute();
    }
  }
}
