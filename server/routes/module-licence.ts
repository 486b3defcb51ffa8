/**
 * What the organisation may use: `GET /htservice/module/getModuleByOrg` (its licensed modules with
 * seats in use and expiry) and `GET /htservice/module/checkLicenseExpiry` (licences ending within
 * 30 days, or already ended, for the shell's reminder). Both serve the session's own organisation
 * only; naming another one is refused with 403, as in org.ts.
 * `GET /htservice/module/getServerLicense`: the session organisation's registration,
 * `{ accountcode, serverlicense }` (SPEC.md's names), which the customer-service chat is loaded with.
 */
import type { Hono } from 'hono';
import { licenceExpiry, modulesByOrg, serverLicense, type LicenceExpiry, type OrgModule, type ServerLicense } from '../contracts/module.js';
import type { LicenceState } from '../contracts/org-registration.js';
import type { AppEnv, Deps } from '../context.js';
import { HttpError } from '../errors.js';
import { t } from '../i18n.js';
import { addDays, daysBetween, formatDate } from '../lib/time.js';
import { authenticate } from '../plugins/auth.js';
import { contract } from '../plugins/contract.js';

/** How far ahead the expiry reminder looks. */
export const EXPIRY_NOTICE_DAYS = 30;

/** A licence's state from its days left (null: no end), the same window as the reminder. */
export const licenceStateOf = (daysLeft: number | null): LicenceState => (daysLeft === null || daysLeft > EXPIRY_NOTICE_DAYS ? 'valid' : daysLeft < 0 ? 'expired' : 'expiring');

export function mountModuleLicence(api: Hono<AppEnv>, deps: Deps) {
  api.get('/htservice/module/getServerLicense', authenticate(deps), contract(serverLicense), async (c) => {
    const row = await deps.db.selectFrom('organisations').select(['account_code', 'server_license']).where('org_id', '=', c.var.auth.orgId).executeTakeFirstOrThrow();
    const data: ServerLicense = { accountcode: row.account_code, serverlicense: row.server_license };
    return c.json({ code: 200, msg: t(c, 'ok'), data });
  });

  api.get('/htservice/module/getModuleByOrg', authenticate(deps), contract(modulesByOrg), async (c) => {
    const { orgId } = c.req.valid('query');
    if (orgId !== c.var.auth.orgId) throw new HttpError(403, 'otherOrg', 'orgId');
    const now = deps.now();
    const today = formatDate(now);
    const [rows, leases] = await Promise.all([
      deps.db
        .selectFrom('module_licences')
        .innerJoin('modules', 'modules.module_id', 'module_licences.module_id')
        .select(['modules.module_id', 'modules.module_name', 'modules.module_code', 'modules.path', 'modules.icon', 'modules.order_num', 'module_licences.seats', 'module_licences.expires_on'])
        .where('module_licences.org_id', '=', orgId)
        .where('modules.status', '=', '0')
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
    const data: OrgModule[] = rows.map((r) => ({
      moduleId: r.module_id,
      moduleName: r.module_name,
      moduleCode: r.module_code,
      path: r.path,
      icon: r.icon,
      orderNum: r.order_num,
      seats: r.seats,
      used: used.get(r.module_id) ?? 0,
      expiresOn: r.expires_on,
      daysLeft: r.expires_on === null ? null : daysBetween(today, r.expires_on),
    }));
    return c.json({ code: 200, msg: t(c, 'ok'), data });
  });

  api.get('/htservice/module/checkLicenseExpiry', authenticate(deps), contract(licenceExpiry), async (c) => {
    const { orgCode } = c.req.valid('query');
    const org = await deps.db.selectFrom('organisations').select('org_code').where('org_id', '=', c.var.auth.orgId).executeTakeFirstOrThrow();
    if (orgCode !== undefined && orgCode !== org.org_code) throw new HttpError(403, 'otherOrg', 'orgCode');
    const today = formatDate(deps.now());
    const rows = await deps.db
      .selectFrom('module_licences')
      .innerJoin('modules', 'modules.module_id', 'module_licences.module_id')
      .select(['modules.module_id', 'modules.module_name', 'module_licences.expires_on'])
      .where('module_licences.org_id', '=', c.var.auth.orgId)
      .where('modules.status', '=', '0')
      .where('module_licences.expires_on', 'is not', null)
      .where('module_licences.expires_on', '<=', addDays(today, EXPIRY_NOTICE_DAYS))
      .orderBy('module_licences.expires_on')
      .orderBy('modules.module_id')
      .execute();
    const data: LicenceExpiry[] = rows.map((r) => ({
      moduleId: r.module_id,
      moduleName: r.module_name,
      expiresOn: r.expires_on!,
      daysLeft: daysBetween(today, r.expires_on!),
    }));
    return c.json({ code: 200, msg: t(c, 'ok'), data });
  });
}
