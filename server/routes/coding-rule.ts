/**
 * Coding rules (编码规则, initialisation platform, page /pppp/SysCodingRule): the session
 * organisation's segment lengths per kind of code (shared/coding-rule.ts). Per hotel, edited by its
 * initialiser: another organisation's ids are not found (404).
 *
 * - `GET list` (initplat:codingRule:list): the organisation's rules, one per kind; filters codeKind, status.
 * - `GET /{ruleId}` (initplat:codingRule:list).
 * - `PUT` (initplat:codingRule:edit): segments ('4-2-2-2'), separator ('', '-', '.'), status, remark,
 *   with the version last read (stale → 409). The kind never changes (422). A rule switched on must fit
 *   every code of its kind the organisation already has, else 409 naming how many and a few of them:
 *   the codes are changed first, then the rule.
 * Rows are added by the seed, migration 0031 and 组织初始化 (org-template.ts); there is no POST or DELETE.
 */
import type { Hono } from 'hono';
import { codeFits, parseSegments, ruleLabel, type SEPARATORS, MAX_SEGMENTS, MAX_SEGMENT_LENGTH, CODE_KINDS, type CodeKind, type SegmentsProblem } from '../../shared/coding-rule.js';
import type { AppEnv, Deps } from '../context.js';
import { codingRuleEdit, codingRuleGet, codingRuleList } from '../contracts/coding-rule.js';
import { existingCodes, toRule } from '../db/coding-rules.js';
import { assertVersion, updateVersionedOrThrow } from '../db/versioned-update.js';
import { lockRow, writeTransaction } from '../db/write-transaction.js';
import { HttpError } from '../errors.js';
import { t, type MsgKey } from '../i18n.js';
import { answerList } from '../lib/list-answer.js';
import { parseList, type OrderBy, type SortAllowlist } from '../lib/list-query.js';
import { authenticate } from '../plugins/auth.js';
import { requirePermi } from '../plugins/permission.js';
import { contract } from '../plugins/contract.js';

const SORT: SortAllowlist = { ruleId: 'rule_id', codeKind: 'code_kind' };
const DEFAULT_ORDER: OrderBy = [['rule_id', 'asc']];
const FIELDS = ['rule_id as ruleId', 'code_kind as codeKind', 'segments', 'separator', 'status', 'remark', 'version'] as const;

const SEGMENT_PROBLEM: Record<SegmentsProblem, MsgKey> = {
  format: 'codingRuleSegmentsFormat',
  count: 'codingRuleSegmentsCount',
  length: 'codingRuleSegmentsLength',
  total: 'codingRuleSegmentsTotal',
};
const CONFLICT: Record<CodeKind, MsgKey> = { account: 'codingRuleConflictAccount', assetCard: 'codingRuleConflictAssetCard' };
/** How many of the codes that would break a rule change its message names. */
const EXAMPLES = 3;

export function mountCodingRule(api: Hono<AppEnv>, deps: Deps) {
  const session = authenticate(deps);
  const base = '/htservice/codingRule';

  api.get(`${base}/list`, session, requirePermi('initplat:codingRule:list'), contract(codingRuleList), async (c) => {
    const { page, filters } = parseList(c, codingRuleList.list, SORT);
    let query = deps.db.selectFrom('coding_rules').where('org_id', '=', c.var.auth.orgId);
    if (filters.codeKind) query = query.where('code_kind', '=', filters.codeKind);
    if (filters.status) query = query.where('status', '=', filters.status);
    return answerList(c, deps.engine, query, page, FIELDS, DEFAULT_ORDER);
  });

  api.get(`${base}/:ruleId{[0-9]+}`, session, requirePermi('initplat:codingRule:list'), contract(codingRuleGet), async (c) => {
    const { ruleId } = c.req.valid('param');
    const data = await deps.db.selectFrom('coding_rules').select(FIELDS).where('rule_id', '=', ruleId).where('org_id', '=', c.var.auth.orgId).executeTakeFirst();
    if (!data) throw new HttpError(404, 'notFound', 'ruleId');
    return c.json({ code: 200, msg: t(c, 'ok'), data });
  });

  api.put(base, session, requirePermi('initplat:codingRule:edit'), contract(codingRuleEdit), async (c) => {
    const body = c.req.valid('json');
    const { orgId } = c.var.auth;
    const data = await writeTransaction(deps.db, deps.engine, async (trx) => {
      const current = await lockRow(
        deps.engine,
        trx.selectFrom('coding_rules').select(['code_kind', 'segments', 'separator', 'status', 'version']).where('rule_id', '=', body.ruleId).where('org_id', '=', orgId),
      ).executeTakeFirst();
      if (!current) throw new HttpError(404, 'notFound', 'ruleId');
      if (body.codeKind !== undefined && body.codeKind !== current.code_kind) throw new HttpError(422, 'fieldInvalid', 'codeKind', { field: 'codeKind' });
      assertVersion(current, body.version);
      const kind = current.code_kind as CodeKind;
      if (!(kind in CODE_KINDS)) throw new HttpError(409, 'fieldInvalid', 'codeKind', { field: 'codeKind' });
      const separator = body.separator ?? (current.separator as (typeof SEPARATORS)[number]);
      const parsed = parseSegments(body.segments ?? current.segments, kind, separator);
      if ('problem' in parsed)
        throw new HttpError(422, SEGMENT_PROBLEM[parsed.problem], 'segments', {
          max: parsed.problem === 'count' ? MAX_SEGMENTS : parsed.problem === 'length' ? MAX_SEGMENT_LENGTH : CODE_KINDS[kind].maxLength,
        });
      const segments = parsed.segments.join('-');
      const status = body.status ?? current.status;
      if (status === '0') {
        const rule = toRule({ code_kind: kind, segments, separator });
        const broken = (await existingCodes(trx, orgId, kind)).filter((code) => !codeFits(rule, code)).sort();
        if (broken.length) throw new HttpError(409, CONFLICT[kind], 'segments', { count: broken.length, rule: ruleLabel(rule), examples: broken.slice(0, EXAMPLES).join(', ') });
      }
      const set = { segments, separator, status, remark: body.remark, updated_at: deps.now() };
      return updateVersionedOrThrow(trx, 'coding_rules', { key: { rule_id: body.ruleId }, version: body.version, set, returning: FIELDS }, 'ruleId');
    });
    return c.json({ code: 200, msg: t(c, 'ok'), data });
  });
}
