/**
 * Asset generation (资产生成): a card entered or imported is 'to be generated' until it is generated,
 * which registers it as an asset of the books: from then on it is depreciated and its amounts are fixed.
 * Cards are independent, so they are generated in batches of `batchSize`, each its own transaction;
 * between batches the caller reports progress and may stop (cards generated so far stay generated, and a
 * later run takes the rest: generating is idempotent per card).
 * A card acquired by the hotel (any method but 'opening') posts its acquisition voucher (asset-acquisition.ts) dated the day of
 * generation, in the same transaction as the card's change, so a refusal (no open period holds the day)
 * leaves the batch's cards to be generated, without a voucher.
 */
import type { Db, Engine } from './connect.js';
import { OPENING, postAcquisition } from './asset-acquisition.js';
import { lockRow, writeTransaction } from './write-transaction.js';
import { formatDate } from '../lib/time.js';

export type GenerationHooks = {
  /** After each batch: cards generated so far, of `total`. */
  progress: (done: number, total: number) => Promise<void>;
  /** Between batches: a reason to stop, or null to go on. */
  interrupted: () => Promise<'cancel' | 'stop' | null>;
};

/** Who generates: the organisation, and the user the acquisition vouchers are made by. */
export type GenerationScope = { orgId: number; userId: number; userName: string };

/** Generates the organisation's cards still to be generated (all, or those of `cardIds`). */
export async function generateCards(
  db: Db,
  engine: Engine,
  now: number,
  scope: GenerationScope,
  cardIds: readonly number[] | undefined,
  hooks: GenerationHooks,
  batchSize = 500,
): Promise<{ generated: number; total: number; stoppedBy: 'cancel' | 'stop' | null }> {
  const { orgId } = scope;
  let query = db.selectFrom('asset_cards').select('card_id').where('org_id', '=', orgId).where('gen_status', '=', '0');
  if (cardIds) query = query.where('card_id', 'in', cardIds.length ? [...cardIds] : [0]);
  const ids = (await query.orderBy('card_id').execute()).map((r) => r.card_id);
  let generated = 0;
  await hooks.progress(0, ids.length);
  for (let from = 0; from < ids.length; from += batchSize) {
    const stoppedBy = await hooks.interrupted();
    if (stoppedBy) return { generated, total: ids.length, stoppedBy };
    const batch = ids.slice(from, from + batchSize);
    generated += await writeTransaction(db, engine, async (trx) => {
      // Locked and read again: a card generated meanwhile by another run is not generated (nor posted) twice.
      const cards = await lockRow(
        engine,
        trx
          .selectFrom('asset_cards')
          .select(['card_id', 'asset_code', 'asset_name', 'original_value', 'accumulated_depreciation', 'acquisition_method'])
          .where('org_id', '=', orgId)
          .where('gen_status', '=', '0')
          .where('card_id', 'in', batch)
          .orderBy('card_id'),
      ).execute();
      const maker = { userId: scope.userId, userName: scope.userName };
      for (const card of cards.filter((c) => c.acquisition_method !== OPENING)) {
        const figures = { ...card, original_value: Number(card.original_value), accumulated_depreciation: Number(card.accumulated_depreciation) };
        const voucherId = await postAcquisition(trx, engine, { orgId, card: figures, date: formatDate(now), maker, now });
        await trx.updateTable('asset_cards').set({ acquisition_voucher_id: voucherId }).where('card_id', '=', card.card_id).execute();
      }
      if (cards.length === 0) return 0;
      await trx
        .updateTable('asset_cards')
        .set((eb) => ({ gen_status: '1', version: eb('version', '+', 1), updated_at: now }))
        .where(
          'card_id',
          'in',
          cards.map((c) => c.card_id),
        )
        .execute();
      return cards.length;
    });
    await hooks.progress(from + batch.length, ids.length);
  }
  return { generated, total: ids.length, stoppedBy: null };
}
