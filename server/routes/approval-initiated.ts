/**
 * Starting approvals (server/contracts/approval.ts), all with service:approval:initiate, in the
 * session's organisation:
 * - `GET /htservice/approvalInitiated/form/{defKey}`: the form of the latest published version of an
 *   enabled definition (404 otherwise).
 * - `POST /htservice/approvalInitiated/start` { defKey, data }: checks the data against that form, runs
 *   the diagram to its first user tasks → { instanceId }; 422 when a task finds no assignee (e.g. no
 *   department head) or no gateway flow applies, and then nothing is stored.
 * - `GET /htservice/approvalInitiated/mine`: the caller's approvals (list layer).
 * - `POST /htservice/approvalInitiated/{instanceId}/withdraw`: initiator only (403), before the first
 *   decision (409 after) → ApprovalStatus.
 * - `POST /htservice/approvalInitiated/{instanceId}/resubmit` { data } (an addition to the contract): a
 *   returned approval goes again, same version, with the edited data → ApprovalStatus.
 */
import type { Hono } from 'hono';
import { approvalMine, approvalResubmit, approvalStart, approvalStartForm, approvalWithdraw, type ApprovalStartForm } from '../contracts/approval.js';
import type { AppEnv, AuthInfo, Deps } from '../context.js';
import { checkFormData } from '../approvals/form-data.js';
import { announceApproval } from '../approvals/push.js';
import { actOf, resubmitInstance, startInstance, withdrawInstance } from '../approvals/runtime.js';
import { approvalStatus, INSTANCE_FIELDS, instanceWire } from '../approvals/status.js';
import type { Db } from '../db/connect.js';
import { writeTransaction, type WriteTx } from '../db/write-transaction.js';
import { HttpError } from '../errors.js';
import { t } from '../i18n.js';
import { contains, listReply, parseList, runList, type OrderBy, type SortAllowlist } from '../lib/list-query.js';
import { authenticate } from '../plugins/auth.js';
import { contract, type ReplyOf } from '../plugins/contract.js';
import { requirePermi } from '../plugins/permission.js';

export const INSTANCE_SORT: SortAllowlist = { instanceId: 'i.instance_id', name: 'i.name', status: 'i.status', startTime: 'i.started_at', endTime: 'i.ended_at', initiator: 'i.initiator_name' };
export const INSTANCE_ORDER: OrderBy = [['i.instance_id', 'desc']];

/** The latest published version of an enabled definition of the organisation, by key. */
function startable(db: Db | WriteTx, orgId: number, defKey: string) {
  return db
    .selectFrom('approval_definitions as d')
    .innerJoin('approval_versions as v', (j) => j.onRef('v.definition_id', '=', 'd.definition_id').onRef('v.version_no', '=', 'd.published_version'))
    .select(['d.definition_id', 'd.def_key', 'd.name', 'd.name_en', 'v.version_no', 'v.form_schema'])
    .where('d.org_id', '=', orgId)
    .where('d.def_key', '=', defKey)
    .where('d.status', '=', '0')
    .executeTakeFirst();
}

export function mountApprovalInitiated(api: Hono<AppEnv>, deps: Deps) {
  const session = authenticate(deps);
  const initiate = requirePermi('service:approval:initiate');
  const base = '/htservice/approvalInitiated';

  const statusReply = async (auth: AuthInfo, instanceId: number) => {
    const data = await approvalStatus(deps.db, auth, instanceId);
    if (!data) throw new HttpError(404, 'notFound', 'instanceId');
    return data;
  };

  api.get(`${base}/form/:defKey`, session, initiate, contract(approvalStartForm), async (c) => {
    const { defKey } = c.req.valid('param');
    const row = await startable(deps.db, c.var.auth.orgId, defKey);
    if (!row) throw new HttpError(404, 'notFound', 'defKey');
    const data: ApprovalStartForm = { definitionId: row.definition_id, defKey: row.def_key, versionNo: row.version_no, name: row.name, nameEn: row.name_en, formSchema: JSON.parse(row.form_schema) };
    const reply: ReplyOf<typeof approvalStartForm> = { code: 200, msg: t(c, 'ok'), data };
    return c.json(reply);
  });

  api.post(`${base}/start`, session, initiate, contract(approvalStart), async (c) => {
    const body = c.req.valid('json');
    const auth = c.var.auth;
    const instanceId = await writeTransaction(deps.db, deps.engine, async (trx) => {
      const def = await startable(trx, auth.orgId, body.defKey);
      if (!def) throw new HttpError(404, 'notFound', 'defKey');
      checkFormData(JSON.parse(def.form_schema), body.data);
      return startInstance(actOf(deps, auth, trx), { definitionId: def.definition_id, versionNo: def.version_no, name: def.name }, body.data);
    });
    await announceApproval(deps, auth.orgId, instanceId);
    const reply: ReplyOf<typeof approvalStart> = { code: 200, msg: t(c, 'ok'), data: { instanceId } };
    return c.json(reply);
  });

  api.get(`${base}/mine`, session, initiate, contract(approvalMine), async (c) => {
    const { page, filters } = parseList(c, approvalMine.list, INSTANCE_SORT);
    let query = deps.db.selectFrom('approval_instances as i').where('i.org_id', '=', c.var.auth.orgId).where('i.initiator_id', '=', c.var.auth.user.userId);
    if (filters.name) query = query.where(contains('i.name', filters.name));
    if (filters.status) query = query.where('i.status', '=', filters.status);
    const result = await runList(query, page, (q) => q.select(INSTANCE_FIELDS), INSTANCE_ORDER);
    return c.json(listReply(c, { rows: result.rows.map(instanceWire), total: result.total }));
  });

  api.post(`${base}/:instanceId{[0-9]+}/withdraw`, session, initiate, contract(approvalWithdraw), async (c) => {
    const { instanceId } = c.req.valid('param');
    const auth = c.var.auth;
    await writeTransaction(deps.db, deps.engine, (trx) => withdrawInstance(actOf(deps, auth, trx), instanceId));
    await announceApproval(deps, auth.orgId, instanceId);
    const reply: ReplyOf<typeof approvalWithdraw> = { code: 200, msg: t(c, 'ok'), data: await statusReply(auth, instanceId) };
    return c.json(reply);
  });

  api.post(`${base}/:instanceId{[0-9]+}/resubmit`, session, initiate, contract(approvalResubmit), async (c) => {
    const { instanceId } = c.req.valid('param');
    const body = c.req.valid('json');
    const auth = c.var.auth;
    await writeTransaction(deps.db, deps.engine, async (trx) => {
      const version = await trx
        .selectFrom('approval_instances as i')
        .innerJoin('approval_versions as v', (j) => j.onRef('v.definition_id', '=', 'i.definition_id').onRef('v.version_no', '=', 'i.version_no'))
        .select('v.form_schema')
        .where('i.instance_id', '=', instanceId)
        .where('i.org_id', '=', auth.orgId)
        .executeTakeFirst();
      if (!version) throw new HttpError(404, 'notFound', 'instanceId');
      checkFormData(JSON.parse(version.form_schema), body.data);
      await resubmitInstance(actOf(deps, auth, trx), instanceId, body.data);
    });
    await announceApproval(deps, auth.orgId, instanceId);
    const reply: ReplyOf<typeof approvalResubmit> = { code: 200, msg: t(c, 'ok'), data: await statusReply(auth, instanceId) };
    return c.json(reply);
  });
}
