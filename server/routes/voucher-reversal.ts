/**
 * `POST /htservice/voucher/reverse` {voucherId, voucherDate?} (accounting:voucher:reverse): the red
 * reversal (红字冲销) of a posted voucher, a new unaudited voucher in an open period dated `voucherDate`
 * (default: the session's login date) with every amount negated and the summaries prefixed "冲销 记-0003"
 * and the remark "冲销 记-0003" (both stored keyed, shown in the reader's language; db/voucher-reversal.ts). Answers the new voucher's detail. 409 unless the
 * voucher is posted, or when it was reversed already; 422 on voucherDate outside an open period.
 */
import type { Hono } from 'hono';
import type { AppEnv, Deps } from '../context.js';
import { voucherReverse } from '../contracts/voucher.js';
import { loadVouchers } from '../db/vouchers.js';
import { insertReversal } from '../db/voucher-reversal.js';
import { writeTransaction } from '../db/write-transaction.js';
import { HttpError } from '../errors.js';
import { pickLang, t } from '../i18n.js';
import { authenticate } from '../plugins/auth.js';
import { requirePermi } from '../plugins/permission.js';
import { contract } from '../plugins/contract.js';
import { statusText } from './voucher.js';

export function mountVoucherReversal(api: Hono<AppEnv>, deps: Deps) {
  api.post('/htservice/voucher/reverse', authenticate(deps), requirePermi('accounting:voucher:reverse'), contract(voucherReverse), async (c) => {
    const body = c.req.valid('json');
    const { orgId, user, session } = c.var.auth;
    const texts = {
      wrongStatus: (no: string, status: string) => new HttpError(409, 'voucherWrongStatus', 'voucherId', { no, status: statusText(c, status), action: t(c, 'voucherActionReverse') }),
    };
    const voucherId = await writeTransaction(deps.db, deps.engine, (trx) =>
      insertReversal(trx, deps.engine, {
        orgId,
        voucherId: body.voucherId,
        voucherDate: body.voucherDate ?? session.loginDate,
        maker: { userId: user.userId, userName: user.nickName || user.userName },
        now: deps.now(),
        texts,
      }),
    );
    const [data] = await loadVouchers(deps.db, orgId, [voucherId], 'voucherId', pickLang(c.req.header('accept-language')));
    return c.json({ code: 200, msg: t(c, 'ok'), data });
  });
}
