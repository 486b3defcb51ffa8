/**
 * `DELETE /htservice/org/{orgIds}` (system:org:remove): all or nothing, in one transaction.
 * Refused with 409 naming the reason when an organisation is the one the caller is signed in to, or
 * is still in use: users belong to it, live sessions are signed in to it, or periods are closed
 * (the books of those periods were kept). What is only its own set-up (parameters, chart of accounts,
 * open periods, licences, seats, dead sessions) goes with it; a voucher keeps it (the foreign key refuses). A row of any other table still pointing at it makes
 * the foreign key refuse, answered as the same 409. Another organisation than the caller's own is a
 * 403 unless the caller is the platform administrator; an unknown id a 404.
 */
import type { Context, Hono } from 'hono';
import { orgRemove } from '../contracts/org.js';
import type { AppEnv, Deps } from '../context.js';
import { isForeignKeyViolation } from '../db/fk-violation.js';
import { lockRow, writeTransaction, type WriteTx } from '../db/write-transaction.js';
import { HttpError } from '../errors.js';
import { t } from '../i18n.js';
import { assertOrgAccess } from '../lib/org-scope.js';
import { authenticate, ABSOLUTE_LIFETIME_MS } from '../plugins/auth.js';
import { contract } from '../plugins/contract.js';
import { requirePermi } from '../plugins/permission.js';

type Counted = { org_id: number; n: number | string };
const countsBy = (rows: Counted[]) => new Map(rows.map((r) => [r.org_id, Number(r.n)]));

/** The reasons each organisation is still in use, in the caller's language; empty when none. */
async function usage(c: Context<AppEnv>, trx: WriteTx, orgIds: number[], liveSince: number): Promise<Map<number, string[]>> {
  const count = (table: 'users' | 'sessions' | 'accounting_periods') =>
    trx
      .selectFrom(table)
      .select(['org_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('org_id', 'in', orgIds)
      .groupBy('org_id');
  const [users, sessions, closed] = await Promise.all([
    count('users').execute(),
    count('sessions').where('revoked_at', 'is', null).where('created_at', '>', liveSince).execute(),
    count('accounting_periods').where('status', '=', '1').execute(),
  ]);
  const reasons = new Map<number, string[]>();
  const add = (counts: Map<number, number>, key: 'orgRefUsers' | 'orgRefSessions' | 'orgRefClosedPeriods') => {
    for (const [orgId, n] of counts) reasons.set(orgId, [...(reasons.get(orgId) ?? []), t(c, key, { count: n })]);
  };
  add(countsBy(users as Counted[]), 'orgRefUsers');
  add(countsBy(sessions as Counted[]), 'orgRefSessions');
  add(countsBy(closed as Counted[]), 'orgRefClosedPeriods');
  return reasons;
}

export function mountOrgDelete(api: Hono<AppEnv>, deps: Deps) {
  api.delete('/htservice/org/:orgIds{[0-9,]+}', authenticate(deps), requirePermi('system:org:remove'), contract(orgRemove), async (c) => {
    const { orgIds } = c.req.valid('param');
    for (const id of orgIds) assertOrgAccess(c.var.auth, id, 'orgIds');
    const names = new Map<number, string>();
    try {
      await writeTransaction(deps.db, deps.engine, async (trx) => {
        const orgs = await lockRow(deps.engine, trx.selectFrom('organisations').select(['org_id', 'org_name']).where('org_id', 'in', orgIds)).execute();
        if (orgs.length !== orgIds.length) throw new HttpError(404, 'notFound', 'orgIds');
        for (const o of orgs) names.set(o.org_id, o.org_name);
        if (names.has(c.var.auth.orgId)) throw new HttpError(409, 'orgSignedIn', 'orgIds', { name: names.get(c.var.auth.orgId)! });
        // A session older than the absolute lifetime is dead whatever its row says.
        const reasons = await usage(c, trx, orgIds, deps.now() - ABSOLUTE_LIFETIME_MS);
        const [first] = reasons;
        if (first) throw new HttpError(409, 'orgInUse', 'orgIds', { name: names.get(first[0])!, reasons: first[1].join(t(c, 'reasonSeparator')) });
        for (const table of ['base_org_para', 'acc_accounts', 'accounting_periods', 'module_licences', 'seat_leases', 'sessions'] as const) {
          await trx.deleteFrom(table).where('org_id', 'in', orgIds).execute();
        }
        await trx.deleteFrom('organisations').where('org_id', 'in', orgIds).execute();
      });
    } catch (error) {
      if (isForeignKeyViolation(error)) throw new HttpError(409, 'orgInUse', 'orgIds', { name: [...names.values()].join(', '), reasons: t(c, 'orgRefRows') });
      throw error;
    }
    return c.json({ code: 200, msg: t(c, 'ok') });
  });
}
