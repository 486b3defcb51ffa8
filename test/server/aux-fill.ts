/**
 * For server tests about something else than auxiliary accounting: voucher lines given what their
 * accounts require in the organisation's chart (the demo chart requires departments, customers … on some
 * accounts, seed-aux.ts) — its first department or item of each required dimension — and CF01 on cash
 * and bank lines. Lines that already carry something keep it.
 */
import type { Harness } from './support.js';
import { ITEM_DIMENSIONS, LINE_FIELDS, parseDims } from '../../shared/aux-dimensions.js';
import { isCashAccount } from '../../server/lib/account-classes.js';

export async function fillDims<L extends { accountCode: string }>(h: Harness, orgId: number, lines: L[]): Promise<L[]> {
  const [accounts, dept, items] = await Promise.all([
    h.db.selectFrom('acc_accounts').select(['account_code', 'aux_dims']).where('org_id', '=', orgId).execute(),
    h.db.selectFrom('departments').select('dept_id').where('org_id', '=', orgId).where('status', '=', '0').orderBy('dept_id').executeTakeFirst(),
    h.db.selectFrom('aux_items').select(['dimension', 'item_id']).where('org_id', '=', orgId).where('status', '=', '0').orderBy('item_id').execute(),
  ]);
  const dims = new Map(accounts.map((a) => [a.account_code, parseDims(a.aux_dims)]));
  const first: Record<string, number | undefined> = { dept: dept?.dept_id, ...Object.fromEntries(ITEM_DIMENSIONS.map((d) => [d, items.find((i) => i.dimension === d)?.item_id])) };
  return lines.map((line) => ({
    ...Object.fromEntries((dims.get(line.accountCode) ?? []).map((d) => [LINE_FIELDS[d], first[d]])),
    ...(isCashAccount(line.accountCode) ? { cashflowCode: 'CF01' } : {}),
    ...line,
  }));
}
