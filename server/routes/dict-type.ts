/**
 * Dictionary types, RuoYi's /system/dict/type under /htservice. Dictionaries are platform-wide
 * settings: the hotels share them (no org_id), and only administrators manage them, so every call
 * here needs a system:dict:* permission, which only the admin role holds in the demo.
 *
 * - `GET list` (system:dict:list): filters dictName (contains), dictType (contains), status.
 * - `GET optionselect` (system:dict:list): every type, for the data page's type picker.
 * - `GET /{dictId}` (system:dict:query), `POST` (system:dict:add), `PUT` (system:dict:edit, with the
 *   version last read: stale → 409; renaming a type carries its data along, in one transaction).
 * - `DELETE /{dictIds}` (system:dict:remove): all or nothing; a type that still has data → 409
 *   naming it, an unknown id → 404, and nothing is deleted.
 *
 * Static paths are registered before `/{dictId}`, whose digits-only pattern cannot swallow them anyway.
 */
import type { Hono } from 'hono';
import { dictTypeAdd, dictTypeEdit, dictTypeGet, dictTypeList, dictTypeOptions, dictTypeRemove } from '../contracts/dict-type.js';
import type { AppEnv, Deps } from '../context.js';
import { isUniqueViolation } from '../db/unique-violation.js';
import { lockForEdit } from '../db/lock-for-edit.js';
import { updateVersionedOrThrow } from '../db/versioned-update.js';
import { lockRow, writeTransaction } from '../db/write-transaction.js';
import { HttpError } from '../errors.js';
import { t } from '../i18n.js';
import { answerList } from '../lib/list-answer.js';
import { applyPlan, contains, parseList, type OrderBy, type PlanFields, type SortAllowlist } from '../lib/list-query.js';
import { authenticate } from '../plugins/auth.js';
import { contract } from '../plugins/contract.js';
import { requirePermi } from '../plugins/permission.js';

const DICT_TYPE_SORT: SortAllowlist = { dictId: 'dict_id', dictName: 'dict_name', dictType: 'dict_type', status: 'status' };
const DEFAULT_ORDER: OrderBy = [['dict_id', 'asc']];
const FIELDS = ['dict_id as dictId', 'dict_name as dictName', 'dict_type as dictType', 'status', 'remark', 'version'] as const;

/** What a query plan may filter on. */
const DICT_TYPE_PLAN: PlanFields = {
  dictId: { column: 'dict_id', type: 'number' },
  dictName: { column: 'dict_name', type: 'text' },
  dictType: { column: 'dict_type', type: 'text' },
  status: { column: 'status', type: 'text' },
  remark: { column: 'remark', type: 'text' },
};
export function mountDictType(api: Hono<AppEnv>, deps: Deps) {
  const session = authenticate(deps);
  const exists = (type: string) => new HttpError(409, 'dictTypeExists', 'dictType', { type });

  api.get('/htservice/dict/type/list', session, requirePermi('system:dict:list'), contract(dictTypeList), async (c) => {
    const { page, filters, plan } = parseList(c, dictTypeList.list, DICT_TYPE_SORT, DICT_TYPE_PLAN);
    let query = applyPlan(deps.db.selectFrom('dict_type'), plan);
    if (filters.dictName) query = query.where(contains('dict_name', filters.dictName));
    if (filters.dictType) query = query.where(contains('dict_type', filters.dictType));
    if (filters.status) query = query.where('status', '=', filters.status);
    return answerList(c, deps.engine, query, page, FIELDS, DEFAULT_ORDER);
  });

  api.get('/htservice/dict/type/optionselect', session, requirePermi('system:dict:list'), contract(dictTypeOptions), async (c) => {
    const data = await deps.db.selectFrom('dict_type').select(FIELDS).orderBy('dict_id').execute();
    return c.json({ code: 200, msg: t(c, 'ok'), data });
  });

  api.get('/htservice/dict/type/:dictId{[0-9]+}', session, requirePermi('system:dict:query'), contract(dictTypeGet), async (c) => {
    const { dictId } = c.req.valid('param');
    const data = await deps.db.selectFrom('dict_type').select(FIELDS).where('dict_id', '=', dictId).executeTakeFirst();
    if (!data) throw new HttpError(404, 'notFound', 'dictId');
    return c.json({ code: 200, msg: t(c, 'ok'), data });
  });

  api.post('/htservice/dict/type', session, requirePermi('system:dict:add'), contract(dictTypeAdd), async (c) => {
    const body = c.req.valid('json');
    try {
      const data = await deps.db
        .insertInto('dict_type')
        .values({ dict_name: body.dictName, dict_type: body.dictType, status: body.status, remark: body.remark, version: 1 })
        .returning(FIELDS)
        .executeTakeFirstOrThrow();
      return c.json({ code: 200, msg: t(c, 'ok'), data });
    } catch (error) {
      if (isUniqueViolation(error)) throw exists(body.dictType);
      throw error;
    }
  });

  api.put('/htservice/dict/type', session, requirePermi('system:dict:edit'), contract(dictTypeEdit), async (c) => {
    const body = c.req.valid('json');
    try {
      const data = await writeTransaction(deps.db, deps.engine, async (trx) => {
        const current = await lockForEdit(deps.engine, trx.selectFrom('dict_type').select(['dict_type', 'version']).where('dict_id', '=', body.dictId), body.version, 'dictId');
        if (body.dictType !== undefined && body.dictType !== current.dict_type) {
          // The data follows its type's new name (RuoYi does the same), in this same transaction.
          await trx.updateTable('dict_data').set({ dict_type: body.dictType }).where('dict_type', '=', current.dict_type).execute();
        }
        const set = { dict_name: body.dictName, dict_type: body.dictType, status: body.status, remark: body.remark };
        return updateVersionedOrThrow(trx, 'dict_type', { key: { dict_id: body.dictId }, version: body.version, set, returning: FIELDS }, 'dictId');
      });
      return c.json({ code: 200, msg: t(c, 'ok'), data });
    } catch (error) {
      if (isUniqueViolation(error)) throw exists(body.dictType ?? '');
      throw error;
    }
  });

  api.delete('/htservice/dict/type/:dictIds{[0-9,]+}', session, requirePermi('system:dict:remove'), contract(dictTypeRemove), async (c) => {
    const { dictIds } = c.req.valid('param');
    await writeTransaction(deps.db, deps.engine, async (trx) => {
      const types = await lockRow(deps.engine, trx.selectFrom('dict_type').select(['dict_type', 'dict_name']).where('dict_id', 'in', dictIds)).execute();
      if (types.length !== dictIds.length) throw new HttpError(404, 'notFound', 'dictIds');
      const used = await trx
        .selectFrom('dict_data')
        .select('dict_type')
        .where(
          'dict_type',
          'in',
          types.map((r) => r.dict_type),
        )
        .groupBy('dict_type')
        .execute();
      if (used.length) {
        const inUse = new Set(used.map((u) => u.dict_type));
        const names = types
          .filter((r) => inUse.has(r.dict_type))
          .map((r) => `${r.dict_name}(${r.dict_type})`)
          .join(', ');
        throw new HttpError(409, 'dictTypeInUse', 'dictIds', { names });
      }
      await trx.deleteFrom('dict_type').where('dict_id', 'in', dictIds).execute();
    });
    return c.json({ code: 200, msg: t(c, 'ok') });
  });
}
