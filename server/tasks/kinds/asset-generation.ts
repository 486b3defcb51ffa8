/**
 * Asset generation as a task (资产生成, module 1002): `POST /htservice/task/asset-generation` with
 * `{ cardIds? }` (none: every card of the organisation still to be generated). Batches of cards, each its
 * own transaction (db/asset-generation.ts); a cancel keeps what was generated and says how many.
 */
import { z } from 'zod';
import { generateCards } from '../../db/asset-generation.js';
import { translate } from '../../i18n.js';
import { numericId } from '../../plugins/validate.js';
import type { RunKind } from '../run-kind.js';

export type GenerationTaskOptions = { cardIds?: number[] };

export const assetGeneration: RunKind<GenerationTaskOptions> = {
  kind: 'asset-generation',
  permission: 'assets:card:generate',
  options: z.strictObject({ cardIds: z.array(numericId).min(1).max(1000).optional() }),
  label: (o, lang) => (o.cardIds ? translate(lang, 'assetGenerationLabel', { count: o.cardIds.length }) : translate(lang, 'assetGenerationAll')),
  async run(ctx) {
    const outcome = await generateCards(ctx.db, ctx.engine, ctx.now(), ctx.orgId, ctx.options.cardIds, {
      progress: (done, total) => ctx.progress(done, total, { key: 'generating' }),
      interrupted: ctx.interrupted,
    });
    if (outcome.stoppedBy) return { status: 'cancelled', step: { key: 'generationCancelled', params: { generated: outcome.generated } } };
    return { status: 'done', step: { key: 'generated', params: { generated: outcome.generated } } };
  },
};
