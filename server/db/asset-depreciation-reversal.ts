/**
 * Reversing the latest depreciation run (撤销折旧), as one transaction: every card of the run gets back its
 * accumulated depreciation, months and monthly figure as they were before it, the run's records go, and
 * so does its voucher. Only the organisation's latest run, so the runs stay in period order.
 *
 * Refused (HttpError): another hotel's or an unknown run (404), not the latest (409 naming the latest), its
 * period closed (422), a card of the run disposed of since (409: the disposal voucher booked the
 * accumulated depreciation including this run), its voucher audited or further (409: revoke it first; a
 * voucher not audited yet is removed with the run). A voucher someone already deleted leaves nothing to remove.
 */
import type { Db, Engine } from './connect.js';
import { latestRun } from './asset-depreciation.js';
import { periodText } from '../lib/period-text.js';
import { removeVouchers } from './vouchers.js';
import { lockRow, writeTransaction } from './write-transaction.js';
import { HttpError } from '../errors.js';
import { voucherNumber } from '../lib/voucher-rules.js';

/** Statuses of a voucher not audited yet: unaudited, sent. */
const REMOVABLE = ['0', '1'];

export type ReversalResult = { period: string; cardCount: number; voucherNumber: string | null };

export async function reverseLatestRun(db: Db, engine: Engine, now: number, orgId: number, runId: number): Promise<ReversalResult> {
  return writeTransaction(db, engine, async (trx) => {
    const run = await lockRow(
      engine,
      trx.selectFrom('asset_depreciation_runs').select(['run_id', 'year', 'period', 'voucher_id']).where('org_id', '=', orgId).where('run_id', '=', runId),
    ).executeTakeFirst();
    if (!run) throw new HttpError(404, 'notFound', 'runId');
    const label = periodText(run.year, run.period);
    const latest = await latestRun(trx, orgId, engine);
    if (latest && latest.run_id !== run.run_id) throw new HttpError(409, 'assetRunNotLatest', 'runId', { latest: periodText(latest.year, latest.period) });
    const period = await lockRow(
      engine,
      trx.selectFrom('accounting_periods').select('status').where('org_id', '=', orgId).where('year', '=', run.year).where('period', '=', run.period),
    ).executeTakeFirst();
    if (period && period.status !== '0') throw new HttpError(422, 'assetRunPeriodClosed', 'runId', { period: label });
    const disposed = await trx
      .selectFrom('asset_depreciations as d')
      .innerJoin('asset_cards as c', 'c.card_id', 'd.card_id')
      .select('c.asset_code')
      .where('d.run_id', '=', run.run_id)
      .where('c.disposal_date', '!=', '')
      .executeTakeFirst();
    if (disposed) throw new HttpError(409, 'assetRunCardDisposed', 'runId', { code: disposed.asset_code });
    const voucher =
      run.voucher_id === null
        ? undefined
        : await lockRow(engine, trx.selectFrom('vouchers').select(['voucher_id', 'status', 'voucher_word', 'voucher_no']).where('voucher_id', '=', run.voucher_id)).executeTakeFirst();
    const number = voucher ? voucherNumber(voucher.voucher_word, voucher.voucher_no) : null;
    if (voucher && !REMOVABLE.includes(voucher.status)) throw new HttpError(409, 'assetRunVoucherBooked', 'runId', { no: number ?? '-' });

    // One statement for every card of the run, as the run itself (no per-card round trips).
    const updated = await trx
      .updateTable('asset_cards')
      .set((eb) => ({
        accumulated_depreciation: eb
          .selectFrom('asset_depreciations as d')
          .select((e) => e('d.accumulated_after', '-', e.ref('d.amount')).as('before'))
          .where('d.run_id', '=', run.run_id)
          .whereRef('d.card_id', '=', 'asset_cards.card_id'),
        monthly_depreciation: eb.selectFrom('asset_depreciations as d').select('d.monthly_before').where('d.run_id', '=', run.run_id).whereRef('d.card_id', '=', 'asset_cards.card_id'),
        depreciated_months: eb('depreciated_months', '-', 1),
        version: eb('version', '+', 1),
        updated_at: now,
      }))
      .where('card_id', 'in', trx.selectFrom('asset_depreciations as d').select('d.card_id').where('d.run_id', '=', run.run_id))
      .executeTakeFirst();
    await trx.deleteFrom('asset_depreciations').where('run_id', '=', run.run_id).execute();
    await trx.deleteFrom('asset_depreciation_runs').where('run_id', '=', run.run_id).execute();
    if (voucher) await removeVouchers(trx, [voucher.voucher_id]);
    return { period: label, cardCount: Number(updated.numUpdatedRows), voucherNumber: number };
  });
}
