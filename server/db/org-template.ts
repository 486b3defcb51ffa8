/**
 * What every hotel of the group holds from the group's templates, and adds when it lacks it, never
 * changing what it has: the default organisation parameters (org-paras.ts), the standard chart of
 * accounts (chart-of-accounts.ts), the default coding rules and voucher words (coding-rules.ts,
 * voucher-words.ts) and the 12 calendar periods of a year with none yet. 组织初始化
 * (`/htservice/org/initData/`) applies it to one hotel, the data-sync task to every hotel.
 */
import { calendarPeriods } from '../lib/period-rules.js';
import { addMissingAccounts } from './chart-of-accounts.js';
import { addMissingCodingRules } from './coding-rules.js';
import { addMissingParas } from './org-paras.js';
import { writePeriods } from './periods.js';
import { addMissingVoucherWords } from './voucher-words.js';
import type { WriteTx } from './write-transaction.js';

export type TemplateAdded = { paras: string[]; accounts: string[]; periodsCreated: number };

/** Call inside a write transaction that holds the organisation's row. */
export async function applyGroupTemplate(trx: WriteTx, org: { org_id: number; org_name: string }, year: number, now = Date.now()): Promise<TemplateAdded> {
  const paras = await addMissingParas(trx, { orgId: org.org_id, orgName: org.org_name });
  // The group's coding rules and voucher words come before the accounts, which are checked against the rules.
  await addMissingCodingRules(trx, org.org_id, now);
  await addMissingVoucherWords(trx, org.org_id, now);
  const accounts = await addMissingAccounts(trx, org.org_id);
  const held = await trx.selectFrom('accounting_periods').select('period').where('org_id', '=', org.org_id).where('year', '=', year).execute();
  const periods = held.length === 0 ? calendarPeriods(year) : [];
  if (periods.length)
    await writePeriods(
      trx,
      org.org_id,
      year,
      periods.map((p) => ({ period: p.period, start_date: p.startDate, end_date: p.endDate, status: p.status })),
      false,
    );
  return { paras: paras.map((p) => p.paraKey), accounts, periodsCreated: periods.length };
}
