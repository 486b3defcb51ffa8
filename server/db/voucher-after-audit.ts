/**
 * What the steps after audit need to know of a batch of vouchers (lib/voucher-rules.ts `refusal`): which
 * have a cash or bank line (the cashier signs those) and which already have their red reversal. Two
 * queries for the whole batch (or list page), whatever its size.
 */
import { needsCashier } from '../lib/voucher-rules.js';
import type { Db } from './connect.js';
import type { WriteTx } from './write-transaction.js';

export async function afterAuditFacts(trx: Db | WriteTx, orgId: number, ids: readonly number[]): Promise<{ hasCashLine(id: number): boolean; reversed(id: number): boolean }> {
  if (ids.length === 0) return { hasCashLine: () => false, reversed: () => false };
  const [lines, reversals] = await Promise.all([
    trx.selectFrom('voucher_lines').select(['voucher_id', 'account_code']).where('org_id', '=', orgId).where('voucher_id', 'in', ids).execute(),
    trx.selectFrom('vouchers').select('reversal_of').where('org_id', '=', orgId).where('reversal_of', 'in', ids).execute(),
  ]);
  const reversed = new Set(reversals.map((r) => r.reversal_of));
  return {
    hasCashLine: (id) => needsCashier(lines.filter((l) => l.voucher_id === id).map((l) => l.account_code)),
    reversed: (id) => reversed.has(id),
  };
}
