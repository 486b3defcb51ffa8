/**
 * Auxiliary items (辅助核算项目, module 1001) under /htservice/auxItem, per organisation (the session's):
 * the customers, suppliers, projects and employees voucher lines are kept by (migration 0036;
 * departments are the department tree). An item of another hotel is as unknown as a missing one (404).
 *
 * - `GET list` (accounting:auxItem:list): filters dimension, itemCode / itemName (contains), status.
 * - `GET /{itemId}` (accounting:auxItem:query or list).
 * - `POST` (accounting:auxItem:add), `PUT` (accounting:auxItem:edit, version → 409): code unique within
 *   organisation and dimension (409 naming itemCode); the dimension is fixed once created.
 * - `DELETE /{itemIds}` (accounting:auxItem:remove): all or nothing; an item a voucher line carries is
 *   refused (409 naming it and how many lines), as the key would — disable it instead.
 * - `GET options`: what the voucher form and the auxiliary ledgers pick from — enabled items per dimension
 *   and the cash-flow items (shared/cashflow-items.ts) with names in the caller's language.
 */
import type { Hono } from 'hono';
import type { z } from 'zod';
import { auxItemAdd, auxItemEdit, auxItemGet, auxItemList, auxItemOptions, auxItemRemove, type AuxItem, type AuxOptions } from '../contracts/aux-accounting.js';
import type { AppEnv, Deps } from '../context.js';
import type { Db } from '../db/connect.js';
import { isUniqueViolation } from '../db/unique-violation.js';
import { updateVersionedOrThrow } from '../db/versioned-update.js';
import { lockRow, writeTransaction } from '../db/write-transaction.js';
import { HttpError } from '../errors.js';
import { t, type MsgKey } from '../i18n.js';
import { contains, listReply, parseList, runList, type OrderBy, type SortAllowlist } from '../lib/list-query.js';
import { formatDateTime } from '../lib/time.js';
import { authenticate } from '../plugins/auth.js';
import { requirePermi } from '../plugins/permission.js';
import { contract } from '../plugins/contract.js';
import { ITEM_DIMENSIONS, type ItemDimension } from '../../shared/aux-dimensions.js';
import { CASHFLOW_ITEMS } from '../../shared/cashflow-items.js';

const AUX_ITEM_SORT: SortAllowlist = { dimension: 'dimension', itemCode: 'item_code', itemName: 'item_name', status: 'status', createTime: 'created_at' };
const ORDER: OrderBy = [
  ['dimension', 'asc'],
  ['item_code', 'asc'],
];
const FIELDS = ['item_id', 'dimension', 'item_code', 'item_name', 'status', 'remark', 'created_at', 'version'] as const;
type Row = { item_id: number; dimension: string; item_code: string; item_name: string; status: string; remark: string; created_at: number | string; version: number };

/** Who may read the options: whoever writes vouchers or reads the auxiliary ledgers. */
const AUX_OPTION_READERS = ['accounting:voucher:list', 'accounting:voucher:query', 'accounting:auxItem:list', 'accounting:ledger:auxDetail', 'accounting:ledger:auxBalance'];

function auxItemWire(r: Row): AuxItem {
  return {
    itemId: Number(r.item_id),
    dimension: r.dimension as ItemDimension,
    itemCode: r.item_code,
    itemName: r.item_name,
    status: r.status === '1' ? '1' : '0',
    remark: r.remark,
    createTime: formatDateTime(Number(r.created_at)),
    version: Number(r.version),
  };
}

const LINE_COLUMN = { customer: 'customer_id', supplier: 'supplier_id', project: 'project_id', employee: 'employee_id' } as const satisfies Record<ItemDimension, string>;

function filtered(db: Db, orgId: number, f: z.output<typeof auxItemList.list>) {
  let q = db.selectFrom('aux_items').where('org_id', '=', orgId);
  if (f.dimension) q = q.where('dimension', '=', f.dimension);
  if (f.itemCode) q = q.where(contains('item_code', f.itemCode));
  if (f.itemName) q = q.where(contains('item_name', f.itemName));
  if (f.status) q = q.where('status', '=', f.status);
  return q;
}

const taken = (error: unknown, code: string | undefined): unknown => (isUniqueViolation(error) ? new HttpError(409, 'auxItemCodeExists', 'itemCode', { code: code ?? '' }) : error);

export function mountAuxItem(api: Hono<AppEnv>, deps: Deps) {
  const session = authenticate(deps);
  const { db, engine } = deps;

  api.get('/htservice/auxItem/list', session, requirePermi('accounting:auxItem:list'), contract(auxItemList), async (c) => {
    const { page, filters } = parseList(c, auxItemList.list, AUX_ITEM_SORT);
    const result = await runList(filtered(db, c.var.auth.orgId, filters), page, (q) => q.select(FIELDS), ORDER);
    return c.json(listReply(c, { rows: result.rows.map(auxItemWire), total: result.total }));
  });

  api.get('/htservice/auxItem/options', session, requirePermi(...AUX_OPTION_READERS), contract(auxItemOptions), async (c) => {
    const rows = await db
      .selectFrom('aux_items')
      .select(['item_id', 'dimension', 'item_code', 'item_name'])
      .where('org_id', '=', c.var.auth.orgId)
      .where('status', '=', '0')
      .orderBy('dimension')
      .orderBy('item_code')
      .execute();
    const items = Object.fromEntries(
      ITEM_DIMENSIONS.map((d) => [d, rows.filter((r) => r.dimension === d).map((r) => ({ value: r.item_id, label: r.item_name, code: r.item_code }))]),
    ) as AuxOptions['items'];
    const cashflow = CASHFLOW_ITEMS.map((i) => ({ code: i.code, name: t(c, i.textKey as MsgKey), activity: i.activity, direction: i.direction }));
    const data: AuxOptions = { items, cashflow };
    return c.json({ code: 200, msg: t(c, 'ok'), data });
  });

  api.get('/htservice/auxItem/:itemId{[0-9]+}', session, requirePermi('accounting:auxItem:list', 'accounting:auxItem:query'), contract(auxItemGet), async (c) => {
    const { itemId } = c.req.valid('param');
    const row = await db.selectFrom('aux_items').select(FIELDS).where('item_id', '=', itemId).where('org_id', '=', c.var.auth.orgId).executeTakeFirst();
    if (!row) throw new HttpError(404, 'notFound', 'itemId');
    return c.json({ code: 200, msg: t(c, 'ok'), data: auxItemWire(row) });
  });

  api.post('/htservice/auxItem', session, requirePermi('accounting:auxItem:add'), contract(auxItemAdd), async (c) => {
    const body = c.req.valid('json');
    const now = deps.now();
    try {
      const row = await db
        .insertInto('aux_items')
        .values({
          org_id: c.var.auth.orgId,
          dimension: body.dimension,
          item_code: body.itemCode,
          item_name: body.itemName,
          status: body.status,
          remark: body.remark,
          version: 1,
          created_at: now,
          updated_at: now,
        })
        .returning(FIELDS)
        .executeTakeFirstOrThrow();
      return c.json({ code: 200, msg: t(c, 'ok'), data: auxItemWire(row) });
    } catch (error) {
      throw taken(error, body.itemCode);
    }
  });

  api.put('/htservice/auxItem', session, requirePermi('accounting:auxItem:edit'), contract(auxItemEdit), async (c) => {
    const body = c.req.valid('json');
    const orgId = c.var.auth.orgId;
    try {
      const set = { item_code: body.itemCode, item_name: body.itemName, status: body.status, remark: body.remark, updated_at: deps.now() };
      const row = await updateVersionedOrThrow(db, 'aux_items', { key: { item_id: body.itemId, org_id: orgId }, version: body.version, set, returning: FIELDS }, 'itemId');
      return c.json({ code: 200, msg: t(c, 'ok'), data: auxItemWire(row) });
    } catch (error) {
      throw taken(error, body.itemCode);
    }
  });

  api.delete('/htservice/auxItem/:itemIds{[0-9,]+}', session, requirePermi('accounting:auxItem:remove'), contract(auxItemRemove), async (c) => {
    const { itemIds } = c.req.valid('param');
    await writeTransaction(db, engine, async (trx) => {
      const found = await lockRow(engine, trx.selectFrom('aux_items').select(['item_id', 'item_name', 'dimension']).where('item_id', 'in', itemIds).where('org_id', '=', c.var.auth.orgId)).execute();
      if (found.length !== new Set(itemIds).size) throw new HttpError(404, 'notFound', 'itemIds');
      for (const dim of ITEM_DIMENSIONS) {
        const ids = found.filter((f) => f.dimension === dim).map((f) => f.item_id);
        if (ids.length === 0) continue;
        const used = await trx
          .selectFrom('voucher_lines')
          .select([LINE_COLUMN[dim], (eb) => eb.fn.countAll().as('n')])
          .where(LINE_COLUMN[dim], 'in', ids)
          .groupBy(LINE_COLUMN[dim])
          .orderBy(LINE_COLUMN[dim])
          .executeTakeFirst();
        if (used)
          throw new HttpError(409, 'auxItemInVouchers', 'itemIds', {
            name: found.find((f) => f.item_id === (used as Record<string, unknown>)[LINE_COLUMN[dim]])?.item_name ?? '',
            count: Number(used.n),
          });
      }
      await trx.deleteFrom('aux_items').where('item_id', 'in', itemIds).execute();
    });
    return c.json({ code: 200, msg: t(c, 'ok') });
  });
}
