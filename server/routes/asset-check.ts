/**
 * Asset checks (资产盘点, module 1002) under /htservice/assets/check, per organisation.
 *
 * - `GET list` (assets:check:list): the checks with department, date and counts; filter deptId.
 * - `GET cards?deptId=` (assets:check:list): the department's cards not disposed of, for the check dialog.
 * - `POST` (assets:check:add): checks every card of the department still in use at once: those in `lostCardIds` are
 *   a check loss, the others checked; each card's check status becomes its latest result. No department
 *   → 422 "Please select a department first"; a lost id that is not a card of the department → 422
 *   naming it (`lostCardIds.3`).
 */
import type { Hono } from 'hono';
import type { AppEnv, Deps } from '../context.js';
import { assetCheckAdd, assetCheckCards, assetCheckList, type AssetCheckRow } from '../contracts/asset.js';
import { deptNames } from '../db/assets.js';
import { writeTransaction } from '../db/write-transaction.js';
import { HttpError } from '../errors.js';
import { t } from '../i18n.js';
import { listReply, parseList, runList, type OrderBy, type SortAllowlist } from '../lib/list-query.js';
import { authenticate } from '../plugins/auth.js';
import { requirePermi } from '../plugins/permission.js';
import { contract } from '../plugins/contract.js';

const CHECK_SORT: SortAllowlist = { checkDate: 'check_date', lossCount: 'loss_count', checkedCount: 'checked_count' };
const CHECK_ORDER: OrderBy = [
  ['check_date', 'desc'],
  ['check_id', 'desc'],
];

export function mountAssetCheck(api: Hono<AppEnv>, deps: Deps) {
  const session = authenticate(deps);
  const reader = requirePermi('assets:check:list');

  api.get('/htservice/assets/check/list', session, reader, contract(assetCheckList), async (c) => {
    const { page, filters } = parseList(c, assetCheckList.list, CHECK_SORT);
    const { orgId } = c.var.auth;
    let query = deps.db.selectFrom('asset_checks').where('org_id', '=', orgId);
    if (filters.deptId !== undefined) query = query.where('dept_id', '=', filters.deptId);
    const result = await runList(query, page, (q) => q.select(['check_id', 'dept_id', 'check_date', 'checked_count', 'loss_count', 'remark', 'user_name', 'created_at']), CHECK_ORDER);
    const depts = await deptNames(
      deps.db,
      orgId,
      result.rows.map((r) => r.dept_id),
    );
    const rows: AssetCheckRow[] = result.rows.map((r) => ({
      checkId: r.check_id,
      deptId: r.dept_id,
      deptName: depts.get(r.dept_id) ?? '',
      checkDate: r.check_date,
      checkedCount: r.checked_count,
      lossCount: r.loss_count,
      remark: r.remark,
      userName: r.user_name,
      createdAt: Number(r.created_at),
    }));
    return c.json(listReply(c, { rows, total: result.total }));
  });

  api.get('/htservice/assets/check/cards', session, reader, contract(assetCheckCards), async (c) => {
    const { deptId } = c.req.valid('query');
    const data = await deps.db
      .selectFrom('asset_cards')
      .select(['card_id as cardId', 'asset_code as assetCode', 'asset_name as assetName', 'check_status as checkStatus'])
      .where('org_id', '=', c.var.auth.orgId)
      .where('dept_id', '=', deptId)
      // A disposed asset has left the hotel: nothing to look for.
      .where('disposal_date', '=', '')
      .orderBy('asset_code')
      .execute();
    return c.json({ code: 200, msg: t(c, 'ok'), data });
  });

  api.post('/htservice/assets/check', session, requirePermi('assets:check:add'), contract(assetCheckAdd), async (c) => {
    const body = c.req.valid('json');
    if (typeof body.deptId !== 'number') throw new HttpError(422, 'assetDeptRequired', 'deptId');
    const deptId = body.deptId;
    const { orgId } = c.var.auth;
    const checkId = await writeTransaction(deps.db, deps.engine, async (trx) => {
      const dept = await trx.selectFrom('departments').select('dept_id').where('org_id', '=', orgId).where('dept_id', '=', deptId).executeTakeFirst();
      if (!dept) throw new HttpError(422, 'assetDeptUnknown', 'deptId');
      const cards = (await trx.selectFrom('asset_cards').select('card_id').where('org_id', '=', orgId).where('dept_id', '=', deptId).where('disposal_date', '=', '').execute()).map((r) => r.card_id);
      const ofDept = new Set(cards);
      const stray = body.lostCardIds.findIndex((id) => !ofDept.has(id));
      if (stray >= 0) throw new HttpError(422, 'assetCardUnknown', `lostCardIds.${stray}`, { id: body.lostCardIds[stray] });
      const lost = new Set(body.lostCardIds);
      const row = await trx
        .insertInto('asset_checks')
        .values({
          org_id: orgId,
          dept_id: deptId,
          check_date: body.checkDate,
          checked_count: cards.length - lost.size,
          loss_count: lost.size,
          remark: body.remark,
          user_name: c.var.auth.user.nickName || c.var.auth.user.userName,
          created_at: deps.now(),
        })
        .returning('check_id')
        .executeTakeFirstOrThrow();
      for (let from = 0; from < cards.length; from += 1000) {
        const chunk = cards.slice(from, from + 1000);
        await trx
          .insertInto('asset_check_lines')
          .values(chunk.map((card_id) => ({ check_id: row.check_id, card_id, result: lost.has(card_id) ? '2' : '1' })))
          .execute();
      }
      // The check status is the latest result; a card edited meanwhile keeps its other fields, so no version bump.
      for (const [status, ids] of [
        ['2', [...lost]],
        ['1', cards.filter((id) => !lost.has(id))],
      ] as const) {
        for (let from = 0; from < ids.length; from += 1000) {
          await trx
            .updateTable('asset_cards')
            .set({ check_status: status })
            .where('org_id', '=', orgId)
            .where('card_id', 'in', ids.slice(from, from + 1000))
            .execute();
        }
      }
      return row.check_id;
    });
    return c.json({ code: 200, msg: t(c, 'ok'), data: { checkId } });
  });
}
