/**
 * 报表计算 (reports/calculate/index): the run kind `reportCalculate` computes the income statement of
 * one accounting period from its booked vouchers and writes it as 'report' records (server/reports/
 * calculate.ts); running it again for the same period updates those records.
 */
import { z } from 'zod';
import { incomeStatement, writeStatement } from '../../reports/calculate.js';
import type { RunKind, RunOutcome } from '../run-kind.js';

type Options = { period: string };

export const reportCalculateKind: RunKind<Options> = {
  kind: 'reportCalculate',
  permission: 'reports:report:calculate',
  options: z.strictObject({ period: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/) }),
  label: (o, lang) => (lang === 'en' ? `Income statement ${o.period}` : `利润表 ${o.period}`),
  async run(ctx): Promise<RunOutcome> {
    const { period } = ctx.options;
    await ctx.progress(0, 2, { key: 'reportComputing' });
    const lines = await incomeStatement(ctx.db, ctx.orgId, period);
    const stop = await ctx.interrupted();
    if (stop) return { status: stop === 'cancel' ? 'cancelled' : 'failed', step: { key: stop === 'cancel' ? 'runCancelled' : 'interrupted' } };
    await ctx.progress(1, 2, { key: 'reportWriting' });
    const user = await ctx.db.selectFrom('users').select('user_name').where('user_id', '=', ctx.userId).executeTakeFirstOrThrow();
    const { added, updated } = await writeStatement(ctx, ctx.orgId, user.user_name, period, lines);
    await ctx.progress(2, 2);
    return { status: 'done', step: { key: 'reportCalculated', params: { period, added, updated } } };
  },
};
