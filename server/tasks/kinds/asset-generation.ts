/**
 * Asset generation as a task (资产生成, module 1002): `POST /htservice/task/asset-generation` with
 * `{ cardIds? }` (none: every card of the organisation still to be generated). Batches of cards, each its
 * own transaction (db/asset-generation.ts); a cancel keeps what was generated and says how many. A card's
 * acquisition voucher refused (no open period holds today, an account missing) ends the task as failed
 * with the refusal as its step; the cards generated before it stay generated.
 */
import { z } from 'zod';
import { generateCards } from '../../db/asset-generation.js';
import { HttpError } from '../../errors.js';
import { translate, type MsgKey } from '../../i18n.js';
import { numericId } from '../../plugins/validate.js';
import type { RunKind } from '../run-kind.js';

export type GenerationTaskOptions = { cardIds?: number[] };

/** Refusals of the acquisition voucher, shown as the task's end step under a key of its own (`task.step.<key>` in the browser). */
const REFUSALS: Partial<Record<MsgKey, string>> = { noPeriod: 'assetAcquisitionNoPeriod', voucherPeriodClosed: 'assetAcquisitionPeriodClosed', voucherAccountUnknown: 'assetAcquisitionAccount' };

export const assetGeneration: RunKind<GenerationTaskOptions> = {
  kind: 'asset-generation',
  permission: 'assets:card:generate',
  options: z.strictObject({ cardIds: z.array(numericId).min(1).max(1000).optional() }),
  label: (o, lang) => (o.cardIds ? translate(lang, 'assetGenerationLabel', { count: o.cardIds.length }) : translate(lang, 'assetGenerationAll')),
  async run(ctx) {
    const user = await ctx.db.selectFrom('users').select(['user_name', 'nick_name']).where('user_id', '=', ctx.userId).executeTakeFirstOrThrow();
    const scope = { orgId: ctx.orgId, userId: ctx.userId, userName: user.nick_name || user.user_name };
    try {
      const outcome = await generateCards(ctx.db, ctx.engine, ctx.now(), scope, ctx.options.cardIds, {
        progress: (done, total) => ctx.progress(done, total, { key: 'generating' }),
        interrupted: ctx.interrupted,
      });
      if (outcome.stoppedBy) return { status: 'cancelled', step: { key: 'generationCancelled', params: { generated: outcome.generated } } };
      return { status: 'done', step: { key: 'generated', params: { generated: outcome.generated } } };
    } catch (error) {
      const refusal = error instanceof HttpError ? REFUSALS[error.msg] : undefined;
      if (refusal) return { status: 'failed', step: { key: refusal, params: (error as HttpError).params } };
      throw error;
    }
  },
};
