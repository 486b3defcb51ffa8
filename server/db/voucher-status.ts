/**
 * One status change (send, withdraw, audit, revoke, sign, unsign, post, unpost) of a batch of vouchers, all or
 * nothing, inside the caller's write transaction: the route `PUT /htservice/voucher/{action}`
 * (routes/voucher-status.ts) and the demo books (seed-books.ts) both go through it, so the demo's vouchers
 * meet the very rules a user meets. Refusals are HttpErrors naming the first voucher refused; `lang` words
 * the status and action they name.
 */
import type { Engine } from './connect.js';
import { afterAuditFacts } from './voucher-after-audit.js';
import { assertVouchersInOpenPeriods } from './period-lock.js';
import { lockRow, type WriteTx } from './write-transaction.js';
import { HttpError } from '../errors.js';
import { translate, type Lang, type MsgKey } from '../i18n.js';
import { refusal, TRANSITIONS, voucherNumber, type VoucherAction } from '../lib/voucher-rules.js';

const ACTION_TEXT: Record<VoucherAction, MsgKey> = {
  send: 'voucherActionSend',
  withdraw: 'voucherActionWithdraw',
  audit: 'voucherActionAudit',
  revoke: 'voucherActionRevoke',
  sign: 'voucherActionSign',
  unsign: 'voucherActionUnsign',
  post: 'voucherActionPost',
  unpost: 'voucherActionUnpost',
};

type Actor = { userId: number; userName: string };

/** The columns an action stamps (who and when) or clears besides the status. */
function stamp(action: VoucherAction, user: Actor, now: number) {
  switch (action) {
    case 'send':
      return { sender_id: user.userId, sender_name: user.userName, send_time: now };
    case 'withdraw':
      return { sender_id: null, sender_name: null, send_time: null };
    case 'audit':
      return { auditor_id: user.userId, auditor_name: user.userName, audit_time: now };
    case 'revoke':
      return { auditor_id: null, auditor_name: null, audit_time: null };
    case 'sign':
      return { cashier_id: user.userId, cashier_name: user.userName, cashier_time: now };
    case 'unsign':
      return { cashier_id: null, cashier_name: null, cashier_time: null };
    case 'post':
      return { poster_id: user.userId, poster_name: user.userName, post_time: now };
    case 'unpost':
      return { poster_id: null, poster_name: null, post_time: null };
  }
}

export async function changeVoucherStatus(
  trx: WriteTx,
  engine: Engine,
  change: { orgId: number; user: Actor; action: VoucherAction; voucherIds: readonly number[]; now: number; lang: Lang },
): Promise<void> {
  const { orgId, user, action, now, lang } = change;
  const ids = [...new Set(change.voucherIds)];
  const { from, to } = TRANSITIONS[action];
  const rows = await lockRow(
    engine,
    trx
      .selectFrom('vouchers')
      .select(['voucher_id', 'status', 'voucher_word', 'voucher_no', 'maker_id', 'sender_id', 'sender_name', 'cashier_id'])
      .where('org_id', '=', orgId)
      .where('voucher_id', 'in', ids),
  ).execute();
  if (rows.length !== ids.length) throw new HttpError(404, 'notFound', 'voucherIds');
  await assertVouchersInOpenPeriods(trx, engine, orgId, ids);
  const facts = await afterAuditFacts(trx, orgId, ids);
  for (const v of rows) {
    const no = voucherNumber(v.voucher_word, v.voucher_no);
    if (v.status !== from)
      throw new HttpError(409, 'voucherWrongStatus', 'voucherIds', { no, status: translate(lang, `voucherStatus${v.status}` as MsgKey), action: translate(lang, ACTION_TEXT[action]) });
    if (action === 'audit' && v.maker_id === user.userId) throw new HttpError(409, 'voucherOwnAudit', 'voucherIds', { no });
    if (action === 'withdraw' && v.sender_id !== user.userId) throw new HttpError(409, 'voucherNotSender', 'voucherIds', { no, sender: v.sender_name ?? '' });
    const reason = refusal(action, { hasCashLine: facts.hasCashLine(v.voucher_id), signed: v.cashier_id !== null, reversed: facts.reversed(v.voucher_id) });
    if (reason) throw new HttpError(409, reason, 'voucherIds', { no });
  }
  await trx
    .updateTable('vouchers')
    .set((eb) => ({ ...stamp(action, user, now), status: to, updated_at: now, version: eb('version', '+', 1) }))
    .where('org_id', '=', orgId)
    .where('voucher_id', 'in', ids)
    .execute();
  // One insert for the batch's status log (no round trip per voucher).
  await trx
    .insertInto('voucher_logs')
    .values(rows.map((v) => ({ voucher_id: v.voucher_id, org_id: orgId, action, from_status: from, to_status: to, user_id: user.userId, user_name: user.userName, at: now })))
    .execute();
}
