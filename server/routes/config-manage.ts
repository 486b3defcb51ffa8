/**
 * Config keys, RuoYi's /system/config under /htservice. Config keys are platform-wide settings: the
 * hotels share them (no org_id), and only administrators manage them, so every call here needs a
 * system:config:* permission, which only the admin role holds in the demo. The shell's own reads
 * (`configKey/{key}`, with its few public keys) stay in config.ts, mounted before these.
 *
 * - `GET list` (system:config:list): filters configName, configKey (contains), configType (Y/N).
 * - `GET /{configId}` (system:config:query), `POST` (system:config:add; a taken key → 409),
 *   `PUT` (system:config:edit, with the version last read: stale → 409).
 * - Built-in keys (configType 'Y') are the ones the server and shell read by name: a PUT may change
 *   their value but not their key nor make them 'N' (which would only be a detour to a rename or a
 *   delete) → 409; `DELETE /{configIds}` (system:config:remove) refuses them → 409 naming them, and
 *   is all or nothing (an unknown id → 404, nothing deleted).
 *
 * `/{configId}` only matches digits, so it never swallows `list`, `configKey/…` or later public paths.
 */
import type { Hono } from 'hono';
import { configAdd, configEdit, configGet, configList, configRemove } from '../contracts/config.js';
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

const BUILT_IN = 'Y';

const CONFIG_SORT: SortAllowlist = { configId: 'config_id', configName: 'config_name', configKey: 'config_key', configType: 'config_type' };
const DEFAULT_ORDER: OrderBy = [['config_id', 'asc']];
const FIELDS = ['config_id as configId', 'config_name as configName', 'config_key as configKey', 'config_value as configValue', 'config_type as configType', 'remark', 'version'] as const;

/** What a query plan may filter on. */
const CONFIG_PLAN: PlanFields = {
  configId: { column: 'config_id', type: 'number' },
  configName: { column: 'config_name', type: 'text' },
  configKey: { column: 'config_key', type: 'text' },
  configValue: { column: 'config_value', type: 'text' },
  configType: { column: 'config_type', type: 'text' },
  remark: { column: 'remark', type: 'text' },
};
export function mountConfigManage(api: Hono<AppEnv>, deps: Deps) {
  const session = authenticate(deps);
  const taken = (key: string) => new HttpError(409, 'configKeyExists', 'configKey', { key });

  api.get('/htservice/config/list', session, requirePermi('system:config:list'), contract(configList), async (c) => {
    const { page, filters, plan } = parseList(c, configList.list, CONFIG_SORT, CONFIG_PLAN);
    let query = applyPlan(deps.db.selectFrom('config'), plan);
    if (filters.configName) query = query.where(contains('config_name', filters.configName));
    if (filters.configKey) query = query.where(contains('config_key', filters.configKey));
    if (filters.configType) query = query.where('config_type', '=', filters.configType);
    return answerList(c, deps.engine, query, page, FIELDS, DEFAULT_ORDER);
  });

  api.get('/htservice/config/:configId{[0-9]+}', session, requirePermi('system:config:query'), contract(configGet), async (c) => {
    const { configId } = c.req.valid('param');
    const data = await deps.db.selectFrom('config').select(FIELDS).where('config_id', '=', configId).executeTakeFirst();
    if (!data) throw new HttpError(404, 'notFound', 'configId');
    return c.json({ code: 200, msg: t(c, 'ok'), data });
  });

  api.post('/htservice/config', session, requirePermi('system:config:add'), contract(configAdd), async (c) => {
    const body = c.req.valid('json');
    try {
      const data = await deps.db
        .insertInto('config')
        .values({
          config_name: body.configName,
          config_key: body.configKey,
          config_value: body.configValue,
          config_type: body.configType,
          remark: body.remark,
          version: 1,
        })
        .returning(FIELDS)
        .executeTakeFirstOrThrow();
      return c.json({ code: 200, msg: t(c, 'ok'), data });
    } catch (error) {
      if (isUniqueViolation(error)) throw taken(body.configKey);
      throw error;
    }
  });

  api.put('/htservice/config', session, requirePermi('system:config:edit'), contract(configEdit), async (c) => {
    const body = c.req.valid('json');
    try {
      const data = await writeTransaction(deps.db, deps.engine, async (trx) => {
        const current = await lockForEdit(deps.engine, trx.selectFrom('config').select(['config_key', 'config_type', 'version']).where('config_id', '=', body.configId), body.version, 'configId');
        if (current.config_type === BUILT_IN) {
          if (body.configKey !== undefined && body.configKey !== current.config_key) {
            throw new HttpError(409, 'builtinConfigLocked', 'configKey', { key: current.config_key });
          }
          if (body.configType !== undefined && body.configType !== BUILT_IN) {
            throw new HttpError(409, 'builtinConfigLocked', 'configType', { key: current.config_key });
          }
        }
        const set = { config_name: body.configName, config_key: body.configKey, config_value: body.configValue, config_type: body.configType, remark: body.remark };
        return updateVersionedOrThrow(trx, 'config', { key: { config_id: body.configId }, version: body.version, set, returning: FIELDS }, 'configId');
      });
      return c.json({ code: 200, msg: t(c, 'ok'), data });
    } catch (error) {
      if (isUniqueViolation(error)) throw taken(body.configKey ?? '');
      throw error;
    }
  });

  api.delete('/htservice/config/:configIds{[0-9,]+}', session, requirePermi('system:config:remove'), contract(configRemove), async (c) => {
    const { configIds } = c.req.valid('param');
    await writeTransaction(deps.db, deps.engine, async (trx) => {
      const rows = await lockRow(deps.engine, trx.selectFrom('config').select(['config_key', 'config_type']).where('config_id', 'in', configIds)).execute();
      if (rows.length !== configIds.length) throw new HttpError(404, 'notFound', 'configIds');
      const builtIn = rows.filter((r) => r.config_type === BUILT_IN).map((r) => r.config_key);
      if (builtIn.length) throw new HttpError(409, 'builtinConfigDelete', 'configIds', { keys: builtIn.join(', ') });
      await trx.deleteFrom('config').where('config_id', 'in', configIds).execute();
    });
    return c.json({ code: 200, msg: t(c, 'ok') });
  });
}
