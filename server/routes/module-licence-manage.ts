/**
 * Licences per organisation, edited from the module page:
 * - `GET /htservice/module/licence/list?moduleId=` (system:module:list): every organisation with its
 *   licence of the module (seats, seats in use, last day, days left, version). The platform
 *   administrator sees every organisation; anyone else only the session's own.
 * - `PUT /htservice/module/licence` (system:module:licence + role admin): grants or changes one
 *   organisation's licence (seats, last day or null for no end); an existing licence needs the
 *   version last read (stale → 409).
 * - `DELETE /htservice/module/licence/{moduleId}/{orgId}` (system:module:licence + role admin):
 *   withdraws the licence and the seats leased under it.
 * Licences decide what a hotel may use, so a hotel's own administrator role never changes them: not
 * another hotel's, and not its own either.
 */
import type { Hono } from 'hono';
import { licenceList, licenceRemove, licenceSave, type OrgLicence } from '../contracts/module-manage.js';
import type { AppEnv, Deps } from '../context.js';
import { ADMIN_ROLE, isAdmin } from '../db/grants.js';
import { assertVersion, updateVersionedOrThrow } from '../db/versioned-update.js';
import { lockRow, writeTransaction } from '../db/write-transaction.js';
import { HttpError } from '../errors.js';
import { t } from '../i18n.js';
import { daysBetween, formatDate } from '../lib/time.js';
import { authenticate } from '../plugins/auth.js';
import { contract } from '../plugins/contract.js';
import { requirePermi, requireRole } from '../plugins/permission.js';

const LICENCE_FIELDS = ['org_id as orgId', 'module_id as moduleId', 'seats', 'expires_on as expiresOn', 'version'] as const;

export function mountModuleLicenceManage(api: Hono<AppEnv>, deps: Deps) {
  const session = authenticate(deps);
  const platformAdmin = requireRole(ADMIN_ROLE);

  const known = async (moduleId: number, orgId?: number) => {
    const [module, org] = await Promise.all([
      deps.db.selectFrom('modules').select('module_id').where('module_id', '=', moduleId).executeTakeFirst(),
      orgId === undefined ? Promise.resolve(true) : deps.db.selectFrom('organisations').select('org_id').where('org_id', '=', orgId).executeTakeFirst(),
    ]);
    if (!module) throw new HttpError(404, 'notFound', 'moduleId');
    if (!org) throw new HttpError(404, 'notFound', 'orgId');
  };

  api.get('/htservice/module/licence/list', session, requirePermi('system:module:list'), contract(licenceList), async (c) => {
    const { moduleId } = c.req.valid('query');
    await known(moduleId);
    const auth = c.var.auth;
    const now = deps.now();
    const today = formatDate(now);
    let orgs = deps.db
      .selectFrom('organisations')
      .leftJoin('module_licences', (join) => join.onRef('module_licences.org_id', '=', 'organisations.org_id').on('module_licences.module_id', '=', moduleId))
      .select(['organisations.org_id', 'organisations.org_code', 'organisations.org_name', 'module_licences.seats', 'module_licences.expires_on', 'module_licences.version'])
      .orderBy('organisations.org_code');
    if (!isAdmin(auth)) orgs = orgs.where('organisations.org_id', '=', auth.orgId);
    const [rows, leases] = await Promise.all([
      orgs.execute(),
      deps.db
        .selectFrom('seat_leases')
        .select((eb) => ['org_id', eb.fn.countAll<number>().as('n')])
        .where('module_id', '=', moduleId)
        .where('expires_at', '>', now)
        .groupBy('org_id')
        .execute(),
    ]);
    const used = new Map(leases.map((l) => [l.org_id, Number(l.n)]));
    const data: OrgLicence[] = rows.map((r) => ({
      orgId: r.org_id,
      orgCode: r.org_code,
      orgName: r.org_name,
      licensed: r.seats !== null,
      seats: r.seats,
      used: used.get(r.org_id) ?? 0,
      expiresOn: r.expires_on,
      daysLeft: r.expires_on ? daysBetween(today, r.expires_on) : null,
      version: r.version,
    }));
    return c.json({ code: 200, msg: t(c, 'ok'), rows: data, total: data.length });
  });

  api.put('/htservice/module/licence', session, requirePermi('system:module:licence'), platformAdmin, contract(licenceSave), async (c) => {
    const body = c.req.valid('json');
    await known(body.moduleId, body.orgId);
    const data = await writeTransaction(deps.db, deps.engine, async (trx) => {
      const current = await lockRow(deps.engine, trx.selectFrom('module_licences').select('version').where('org_id', '=', body.orgId).where('module_id', '=', body.moduleId)).executeTakeFirst();
      if (!current) {
        return trx
          .insertInto('module_licences')
          .values({ org_id: body.orgId, module_id: body.moduleId, seats: body.seats, expires_on: body.expiresOn, version: 1 })
          .returning(LICENCE_FIELDS)
          .executeTakeFirstOrThrow();
      }
      if (body.version === undefined) throw new HttpError(422, 'fieldRequired', 'version', { field: 'version' });
      assertVersion(current, body.version);
      const set = { seats: body.seats, expires_on: body.expiresOn };
      return updateVersionedOrThrow(trx, 'module_licences', { key: { org_id: body.orgId, module_id: body.moduleId }, version: body.version, set, returning: LICENCE_FIELDS }, 'moduleId');
    });
    return c.json({ code: 200, msg: t(c, 'ok'), data });
  });

  api.delete('/htservice/module/licence/:moduleId{[0-9]+}/:orgId{[0-9]+}', session, requirePermi('system:module:licence'), platformAdmin, contract(licenceRemove), async (c) => {
    const { moduleId, orgId } = c.req.valid('param');
    await writeTransaction(deps.db, deps.engine, async (trx) => {
      const removed = await trx.deleteFrom('module_licences').where('org_id', '=', orgId).where('module_id', '=', moduleId).executeTakeFirst();
      if (Number(removed.numDeletedRows) === 0) throw new HttpError(404, 'notFound', 'moduleId');
      await trx.deleteFrom('seat_leases').where('org_id', '=', orgId).where('module_id', '=', moduleId).execute();
    });
    return c.json({ code: 200, msg: t(c, 'ok') });
  });
}
