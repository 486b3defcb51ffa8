/**
 * What 结账 checks before a period closes, read by the close page and again by the close itself inside its
 * write transaction (routes/period-close.ts), so the page shows exactly what the close will refuse:
 * - vouchers: every voucher of the period posted (status '3'); the others are listed by number;
 * - depreciation: run for the period (`asset_depreciation_runs`) when the organisation has generated asset
 *   cards with months left that were in use before the period began (those a run would depreciate);
 * - carryForward: no income or expense balance left in the period (db/carry-forward.ts);
 * - trialBalance: the booked vouchers and the opening balances balance (lib/trial-balance.ts).
 */
import type { PeriodCheck } from '../contracts/period-close.js';
import type { Db } from './connect.js';
import { accountFigures } from './ledger.js';
import { profitLossBalances } from './carry-forward.js';
import type { WriteTx } from './write-transaction.js';
import { trialBalance } from '../lib/trial-balance.js';
import { voucherNumber } from '../lib/voucher-rules.js';

const POSTED = '3';

type PeriodRow = { period_id: number; year: number; period: number; start_date: string };

export async function periodChecks(db: Db | WriteTx, orgId: number, p: PeriodRow): Promise<PeriodCheck[]> {
  const [unposted, depreciable, run, balances, figures] = await Promise.all([
    db
      .selectFrom('vouchers')
      .select(['voucher_id', 'voucher_word', 'voucher_no', 'status'])
      .where('org_id', '=', orgId)
      .where('period_id', '=', p.period_id)
      .where('status', '!=', POSTED)
      .orderBy('voucher_no')
      .execute(),
    db
      .selectFrom('asset_cards')
      .select('card_id')
      .where('org_id', '=', orgId)
      .where('gen_status', '=', '1')
      .where('start_date', '<', p.start_date)
      .whereRef('depreciated_months', '<', 'life_months')
      .limit(1)
      .executeTakeFirst(),
    db.selectFrom('asset_depreciation_runs').select('run_id').where('org_id', '=', orgId).where('year', '=', p.year).where('period', '=', p.period).executeTakeFirst(),
    profitLossBalances(db, orgId, p.period_id),
    accountFigures(db, { orgId, year: p.year, period: p.period, auditedOnly: true }),
  ]);
  const check = (key: PeriodCheck['key'], passed: boolean, more: Partial<PeriodCheck> = {}): PeriodCheck => ({ key, passed, vouchers: [], accounts: [], ...more });
  return [
    check('vouchers', unposted.length === 0, {
      vouchers: unposted.map((v) => ({ voucherId: v.voucher_id, voucherNumber: voucherNumber(v.voucher_word, v.voucher_no), status: v.status })),
    }),
    check('depreciation', !depreciable || run !== undefined),
    check('carryForward', balances.length === 0, { accounts: balances.map((b) => ({ accountCode: b.account_code, deptId: b.dept_id, balance: b.balance })) }),
    check('trialBalance', trialBalance(figures).balanced),
  ];
}
