/**
 * Disposal of a fixed asset (资产清理), as one transaction: the card is marked disposed (it is no longer
 * depreciated, checked, edited or transferred), the figures of the day are kept (`asset_disposals`), and
 * one system-made voucher dated the disposal date is posted through 固定资产清理 (1606):
 *
 *   Dr 1602 累计折旧 accumulated   Dr 1606 net value               Cr 1601 固定资产 original value
 *   Dr proceeds account proceeds                                   Cr 1606 proceeds
 *   a gain:  Dr 1606 gain                                          Cr 6301 营业外收入 gain
 *   a loss:  Dr 6711 营业外支出 loss                                Cr 1606 loss
 *
 * so 1606 ends at zero. Lines of zero are left out (a fully depreciated asset has no net value, a scrapped
 * one no proceeds). Only a generated card (one on the books) not yet disposed of, on or after its start date.
 */
import type { Engine } from './connect.js';
import { ACCUMULATED_DEPRECIATION, FIXED_ASSETS } from './asset-acquisition.js';
import { insertVoucher, type NewLine } from './vouchers.js';
import { lockRow, type WriteTx } from './write-transaction.js';
import { HttpError } from '../errors.js';
import { keyedSummary, type LineSummary } from '../lib/voucher-summary.js';

const DISPOSAL_CLEARING = '1606';
const DISPOSAL_GAIN = '6301';
const DISPOSAL_LOSS = '6711';

type DisposalFigures = { original: number; accumulated: number; proceeds: number; proceedsAccount: string; summary: LineSummary };

/** The disposal voucher's lines in fen; they balance by construction (see the header). */
function disposalLines(f: DisposalFigures): NewLine[] {
  const net = f.original - f.accumulated;
  const gain = f.proceeds - net;
  const line = (accountCode: string, debit: number, credit: number): NewLine => ({ ...f.summary, accountCode, debit, credit });
  const lines: NewLine[] = [line(ACCUMULATED_DEPRECIATION, f.accumulated, 0), line(DISPOSAL_CLEARING, net, 0), line(FIXED_ASSETS, 0, f.original)];
  lines.push(line(f.proceedsAccount, f.proceeds, 0), line(DISPOSAL_CLEARING, 0, f.proceeds));
  if (gain > 0) lines.push(line(DISPOSAL_CLEARING, gain, 0), line(DISPOSAL_GAIN, 0, gain));
  if (gain < 0) lines.push(line(DISPOSAL_LOSS, -gain, 0), line(DISPOSAL_CLEARING, 0, -gain));
  return lines.filter((l) => l.debit > 0 || l.credit > 0);
}

export type DisposalInput = { disposalDate: string; proceeds: number; proceedsAccount: string; remark: string };
export type Actor = { userId: number; userName: string };

/** Disposes of the card; answers the voucher's id. 404 for another hotel's card, 409/422 as the header says. */
export async function disposeCard(trx: WriteTx, engine: Engine, now: number, orgId: number, cardId: number, input: DisposalInput, actor: Actor): Promise<number> {
  const card = await lockRow(
    engine,
    trx
      .selectFrom('asset_cards')
      .select(['asset_code', 'asset_name', 'gen_status', 'disposal_date', 'start_date', 'original_value', 'accumulated_depreciation'])
      .where('org_id', '=', orgId)
      .where('card_id', '=', cardId),
  ).executeTakeFirst();
  if (!card) throw new HttpError(404, 'notFound', 'cardId');
  if (card.disposal_date) throw new HttpError(409, 'assetDisposed', 'cardId', { code: card.asset_code, date: card.disposal_date });
  if (card.gen_status !== '1') throw new HttpError(409, 'assetNotOnBooks', 'cardId', { code: card.asset_code });
  if (input.disposalDate < card.start_date) throw new HttpError(422, 'assetDateBeforeStart', 'disposalDate', { date: card.start_date });
  const original = Number(card.original_value);
  const accumulated = Number(card.accumulated_depreciation);
  const summary = keyedSummary('assetDisposalSummary', { code: card.asset_code, name: card.asset_name });
  const lines = disposalLines({ original, accumulated, proceeds: input.proceeds, proceedsAccount: input.proceedsAccount, summary });
  const voucherId = await insertVoucher(trx, engine, { orgId, voucherDate: input.disposalDate, attachments: 0, remark: '', lines, maker: actor, now, origin: 'system' }).catch((error) => {
    // The voucher's date is the disposal date the caller gave: name that field.
    if (error instanceof HttpError && error.field === 'voucherDate') throw new HttpError(error.status, error.msg, 'disposalDate', error.params);
    throw error;
  });
  await trx
    .insertInto('asset_disposals')
    .values({
      org_id: orgId,
      card_id: cardId,
      disposal_date: input.disposalDate,
      original_value: original,
      accumulated_depreciation: accumulated,
      proceeds: input.proceeds,
      proceeds_account: input.proceedsAccount,
      voucher_id: voucherId,
      remark: input.remark,
      user_name: actor.userName,
      created_at: now,
    })
    .execute();
  await trx
    .updateTable('asset_cards')
    .set((eb) => ({ disposal_date: input.disposalDate, version: eb('version', '+', 1), updated_at: now }))
    .where('card_id', '=', cardId)
    .execute();
  return voucherId;
}
