/**
 * Advanced query plans: named sets of query conditions a user keeps per table of a page, in the
 * session's organisation. Like column customisation (custom.ts) they belong to the session's user and
 * organisation only; another user's plan id is answered as not found (404).
 *
 * - `GET /htservice/queryPlan/list` ?pageId&tableId → rows { planId, pageId, tableId, planName, content, createTime, updateTime }.
 * - `POST /htservice/queryPlan` { pageId, tableId, planName, content } → `data: planId`. An empty name
 *   is refused with SPEC.md section 5's 'Please enter the plan name' (422); a name already used for
 *   the same table → 409.
 * - `PUT /htservice/queryPlan` { planId, planName?, content? }: rename and/or replace the conditions.
 * - `DELETE /htservice/queryPlan/{planId}`.
 * Any signed-in user. `content` is whatever JSON the page's query form keeps (an array or an object,
 * or its JSON text), saved as compact JSON text.
 */
import type { Hono } from 'hono';
import type { z } from 'zod';
import { MAX_PLAN_CHARS, PLAN_NAME_MAX, type planContent, queryPlanAdd, queryPlanEdit, queryPlanList, queryPlanRemove } from '../contracts/user-tables.js';
import type { AppEnv, Deps } from '../context.js';
import { isUniqueViolation } from '../db/unique-violation.js';
import { HttpError } from '../errors.js';
import { t } from '../i18n.js';
import { listReply, parseList, runList, type OrderBy, type SortAllowlist } from '../lib/list-query.js';
import { formatDateTime } from '../lib/time.js';
import { authenticate } from '../plugins/auth.js';
import { contract } from '../plugins/contract.js';

const SORT: SortAllowlist = { planId: 'plan_id', planName: 'plan_name', createTime: 'created_at', updateTime: 'updated_at' };
const DEFAULT_ORDER: OrderBy = [['plan_id', 'asc']];

function checkedName(name: string | undefined): string {
  if (!name) throw new HttpError(422, 'planNameRequired', 'planName');
  if ([...name].length > PLAN_NAME_MAX) throw new HttpError(422, 'fieldInvalid', 'planName', { field: 'planName' });
  return name;
}

/** The conditions as saved: JSON text parsed back (so only real JSON is kept), then compact JSON text. */
function contentText(value: z.output<typeof planContent>): string {
  let parsed: unknown = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      throw new HttpError(422, 'fieldInvalid', 'content', { field: 'content' });
    }
    if (parsed === null || typeof parsed !== 'object') throw new HttpError(422, 'fieldInvalid', 'content', { field: 'content' });
  }
  const text = JSON.stringify(parsed);
  if (text.length > MAX_PLAN_CHARS) throw new HttpError(422, 'fieldInvalid', 'content', { field: 'content' });
  return text;
}

export function mountQueryPlan(api: Hono<AppEnv>, deps: Deps) {
  const session = authenticate(deps);
  const taken = (name: string) => new HttpError(409, 'planNameExists', 'planName', { name });

  api.get('/htservice/queryPlan/list', session, contract(queryPlanList), async (c) => {
    const { page, filters } = parseList(c, queryPlanList.list, SORT);
    const auth = c.var.auth;
    let query = deps.db.selectFrom('sys_query_plan').where('org_id', '=', auth.orgId).where('user_id', '=', auth.user.userId);
    if (filters.pageId) query = query.where('page_id', '=', filters.pageId);
    if (filters.tableId) query = query.where('table_id', '=', filters.tableId);
    const result = await runList(
      query,
      page,
      (q) => q.select(['plan_id as planId', 'page_id as pageId', 'table_id as tableId', 'plan_name as planName', 'content', 'created_at', 'updated_at']),
      DEFAULT_ORDER,
    );
    // Times go out as RuoYi's 'YYYY-MM-DD HH:mm:ss'; a page of plans is small, so mapping here is cheap.
    const rows = result.rows.map(({ created_at, updated_at, ...plan }) => ({ ...plan, createTime: formatDateTime(created_at), updateTime: formatDateTime(updated_at) }));
    return c.json(listReply(c, { rows, total: result.total }));
  });

  api.post('/htservice/queryPlan', session, contract(queryPlanAdd), async (c) => {
    const body = c.req.valid('json');
    const name = checkedName(body.planName);
    const auth = c.var.auth;
    const now = deps.now();
    try {
      const row = await deps.db
        .insertInto('sys_query_plan')
        .values({
          org_id: auth.orgId,
          user_id: auth.user.userId,
          page_id: body.pageId,
          table_id: body.tableId,
          plan_name: name,
          content: contentText(body.content),
          created_at: now,
          updated_at: now,
        })
        .returning('plan_id')
        .executeTakeFirstOrThrow();
      return c.json({ code: 200, msg: t(c, 'ok'), data: row.plan_id });
    } catch (error) {
      if (isUniqueViolation(error)) throw taken(name);
      throw error;
    }
  });

  api.put('/htservice/queryPlan', session, contract(queryPlanEdit), async (c) => {
    const body = c.req.valid('json');
    const name = body.planName === undefined ? undefined : checkedName(body.planName);
    const text = body.content === undefined ? undefined : contentText(body.content);
    const auth = c.var.auth;
    try {
      const result = await deps.db
        .updateTable('sys_query_plan')
        .set({ plan_name: name, content: text, updated_at: deps.now() })
        .where('plan_id', '=', body.planId)
        .where('org_id', '=', auth.orgId)
        .where('user_id', '=', auth.user.userId)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) throw new HttpError(404, 'notFound', 'planId');
    } catch (error) {
      if (isUniqueViolation(error)) throw taken(name ?? '');
      throw error;
    }
    return c.json({ code: 200, msg: t(c, 'ok'), data: body.planId });
  });

  api.delete('/htservice/queryPlan/:planId{[0-9]+}', session, contract(queryPlanRemove), async (c) => {
    const { planId } = c.req.valid('param');
    const auth = c.var.auth;
    const result = await deps.db.deleteFrom('sys_query_plan').where('plan_id', '=', planId).where('org_id', '=', auth.orgId).where('user_id', '=', auth.user.userId).executeTakeFirst();
    if (Number(result.numDeletedRows) !== 1) throw new HttpError(404, 'notFound', 'planId');
    return c.json({ code: 200, msg: t(c, 'ok') });
  });
}
