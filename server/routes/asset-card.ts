/**
 * Fixed-asset cards (资产卡片, module 1002) under /htservice/assets, per organisation.
 *
 * - `GET card/list` (assets:card:list): filters assetCode, assetName (contains), classId, deptId,
 *   genStatus, checkStatus; sort allowlist CARD_SORT; query plans on CARD_PLAN.
 * - `GET card/{cardId}` (list), `POST card` (add), `PUT card` (edit, with version: stale → 409),
 *   `DELETE card/{cardIds}` (remove, all or nothing; a generated card → 409 with its code).
 * - `POST card/{cardId}/copy` (add): a new card 'to be generated' with the same figures in the chosen
 *   department; no department → 422 "Please select a department first"; the code is the one given or the
 *   first free `<code>-<n>` (under a coding rule: the next free code of the rule).
 * Every code a card gets (add, edit, copy) must fit the organisation's asset-code rule (db/coding-rules.ts): 422 naming it.
 * - `GET classes` and `GET departments` (any assets page permission): options of the form's selects.
 * A generated card's amounts (original value, life, salvage rate, start date, accumulated depreciation,
 * depreciated months) and its acquisition and depreciation methods are fixed: vouchers were or will be
 * posted on them (409 naming the field); its department changes only by a transfer (asset-register.ts, which
 * keeps the history); a disposed card is not edited at all.
 * The register's own fields: location (building, floor, room), custodian, supplier, serial number, purchase
 * date (not after the start date), acquisition method (asset-acquisition.ts) and depreciation method
 * (lib/depreciation.ts: the accelerated ones need a life of whole years).
 * What each call accepts is contracts/asset.ts; the rules across a card's fields are asset-card-body.ts.
 */
import type { Hono } from 'hono';
import type { z } from 'zod';
import type { AppEnv, Deps } from '../context.js';
import { assetCardAdd, assetCardCopy, assetCardEdit, assetCardGet, assetCardList, assetCardRemove, assetClasses, assetDepartments } from '../contracts/asset.js';
import { CARD_COLUMNS, toCardRows } from '../db/assets.js';
import { activeRule, assertCodesFit } from '../db/coding-rules.js';
import type { Db } from '../db/connect.js';
import { isUniqueViolation } from '../db/unique-violation.js';
import { assertVersion, updateVersionedOrThrow } from '../db/versioned-update.js';
import { lockRow, writeTransaction, type WriteTx } from '../db/write-transaction.js';
import { HttpError } from '../errors.js';
import { t } from '../i18n.js';
import { currentMonthly, type DepreciationMethod } from '../lib/depreciation.js';
import { applyPlan, contains, listReply, parseList, runList, type OrderBy, type PlanFields, type SortAllowlist } from '../lib/list-query.js';
import { authenticate } from '../plugins/auth.js';
import { nextFreeCode } from '../../shared/coding-rule.js';
import { requirePermi } from '../plugins/permission.js';
import { contract } from '../plugins/contract.js';
import { checkFigures, FIXED, registerColumns } from './asset-card-body.js';

export const ASSET_PAGE_PERMISSIONS = ['assets:card:list', 'assets:depreciation:list', 'assets:check:list'];

const CARD_SORT: SortAllowlist = {
  assetCode: 'asset_code',
  assetName: 'asset_name',
  classId: 'class_id',
  deptId: 'dept_id',
  originalValue: 'original_value',
  lifeMonths: 'life_months',
  startDate: 'start_date',
  accumulatedDepreciation: 'accumulated_depreciation',
  monthlyDepreciation: 'monthly_depreciation',
  genStatus: 'gen_status',
  checkStatus: 'check_status',
};
const CARD_ORDER: OrderBy = [
  ['asset_code', 'asc'],
  ['card_id', 'asc'],
];
const CARD_PLAN: PlanFields = {
  assetCode: { column: 'asset_code', type: 'text' },
  assetName: { column: 'asset_name', type: 'text' },
  specification: { column: 'specification', type: 'text' },
  startDate: { column: 'start_date', type: 'date' },
  lifeMonths: { column: 'life_months', type: 'number' },
  genStatus: { column: 'gen_status', type: 'text' },
  checkStatus: { column: 'check_status', type: 'text' },
};

async function assertDept(trx: WriteTx, orgId: number, deptId: number) {
  const found = await trx.selectFrom('departments').select('dept_id').where('org_id', '=', orgId).where('dept_id', '=', deptId).executeTakeFirst();
  if (!found) throw new HttpError(422, 'assetDeptUnknown', 'deptId');
}
async function classOf(trx: WriteTx, classId: number) {
  const found = await trx.selectFrom('asset_classes').select(['life_months', 'salvage_rate']).where('class_id', '=', classId).executeTakeFirst();
  if (!found) throw new HttpError(422, 'assetClassUnknown', 'classId');
  return found;
}

export async function readCards(db: Db | WriteTx, orgId: number, ids: readonly number[]) {
  const rows = await db.selectFrom('asset_cards').select(CARD_COLUMNS).where('org_id', '=', orgId).where('card_id', 'in', ids).execute();
  return toCardRows(db, orgId, rows);
}

function filtered(db: Db, orgId: number, f: z.output<typeof assetCardList.list>) {
  let q = db.selectFrom('asset_cards').where('org_id', '=', orgId);
  if (f.assetCode) q = q.where(contains('asset_code', f.assetCode));
  if (f.assetName) q = q.where(contains('asset_name', f.assetName));
  if (f.classId !== undefined) q = q.where('class_id', '=', f.classId);
  if (f.deptId !== undefined) q = q.where('dept_id', '=', f.deptId);
  if (f.genStatus) q = q.where('gen_status', '=', f.genStatus);
  if (f.checkStatus) q = q.where('check_status', '=', f.checkStatus);
  return q;
}

/**
 * The first free `<code>-<n>` of the organisation; under an asset-code rule the first free code after it
 * (FA-0010 → FA-0011), as `<code>-<n>` would not fit. A code that cannot be counted up is checked anyway.
 */
async function freeCopyCode(trx: WriteTx, orgId: number, code: string): Promise<string> {
  const rule = await activeRule(trx, orgId, 'assetCard');
  if (rule) {
    const taken = new Set((await trx.selectFrom('asset_cards').select('asset_code').where('org_id', '=', orgId).execute()).map((r) => r.asset_code));
    const next = nextFreeCode(rule, code, taken);
    if (next) return next;
  }
  const base = code.slice(0, 34);
  const taken = new Set((await trx.selectFrom('asset_cards').select('asset_code').where('org_id', '=', orgId).where('asset_code', 'like', `${base}-%`).execute()).map((r) => r.asset_code));
  let n = 1;
  while (taken.has(`${base}-${n}`)) n += 1;
  return `${base}-${n}`;
}

export function mountAssetCard(api: Hono<AppEnv>, deps: Deps) {
  const session = authenticate(deps);
  const anyAssetPage = requirePermi(...ASSET_PAGE_PERMISSIONS);
  const codeTaken = (error: unknown, code: string) => (isUniqueViolation(error) ? new HttpError(409, 'assetCodeExists', 'assetCode', { code }) : error);

  api.get('/htservice/assets/card/list', session, requirePermi('assets:card:list'), contract(assetCardList), async (c) => {
    const { page, filters, plan } = parseList(c, assetCardList.list, CARD_SORT, CARD_PLAN);
    const { orgId } = c.var.auth;
    const result = await runList(applyPlan(filtered(deps.db, orgId, filters), plan), page, (q) => q.select(CARD_COLUMNS), CARD_ORDER);
    return c.json(listReply(c, { rows: await toCardRows(deps.db, orgId, result.rows), total: result.total }));
  });

  api.get('/htservice/assets/classes', session, anyAssetPage, contract(assetClasses), async (c) => {
    const rows = await deps.db.selectFrom('asset_classes').select(['class_id', 'class_code', 'class_name', 'life_months', 'salvage_rate']).orderBy('order_num').execute();
    const data = rows.map((r) => ({ classId: r.class_id, classCode: r.class_code, className: r.class_name, lifeMonths: r.life_months, salvageRate: r.salvage_rate / 100 }));
    return c.json({ code: 200, msg: t(c, 'ok'), data });
  });

  api.get('/htservice/assets/departments', session, anyAssetPage, contract(assetDepartments), async (c) => {
    const data = await deps.db
      .selectFrom('departments')
      .select(['dept_id as deptId', 'dept_code as deptCode', 'dept_name as deptName', 'parent_id as parentId'])
      .where('org_id', '=', c.var.auth.orgId)
      .where('status', '=', '0')
      .orderBy('parent_id')
      .orderBy('order_num')
      .orderBy('dept_id')
      .execute();
    return c.json({ code: 200, msg: t(c, 'ok'), data });
  });

  api.get('/htservice/assets/card/:cardId{[0-9]+}', session, requirePermi('assets:card:list'), contract(assetCardGet), async (c) => {
    const { cardId } = c.req.valid('param');
    const [data] = await readCards(deps.db, c.var.auth.orgId, [cardId]);
    if (!data) throw new HttpError(404, 'notFound', 'cardId');
    return c.json({ code: 200, msg: t(c, 'ok'), data });
  });

  api.post('/htservice/assets/card', session, requirePermi('assets:card:add'), contract(assetCardAdd), async (c) => {
    const body = c.req.valid('json');
    const { orgId } = c.var.auth;
    const cardId = await writeTransaction(deps.db, deps.engine, async (trx) => {
      await assertCodesFit(trx, orgId, 'assetCard', [body.assetCode], 'assetCode');
      await assertDept(trx, orgId, body.deptId);
      const defaults = await classOf(trx, body.classId);
      const figures = {
        original_value: body.originalValue,
        salvage_rate: body.salvageRate ?? defaults.salvage_rate,
        life_months: body.lifeMonths ?? defaults.life_months,
        accumulated_depreciation: body.accumulatedDepreciation,
        depreciated_months: body.depreciatedMonths,
        depreciation_method: body.depreciationMethod,
      };
      const monthly = checkFigures({ ...figures, start_date: body.startDate, purchase_date: body.purchaseDate });
      const now = deps.now();
      const row = await trx
        .insertInto('asset_cards')
        .values({
          org_id: orgId,
          asset_code: body.assetCode,
          asset_name: body.assetName,
          class_id: body.classId,
          dept_id: body.deptId,
          specification: body.specification,
          ...figures,
          ...registerColumns(body),
          start_date: body.startDate,
          monthly_depreciation: monthly,
          remark: body.remark,
          created_at: now,
          updated_at: now,
        })
        .returning('card_id')
        .executeTakeFirstOrThrow();
      return row.card_id;
    }).catch((error) => {
      throw codeTaken(error, body.assetCode);
    });
    const [data] = await readCards(deps.db, orgId, [cardId]);
    return c.json({ code: 200, msg: t(c, 'ok'), data });
  });

  api.put('/htservice/assets/card', session, requirePermi('assets:card:edit'), contract(assetCardEdit), async (c) => {
    const body = c.req.valid('json');
    const { orgId } = c.var.auth;
    await writeTransaction(deps.db, deps.engine, async (trx) => {
      const current = await lockRow(deps.engine, trx.selectFrom('asset_cards').select(CARD_COLUMNS).where('org_id', '=', orgId).where('card_id', '=', body.cardId)).executeTakeFirst();
      if (!current) throw new HttpError(404, 'notFound', 'cardId');
      assertVersion(current, body.version);
      const next = {
        original_value: body.originalValue ?? Number(current.original_value),
        salvage_rate: body.salvageRate ?? current.salvage_rate,
        life_months: body.lifeMonths ?? current.life_months,
        accumulated_depreciation: body.accumulatedDepreciation ?? Number(current.accumulated_depreciation),
        depreciated_months: body.depreciatedMonths ?? current.depreciated_months,
        start_date: body.startDate ?? current.start_date,
        depreciation_method: body.depreciationMethod ?? current.depreciation_method,
        acquisition_method: body.acquisitionMethod ?? current.acquisition_method,
        purchase_date: body.purchaseDate ?? current.purchase_date,
      };
      if (current.disposal_date) throw new HttpError(409, 'assetDisposed', 'cardId', { code: current.asset_code, date: current.disposal_date });
      if (current.gen_status === '1') {
        const changed = (Object.keys(FIXED) as Array<keyof typeof FIXED>).find((k) => String(next[FIXED[k]]) !== String(current[FIXED[k]]));
        if (changed) throw new HttpError(409, 'assetGeneratedFixed', changed, { code: current.asset_code });
        if (body.deptId !== undefined && body.deptId !== current.dept_id) throw new HttpError(409, 'assetUseTransfer', 'deptId', { code: current.asset_code });
      }
      if (body.assetCode !== undefined && body.assetCode !== current.asset_code) await assertCodesFit(trx, orgId, 'assetCard', [body.assetCode], 'assetCode');
      if (body.deptId !== undefined && body.deptId !== current.dept_id) await assertDept(trx, orgId, body.deptId);
      if (body.classId !== undefined && body.classId !== current.class_id) await classOf(trx, body.classId);
      const monthly = checkFigures(next);
      const set = {
        asset_code: body.assetCode,
        asset_name: body.assetName,
        class_id: body.classId,
        dept_id: body.deptId,
        specification: body.specification,
        remark: body.remark,
        ...registerColumns(body),
        ...next,
        monthly_depreciation: monthly,
        updated_at: deps.now(),
      };
      await updateVersionedOrThrow(trx, 'asset_cards', { key: { card_id: body.cardId }, version: body.version, set, returning: ['version'] }, 'cardId');
    }).catch((error) => {
      throw codeTaken(error, body.assetCode ?? '');
    });
    const [data] = await readCards(deps.db, orgId, [body.cardId]);
    return c.json({ code: 200, msg: t(c, 'ok'), data });
  });

  api.delete('/htservice/assets/card/:cardIds{[0-9,]+}', session, requirePermi('assets:card:remove'), contract(assetCardRemove), async (c) => {
    const { cardIds } = c.req.valid('param');
    await writeTransaction(deps.db, deps.engine, async (trx) => {
      const found = await lockRow(deps.engine, trx.selectFrom('asset_cards').select(['asset_code', 'gen_status']).where('org_id', '=', c.var.auth.orgId).where('card_id', 'in', cardIds)).execute();
      if (found.length !== cardIds.length) throw new HttpError(404, 'notFound', 'cardIds');
      const generated = found.find((f) => f.gen_status === '1');
      if (generated) throw new HttpError(409, 'assetGeneratedRemove', 'cardIds', { code: generated.asset_code });
      await trx.deleteFrom('asset_cards').where('card_id', 'in', cardIds).execute();
    });
    return c.json({ code: 200, msg: t(c, 'ok') });
  });

  api.post('/htservice/assets/card/:cardId{[0-9]+}/copy', session, requirePermi('assets:card:add'), contract(assetCardCopy), async (c) => {
    const { cardId } = c.req.valid('param');
    const body = c.req.valid('json');
    if (typeof body.deptId !== 'number') throw new HttpError(422, 'assetDeptRequired', 'deptId');
    const deptId = body.deptId;
    const { orgId } = c.var.auth;
    let code = body.assetCode ?? '';
    const newId = await writeTransaction(deps.db, deps.engine, async (trx) => {
      const source = await trx.selectFrom('asset_cards').selectAll().where('org_id', '=', orgId).where('card_id', '=', cardId).executeTakeFirst();
      if (!source) throw new HttpError(404, 'notFound', 'cardId');
      await assertDept(trx, orgId, deptId);
      code = body.assetCode ?? (await freeCopyCode(trx, orgId, source.asset_code));
      await assertCodesFit(trx, orgId, 'assetCard', [code], 'assetCode');
      const now = deps.now();
      const { card_id: _, version: __, ...copied } = source;
      // A copy is another asset of the same kind (ten identical chairs): nothing depreciated, checked, generated,
      // posted or disposed of yet, and a serial number of its own to be entered.
      const monthly = currentMonthly({
        originalValue: Number(source.original_value),
        salvageRate: source.salvage_rate,
        lifeMonths: source.life_months,
        depreciatedMonths: 0,
        method: source.depreciation_method as DepreciationMethod,
      });
      const row = await trx
        .insertInto('asset_cards')
        .values({
          ...copied,
          asset_code: code,
          dept_id: deptId,
          accumulated_depreciation: 0,
          depreciated_months: 0,
          monthly_depreciation: monthly,
          gen_status: '0',
          check_status: '0',
          serial_no: '',
          acquisition_voucher_id: null,
          disposal_date: '',
          created_at: now,
          updated_at: now,
        })
        .returning('card_id')
        .executeTakeFirstOrThrow();
      return row.card_id;
    }).catch((error) => {
      throw codeTaken(error, code);
    });
    const [data] = await readCards(deps.db, orgId, [newId]);
    return c.json({ code: 200, msg: t(c, 'ok'), data });
  });
}
