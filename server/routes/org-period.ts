/**
 * An organisation's accounting periods by year:
 * - `GET /htservice/org/selectPeriodByOrgAndYear` (orgId, year; system:org:query or
 *   initplat:org:list): its periods of that year by number (an empty list when none yet).
 * - `POST /htservice/org/saveSysOrgPeriod` (system:org:edit or initplat:org:init): the 12 periods of
 *   one year as a whole, checked by lib/period-rules.ts, created when the year has none, else updated,
 *   in one transaction. Closing and reopening is the `status` of each period ('1' closed); a period the save
 *   closes goes through 结账 itself (db/period-close.ts `closePeriod`: in order, every check passed, else 409
 *   naming its status), so the editor is no way around the checks 期末结账 shows.
 * The caller's scope: platform administrator any organisation, others their session's (403).
 */
import type { Hono } from 'hono';
import { periodSave, periodsOfYear, type AccountingPeriod } from '../contracts/org.js';
import type { AppEnv, Deps } from '../context.js';
import type { WriteTx } from '../db/write-transaction.js';
import { lockRow, writeTransaction } from '../db/write-transaction.js';
import { HttpError } from '../errors.js';
import { pickLang, t } from '../i18n.js';
import { closePeriod } from '../db/period-close.js';
import { assertOrgAccess } from '../lib/org-scope.js';
import { checkPeriods } from '../lib/period-rules.js';
import { authenticate } from '../plugins/auth.js';
import { contract } from '../plugins/contract.js';
import { requirePermi } from '../plugins/permission.js';
import { writePeriods } from '../db/periods.js';

type PeriodRow = { period_id: number; org_id: number; year: number; period: number; start_date: string; end_date: string; status: string };

export function readPeriod(row: PeriodRow): AccountingPeriod {
  return { periodId: row.period_id, orgId: row.org_id, year: row.year, period: row.period, startDate: row.start_date, endDate: row.end_date, status: row.status === '1' ? '1' : '0' };
}

async function periodsOf(db: WriteTx, orgId: number, year: number): Promise<AccountingPeriod[]> {
  const rows = await db.selectFrom('accounting_periods').selectAll().where('org_id', '=', orgId).where('year', '=', year).orderBy('period').execute();
  return rows.map(readPeriod);
}

export function mountOrgPeriod(api: Hono<AppEnv>, deps: Deps) {
  const session = authenticate(deps);

  api.get('/htservice/org/selectPeriodByOrgAndYear', session, requirePermi('system:org:query', 'initplat:org:list'), contract(periodsOfYear), async (c) => {
    const q = c.req.valid('query');
    assertOrgAccess(c.var.auth, q.orgId);
    const org = await deps.db.selectFrom('organisations').select('org_id').where('org_id', '=', q.orgId).executeTakeFirst();
    if (!org) throw new HttpError(404, 'notFound', 'orgId');
    return c.json({ code: 200, msg: t(c, 'ok'), data: await periodsOf(deps.db, q.orgId, q.year) });
  });

  api.post('/htservice/org/saveSysOrgPeriod', session, requirePermi('system:org:edit', 'initplat:org:init'), contract(periodSave), async (c) => {
    const body = c.req.valid('json');
    assertOrgAccess(c.var.auth, body.orgId);
    const data = await writeTransaction(deps.db, deps.engine, async (trx) => {
      const org = await lockRow(deps.engine, trx.selectFrom('organisations').select('org_id').where('org_id', '=', body.orgId)).executeTakeFirst();
      if (!org) throw new HttpError(404, 'notFound', 'orgId');
      const stored = await periodsOf(trx, body.orgId, body.year);
      checkPeriods(body.year, body.periods, stored);
      // Periods this save closes are written open, then closed one by one in order by the close itself.
      const wasClosed = new Set(stored.filter((p) => p.status === '1').map((p) => p.period));
      const closing = body.periods
        .map((p, index) => ({ ...p, index }))
        .filter((p) => p.status === '1' && !wasClosed.has(p.period))
        .sort((a, b) => a.period - b.period);
      const rows = body.periods.map((p) => ({ period: p.period, start_date: p.startDate, end_date: p.endDate, status: closing.some((q) => q.period === p.period) ? '0' : p.status }));
      // A year stored incompletely (by hand) is replaced whole rather than patched.
      if (stored.length > 0 && stored.length < 12) await trx.deleteFrom('accounting_periods').where('org_id', '=', body.orgId).where('year', '=', body.year).execute();
      await writePeriods(trx, body.orgId, body.year, rows, stored.length === 12);
      const { user } = c.var.auth;
      for (const p of closing) {
        const row = await trx
          .selectFrom('accounting_periods')
          .select('period_id')
          .where('org_id', '=', body.orgId)
          .where('year', '=', body.year)
          .where('period', '=', p.period)
          .executeTakeFirstOrThrow();
        const close = {
          orgId: body.orgId,
          periodId: row.period_id,
          closedBy: user.nickName || user.userName,
          now: deps.now(),
          lang: pickLang(c.req.header('accept-language')),
          field: `periods.${p.index}.status`,
        };
        await closePeriod(trx, deps.engine, close);
      }
      return periodsOf(trx, body.orgId, body.year);
    });
    return c.json({ code: 200, msg: t(c, 'ok'), data });
  });
}
