/**
 * A voucher's status changes, each a PUT with {voucherIds} (one or many; all or nothing: the first
 * voucher refused answers 409 with its number and the reason, and no voucher changes):
 *
 * | call | permission | from → to | also refused when |
 * |---|---|---|---|
 * | send | accounting:voucher:edit | unaudited → sent | |
 * | withdraw | accounting:voucher:edit | sent → unaudited | the caller is not the sender |
 * | audit | accounting:voucher:audit | sent → audited | the caller made the voucher |
 * | revoke | accounting:voucher:revoke | audited → sent | the cashier has signed it |
 * | sign | accounting:voucher:cashier | audited (stamps the cashier) | no cash or bank line, or signed already |
 * | unsign | accounting:voucher:cashier | audited (clears the cashier) | not signed |
 * | post | accounting:voucher:post | audited → posted | a cash or bank line and not signed |
 * | unpost | accounting:voucher:unpost | posted → audited | it has a red reversal |
 *
 * Revoke returns the voucher to the audit queue rather than to the maker (see lib/voucher-rules.ts).
 * Every change bumps the version (an open edit form then gets its 409) and writes the status log.
 */
import type { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv, Deps } from '../context.js';
import { addLog } from '../db/vouchers.js';
import { afterAuditFacts } from '../db/voucher-after-audit.js';
import { assertVouchersInOpenPeriods } from '../db/period-lock.js';
import { lockRow, writeTransaction } from '../db/write-transaction.js';
import { HttpError } from '../errors.js';
import { t } from '../i18n.js';
import { refusal, TRANSITIONS, voucherNumber, type VoucherAction } from '../lib/voucher-rules.js';
import { authenticate } from '../plugins/auth.js';
import { requirePermi } from '../plugins/permission.js';
import { MAX_IDS, numericId, parseJson } from '../plugins/validate.js';
import { statusText } from './voucher.js';

const Batch = z.object({ voucherIds: z.array(numericId).min(1).max(MAX_IDS) });

const PERMISSION: Record<VoucherAction, string> = {
  send: 'accounting:voucher:edit',
  withdraw: 'accounting:voucher:edit',
  audit: 'accounting:voucher:audit',
  revoke: 'accounting:voucher:revoke',
  sign: 'accounting:voucher:cashier',
  unsign: 'accounting:voucher:cashier',
  post: 'accounting:voucher:post',
  unpost: 'accounting:voucher:unpost',
};
const ACTION_TEXT = {
  send: 'voucherActionSend', withdraw: 'voucherActionWithdraw', audit: 'voucherActionAudit', revoke: 'voucherActionRevoke',
  sign: 'voucherActionSign', unsign: 'voucherActionUnsign', post: 'voucherActionPost', unpost: 'voucherActionUnpost',
} as const;

/** The columns an action stamps (who and when) or clears besides the status. */
function stamp(action: VoucherAction, user: { userId: number; userName: string }, now: number) {
  switch (action) {
    case 'send': return { sender_id: user.userId, sender_name: user.userName, send_time: now };
    case 'withdraw': return { sender_id: null, sender_name: null, send_time: null };
    case 'audit': return { auditor_id: user.userId, auditor_name: user.userName, audit_time: now };
    case 'revoke': return { auditor_id: null, auditor_name: null, audit_time: null };
    case 'sign': return { cashier_id: user.userId, cashier_name: user.userName, cashier_time: now };
    case 'unsign': return { cashier_id: null, cashier_name: null, cashier_time: null };
    case 'post': return { poster_id: user.userId, poster_name: user.userName, post_time: now };
    case 'unpost': return { poster_id: null, poster_name: null, post_time: null };
  }
}

export function mountVoucherStatus(api: Hono<AppEnv>, deps: Deps) {
  const session = authenticate(deps);
  for (const action of Object.keys(TRANSITIONS) as VoucherAction[]) {
    const { from, to } = TRANSITIONS[action];
    api.put(`/htservice/voucher/${action}`, session, requirePermi(PERMISSION[action]), async (c) => {
      const ids = [...new Set((await parseJson(c, Batch)).voucherIds)];
      const { orgId, user } = c.var.auth;
      const userName = user.nickName || user.userName;
      await writeTransaction(deps.db, deps.engine, async (trx) => {
        const rows = await lockRow(
          deps.engine,
          trx.selectFrom('vouchers').select(['voucher_id', 'status', 'voucher_word', 'voucher_no', 'maker_id', 'sender_id', 'sender_name', 'cashier_id']).where('org_id', '=', orgId).where('voucher_id', 'in', ids),
        ).execute();
        if (rows.length !== ids.length) throw new HttpError(404, 'notFound', 'voucherIds');
        await assertVouchersInOpenPeriods(trx, deps.engine, orgId, ids);
        const facts = await afterAuditFacts(trx, orgId, ids);
        for (const v of rows) {
          const no = voucherNumber(v.voucher_word, v.voucher_no);
          if (v.status !== from) throw new HttpError(409, 'voucherWrongStatus', 'voucherIds', { no, status: statusText(c, v.status), action: t(c, ACTION_TEXT[action]) });
          if (action === 'audit' && v.maker_id === user.userId) throw new HttpError(409, 'voucherOwnAudit', 'voucherIds', { no });
          if (action === 'withdraw' && v.sender_id !== user.userId) throw new HttpError(409, 'voucherNotSender', 'voucherIds', { no, sender: v.sender_name ?? '' });
          const reason = refusal(action, { hasCashLine: facts.hasCashLine(v.voucher_id), signed: v.cashier_id !== null, reversed: facts.reversed(v.voucher_id) });
          if (reason) throw new HttpError(409, reason, 'voucherIds', { no });
        }
        const now = deps.now();
        await trx
          .updateTable('vouchers')
          .set((eb) => ({ ...stamp(action, { userId: user.userId, userName }, now), status: to, updated_at: now, version: eb('version', '+', 1) }))
          .where('org_id', '=', orgId)
          .where('voucher_id', 'in', ids)
          .execute();
        for (const v of rows) await addLog(trx, { voucherId: v.voucher_id, orgId, action, from, to, userId: user.userId, userName, at: now });
      });
      return c.json({ code: 200, msg: t(c, 'ok') });
    });
  }
}
