/**
 * Approval definitions of the session's organisation (server/contracts/approval.ts): identity and
 * menu name, one editable draft (BPMN XML + form-js schema) and immutable published versions.
 *
 * - `GET list` / `GET {id}` / `GET {id}/draft` / `GET {id}/versions` (service:approvalDefinition:list)
 * - `POST` (…:add): creates the definition and its first draft (start → end, empty form).
 * - `PUT` (…:edit): category, key, names, description, status; `version` stale → 409; duplicate key → 409.
 * - `PUT {id}/draft` (…:edit): saves the draft; `draftRevision` stale → 409 (another editor saved).
 * - `POST {id}/publish` (…:publish): checks the diagram and that its roles and users exist (422 naming the
 *   element), freezes the draft as
 *   version n and opens draft n+1 with the same content; `draftVersion` not the current draft → 409.
 * - `DELETE {id}` (…:remove): 409 once an approval was started from it (its history needs the versions).
 */
import type { Hono } from 'hono';
import {
  approvalDefinitionAdd,
  approvalDefinitionEdit,
  approvalDefinitionGet,
  approvalDefinitionList,
  approvalDefinitionRemove,
  approvalDraftGet,
  approvalDraftSave,
  approvalPublish,
  approvalVersions,
  type ApprovalDefinition,
  type ApprovalDraft,
  type ApprovalVersionInfo,
} from '../contracts/approval.js';
import type { AppEnv, Deps } from '../context.js';
import { checkAssignees } from '../approvals/assignees.js';
import { BLANK_FORM, blankDiagram } from '../approvals/blank.js';
import { checkDiagram, DiagramError, type ProcessModel } from '../approvals/diagram.js';
import type { Db } from '../db/connect.js';
import { isUniqueViolation } from '../db/unique-violation.js';
import { assertVersion, updateVersionedOrThrow } from '../db/versioned-update.js';
import { lockRow, writeTransaction, type WriteTx } from '../db/write-transaction.js';
import { HttpError } from '../errors.js';
import { t } from '../i18n.js';
import { contains, listReply, parseList, runList, type OrderBy, type SortAllowlist } from '../lib/list-query.js';
import { formatDateTime } from '../lib/time.js';
import { authenticate } from '../plugins/auth.js';
import { contract } from '../plugins/contract.js';
import { requirePermi } from '../plugins/permission.js';

const SORT: SortAllowlist = { definitionId: 'd.definition_id', defKey: 'd.def_key', name: 'd.name', categoryName: 'c.category_name', status: 'd.status', updateTime: 'd.updated_at' };
const ORDER: OrderBy = [['d.definition_id', 'asc']];
const FIELDS = [
  'd.definition_id as definitionId',
  'd.category_id as categoryId',
  'c.category_name as categoryName',
  'd.def_key as defKey',
  'd.name',
  'd.name_en as nameEn',
  'd.description',
  'd.published_version as publishedVersion',
  'd.draft_version as draftVersion',
  'd.status',
  'd.version',
  'd.updated_at as updateTime',
] as const;

type RawDefinition = Omit<ApprovalDefinition, 'updateTime' | 'status'> & { status: string; updateTime: number | string };
const wire = (r: RawDefinition): ApprovalDefinition => ({ ...r, status: r.status === '1' ? '1' : '0', updateTime: formatDateTime(Number(r.updateTime)) });

function selectDefinitions(db: Db | WriteTx, orgId: number) {
  return db.selectFrom('approval_definitions as d').innerJoin('approval_categories as c', 'c.category_id', 'd.category_id').where('d.org_id', '=', orgId);
}

async function readDraft(db: Db | WriteTx, definitionId: number): Promise<ApprovalDraft> {
  const row = await db
    .selectFrom('approval_definitions as d')
    .innerJoin('approval_versions as v', (j) => j.onRef('v.definition_id', '=', 'd.definition_id').onRef('v.version_no', '=', 'd.draft_version'))
    .select(['d.definition_id', 'd.draft_version', 'v.bpmn_xml', 'v.form_schema', 'v.draft_revision'])
    .where('d.definition_id', '=', definitionId)
    .executeTakeFirstOrThrow();
  return { definitionId: row.definition_id, draftVersion: row.draft_version, bpmnXml: row.bpmn_xml, formSchema: JSON.parse(row.form_schema), draftRevision: row.draft_revision };
}

export function mountApprovalDefinition(api: Hono<AppEnv>, deps: Deps) {
  const session = authenticate(deps);
  const base = '/htservice/approvalDefinition';
  const exists = (key: string) => new HttpError(409, 'approvalDefKeyExists', 'defKey', { key });

  /** The definition of the session's organisation, locked for the transaction; 404 otherwise. */
  const lockDefinition = async (trx: WriteTx, orgId: number, definitionId: number) => {
    const row = await lockRow(
      deps.engine,
      trx.selectFrom('approval_definitions').select(['version', 'draft_version']).where('definition_id', '=', definitionId).where('org_id', '=', orgId),
    ).executeTakeFirst();
    if (!row) throw new HttpError(404, 'notFound', 'definitionId');
    return row;
  };
  const ownCategory = async (trx: WriteTx, orgId: number, categoryId: number) => {
    const row = await trx.selectFrom('approval_categories').select('category_id').where('category_id', '=', categoryId).where('org_id', '=', orgId).executeTakeFirst();
    if (!row) throw new HttpError(422, 'fieldInvalid', 'categoryId', { field: 'categoryId' });
  };
  const ownDefinition = async (orgId: number, definitionId: number) => {
    const row = await deps.db.selectFrom('approval_definitions').select('definition_id').where('definition_id', '=', definitionId).where('org_id', '=', orgId).executeTakeFirst();
    if (!row) throw new HttpError(404, 'notFound', 'definitionId');
  };

  api.get(`${base}/list`, session, requirePermi('service:approvalDefinition:list'), contract(approvalDefinitionList), async (c) => {
    const { page, filters } = parseList(c, approvalDefinitionList.list, SORT);
    let query = selectDefinitions(deps.db, c.var.auth.orgId);
    if (filters.name) query = query.where(contains('d.name', filters.name));
    if (filters.defKey) query = query.where(contains('d.def_key', filters.defKey));
    if (filters.categoryId) query = query.where('d.category_id', '=', filters.categoryId);
    if (filters.status) query = query.where('d.status', '=', filters.status);
    const result = await runList(query, page, (q) => q.select(FIELDS), ORDER);
    return c.json(listReply(c, { rows: result.rows.map(wire), total: result.total }));
  });

  api.get(`${base}/:definitionId{[0-9]+}`, session, requirePermi('service:approvalDefinition:list'), contract(approvalDefinitionGet), async (c) => {
    const { definitionId } = c.req.valid('param');
    const row = await selectDefinitions(deps.db, c.var.auth.orgId).select(FIELDS).where('d.definition_id', '=', definitionId).executeTakeFirst();
    if (!row) throw new HttpError(404, 'notFound', 'definitionId');
    return c.json({ code: 200, msg: t(c, 'ok'), data: wire(row) });
  });

  api.post(base, session, requirePermi('service:approvalDefinition:add'), contract(approvalDefinitionAdd), async (c) => {
    const body = c.req.valid('json');
    const orgId = c.var.auth.orgId;
    const now = deps.now();
    try {
      const definitionId = await writeTransaction(deps.db, deps.engine, async (trx) => {
        await ownCategory(trx, orgId, body.categoryId);
        const row = await trx
          .insertInto('approval_definitions')
          .values({
            org_id: orgId,
            category_id: body.categoryId,
            def_key: body.defKey,
            name: body.name,
            name_en: body.nameEn || null,
            description: body.description,
            status: body.status,
            draft_version: 1,
            created_at: now,
            updated_at: now,
          })
          .returning('definition_id')
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('approval_versions')
          .values({ definition_id: row.definition_id, version_no: 1, bpmn_xml: blankDiagram(body.defKey, body.name), form_schema: JSON.stringify(BLANK_FORM) })
          .execute();
        return row.definition_id;
      });
      const data = await selectDefinitions(deps.db, orgId).select(FIELDS).where('d.definition_id', '=', definitionId).executeTakeFirstOrThrow();
      return c.json({ code: 200, msg: t(c, 'ok'), data: wire(data) });
    } catch (error) {
      if (isUniqueViolation(error)) throw exists(body.defKey);
      throw error;
    }
  });

  api.put(base, session, requirePermi('service:approvalDefinition:edit'), contract(approvalDefinitionEdit), async (c) => {
    const body = c.req.valid('json');
    const orgId = c.var.auth.orgId;
    try {
      await writeTransaction(deps.db, deps.engine, async (trx) => {
        const current = await lockDefinition(trx, orgId, body.definitionId);
        assertVersion(current, body.version);
        if (body.categoryId !== undefined) await ownCategory(trx, orgId, body.categoryId);
        const set = {
          category_id: body.categoryId,
          def_key: body.defKey,
          name: body.name,
          name_en: body.nameEn === undefined ? undefined : body.nameEn || null,
          description: body.description,
          status: body.status,
          updated_at: deps.now(),
        };
        await updateVersionedOrThrow(trx, 'approval_definitions', { key: { definition_id: body.definitionId }, version: body.version, set, returning: ['version'] }, 'definitionId');
      });
      const data = await selectDefinitions(deps.db, orgId).select(FIELDS).where('d.definition_id', '=', body.definitionId).executeTakeFirstOrThrow();
      return c.json({ code: 200, msg: t(c, 'ok'), data: wire(data) });
    } catch (error) {
      if (isUniqueViolation(error)) throw exists(body.defKey ?? '');
      throw error;
    }
  });

  api.delete(`${base}/:definitionId{[0-9]+}`, session, requirePermi('service:approvalDefinition:remove'), contract(approvalDefinitionRemove), async (c) => {
    const { definitionId } = c.req.valid('param');
    const orgId = c.var.auth.orgId;
    await writeTransaction(deps.db, deps.engine, async (trx) => {
      await lockDefinition(trx, orgId, definitionId);
      const started = await trx.selectFrom('approval_instances').select('instance_id').where('definition_id', '=', definitionId).limit(1).executeTakeFirst();
      if (started) throw new HttpError(409, 'approvalDefinitionInUse', 'definitionId');
      await trx.deleteFrom('approval_versions').where('definition_id', '=', definitionId).execute();
      await trx.deleteFrom('approval_definitions').where('definition_id', '=', definitionId).execute();
    });
    return c.json({ code: 200, msg: t(c, 'ok') });
  });

  api.get(`${base}/:definitionId{[0-9]+}/draft`, session, requirePermi('service:approvalDefinition:list'), contract(approvalDraftGet), async (c) => {
    const { definitionId } = c.req.valid('param');
    await ownDefinition(c.var.auth.orgId, definitionId);
    return c.json({ code: 200, msg: t(c, 'ok'), data: await readDraft(deps.db, definitionId) });
  });

  api.put(`${base}/:definitionId{[0-9]+}/draft`, session, requirePermi('service:approvalDefinition:edit'), contract(approvalDraftSave), async (c) => {
    const { definitionId } = c.req.valid('param');
    const body = c.req.valid('json');
    const data = await writeTransaction(deps.db, deps.engine, async (trx) => {
      const definition = await lockDefinition(trx, c.var.auth.orgId, definitionId);
      const saved = await trx
        .updateTable('approval_versions')
        .set((eb) => ({ bpmn_xml: body.bpmnXml, form_schema: JSON.stringify(body.formSchema), draft_revision: eb('draft_revision', '+', 1) }))
        .where('definition_id', '=', definitionId)
        .where('version_no', '=', definition.draft_version)
        .where('published_at', 'is', null)
        .where('draft_revision', '=', body.draftRevision)
        .executeTakeFirst();
      if (Number(saved.numUpdatedRows) !== 1) throw new HttpError(409, 'approvalDraftStale', 'draftRevision');
      await trx.updateTable('approval_definitions').set({ updated_at: deps.now() }).where('definition_id', '=', definitionId).execute();
      return readDraft(trx, definitionId);
    });
    return c.json({ code: 200, msg: t(c, 'ok'), data });
  });

  api.post(`${base}/:definitionId{[0-9]+}/publish`, session, requirePermi('service:approvalDefinition:publish'), contract(approvalPublish), async (c) => {
    const { definitionId } = c.req.valid('param');
    const body = c.req.valid('json');
    const auth = c.var.auth;
    const data = await writeTransaction(deps.db, deps.engine, async (trx) => {
      const definition = await lockDefinition(trx, auth.orgId, definitionId);
      if (definition.draft_version !== body.draftVersion) throw new HttpError(409, 'approvalDraftStale', 'draftVersion');
      const draft = await readDraft(trx, definitionId);
      let model: ProcessModel;
      try {
        model = await checkDiagram(draft.bpmnXml);
      } catch (error) {
        if (error instanceof DiagramError) throw new HttpError(422, error.key, 'bpmnXml', error.params);
        throw error;
      }
      await checkAssignees(trx, auth.orgId, model);
      const now = deps.now();
      const next = draft.draftVersion + 1;
      await trx
        .updateTable('approval_versions')
        .set({ published_at: now, published_by: auth.user.userName })
        .where('definition_id', '=', definitionId)
        .where('version_no', '=', draft.draftVersion)
        .execute();
      await trx
        .insertInto('approval_versions')
        .values({ definition_id: definitionId, version_no: next, bpmn_xml: draft.bpmnXml, form_schema: JSON.stringify(draft.formSchema) })
        .execute();
      await trx.updateTable('approval_definitions').set({ published_version: draft.draftVersion, draft_version: next, updated_at: now }).where('definition_id', '=', definitionId).execute();
      const info: ApprovalVersionInfo = { definitionId, versionNo: draft.draftVersion, publishTime: formatDateTime(now), publishBy: auth.user.userName };
      return info;
    });
    return c.json({ code: 200, msg: t(c, 'ok'), data });
  });

  api.get(`${base}/:definitionId{[0-9]+}/versions`, session, requirePermi('service:approvalDefinition:list'), contract(approvalVersions), async (c) => {
    const { definitionId } = c.req.valid('param');
    await ownDefinition(c.var.auth.orgId, definitionId);
    const rows = await deps.db
      .selectFrom('approval_versions')
      .select(['version_no', 'published_at', 'published_by'])
      .where('definition_id', '=', definitionId)
      .where('published_at', 'is not', null)
      .orderBy('version_no', 'desc')
      .execute();
    const data: ApprovalVersionInfo[] = rows.map((r) => ({ definitionId, versionNo: r.version_no, publishTime: formatDateTime(Number(r.published_at)), publishBy: r.published_by ?? '' }));
    return c.json({ code: 200, msg: t(c, 'ok'), data });
  });
}
