/**
 * Dictionary data, RuoYi's /system/dict/data under /htservice. Platform-wide like the types (see
 * dict-type.ts): the hotels share them and only administrators manage them (system:dict:*).
 *
 * - `GET list` (system:dict:list): filters dictType (exact), dictLabel (contains), status, plus
 *   query-plan conditions on every field (DICT_DATA_PLAN; see lib/list-query.ts).
 * - `GET dictType/{dictType}`: any signed-in user, because the shell's tags and selects read it; the
 *   normal ('0') entries of the type by dictSort (an unknown type answers an empty list).
 * - `GET /{dictCode}` (system:dict:query), `POST` (system:dict:add; the type must exist → else 422),
 *   `PUT` (system:dict:edit, with the version last read: stale → 409), `DELETE /{dictCodes}`
 *   (system:dict:remove, all or nothing: an unknown code → 404 and nothing deleted).
 * - One value once per type (unique index): a duplicate → 409.
 * The export of the filtered list lives in dict-data-export.ts and shares the filters and sort here.
 */
import type { Hono } from 'hono';
import type { z } from 'zod';
import { dictDataAdd, dictDataEdit, dictDataGet, dictDataList, dictDataOfType, dictDataRemove, type DictDataFilters } from '../contracts/dict.js';
import type { AppEnv, Deps } from '../context.js';
import type { Db } from '../db/connect.js';
import { isUniqueViolation } from '../db/unique-violation.js';
import { lockForEdit } from '../db/lock-for-edit.js';
import { updateVersionedOrThrow } from '../db/versioned-update.js';
import { lockRow, shareRow, writeTransaction, type WriteTx } from '../db/write-transaction.js';
import { HttpError } from '../errors.js';
import { t } from '../i18n.js';
import { answerList } from '../lib/list-answer.js';
import { applyPlan, contains, parseList, projected, type OrderBy, type PlanCondition, type PlanFields, type SortAllowlist } from '../lib/list-query.js';
import { authenticate } from '../plugins/auth.js';
import { contract } from '../plugins/contract.js';
import { requirePermi } from '../plugins/permission.js';

export const DICT_DATA_SORT: SortAllowlist = {
  dictCode: 'dict_code',
  dictSort: 'dict_sort',
  dictLabel: 'dict_label',
  dictValue: 'dict_value',
  dictType: 'dict_type',
  status: 'status',
};
/** Matches the (dict_type, dict_sort) index, whose rows end on dict_code (the rowid on SQLite): no sort step for a type's list. */
export const DICT_DATA_ORDER: OrderBy = [
  ['dict_type', 'asc'],
  ['dict_sort', 'asc'],
  ['dict_code', 'asc'],
];
export const DICT_DATA_FIELDS = [
  'dict_code as dictCode',
  'dict_sort as dictSort',
  'dict_label as dictLabel',
  'dict_value as dictValue',
  'dict_type as dictType',
  'css_class as cssClass',
  'list_class as listClass',
  'is_default as isDefault',
  'status',
  'remark',
  'version',
] as const;

/** What a query plan may filter on (list and export). */
export const DICT_DATA_PLAN: PlanFields = {
  dictCode: { column: 'dict_code', type: 'number' },
  dictSort: { column: 'dict_sort', type: 'number' },
  dictLabel: { column: 'dict_label', type: 'text' },
  dictValue: { column: 'dict_value', type: 'text' },
  dictType: { column: 'dict_type', type: 'text' },
  cssClass: { column: 'css_class', type: 'text' },
  listClass: { column: 'list_class', type: 'text' },
  isDefault: { column: 'is_default', type: 'text' },
  status: { column: 'status', type: 'text' },
  remark: { column: 'remark', type: 'text' },
};

/** FROM + WHERE of the list and of its export. */
export function filteredDictData(db: Db, filters: z.output<typeof DictDataFilters>, plan: readonly PlanCondition[] = []) {
  let query = applyPlan(db.selectFrom('dict_data'), plan);
  if (filters.dictType) query = query.where('dict_type', '=', filters.dictType);
  if (filters.dictLabel) query = query.where(contains('dict_label', filters.dictLabel));
  if (filters.status) query = query.where('status', '=', filters.status);
  return query;
}

/** 422 unless `type` is a dictionary type; on PostgreSQL the type row stays put until the caller commits. */
async function assertTypeExists(trx: WriteTx, engine: Deps['engine'], type: string): Promise<void> {
  const found = await shareRow(engine, trx.selectFrom('dict_type').select('dict_id').where('dict_type', '=', type)).executeTakeFirst();
  if (!found) throw new HttpError(422, 'dictTypeUnknown', 'dictType', { type });
}

export function mountDictData(api: Hono<AppEnv>, deps: Deps) {
  const session = authenticate(deps);

  api.get('/htservice/dict/data/list', session, requirePermi('system:dict:list'), contract(dictDataList), async (c) => {
    const { page, filters, plan } = parseList(c, dictDataList.list, DICT_DATA_SORT, DICT_DATA_PLAN);
    // The key, and the type and value that name a built-in label (the shell shows it in the UI language).
    const fields = projected(DICT_DATA_FIELDS, page, ['dictCode', 'dictType', 'dictValue']);
    return answerList(c, deps.engine, filteredDictData(deps.db, filters, plan), page, fields, DICT_DATA_ORDER);
  });

  api.get('/htservice/dict/data/dictType/:dictType', session, contract(dictDataOfType), async (c) => {
    const { dictType } = c.req.valid('param');
    const data = await deps.db.selectFrom('dict_data').select(DICT_DATA_FIELDS).where('dict_type', '=', dictType).where('status', '=', '0').orderBy('dict_sort').orderBy('dict_code').execute();
    return c.json({ code: 200, msg: t(c, 'ok'), data });
  });

  api.get('/htservice/dict/data/:dictCode{[0-9]+}', session, requirePermi('system:dict:query'), contract(dictDataGet), async (c) => {
    const { dictCode } = c.req.valid('param');
    const data = await deps.db.selectFrom('dict_data').select(DICT_DATA_FIELDS).where('dict_code', '=', dictCode).executeTakeFirst();
    if (!data) throw new HttpError(404, 'notFound', 'dictCode');
    return c.json({ code: 200, msg: t(c, 'ok'), data });
  });

  api.post('/htservice/dict/data', session, requirePermi('system:dict:add'), contract(dictDataAdd), async (c) => {
    const body = c.req.valid('json');
    try {
      const data = await writeTransaction(deps.db, deps.engine, async (trx) => {
        await assertTypeExists(trx, deps.engine, body.dictType);
        return trx
          .insertInto('dict_data')
          .values({
            dict_sort: body.dictSort,
            dict_label: body.dictLabel,
            dict_value: body.dictValue,
            dict_type: body.dictType,
            css_class: body.cssClass,
            list_class: body.listClass,
            is_default: body.isDefault,
            status: body.status,
            remark: body.remark,
            version: 1,
          })
          .returning(DICT_DATA_FIELDS)
          .executeTakeFirstOrThrow();
      });
      return c.json({ code: 200, msg: t(c, 'ok'), data });
    } catch (error) {
      if (isUniqueViolation(error)) throw new HttpError(409, 'dictValueExists', 'dictValue', { type: body.dictType, value: body.dictValue });
      throw error;
    }
  });

  api.put('/htservice/dict/data', session, requirePermi('system:dict:edit'), contract(dictDataEdit), async (c) => {
    const body = c.req.valid('json');
    let target = { type: body.dictType ?? '', value: body.dictValue ?? '' };
    try {
      const data = await writeTransaction(deps.db, deps.engine, async (trx) => {
        const current = await lockForEdit(deps.engine, trx.selectFrom('dict_data').select(['dict_type', 'dict_value', 'version']).where('dict_code', '=', body.dictCode), body.version, 'dictCode');
        target = { type: body.dictType ?? current.dict_type, value: body.dictValue ?? current.dict_value };
        if (body.dictType !== undefined && body.dictType !== current.dict_type) await assertTypeExists(trx, deps.engine, body.dictType);
        const set = {
          dict_sort: body.dictSort,
          dict_label: body.dictLabel,
          dict_value: body.dictValue,
          dict_type: body.dictType,
          css_class: body.cssClass,
          list_class: body.listClass,
          is_default: body.isDefault,
          status: body.status,
          remark: body.remark,
        };
        return updateVersionedOrThrow(trx, 'dict_data', { key: { dict_code: body.dictCode }, version: body.version, set, returning: DICT_DATA_FIELDS }, 'dictCode');
      });
      return c.json({ code: 200, msg: t(c, 'ok'), data });
    } catch (error) {
      if (isUniqueViolation(error)) throw new HttpError(409, 'dictValueExists', 'dictValue', target);
      throw error;
    }
  });

  api.delete('/htservice/dict/data/:dictCodes{[0-9,]+}', session, requirePermi('system:dict:remove'), contract(dictDataRemove), async (c) => {
    const { dictCodes } = c.req.valid('param');
    await writeTransaction(deps.db, deps.engine, async (trx) => {
      const found = await lockRow(deps.engine, trx.selectFrom('dict_data').select('dict_code').where('dict_code', 'in', dictCodes)).execute();
      if (found.length !== dictCodes.length) throw new HttpError(404, 'notFound', 'dictCodes');
      await trx.deleteFrom('dict_data').where('dict_code', 'in', dictCodes).execute();
    });
    return c.json({ code: 200, msg: t(c, 'ok') });
  });
}
