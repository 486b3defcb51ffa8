/**
 * Transfer of a fixed asset between departments (资产调拨): the card moves to the new department (and, if
 * given, to a new custodian), and the move is kept in `asset_transfers`, the card's history. No voucher:
 * the asset stays on the same accounts. Only a generated card not disposed of (a card still to be
 * generated is simply edited), to one of the organisation's other departments, on or after its start date.
 */
import type { Engine } from './connect.js';
import { assertDeptsOfOrg } from './departments.js';
import { lockRow, type WriteTx } from './write-transaction.js';
import { HttpError } from '../errors.js';

export type TransferInput = { toDeptId: number; transferDate: string; custodian?: string; remark: string };

export async function transferCard(trx: WriteTx, engine: Engine, now: number, orgId: number, cardId: number, input: TransferInput, userName: string): Promise<void> {
  const card = await lockRow(
    engine,
    trx.selectFrom('asset_cards').select(['asset_code', 'gen_status', 'disposal_date', 'start_date', 'dept_id', 'custodian']).where('org_id', '=', orgId).where('card_id', '=', cardId),
  ).executeTakeFirst();
  if (!card) throw new HttpError(404, 'notFound', 'cardId');
  if (card.disposal_date) throw new HttpError(409, 'assetDisposed', 'cardId', { code: card.asset_code, date: card.disposal_date });
  if (card.gen_status !== '1') throw new HttpError(409, 'assetNotOnBooks', 'cardId', { code: card.asset_code });
  if (input.toDeptId === card.dept_id) throw new HttpError(422, 'assetTransferSameDept', 'toDeptId');
  await assertDeptsOfOrg(trx, orgId, [input.toDeptId], () => 'toDeptId', 'assetDeptUnknown');
  if (input.transferDate < card.start_date) throw new HttpError(422, 'assetDateBeforeStart', 'transferDate', { date: card.start_date });
  const custodian = input.custodian ?? card.custodian;
  await trx
    .insertInto('asset_transfers')
    .values({
      org_id: orgId,
      card_id: cardId,
      transfer_date: input.transferDate,
      from_dept_id: card.dept_id,
      to_dept_id: input.toDeptId,
      from_custodian: card.custodian,
      to_custodian: custodian,
      remark: input.remark,
      user_name: userName,
      created_at: now,
    })
    .execute();
  await trx
    .updateTable('asset_cards')
    .set((eb) => ({ dept_id: input.toDeptId, custodian, version: eb('version', '+', 1), updated_at: now }))
    .where('card_id', '=', cardId)
    .execute();
}
