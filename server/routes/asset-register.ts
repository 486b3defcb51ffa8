/**
 * What happens to a fixed asset after it is generated (module 1002), under /htservice/assets/card/{cardId}:
 *
 * - `POST transfer` (assets:card:transfer): to another department, optionally another custodian
 *   (db/asset-transfer.ts); answers the card.
 * - `POST dispose` (assets:card:dispose): disposal (清理) with its voucher (db/asset-disposal.ts); proceeds in
 *   fen, received on 1002 (default), 1001 or 1221; answers the card and the voucher's id and number.
 * - `GET history` (assets:card:list): the card's transfers, oldest first, and its disposal.
 * Another hotel's card is not found (404). Every write is one transaction.
 */
import type { Hono } from 'hono';
import type { AppEnv, Deps } from '../context.js';
import { assetDispose, assetHistory, assetTransfer, type AssetHistory } from '../contracts/asset.js';
import { toFen } from '../../shared/money.js';
import { deptNames } from '../db/assets.js';
import { disposeCard } from '../db/asset-disposal.js';
import { transferCard } from '../db/asset-transfer.js';
import { writeTransaction } from '../db/write-transaction.js';
import { HttpError } from '../errors.js';
import { t } from '../i18n.js';
import { voucherNumber } from '../lib/voucher-rules.js';
import { authenticate } from '../plugins/auth.js';
import { requirePermi } from '../plugins/permission.js';
import { contract } from '../plugins/contract.js';
import { readCards } from './asset-card.js';

export function mountAssetRegister(api: Hono<AppEnv>, deps: Deps) {
  const session = authenticate(deps);
  const actorOf = (auth: AppEnv['Variables']['auth']) => ({ userId: auth.user.userId, userName: auth.user.nickName || auth.user.userName });

  api.post('/htservice/assets/card/:cardId{[0-9]+}/transfer', session, requirePermi('assets:card:transfer'), contract(assetTransfer), async (c) => {
    const { cardId } = c.req.valid('param');
    const body = c.req.valid('json');
    const { orgId } = c.var.auth;
    await writeTransaction(deps.db, deps.engine, (trx) => transferCard(trx, deps.engine, deps.now(), orgId, cardId, body, actorOf(c.var.auth).userName));
    const [data] = await readCards(deps.db, orgId, [cardId]);
    return c.json({ code: 200, msg: t(c, 'ok'), data });
  });

  api.post('/htservice/assets/card/:cardId{[0-9]+}/dispose', session, requirePermi('assets:card:dispose'), contract(assetDispose), async (c) => {
    const { cardId } = c.req.valid('param');
    const body = c.req.valid('json');
    const { orgId } = c.var.auth;
    const voucherId = await writeTransaction(deps.db, deps.engine, (trx) => disposeCard(trx, deps.engine, deps.now(), orgId, cardId, body, actorOf(c.var.auth)));
    const [[card], voucher] = await Promise.all([
      readCards(deps.db, orgId, [cardId]),
      deps.db.selectFrom('vouchers').select(['voucher_word', 'voucher_no']).where('voucher_id', '=', voucherId).executeTakeFirstOrThrow(),
    ]);
    return c.json({ code: 200, msg: t(c, 'ok'), data: { card, voucherId, voucherNumber: voucherNumber(voucher.voucher_word, voucher.voucher_no) } });
  });

  api.get('/htservice/assets/card/:cardId{[0-9]+}/history', session, requirePermi('assets:card:list'), contract(assetHistory), async (c) => {
    const { cardId } = c.req.valid('param');
    const { orgId } = c.var.auth;
    const card = await deps.db.selectFrom('asset_cards').select('card_id').where('org_id', '=', orgId).where('card_id', '=', cardId).executeTakeFirst();
    if (!card) throw new HttpError(404, 'notFound', 'cardId');
    const [transfers, disposal] = await Promise.all([
      deps.db.selectFrom('asset_transfers').selectAll().where('org_id', '=', orgId).where('card_id', '=', cardId).orderBy('transfer_id').execute(),
      deps.db
        .selectFrom('asset_disposals as d')
        .leftJoin('vouchers as v', 'v.voucher_id', 'd.voucher_id')
        .select(['d.disposal_date', 'd.original_value', 'd.accumulated_depreciation', 'd.proceeds', 'd.voucher_id', 'v.voucher_word', 'v.voucher_no', 'd.remark', 'd.user_name'])
        .where('d.org_id', '=', orgId)
        .where('d.card_id', '=', cardId)
        .executeTakeFirst(),
    ]);
    const depts = await deptNames(
      deps.db,
      orgId,
      transfers.flatMap((r) => [r.from_dept_id, r.to_dept_id]),
    );
    const net = disposal ? Number(disposal.original_value) - Number(disposal.accumulated_depreciation) : 0;
    const data: AssetHistory = {
      transfers: transfers.map((r) => ({
        transferId: r.transfer_id,
        transferDate: r.transfer_date,
        fromDeptName: depts.get(r.from_dept_id) ?? '',
        toDeptName: depts.get(r.to_dept_id) ?? '',
        fromCustodian: r.from_custodian,
        toCustodian: r.to_custodian,
        remark: r.remark,
        userName: r.user_name,
        createdAt: Number(r.created_at),
      })),
      disposal: disposal
        ? {
            disposalDate: disposal.disposal_date,
            originalValue: toFen(disposal.original_value),
            accumulatedDepreciation: toFen(disposal.accumulated_depreciation),
            netValue: toFen(net),
            proceeds: toFen(disposal.proceeds),
            gain: toFen(Number(disposal.proceeds) - net),
            voucherId: disposal.voucher_id,
            voucherNumber: disposal.voucher_word ? voucherNumber(disposal.voucher_word, disposal.voucher_no!) : null,
            remark: disposal.remark,
            userName: disposal.user_name,
          }
        : null,
    };
    return c.json({ code: 200, msg: t(c, 'ok'), data });
  });
}
