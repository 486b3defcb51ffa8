/**
 * Results of the monthly depreciation (资产折旧, module 1002) under /htservice/assets/depreciation; the
 * depreciation itself runs as a task (server/tasks/kinds/asset-depreciation.ts).
 *
 * - `GET list` (assets:depreciation:list): the organisation's depreciated periods with the card count, the
 *   total (fen) and the posted voucher (id and number, for the voucher detail route); filter year.
 * - `GET line/list?runId=` (assets:depreciation:list): each card's amount in that period (paged, sortable;
 *   another hotel's run → 404).
 * - `DELETE {runId}` (assets:depreciation:reverse): reverses the latest run (db/asset-depreciation-reversal.ts).
 */
import type { Hono } from 'hono';
import type { AppEnv, Deps } from '../context.js';
import { depreciationLineList, depreciationReverse, depreciationRunList, type DepreciationLineRow, type DepreciationRunRow } from '../contracts/asset.js';
import { toFen } from '../../shared/money.js';
import { deptNames } from '../db/assets.js';
import { latestRun } from '../db/asset-depreciation.js';
import { reverseLatestRun } from '../db/asset-depreciation-reversal.js';
import { HttpError } from '../errors.js';
import { t } from '../i18n.js';
import { listReply, parseList, runList, type OrderBy, type SortAllowlist } from '../lib/list-query.js';
import { voucherNumber } from '../lib/voucher-rules.js';
import { authenticate } from '../plugins/auth.js';
import { requirePermi } from '../plugins/permission.js';
import { contract } from '../plugins/contract.js';

const RUN_SORT: SortAllowlist = { year: 'r.year', period: 'r.period', total: 'r.total', cardCount: 'r.card_count', createdAt: 'r.created_at' };
const RUN_ORDER: OrderBy = [
  ['r.year', 'desc'],
  ['r.period', 'desc'],
  ['r.run_id', 'desc'],
];
const LINE_SORT: SortAllowlist = { assetCode: 'c.asset_code', amount: 'd.amount', accumulatedAfter: 'd.accumulated_after' };
const LINE_ORDER: OrderBy = [
  ['c.asset_code', 'asc'],
  ['d.card_id', 'asc'],
];

export function mountAssetDepreciation(api: Hono<AppEnv>, deps: Deps) {
  const session = authenticate(deps);
  const reader = requirePermi('assets:depreciation:list');

  api.get('/htservice/assets/depreciation/list', session, reader, contract(depreciationRunList), async (c) => {
    const { page, filters } = parseList(c, depreciationRunList.list, RUN_SORT);
    let query = deps.db.selectFrom('asset_depreciation_runs as r').leftJoin('vouchers as v', 'v.voucher_id', 'r.voucher_id').where('r.org_id', '=', c.var.auth.orgId);
    if (filters.year !== undefined) query = query.where('r.year', '=', filters.year);
    const result = await runList(
      query,
      page,
      (q) => q.select(['r.run_id', 'r.year', 'r.period', 'r.card_count', 'r.total', 'r.voucher_id', 'v.voucher_word', 'v.voucher_no', 'r.user_name', 'r.created_at']),
      RUN_ORDER,
    );
    const latest = await latestRun(deps.db, c.var.auth.orgId);
    const rows: DepreciationRunRow[] = result.rows.map((r) => ({
      runId: r.run_id,
      year: r.year,
      period: r.period,
      cardCount: r.card_count,
      total: toFen(r.total),
      voucherId: r.voucher_id,
      voucherNumber: r.voucher_word ? voucherNumber(r.voucher_word, r.voucher_no!) : null,
      userName: r.user_name,
      createdAt: Number(r.created_at),
      latest: r.run_id === latest?.run_id,
    }));
    return c.json(listReply(c, { rows, total: result.total }));
  });

  api.get('/htservice/assets/depreciation/line/list', session, reader, contract(depreciationLineList), async (c) => {
    const { page, filters } = parseList(c, depreciationLineList.list, LINE_SORT);
    const { runId } = filters;
    const { orgId } = c.var.auth;
    const run = await deps.db.selectFrom('asset_depreciation_runs').select('run_id').where('run_id', '=', runId).where('org_id', '=', orgId).executeTakeFirst();
    if (!run) throw new HttpError(404, 'notFound', 'runId');
    const query = deps.db.selectFrom('asset_depreciations as d').innerJoin('asset_cards as c', 'c.card_id', 'd.card_id').where('d.run_id', '=', runId);
    const result = await runList(query, page, (q) => q.select(['d.card_id', 'c.asset_code', 'c.asset_name', 'c.dept_id', 'd.amount', 'd.accumulated_after']), LINE_ORDER);
    const depts = await deptNames(
      deps.db,
      orgId,
      result.rows.map((r) => r.dept_id),
    );
    const rows: DepreciationLineRow[] = result.rows.map((r) => ({
      cardId: r.card_id,
      assetCode: r.asset_code,
      assetName: r.asset_name,
      deptName: depts.get(r.dept_id) ?? '',
      amount: toFen(r.amount),
      accumulatedAfter: toFen(r.accumulated_after),
    }));
    return c.json(listReply(c, { rows, total: result.total }));
  });

  api.delete('/htservice/assets/depreciation/:runId{[0-9]+}', session, requirePermi('assets:depreciation:reverse'), contract(depreciationReverse), async (c) => {
    const { runId } = c.req.valid('param');
    const data = await reverseLatestRun(deps.db, deps.engine, deps.now(), c.var.auth.orgId, runId);
    return c.json({ code: 200, msg: t(c, 'ok'), data });
  });
}
