/**
 * Asset depreciation as a task (资产折旧, module 1002): `POST /htservice/task/asset-depreciation` with
 * `{ year, period }`. The depreciation itself is one transaction (db/asset-depreciation.ts), so the task's
 * units are its two steps: a cancel before the write leaves everything as it was, and the write is never
 * half done. A refusal (closed period, period already depreciated or out of order, nothing to depreciate, a missing
 * account) ends the task as failed with the refusal as its step, translated by the browser
 * (`task.step.<key>`).
 */
import { z } from 'zod';
import { depreciatePeriod } from '../../db/asset-depreciation.js';
import { periodText } from '../../lib/period-text.js';
import { HttpError } from '../../errors.js';
import { translate, type MsgKey } from '../../i18n.js';
import { formatFen } from '../../lib/voucher-rules.js';
import type { RunKind } from '../run-kind.js';

export type DepreciationTaskOptions = { year: number; period: number };

/** Refusals shown as the task's end step; anything else is a failure of ours ('failed'). */
const REFUSALS: MsgKey[] = ['assetPeriodUnknown', 'assetPeriodClosed', 'assetPeriodDepreciated', 'assetPeriodMissing', 'assetPeriodBeforeLatest', 'assetNothingToDepreciate', 'voucherAccountUnknown'];

export const assetDepreciation: RunKind<DepreciationTaskOptions> = {
  kind: 'asset-depreciation',
  permission: 'assets:depreciation:calculate',
  options: z.strictObject({ year: z.number().int().min(1900).max(2199), period: z.number().int().min(1).max(12) }),
  label: (o, lang) => translate(lang, 'assetDepreciationLabel', { period: periodText(o.year, o.period) }),
  async run(ctx) {
    const period = periodText(ctx.options.year, ctx.options.period);
    await ctx.progress(0, 1, { key: 'depreciating', params: { period } });
    const stop = await ctx.interrupted();
    if (stop) return { status: 'cancelled', step: { key: 'nothingChanged' } };
    const user = await ctx.db.selectFrom('users').select(['user_name', 'nick_name']).where('user_id', '=', ctx.userId).executeTakeFirstOrThrow();
    try {
      const result = await depreciatePeriod(ctx.db, ctx.engine, ctx.now(), { orgId: ctx.orgId, userId: ctx.userId, userName: user.nick_name || user.user_name }, ctx.options);
      await ctx.progress(1, 1);
      return {
        status: 'done',
        step: { key: 'depreciated', params: { period, cards: result.cardCount, total: formatFen(result.total), voucher: result.voucherNumber, voucherId: result.voucherId } },
      };
    } catch (error) {
      if (error instanceof HttpError && REFUSALS.includes(error.msg)) return { status: 'failed', step: { key: error.msg, params: error.params } };
      throw error;
    }
  },
};
