/**
 * The ledgers of module 1001 (contract: server/contracts/ledger.ts), for the session's organisation:
 * - 总账 `GET /htservice/accounting/ledger/general` (accounting:ledger:general): the trial balance of a year
 *   and period; the same figures as a workbook come from the `trial-calculation` task;
 * - 明细账 `GET /htservice/accounting/ledger/detail` (accounting:ledger:detail): one account line by line over
 *   a span of periods, and `POST …/detail/export` (accounting:ledger:export) as a workbook.
 */
import type { Context, Hono } from 'hono';
import { z } from 'zod';
import { DetailQuery, ledgerDetail, ledgerDetailExport, ledgerGeneral, type DetailLedgerReply, type LedgerReply } from '../contracts/ledger.js';
import type { AppEnv, Deps } from '../context.js';
import { detailLedger } from '../db/detail-ledger.js';
import { accountFigures } from '../db/ledger.js';
import { HttpError } from '../errors.js';
import { pickLang, t } from '../i18n.js';
import { detailSheet } from '../lib/detail-sheet.js';
import { exportInput } from '../lib/export-input.js';
import { trialBalance } from '../lib/trial-balance.js';
import { xlsxAnswer } from '../lib/xlsx.js';
import { authenticate } from '../plugins/auth.js';
import { requirePermi } from '../plugins/permission.js';
import { contract } from '../plugins/contract.js';
import { parseWith } from '../plugins/validate.js';
import { LedgerPeriod } from '../tasks/kinds/trial-calculation.js';

const DetailSpan = z.object({
  accountCode: z.string(),
  year: z.number().int().min(1900).max(2199),
  from: z.number().int().min(1).max(12),
  to: z.number().int().min(1).max(12),
  auditedOnly: z.boolean(),
});

/** The detail ledger the request asks for (its query string, or an export's fields parsed with DetailQuery). */
function detailScope(c: Context<AppEnv>, query: z.output<typeof DetailQuery>) {
  const span = parseWith(DetailSpan, query);
  if (span.from > span.to) throw new HttpError(422, 'ledgerSpan', 'from');
  return { orgId: c.var.auth.orgId, ...span, lang: pickLang(c.req.header('accept-language')) };
}

export function mountLedger(api: Hono<AppEnv>, deps: Deps) {
  api.get('/htservice/accounting/ledger/detail', authenticate(deps), requirePermi('accounting:ledger:detail'), contract(ledgerDetail), async (c) => {
    const reply: DetailLedgerReply = { code: 200, msg: t(c, 'ok'), data: await detailLedger(deps.db, detailScope(c, c.req.valid('query'))) };
    return c.json(reply);
  });

  api.post('/htservice/accounting/ledger/detail/export', authenticate(deps), requirePermi('accounting:ledger:export'), contract(ledgerDetailExport), async (c) => {
    const ledger = await detailLedger(deps.db, detailScope(c, parseWith(DetailQuery, await exportInput(c))));
    const bytes = await detailSheet(ledger, pickLang(c.req.header('accept-language')));
    const name = `${ledger.accountCode}-${ledger.year}-${String(ledger.from).padStart(2, '0')}-${String(ledger.to).padStart(2, '0')}`;
    return xlsxAnswer(c, bytes, `明细账_${name}.xlsx`, `detail-ledger_${name}.xlsx`);
  });

  api.get('/htservice/accounting/ledger/general', authenticate(deps), requirePermi('accounting:ledger:general'), contract(ledgerGeneral), async (c) => {
    const scope = parseWith(LedgerPeriod, c.req.valid('query'));
    const balance = trialBalance(await accountFigures(deps.db, { orgId: c.var.auth.orgId, ...scope }));
    const reply: LedgerReply = { code: 200, msg: t(c, 'ok'), data: { ...balance, ...scope } };
    return c.json(reply);
  });
}
