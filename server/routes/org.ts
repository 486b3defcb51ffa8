/**
 * Organisation calls needed at sign-in: the public list of hotels, and the accounting period that
 * holds the chosen login date. The period lookup only serves the session's own organisation:
 * naming another organisation is refused (403), never silently answered.
 */
import type { Hono } from 'hono';
import { loginOrgs, loginPeriod, type LoginOrg } from '../contracts/org.js';
import type { AppEnv, Deps } from '../context.js';
import { periodHolding } from '../dashboard/period.js';
import { HttpError } from '../errors.js';
import { t } from '../i18n.js';
import { authenticate } from '../plugins/auth.js';
import { contract } from '../plugins/contract.js';

export function mountOrg(api: Hono<AppEnv>, deps: Deps) {
  api.get('/htservice/org/getLoginOrgData', contract(loginOrgs), async (c) => {
    const rows = await deps.db.selectFrom('organisations').select(['org_id', 'org_code', 'org_name']).where('status', '=', '0').orderBy('org_code').execute();
    const data: LoginOrg[] = rows.map((r) => ({ orgId: r.org_id, orgCode: r.org_code, orgName: r.org_name }));
    return c.json({ code: 200, msg: t(c, 'ok'), data });
  });

  api.get('/htservice/org/selectLoginDatePeriod', authenticate(deps), contract(loginPeriod), async (c) => {
    const q = c.req.valid('query');
    if (q.orgId !== c.var.auth.orgId) throw new HttpError(403, 'otherOrg', 'orgId');
    const data = await periodHolding(deps.db, q.orgId, q.loginDate);
    if (!data) throw new HttpError(404, 'noPeriod', 'loginDate', { date: q.loginDate });
    return c.json({ code: 200, msg: t(c, 'ok'), data });
  });
}
