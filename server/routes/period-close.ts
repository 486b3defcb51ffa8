/**
 * 结账 and 反结账 (module 1001; contract: server/contracts/period-close.ts), for the session's organisation.
 * Periods close in order and reopen from the last: the closed periods stay a prefix of the organisation's
 * periods, as the period editor requires (lib/period-rules.ts). Close and reopen lock the period row (FOR UPDATE
 * on PostgreSQL), so a voucher write of the period (db/period-lock.ts, lockOpenPeriod) either commits before
 * the checks read the books or sees the period closed. A period of another organisation is not found (404).
 */
import type { Context, Hono } from 'hono';
import { periodCloseChecks, periodCloseClose, periodCloseList, periodCloseReopen, type ClosePeriod, type ClosePeriodListReply, type PeriodChecksReply } from '../contracts/period-close.js';
import type { AppEnv, Deps } from '../context.js';
import { periodText } from '../lib/period-text.js';
import { closePeriod, neighbour, PERIOD_FIELDS, periodChecks, periodRow, type ClosePeriodRow } from '../db/period-close.js';
import { writeTransaction, type WriteTx } from '../db/write-transaction.js';
import type { Db, Engine } from '../db/connect.js';
import { HttpError } from '../errors.js';
import { pickLang, t } from '../i18n.js';
import { authenticate } from '../plugins/auth.js';
import { requirePermi } from '../plugins/permission.js';
import { contract } from '../plugins/contract.js';

const toWire = (p: ClosePeriodRow): ClosePeriod => ({
  periodId: p.period_id,
  year: p.year,
  period: p.period,
  startDate: p.start_date,
  endDate: p.end_date,
  status: p.status === '1' ? '1' : '0',
  closedBy: p.closed_by,
  closedAt: p.closed_at,
});

/** The organisation's period `periodId` (locked when `engine` is given: inside a write transaction); 404 otherwise. */
function periodOf(c: Context<AppEnv>, periodId: number, db: Db | WriteTx, engine?: Engine): Promise<ClosePeriodRow> {
  return periodRow(db, c.var.auth.orgId, periodId, engine);
}

export function mountPeriodClose(api: Hono<AppEnv>, deps: Deps) {
  const session = authenticate(deps);
  const reader = requirePermi('accounting:period:list');

  api.get('/htservice/periodClose/list', session, reader, contract(periodCloseList), async (c) => {
    const { year } = c.req.valid('query');
    const rows = await deps.db.selectFrom('accounting_periods').select(PERIOD_FIELDS).where('org_id', '=', c.var.auth.orgId).where('year', '=', year).orderBy('period').execute();
    const reply: ClosePeriodListReply = { code: 200, msg: t(c, 'ok'), data: rows.map(toWire) };
    return c.json(reply);
  });

  api.get('/htservice/periodClose/:periodId{[0-9]+}/checks', session, reader, contract(periodCloseChecks), async (c) => {
    const period = await periodOf(c, c.req.valid('param').periodId, deps.db);
    const reply: PeriodChecksReply = { code: 200, msg: t(c, 'ok'), data: { period: toWire(period), checks: await periodChecks(deps.db, c.var.auth.orgId, period) } };
    return c.json(reply);
  });

  api.put('/htservice/periodClose/:periodId{[0-9]+}/close', session, requirePermi('accounting:period:close'), contract(periodCloseClose), async (c) => {
    const { orgId, user } = c.var.auth;
    const { periodId } = c.req.valid('param');
    const close = { orgId, periodId, closedBy: user.nickName || user.userName, now: deps.now(), lang: pickLang(c.req.header('accept-language')) };
    const closed = await writeTransaction(deps.db, deps.engine, (trx) => closePeriod(trx, deps.engine, close));
    return c.json({ code: 200, msg: t(c, 'ok'), data: toWire(closed) });
  });

  api.put('/htservice/periodClose/:periodId{[0-9]+}/reopen', session, requirePermi('accounting:period:reopen'), contract(periodCloseReopen), async (c) => {
    const { orgId } = c.var.auth;
    const { periodId } = c.req.valid('param');
    const reopened = await writeTransaction(deps.db, deps.engine, async (trx) => {
      const p = await periodOf(c, periodId, trx, deps.engine);
      if (p.status !== '1') throw new HttpError(409, 'periodNotClosed', 'periodId', { period: periodText(p.year, p.period) });
      const latest = (await neighbour(trx, orgId, '1', 'last'))!;
      if (latest.year !== p.year || latest.period !== p.period) throw new HttpError(409, 'periodNotLatestClosed', 'periodId', { latest: periodText(latest.year, latest.period) });
      const values = { status: '0', closed_by: null, closed_at: null };
      await trx.updateTable('accounting_periods').set(values).where('period_id', '=', p.period_id).execute();
      return { ...p, ...values };
    });
    return c.json({ code: 200, msg: t(c, 'ok'), data: toWire(reopened) });
  });
}
