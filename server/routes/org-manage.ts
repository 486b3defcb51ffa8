/**
 * Organisation management (SPEC.md section 7, Organisation). A group-level function: the platform
 * administrator manages every organisation, any other user only the one of their session
 * (lib/org-scope.ts), whatever system:org:* permissions they hold.
 *
 * - `GET list` (system:org:list or initplat:org:list): paged, filters orgCode, orgName (contains),
 *   status, query plans; each row carries its initialisation state.
 * - `GET query` (same permissions): the same rows unpaged in `data`, for pickers.
 * - `POST getSysOrgList` (same permissions): the filters in a JSON body, rows in `data`.
 * - `GET /{orgId}` (system:org:query): one organisation, for the edit form.
 * - `GET getOrg` (orgId, loginDate; system:org:query or initplat:org:list): the organisation, the
 *   accounting period holding the date (null when none) and its licences.
 * - `GET selectNullSysOrgModule` (orgCode; system:org:query or initplat:org:init): the modules it holds no licence for.
 * - `POST` (system:org:add, platform administrator only: a new organisation is nobody's own).
 * - `PUT` (system:org:edit, with the version last read: stale → 409). The code never changes (422);
 *   only the platform administrator changes the status (a hotel cannot switch itself off).
 * The delete lives in org-delete.ts, periods in org-period.ts, initialisation in org-init.ts.
 */
import type { Hono, MiddlewareHandler } from 'hono';
import {
  orgAdd,
  orgDetail,
  orgEdit,
  orgGet,
  orgList,
  orgListByBody,
  orgQuery,
  OrgFilters,
  unlicensedModules,
  type OrgDetail,
  type OrgLicence,
  type OrgFilterValues,
  type UnlicensedModule,
} from '../contracts/org.js';
import type { AppEnv, Deps } from '../context.js';
import { isUniqueViolation } from '../db/unique-violation.js';
import { assertVersion, updateVersionedOrThrow } from '../db/versioned-update.js';
import { lockRow, writeTransaction } from '../db/write-transaction.js';
import { HttpError } from '../errors.js';
import { t } from '../i18n.js';
import { listReply, parseList, runList, type OrderBy } from '../lib/list-query.js';
import { registrationOf } from '../lib/org-licence.js';
import { assertOrgAccess, assertPlatformAdmin } from '../lib/org-scope.js';
import { authenticate } from '../plugins/auth.js';
import { contract } from '../plugins/contract.js';
import { requirePermi } from '../plugins/permission.js';
import { parseWith } from '../plugins/validate.js';
import { readPeriod } from './org-period.js';
import { filteredOrgs, ORG_FIELDS, ORG_PLAN, ORG_SORT, selectOrgRow, toOrgRow } from './org-rows.js';

const DEFAULT_ORDER: OrderBy = [
  ['organisations.org_code', 'asc'],
  ['organisations.org_id', 'asc'],
];
export function mountOrgManage(api: Hono<AppEnv>, deps: Deps) {
  const session = authenticate(deps);
  const canList = requirePermi('system:org:list', 'initplat:org:list');
  const year = () => new Date(deps.now()).getFullYear();
  /** A new organisation is nobody's own: only the platform administrator adds one (403 before the body is read). */
  const platformAdmin: MiddlewareHandler<AppEnv> = async (c, next) => {
    assertPlatformAdmin(c.var.auth);
    await next();
  };
  const unpaged = async (auth: AppEnv['Variables']['auth'], filters: OrgFilterValues) =>
    (
      await selectOrgRow(filteredOrgs(deps.db, auth, filters), year())
        .orderBy('organisations.org_code')
        .execute()
    ).map(toOrgRow);

  api.get('/htservice/org/list', session, canList, contract(orgList), async (c) => {
    const { page, filters, plan } = parseList(c, orgList.list, ORG_SORT, ORG_PLAN);
    const result = await runList(filteredOrgs(deps.db, c.var.auth, filters, plan), page, (q) => selectOrgRow(q, year()), DEFAULT_ORDER);
    return c.json(listReply(c, { rows: result.rows.map(toOrgRow), total: result.total }));
  });

  api.get('/htservice/org/query', session, canList, contract(orgQuery), async (c) => {
    const filters = c.req.valid('query');
    return c.json({ code: 200, msg: t(c, 'ok'), data: await unpaged(c.var.auth, filters) });
  });

  api.post('/htservice/org/getSysOrgList', session, canList, contract(orgListByBody), async (c) => {
    const body = c.req.valid('json');
    const filters = parseWith(OrgFilters, Object.fromEntries(Object.entries(body).filter(([, v]) => v !== '')));
    return c.json({ code: 200, msg: t(c, 'ok'), data: await unpaged(c.var.auth, filters) });
  });

  api.get('/htservice/org/getOrg', session, requirePermi('system:org:query', 'initplat:org:list'), contract(orgDetail), async (c) => {
    const q = c.req.valid('query');
    assertOrgAccess(c.var.auth, q.orgId);
    const org = await deps.db.selectFrom('organisations').select(ORG_FIELDS).where('org_id', '=', q.orgId).executeTakeFirst();
    if (!org) throw new HttpError(404, 'notFound', 'orgId');
    const [period, licences] = await Promise.all([
      deps.db
        .selectFrom('accounting_periods')
        .selectAll()
        .where('org_id', '=', q.orgId)
        .where('start_date', '<=', q.loginDate)
        .where('end_date', '>=', q.loginDate)
        .orderBy('start_date')
        .executeTakeFirst(),
      deps.db
        .selectFrom('module_licences')
        .innerJoin('modules', 'modules.module_id', 'module_licences.module_id')
        .select(['modules.module_id as moduleId', 'modules.module_name as moduleName', 'module_licences.seats as seats', 'module_licences.expires_on as expiresOn'])
        .where('module_licences.org_id', '=', q.orgId)
        .orderBy('modules.order_num')
        .orderBy('modules.module_id')
        .execute(),
    ]);
    const data: OrgDetail = { org: { ...org, status: org.status === '1' ? '1' : '0' }, period: period ? readPeriod(period) : null, licences: licences as OrgLicence[] };
    return c.json({ code: 200, msg: t(c, 'ok'), data });
  });

  api.get('/htservice/org/selectNullSysOrgModule', session, requirePermi('system:org:query', 'initplat:org:init'), contract(unlicensedModules), async (c) => {
    const { orgCode } = c.req.valid('query');
    const org = await deps.db.selectFrom('organisations').select('org_id').where('org_code', '=', orgCode).executeTakeFirst();
    if (!org) throw new HttpError(404, 'notFound', 'orgCode');
    assertOrgAccess(c.var.auth, org.org_id, 'orgCode');
    const data: UnlicensedModule[] = await deps.db
      .selectFrom('modules')
      .select(['module_id as moduleId', 'module_name as moduleName', 'module_code as moduleCode'])
      .where('status', '=', '0')
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom('module_licences').select('module_licences.module_id').whereRef('module_licences.module_id', '=', 'modules.module_id').where('module_licences.org_id', '=', org.org_id))),
      )
      .orderBy('order_num')
      .orderBy('module_id')
      .execute();
    return c.json({ code: 200, msg: t(c, 'ok'), data });
  });

  api.get('/htservice/org/:orgId{[0-9]+}', session, requirePermi('system:org:query'), contract(orgGet), async (c) => {
    const { orgId } = c.req.valid('param');
    assertOrgAccess(c.var.auth, orgId);
    const data = await deps.db.selectFrom('organisations').select(ORG_FIELDS).where('org_id', '=', orgId).executeTakeFirst();
    if (!data) throw new HttpError(404, 'notFound', 'orgId');
    return c.json({ code: 200, msg: t(c, 'ok'), data });
  });

  api.post('/htservice/org', session, requirePermi('system:org:add'), platformAdmin, contract(orgAdd), async (c) => {
    const body = c.req.valid('json');
    try {
      const data = await deps.db
        .insertInto('organisations')
        .values({
          org_code: body.orgCode,
          org_name: body.orgName,
          short_name: body.shortName,
          status: body.status,
          contact: body.contact,
          phone: body.phone,
          address: body.address,
          remark: body.remark,
          version: 1,
          ...registrationOf(body.orgCode),
        })
        .returning(ORG_FIELDS)
        .executeTakeFirstOrThrow();
      return c.json({ code: 200, msg: t(c, 'ok'), data });
    } catch (error) {
      if (isUniqueViolation(error)) throw new HttpError(409, 'orgCodeExists', 'orgCode', { code: body.orgCode });
      throw error;
    }
  });

  api.put('/htservice/org', session, requirePermi('system:org:edit'), contract(orgEdit), async (c) => {
    const body = c.req.valid('json');
    assertOrgAccess(c.var.auth, body.orgId);
    const data = await writeTransaction(deps.db, deps.engine, async (trx) => {
      const current = await lockRow(deps.engine, trx.selectFrom('organisations').select(['org_code', 'status', 'version']).where('org_id', '=', body.orgId)).executeTakeFirst();
      if (!current) throw new HttpError(404, 'notFound', 'orgId');
      if (body.orgCode !== undefined && body.orgCode.trim() !== current.org_code) throw new HttpError(422, 'fieldInvalid', 'orgCode', { field: 'orgCode' });
      if (body.status !== undefined && body.status !== current.status) assertPlatformAdmin(c.var.auth, 'status');
      assertVersion(current, body.version);
      const set = {
        org_name: body.orgName,
        short_name: body.shortName,
        status: body.status,
        contact: body.contact,
        phone: body.phone,
        address: body.address,
        remark: body.remark,
      };
      return updateVersionedOrThrow(trx, 'organisations', { key: { org_id: body.orgId }, version: body.version, set, returning: ORG_FIELDS }, 'orgId');
    });
    return c.json({ code: 200, msg: t(c, 'ok'), data });
  });
}
