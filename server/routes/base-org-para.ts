/**
 * Organisation parameters (SPEC.md section 7, Config and org parameters): each organisation's own
 * key/value settings. Always the session's organisation, whoever calls (the platform administrator
 * too, who signs in to the hotel whose parameters they mean): another organisation's ids are not
 * found (404), naming another organisation is a 403.
 *
 * - `GET list` (system:orgPara:list): paged; filters paraKey, paraName (contains); query plans.
 * - `GET /{paraId}` (system:orgPara:query).
 * - `GET baseOrgParaUpdate` (orgId, orgCode?, orgName?; system:orgPara:add): adds the default keys
 *   the organisation lacks (db/org-para-defaults.ts), never overwriting a value; answers what it added.
 * - `GET getParaValueByKey` (paraKey; any signed-in user, as business pages read their settings):
 *   the value RuoYi style in `msg`, as config's configKey answers, and also in `data`; unknown → 404.
 * - `POST` (system:orgPara:add; a key taken in the organisation → 409), `PUT` (system:orgPara:edit,
 *   with the version last read: stale → 409; the key never changes → 422). A default key that names
 *   its choices (the shell's switches, e.g. `watermark` Y/N) takes no other value (422).
 */
import type { Hono } from 'hono';
import { orgParaAdd, orgParaDefaults, orgParaEdit, orgParaGet, orgParaList, orgParaValue, type ParaUpdateResult } from '../contracts/org-para.js';
import type { AppEnv, Deps } from '../context.js';
import { ORG_PARA_DEFAULTS } from '../db/org-para-defaults.js';
import { addMissingParas } from '../db/org-paras.js';
import { isUniqueViolation } from '../db/unique-violation.js';
import { assertVersion, updateVersionedOrThrow } from '../db/versioned-update.js';
import { lockRow, writeTransaction } from '../db/write-transaction.js';
import { HttpError } from '../errors.js';
import { t } from '../i18n.js';
import { applyPlan, contains, listReply, parseList, runList, type OrderBy, type PlanFields, type SortAllowlist } from '../lib/list-query.js';
import { authenticate } from '../plugins/auth.js';
import { contract } from '../plugins/contract.js';
import { requirePermi } from '../plugins/permission.js';

const ORG_PARA_SORT: SortAllowlist = { paraId: 'para_id', paraKey: 'para_key', paraName: 'para_name' };
const DEFAULT_ORDER: OrderBy = [
  ['para_key', 'asc'],
  ['para_id', 'asc'],
];
const FIELDS = ['para_id as paraId', 'org_id as orgId', 'para_key as paraKey', 'para_name as paraName', 'para_value as paraValue', 'remark', 'version'] as const;
const PLAN: PlanFields = {
  paraKey: { column: 'para_key', type: 'text' },
  paraName: { column: 'para_name', type: 'text' },
  paraValue: { column: 'para_value', type: 'text' },
  remark: { column: 'remark', type: 'text' },
};

/** A value outside the choices a default key names is refused, so the shell never meets one it cannot read. */
function checkChoice(paraKey: string, paraValue: string | undefined): void {
  const choices = ORG_PARA_DEFAULTS.find((d) => d.key === paraKey)?.choices;
  if (paraValue !== undefined && choices && !choices.includes(paraValue)) {
    throw new HttpError(422, 'paraValueChoice', 'paraValue', { key: paraKey, choices: choices.join(' / ') });
  }
}

/** A row with the codes its key takes, so the pages offer them as a select (labels are the shell's texts). */
function withChoices<Row extends { paraKey: string }>(row: Row): Row & { choices?: string[] } {
  const choices = ORG_PARA_DEFAULTS.find((d) => d.key === row.paraKey)?.choices;
  return choices ? { ...row, choices: [...choices] } : row;
}

export function mountBaseOrgPara(api: Hono<AppEnv>, deps: Deps) {
  const session = authenticate(deps);
  const base = '/htservice/baseOrgPara';

  api.get(`${base}/list`, session, requirePermi('system:orgPara:list'), contract(orgParaList), async (c) => {
    const { page, filters, plan } = parseList(c, orgParaList.list, ORG_PARA_SORT, PLAN);
    let query = applyPlan(deps.db.selectFrom('base_org_para'), plan).where('org_id', '=', c.var.auth.orgId);
    if (filters.paraKey) query = query.where(contains('para_key', filters.paraKey));
    if (filters.paraName) query = query.where(contains('para_name', filters.paraName));
    const list = await runList(query, page, (q) => q.select(FIELDS), DEFAULT_ORDER);
    return c.json(listReply(c, { rows: list.rows.map(withChoices), total: list.total }));
  });

  api.get(`${base}/getParaValueByKey`, session, contract(orgParaValue), async (c) => {
    const { paraKey } = c.req.valid('query');
    const row = await deps.db.selectFrom('base_org_para').select('para_value').where('org_id', '=', c.var.auth.orgId).where('para_key', '=', paraKey).executeTakeFirst();
    if (!row) throw new HttpError(404, 'paraKeyUnknown', 'paraKey', { key: paraKey });
    return c.json({ code: 200, msg: row.para_value, data: row.para_value });
  });

  api.get(`${base}/baseOrgParaUpdate`, session, requirePermi('system:orgPara:add'), contract(orgParaDefaults), async (c) => {
    const q = c.req.valid('query');
    if (q.orgId !== c.var.auth.orgId) throw new HttpError(403, 'otherOrg', 'orgId');
    const added = await writeTransaction(deps.db, deps.engine, async (trx) => {
      const org = await lockRow(deps.engine, trx.selectFrom('organisations').select(['org_id', 'org_code', 'org_name']).where('org_id', '=', q.orgId)).executeTakeFirstOrThrow();
      if (q.orgCode && q.orgCode !== org.org_code) throw new HttpError(422, 'orgCodeMismatch', 'orgCode', { code: q.orgCode });
      return addMissingParas(trx, { orgId: org.org_id, orgName: org.org_name });
    });
    const data: ParaUpdateResult = { added };
    return c.json({ code: 200, msg: t(c, 'ok'), data });
  });

  api.get(`${base}/:paraId{[0-9]+}`, session, requirePermi('system:orgPara:query'), contract(orgParaGet), async (c) => {
    const { paraId } = c.req.valid('param');
    const data = await deps.db.selectFrom('base_org_para').select(FIELDS).where('para_id', '=', paraId).where('org_id', '=', c.var.auth.orgId).executeTakeFirst();
    if (!data) throw new HttpError(404, 'notFound', 'paraId');
    return c.json({ code: 200, msg: t(c, 'ok'), data: withChoices(data) });
  });

  api.post(base, session, requirePermi('system:orgPara:add'), contract(orgParaAdd), async (c) => {
    const body = c.req.valid('json');
    checkChoice(body.paraKey, body.paraValue);
    try {
      const data = await deps.db
        .insertInto('base_org_para')
        .values({ org_id: c.var.auth.orgId, para_key: body.paraKey, para_name: body.paraName, para_value: body.paraValue, remark: body.remark, version: 1 })
        .returning(FIELDS)
        .executeTakeFirstOrThrow();
      return c.json({ code: 200, msg: t(c, 'ok'), data });
    } catch (error) {
      if (isUniqueViolation(error)) throw new HttpError(409, 'paraKeyExists', 'paraKey', { key: body.paraKey });
      throw error;
    }
  });

  api.put(base, session, requirePermi('system:orgPara:edit'), contract(orgParaEdit), async (c) => {
    const body = c.req.valid('json');
    const data = await writeTransaction(deps.db, deps.engine, async (trx) => {
      const current = await lockRow(
        deps.engine,
        trx.selectFrom('base_org_para').select(['para_key', 'version']).where('para_id', '=', body.paraId).where('org_id', '=', c.var.auth.orgId),
      ).executeTakeFirst();
      if (!current) throw new HttpError(404, 'notFound', 'paraId');
      if (body.paraKey !== undefined && body.paraKey.trim() !== current.para_key) throw new HttpError(422, 'fieldInvalid', 'paraKey', { field: 'paraKey' });
      assertVersion(current, body.version);
      checkChoice(current.para_key, body.paraValue);
      const set = { para_name: body.paraName, para_value: body.paraValue, remark: body.remark };
      return updateVersionedOrThrow(trx, 'base_org_para', { key: { para_id: body.paraId }, version: body.version, set, returning: FIELDS }, 'paraId');
    });
    return c.json({ code: 200, msg: t(c, 'ok'), data });
  });
}
