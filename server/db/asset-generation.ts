/**
 * Asset generation (资产生成): a card entered or imported is 'to be generated' until it is generated,
 * which registers it as an asset of the books: from then on it is depreciated and its amounts are fixed.
 * Cards are independent, so they are generated in batches of `batchSize`, each its own transaction;
 * between batches the caller reports progress and may stop (cards generated so far stay generated, and a
 * later run takes the rest: generating is idempotent per card).
 */
import type { Db, Engine } from './connect.js';
import { writeTransaction } from './write-transaction.js';

export type GenerationHooks = {
  /** After each batch: cards generated so far, of `total`. */
  progress: (done: number, total: number) => Promise<void>;
  /** Between batches: a reason to stop, or null to go on. */
  interrupted: () => Promise<'cancel' | 'stop' | null>;
};

/** Generates the organisation's cards still to be generated (all, or those of `cardIds`). */
export async function generateCards(
  db: Db,
  engine: Engine,
  now: number,
  orgId: number,
  cardIds: readonly number[] | undefined,
  hooks: GenerationHooks,
  batchSize = 500,
): Promise<{ generated: number; total: number; stoppedBy: 'cancel' | 'stop' | null }> {
  let query = db.selectFrom('asset_cards').select('card_id').where('org_id', '=', orgId).where('gen_status', '=', '0');
  if (cardIds) query = query.where('card_id', 'in', cardIds.length ? [...cardIds] : [0]);
  const ids = (await query.orderBy('card_id').execute()).map((r) => r.card_id);
  let generated = 0;
  await hooks.progress(0, ids.length);
  for (let from = 0; from < ids.length; from += batchSize) {
    const stoppedBy = await hooks.interrupted();
    if (stoppedBy) return { generated, total: ids.length, stoppedBy };
    const batch = ids.slice(from, from + batchSize);
    const result = await writeTransaction(db, engine, (trx) =>
      trx
        .updateTable('asset_cards')
        .set((eb) => ({ gen_status: '1', version: eb('version', '+', 1), updated_at: now }))
        .where('org_id', '=', orgId)
        .where('gen_status', '=', '0')
        .where('card_id', 'in', batch)
        .executeTakeFirst(),
    );
    generated += Number(result.numUpdatedRows);
    await hooks.progress(from + batch.length, ids.length);
  }
  return { generated, total: ids.length, stoppedBy: null };
}
