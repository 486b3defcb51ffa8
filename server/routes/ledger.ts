/**
 * The general ledger (总账, module 1001): `GET /htservice/accounting/ledger/general` (accounting:ledger:general)
 * answers the trial balance of the session's organisation for a year and period (contract:
 * server/contracts/ledger.ts). The same figures as a workbook: the `trial-calculation` task.
 */
import type { Hono } from 'hono';
import { z } from 'zod';
import type { LedgerReply } from '../contracts/ledger.js';
import type { AppEnv, Deps } from '../context.js';
import { accountFigures } from '../db/ledger.js';
import { t } from '../i18n.js';
import { trialBalance } from '../lib/trial-balance.js';
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

export function mountLedger(api: Hono<AppEnv>, deps: Deps) {
  api.get('/htservice/accounting/ledger/general', authenticate(deps), requirePermi('accounting:ledger:general'), async (c) => {
    const scope = parseWith(LedgerPeriod, parseQuery(c, LedgerQuery));
    const balance = trialBalance(await accountFigures(deps.db, { orgId: c.var.auth.orgId, ...scope }));
    const reply: LedgerReply = { code: 200, msg: t(c, 'ok'), data: { ...balance, ...scope } };
    return c.json(reply);
  });
}
