/**
 * `GET /htservice/org/initData/` (initplat:org:init): initialises an organisation in one transaction:
 * the default parameters it lacks (never overwriting a value), the standard accounts it lacks, this year's 12 calendar periods when it
 * has none for the year, and a licence for each asked module it does not hold yet. Idempotent: a
 * second call adds nothing and says so. Query: orgId, moduleIds (comma-separated, optional), seats
 * (per new licence, default 10), expiresOn (YYYY-MM-DD, default the end of next year).
 * A GET because SPEC.md names it so; it writes nothing twice, which is what a GET may be retried for.
 */
import type { Context, Hono } from 'hono';
import type { z } from 'zod';
import { initData, type InitDataResult } from '../contracts/org.js';
import type { AppEnv, Deps } from '../context.js';
import { applyGroupTemplate } from '../db/org-template.js';
import { lockRow, writeTransaction } from '../db/write-transaction.js';
import { HttpError } from '../errors.js';
import { t } from '../i18n.js';
import { assertOrgAccess } from '../lib/org-scope.js';
import { authenticate } from '../plugins/auth.js';
import { contract } from '../plugins/contract.js';
import { requirePermi } from '../plugins/permission.js';

const DEFAULT_SEATS = 10;

export function mountOrgInit(api: Hono<AppEnv>, deps: Deps) {
  const init = async (c: Context<AppEnv, string, { out: { query: z.output<typeof initData.query> } }>) => {
    const q = c.req.valid('query');
    assertOrgAccess(c.var.auth, q.orgId);
    const year = new Date(deps.now()).getFullYear();
    const data: InitDataResult = await writeTransaction(deps.db, deps.engine, async (trx) => {
      const org = await lockRow(deps.engine, trx.selectFrom('organisations').select(['org_id', 'org_name']).where('org_id', '=', q.orgId)).executeTakeFirst();
      if (!org) throw new HttpError(404, 'notFound', 'orgId');
      const added = await applyGroupTemplate(trx, org, year);

      let licences: number[] = [];
      if (q.moduleIds?.length) {
        const known = await trx.selectFrom('modules').select('module_id').where('module_id', 'in', q.moduleIds).execute();
        if (known.length !== q.moduleIds.length) throw new HttpError(422, 'fieldInvalid', 'moduleIds', { field: 'moduleIds' });
        const licensed = await trx.selectFrom('module_licences').select('module_id').where('org_id', '=', q.orgId).where('module_id', 'in', q.moduleIds).execute();
        const have = new Set(licensed.map((l) => l.module_id));
        licences = q.moduleIds.filter((id) => !have.has(id));
        if (licences.length) {
          await trx
            .insertInto('module_licences')
            .values(licences.map((module_id) => ({ org_id: q.orgId, module_id, seats: q.seats ?? DEFAULT_SEATS, expires_on: q.expiresOn ?? `${year + 1}-12-31` })))
            .execute();
        }
      }
      return { orgId: q.orgId, ...added, year, licences };
    });
    return c.json({ code: 200, msg: t(c, 'ok'), data });
  };
  // SPEC.md writes the path with its trailing slash; the bare path is answered the same.
  for (const path of ['/htservice/org/initData/', '/htservice/org/initData']) api.get(path, authenticate(deps), requirePermi('initplat:org:init'), contract(initData), init);
}
