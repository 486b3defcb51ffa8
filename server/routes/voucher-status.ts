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
 * Every change bumps the version (an open edit form then gets its 409) and writes the status log; the change
 * itself is db/voucher-status.ts, which the demo books (db/seed-books.ts) run too.
 */
import type { Hono } from 'hono';
import type { AppEnv, Deps } from '../context.js';
import { voucherStatusChange } from '../contracts/voucher.js';
import { changeVoucherStatus } from '../db/voucher-status.js';
import { writeTransaction } from '../db/write-transaction.js';
import { pickLang, t } from '../i18n.js';
import { TRANSITIONS, type VoucherAction } from '../lib/voucher-rules.js';
import { authenticate } from '../plugins/auth.js';
import { requirePermi } from '../plugins/permission.js';
import { contract } from '../plugins/contract.js';

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

export function mountVoucherStatus(api: Hono<AppEnv>, deps: Deps) {
  const session = authenticate(deps);
  for (const action of Object.keys(TRANSITIONS) as VoucherAction[]) {
    api.put(`/htservice/voucher/${action}`, session, requirePermi(PERMISSION[action]), contract(voucherStatusChange[action]), async (c) => {
      const { voucherIds } = c.req.valid('json');
      const { orgId, user } = c.var.auth;
      const change = { orgId, user: { userId: user.userId, userName: user.nickName || user.userName }, action, voucherIds, now: deps.now(), lang: pickLang(c.req.header('accept-language')) };
      await writeTransaction(deps.db, deps.engine, (trx) => changeVoucherStatus(trx, deps.engine, change));
      return c.json({ code: 200, msg: t(c, 'ok') });
    });
  }
}
