/**
 * The auxiliary ledgers of module 1001 (contract: server/contracts/aux-accounting.ts), for the session's
 * organisation, from booked vouchers:
 * - 辅助余额表 `GET /htservice/accounting/ledger/auxBalance` (accounting:ledger:auxBalance): per item of a
 *   dimension (and account) over a span of periods;
 * - 辅助明细账 `GET /htservice/accounting/ledger/auxDetail` (accounting:ledger:auxDetail): one item line by
 *   line; an item of another organisation is not found (404).
 */
import type { Hono } from 'hono';
import type { AppEnv, Deps } from '../context.js';
import { auxBalance as auxBalanceEndpoint, auxDetail as auxDetailEndpoint } from '../contracts/aux-accounting.js';
import { auxBalance, auxDetail } from '../db/aux-ledger.js';
import { HttpError } from '../errors.js';
import { pickLang, t } from '../i18n.js';
import { authenticate } from '../plugins/auth.js';
import { requirePermi } from '../plugins/permission.js';
import { contract } from '../plugins/contract.js';

function checkSpan<S extends { from: number; to: number }>(span: S): S {
  if (span.from > span.to) throw new HttpError(422, 'ledgerSpan', 'from');
  return span;
}

export function mountAuxLedger(api: Hono<AppEnv>, deps: Deps) {
  const session = authenticate(deps);

  api.get('/htservice/accounting/ledger/auxBalance', session, requirePermi('accounting:ledger:auxBalance'), contract(auxBalanceEndpoint), async (c) => {
    const span = checkSpan(c.req.valid('query'));
    return c.json({ code: 200, msg: t(c, 'ok'), data: await auxBalance(deps.db, { orgId: c.var.auth.orgId, ...span }) });
  });

  api.get('/htservice/accounting/ledger/auxDetail', session, requirePermi('accounting:ledger:auxDetail'), contract(auxDetailEndpoint), async (c) => {
    const span = checkSpan(c.req.valid('query'));
    return c.json({ code: 200, msg: t(c, 'ok'), data: await auxDetail(deps.db, { orgId: c.var.auth.orgId, ...span, lang: pickLang(c.req.header('accept-language')) }) });
  });
}
