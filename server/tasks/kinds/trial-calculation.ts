/**
 * Trial calculation (试算平衡, module 1001): the trial balance of a period as a workbook, and in its end
 * step whether the books balance. Reads only; the figures are those of GET /htservice/accounting/ledger/general.
 */
import { z } from 'zod';
import { accountFigures } from '../../db/ledger.js';
import { translate } from '../../i18n.js';
import { trialBalance } from '../../lib/trial-balance.js';
import { trialSheet } from '../../lib/trial-sheet.js';
import { periodText } from '../../lib/period-text.js';
import { XLSX_TYPE } from '../../lib/xlsx.js';
import type { RunKind, RunOutcome } from '../run-kind.js';

export const LedgerPeriod = z.object({
  year: z.number().int().min(1900).max(2199),
  period: z.number().int().min(1).max(12),
  auditedOnly: z.boolean().default(false),
});
export type LedgerPeriodOptions = z.infer<typeof LedgerPeriod>;

export const trialCalculation: RunKind<LedgerPeriodOptions> = {
  kind: 'trial-calculation',
  permission: 'accounting:ledger:general',
  options: LedgerPeriod,
  label: (o, lang) => translate(lang, 'trialLabel', { period: periodText(o.year, o.period) }),
  async run(ctx): Promise<RunOutcome> {
    await ctx.progress(0, 2, { key: 'calculating' });
    const balance = trialBalance(await accountFigures(ctx.db, { orgId: ctx.orgId, ...ctx.options }));
    if ((await ctx.interrupted()) !== null) return { status: 'cancelled', step: { key: 'runCancelled' } };
    await ctx.progress(1, 2, { key: 'writing' });
    await ctx.putOutput(await trialSheet(balance, ctx.lang), `trial-balance-${periodText(ctx.options.year, ctx.options.period)}.xlsx`, XLSX_TYPE);
    await ctx.progress(2, 2);
    const t = balance.totals;
    if (balance.balanced) return { status: 'done', step: { key: 'trialBalanced' } };
    // The largest of the three differences, in yuan, so the accountant knows how far off the books are.
    const difference = Math.max(Math.abs(t.openingDebit - t.openingCredit), Math.abs(t.periodDebit - t.periodCredit), Math.abs(t.closingDebit - t.closingCredit));
    return { status: 'done', step: { key: 'trialUnbalanced', params: { difference: (difference / 100).toFixed(2) } } };
  },
};
