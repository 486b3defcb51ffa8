/**
 * The ledgers of module 1001 (contract: server/contracts/ledger.ts), for the session's organisation:
 * - 总账 `GET /htservice/accounting/ledger/general` (accounting:ledger:general): the trial balance of a year
 *   and period; the same figures as a workbook come from the `trial-calculation` task;
 * - 明细账 `GET /htservice/accounting/ledger/detail` (accounting:ledger:detail): one account line by line over
 *   a span of periods, and `POST …/detail/export` (accounting:ledger:export) as a workbook.
 */
import type { Context, Hono } from 'hono';
import { z } from 'zod';
import type { DetailLedgerReply, LedgerReply } from '../contracts/ledger.js';
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
import { parseQuery, parseWith } from '../plugins/validate.js';
import { LedgerPeriod } from '../tasks/kinds/trial-calculation.js';

const digits = (max: number) => z.string().regex(new RegExp(`^\\d{1,${max}}$`)).transform(Number);
const LedgerQuery = z.object({
  year: digits(4),
  period: digits(2),
  auditedOnly: z.enum(['0', '1']).default('0').transform((v) => v === '1'),
});

const DetailQuery = z.object({
  accountCode: z.string().trim().regex(/^\d{4,20}$/),
  year: digits(4),
  from: digits(2),
  to: digits(2),
  auditedOnly: z.enum(['0', '1']).default('0').transform((v) => v === '1'),
});
const DetailSpan = z.object({
  accountCode: z.string(),
  year: z.number().int().min(1900).max(2199),
  from: z.number().int().min(1).max(12),
  to: z.number().int().min(1).max(12),
  auditedOnly: z.boolean(),
});

/** The detail ledger the request asks for (query string, or an export's body). */
function detailScope(c: Context<AppEnv>, input: Record<string, unknown>) {
  const span = parseWith(DetailSpan, parseWith(DetailQuery, input));
  if (span.from > span.to) throw new HttpError(422, 'ledgerSpan', 'from');
  return { orgId: c.var.auth.orgId, ...span };
}

export function mountLedger(api: Hono<AppEnv>, deps: Deps) {
  api.get('/htservice/accounting/ledger/detail', authenticate(deps), requirePermi('accounting:ledger:detail'), async (c) => {
    const reply: DetailLedgerReply = { code: 200, msg: t(c, 'ok'), data: await detailLedger(deps.db, detailScope(c, c.req.query())) };
    return c.json(reply);
  });

  api.post('/htservice/accounting/ledger/detail/export', authenticate(deps), requirePermi('accounting:ledger:export'), async (c) => {
    const ledger = await detailLedger(deps.db, detailScope(c, await exportInput(c)));
    const bytes = await detailSheet(ledger, pickLang(c.req.header('accept-language')));
    const name = `${ledger.accountCode}-${ledger.year}-${String(ledger.from).padStart(2, '0')}-${String(ledger.to).padStart(2, '0')}`;
    return xlsxAnswer(c, bytes, `明细账_${name}.xlsx`, `detail-ledger_${name}.xlsx`);
  });

  api.get('/htservice/accounting/ledger/general', authenticate(deps), requirePermi('accounting:ledger:general'), async (c) => {
    const scope = parseWith(LedgerPeriod, parseQuery(c, LedgerQuery));
    const balance = trialBalance(await accountFigures(deps.db, { orgId: c.var.auth.orgId, ...scope }));
    const reply: LedgerReply = { code: 200, msg: t(c, 'ok'), data: { ...balance, ...scope } };
    return c.json(reply);
  });
}
