/**
 * A voucher's status changes, each a PUT with {voucherIds} (one or many; all or nothing: the first
 * voucher refused answers 409 with its number and the reason, and no voucher changes):
 *
 * | call | permission | from → to | also refused when |
 * |---|---|---|---|
 * | send | accounting:voucher:edit | unaudited → sent | |
 * | withdraw | accounting:voucher:edit | sent → unaudited | the caller is not the sender |
 * | audit | accounting:voucher:audit | sent → audited | the caller made the voucher |
 * | revoke | accounting:voucher:revoke | audited → sent | |
 *
 * Revoke returns the voucher to the audit queue rather than to the maker (see lib/voucher-rules.ts).
 * Every change bumps the version (an open edit form then gets its 409) and writes the status log.
 */
import type { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv, Deps } from '../context.js';
import { addLog } from '../db/vouchers.js';
import { lockRow, writeTransaction } from '../db/write-transaction.js';
import { HttpError } from '../errors.js';
import { t } from '../i18n.js';
import { TRANSITIONS, voucherNumber, type VoucherAction } from '../lib/voucher-rules.js';
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
};
const ACTION_TEXT = { send: 'voucherActionSend', withdraw: 'voucherActionWithdraw', audit: 'voucherActionAudit', revoke: 'voucherActionRevoke' } as const;

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
          trx.selectFrom('vouchers').select(['voucher_id', 'status', 'voucher_word', 'voucher_no', 'maker_id', 'sender_id', 'sender_name']).where('org_id', '=', orgId).where('voucher_id', 'in', ids),
        ).execute();
        if (rows.length !== ids.length) throw new HttpError(404, 'notFound', 'voucherIds');
        for (const v of rows) {
          const no = voucherNumber(v.voucher_word, v.voucher_no);
          if (v.status !== from) throw new HttpError(409, 'voucherWrongStatus', 'voucherIds', { no, status: statusText(c, v.status), action: t(c, ACTION_TEXT[action]) });
          if (action === 'audit' && v.maker_id === user.userId) throw new HttpError(409, 'voucherOwnAudit', 'voucherIds', { no });
          if (action === 'withdraw' && v.sender_id !== user.userId) throw new HttpError(409, 'voucherNotSender', 'voucherIds', { no, sender: v.sender_name ?? '' });
        }
        const now = deps.now();
        const stamp =
          action === 'send' ? { sender_id: user.userId, sender_name: userName, send_time: now }
          : action === 'withdraw' ? { sender_id: null, sender_name: null, send_time: null }
          : action === 'audit' ? { auditor_id: user.userId, auditor_name: userName, audit_time: now }
          : { auditor_id: null, auditor_name: null, audit_time: null };
        await trx
          .updateTable('vouchers')
          .set((eb) => ({ ...stamp, status: to, updated_at: now, version: eb('version', '+', 1) }))
          .where('org_id', '=', orgId)
          .where('voucher_id', 'in', ids)
          .execute();
        for (const v of rows) await addLog(trx, { voucherId: v.voucher_id, orgId, action, from, to, userId: user.userId, userName, at: now });
      });
      return c.json({ code: 200, msg: t(c, 'ok') });
    });
  }
}
