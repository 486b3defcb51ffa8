/**
 * The approval dictionary: categories of approvals (purchase, contract, expense, discount…) of the
 * session's organisation (server/contracts/approval.ts).
 *
 * - `GET /htservice/approvalDict/list` (service:approvalDict:list): filters categoryName, categoryCode (contains), status.
 * - `GET /htservice/approvalDict/{categoryId}` (service:approvalDict:list), `POST` (service:approvalDict:add),
 *   `PUT` (service:approvalDict:edit, with `version`: stale → 409), a duplicate code → 409.
 * - `DELETE /htservice/approvalDict/{categoryIds}` (service:approvalDict:remove): all or nothing; a
 *   category a definition still uses → 409 naming it; an unknown (or another hotel's) id → 404.
 */
import type { Hono } from 'hono';
import { approvalCategoryAdd, approvalCategoryEdit, approvalCategoryGet, approvalCategoryList, approvalCategoryRemove } from '../contracts/approval.js';
import type { AppEnv, Deps } from '../context.js';
import { isUniqueViolation } from '../db/unique-violation.js';
import { assertVersion, updateVersionedOrThrow } from '../db/versioned-update.js';
import { lockRow, writeTransaction } from '../db/write-transaction.js';
import { HttpError } from '../errors.js';
import { t } from '../i18n.js';
import { answerList } from '../lib/list-answer.js';
import { contains, parseList, type OrderBy, type SortAllowlist } from '../lib/list-query.js';
import { authenticate } from '../plugins/auth.js';
import { contract } from '../plugins/contract.js';
import { requirePermi } from '../plugins/permission.js';

const SORT: SortAllowlist = { categoryId: 'category_id', categoryCode: 'category_code', categoryName: 'category_name', orderNum: 'order_num', status: 'status' };
const ORDER: OrderBy = [
  ['order_num', 'asc'],
  ['category_id', 'asc'],
];
const FIELDS = ['category_id as categoryId', 'category_code as categoryCode', 'category_name as categoryName', 'order_num as orderNum', 'status', 'remark', 'version'] as const;

export function mountApprovalDict(api: Hono<AppEnv>, deps: Deps) {
  const session = authenticate(deps);
  const exists = (code: string) => new HttpError(409, 'approvalCategoryExists', 'categoryCode', { code });

  api.get('/htservice/approvalDict/list', session, requirePermi('service:approvalDict:list'), contract(approvalCategoryList), async (c) => {
    const { page, filters } = parseList(c, approvalCategoryList.list, SORT);
    let query = deps.db.selectFrom('approval_categories').where('org_id', '=', c.var.auth.orgId);
    if (filters.categoryName) query = query.where(contains('category_name', filters.categoryName));
    if (filters.categoryCode) query = query.where(contains('category_code', filters.categoryCode));
    if (filters.status) query = query.where('status', '=', filters.status);
    return answerList(c, deps.engine, query, page, FIELDS, ORDER);
  });

  api.get('/htservice/approvalDict/:categoryId{[0-9]+}', session, requirePermi('service:approvalDict:list'), contract(approvalCategoryGet), async (c) => {
    const { categoryId } = c.req.valid('param');
    const data = await deps.db.selectFrom('approval_categories').select(FIELDS).where('category_id', '=', categoryId).where('org_id', '=', c.var.auth.orgId).executeTakeFirst();
    if (!data) throw new HttpError(404, 'notFound', 'categoryId');
    return c.json({ code: 200, msg: t(c, 'ok'), data });
  });

  api.post('/htservice/approvalDict', session, requirePermi('service:approvalDict:add'), contract(approvalCategoryAdd), async (c) => {
    const body = c.req.valid('json');
    const now = deps.now();
    try {
      const data = await deps.db
        .insertInto('approval_categories')
        .values({
          org_id: c.var.auth.orgId,
          category_code: body.categoryCode,
          category_name: body.categoryName,
          order_num: body.orderNum,
          status: body.status,
          remark: body.remark,
          created_at: now,
          updated_at: now,
        })
        .returning(FIELDS)
        .executeTakeFirstOrThrow();
      return c.json({ code: 200, msg: t(c, 'ok'), data });
    } catch (error) {
      if (isUniqueViolation(error)) throw exists(body.categoryCode);
      throw error;
    }
  });

  api.put('/htservice/approvalDict', session, requirePermi('service:approvalDict:edit'), contract(approvalCategoryEdit), async (c) => {
    const body = c.req.valid('json');
    const orgId = c.var.auth.orgId;
    try {
      const data = await writeTransaction(deps.db, deps.engine, async (trx) => {
        const current = await lockRow(deps.engine, trx.selectFrom('approval_categories').select('version').where('category_id', '=', body.categoryId).where('org_id', '=', orgId)).executeTakeFirst();
        if (!current) throw new HttpError(404, 'notFound', 'categoryId');
        assertVersion(current, body.version);
        const set = {
          category_code: body.categoryCode,
          category_name: body.categoryName,
          order_num: body.orderNum,
          status: body.status,
          remark: body.remark,
          updated_at: deps.now(),
        };
        return updateVersionedOrThrow(trx, 'approval_categories', { key: { category_id: body.categoryId }, version: body.version, set, returning: FIELDS }, 'categoryId');
      });
      return c.json({ code: 200, msg: t(c, 'ok'), data });
    } catch (error) {
      if (isUniqueViolation(error)) throw exists(body.categoryCode ?? '');
      throw error;
    }
  });

  api.delete('/htservice/approvalDict/:categoryIds{[0-9,]+}', session, requirePermi('service:approvalDict:remove'), contract(approvalCategoryRemove), async (c) => {
    const { categoryIds } = c.req.valid('param');
    const orgId = c.var.auth.orgId;
    await writeTransaction(deps.db, deps.engine, async (trx) => {
      const rows = await lockRow(
        deps.engine,
        trx.selectFrom('approval_categories').select(['category_id', 'category_name']).where('category_id', 'in', categoryIds).where('org_id', '=', orgId),
      ).execute();
      if (rows.length !== categoryIds.length) throw new HttpError(404, 'notFound', 'categoryIds');
      const used = await trx.selectFrom('approval_definitions').select('category_id').where('category_id', 'in', categoryIds).groupBy('category_id').execute();
      if (used.length) {
        const inUse = new Set(used.map((u) => u.category_id));
        throw new HttpError(409, 'approvalCategoryInUse', 'categoryIds', {
          names: rows
            .filter((r) => inUse.has(r.category_id))
            .map((r) => r.category_name)
            .join(', '),
        });
      }
      await trx.deleteFrom('approval_categories').where('category_id', 'in', categoryIds).execute();
    });
    return c.json({ code: 200, msg: t(c, 'ok') });
  });
}
