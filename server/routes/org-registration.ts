/**
 * `GET /htservice/org/registration?orgId=` (system:account:query): the registration licence page
 * (/htservice/account, 注册授权). One organisation's account code and server licence (what the
 * customer-service widget is loaded with as accountcode/serverlicense) and its licensed modules with
 * seats, seats in use and last day. `orgId` defaults to the session's organisation; the platform
 * administrator may name any, anyone else only their own (403). Read-only: licences are changed on the
 * module page (PUT /htservice/module/licence), by the platform administrator alone.
 */
import type { Hono } from 'hono';
import { orgRegistration, type OrgRegistration } from '../contracts/org-registration.js';
import type { AppEnv, Deps } from '../context.js';
import { HttpError } from '../errors.js';
import { t } from '../i18n.js';
import { assertOrgAccess } from '../lib/org-scope.js';
import { daysBetween, formatDate } from '../lib/time.js';
import { authenticate } from '../plugins/auth.js';
import { contract } from '../plugins/contract.js';
import { requirePermi } from '../plugins/permission.js';
import { licenceStateOf } from './module-licence.js';

export function mountOrgRegistration(api: Hono<AppEnv>, deps: Deps) {
  api.get('/htservice/org/registration', authenticate(deps), requirePermi('system:account:query'), contract(orgRegistration), async (c) => {
    const orgId = c.req.valid('query').orgId ?? c.var.auth.orgId;
    assertOrgAccess(c.var.auth, orgId);
    const org = await deps.db.selectFrom('organisations').select(['org_id', 'org_code', 'org_name', 'account_code', 'server_license']).where('org_id', '=', orgId).executeTakeFirst();
    if (!org) throw new HttpError(404, 'notFound', 'orgId');
    const now = deps.now();
    const today = formatDate(now);
    const [rows, leases] = await Promise.all([
      deps.db
        .selectFrom('module_licences')
        .innerJoin('modules', 'modules.module_id', 'module_licences.module_id')
        .select(['modules.module_id', 'modules.module_name', 'modules.module_code', 'module_licences.seats', 'module_licences.expires_on'])
        .where('module_licences.org_id', '=', orgId)
        .orderBy('modules.order_num')
        .orderBy('modules.module_id')
        .execute(),
      deps.db
        .selectFrom('seat_leases')
        .select((eb) => ['module_id', eb.fn.countAll<number>().as('n')])
        .where('org_id', '=', orgId)
        .where('expires_at', '>', now)
        .groupBy('module_id')
        .execute(),
    ]);
    const used = new Map(leases.map((l) => [l.module_id, Number(l.n)]));
    const data: OrgRegistration = {
      orgId: org.org_id,
      orgCode: org.org_code,
      orgName: org.org_name,
      accountCode: org.account_code,
      serverLicense: org.server_license,
      modules: rows.map((r) => {
        const daysLeft = r.expires_on === null ? null : daysBetween(today, r.expires_on);
        return {
          moduleId: r.module_id,
          moduleName: r.module_name,
          moduleCode: r.module_code,
          seats: r.seats,
          used: used.get(r.module_id) ?? 0,
          expiresOn: r.expires_on,
          daysLeft,
          state: licenceStateOf(daysLeft),
        };
      }),
    };
    return c.json({ code: 200, msg: t(c, 'ok'), data });
  });
}
