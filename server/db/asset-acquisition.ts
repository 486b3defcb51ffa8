/**
 * The acquisition voucher a card's generation posts (资产增加凭证): debit 固定资产 (1601) with the original
 * value, credit the account that funded the asset, which its acquisition method names. A card brought in
 * with depreciation already taken (a used asset transferred in) credits that to 累计折旧 (1602) and only
 * its net value to the funding account, so the books show the same original value and accumulated
 * depreciation as the card. An opening card ('opening': on the books before the system, its figures
 * the opening balances) posts no voucher. Posted as a system-made voucher (vouchers.ts: the
 * auxiliary items the card cannot know, such as the supplier's, are left for the accountant to add).
 */
import type { AcquisitionMethod } from '../contracts/asset.js';
import type { Engine } from './connect.js';
import { insertVoucher, type NewLine } from './vouchers.js';
import type { WriteTx } from './write-transaction.js';
import { keyedSummary } from '../lib/voucher-summary.js';

export const FIXED_ASSETS = '1601';
export const ACCUMULATED_DEPRECIATION = '1602';

/** The funding account of each acquisition method (the standard chart, db/chart-of-accounts.ts). */
const ACQUISITION_ACCOUNTS: Record<Exclude<AcquisitionMethod, 'opening'>, string> = {
  purchase: '2202', // 应付账款: bought on credit; paying the supplier is the cashier's own voucher
  transferIn: '4002', // 资本公积: transferred in from the group without consideration
  donation: '6301', // 营业外收入
  investment: '4001', // 实收资本: contributed by an investor
  selfBuilt: '1604', // 在建工程: construction in progress completed
};
export const OPENING = 'opening';

type AcquiredCard = { asset_code: string; asset_name: string; original_value: number; accumulated_depreciation: number; acquisition_method: string };

/** The voucher's lines in fen; they balance by construction (original = accumulated + net). */
function acquisitionLines(card: AcquiredCard): NewLine[] {
  const funding = ACQUISITION_ACCOUNTS[card.acquisition_method as keyof typeof ACQUISITION_ACCOUNTS];
  const summary = keyedSummary('assetAcquisitionSummary', { code: card.asset_code, name: card.asset_name });
  const lines: NewLine[] = [{ ...summary, accountCode: FIXED_ASSETS, debit: card.original_value, credit: 0 }];
  if (card.accumulated_depreciation > 0) lines.push({ ...summary, accountCode: ACCUMULATED_DEPRECIATION, debit: 0, credit: card.accumulated_depreciation });
  const net = card.original_value - card.accumulated_depreciation;
  if (net > 0) lines.push({ ...summary, accountCode: funding, debit: 0, credit: net });
  return lines;
}

/** Posts the card's acquisition voucher dated `date` (an open period's, else 422); null for an opening card. */
export async function postAcquisition(
  trx: WriteTx,
  engine: Engine,
  v: { orgId: number; card: AcquiredCard; date: string; maker: { userId: number; userName: string }; now: number },
): Promise<number | null> {
  if (v.card.acquisition_method === OPENING) return null;
  return insertVoucher(trx, engine, { orgId: v.orgId, voucherDate: v.date, attachments: 0, remark: '', lines: acquisitionLines(v.card), maker: v.maker, now: v.now, origin: 'system' });
}
