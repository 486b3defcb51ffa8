/**
 * Monthly depreciation of an organisation's fixed assets for one accounting period, as one transaction:
 * every generated card in use before the period starts and not disposed of gets its month by its method
 * (lib/depreciation.ts), each amount (and the card's monthly figure before and after) is
 * recorded per card and period, the cards' accumulated depreciation and months move on, and ONE unaudited
 * voucher is posted (debit 管理费用-折旧费, credit 累计折旧) dated the period's last day. All or nothing:
 * a failure leaves no amount, card change or voucher behind.
 *
 * Refused (HttpError, so the caller can answer or report it): an unknown period (422), a closed period
 * (422), a period already depreciated (409; the unique (org, year, period) of the runs is the last guard
 * when two runs race), a period out of order (409: once a period is depreciated, the next run is for the
 * accounting period right after the latest run, naming the one missing; never an earlier one), nothing
 * to depreciate (422). The organisation's first run may be any open period: what came before it is in the
 * cards' opening figures.
 */
import type { Engine } from './connect.js';
import type { Db } from './connect.js';
import { insertVoucher } from './vouchers.js';
import { writeTransaction, lockRow, type WriteTx } from './write-transaction.js';
import { isUniqueViolation } from './unique-violation.js';
import { HttpError } from '../errors.js';
import { keyedSummary } from '../lib/voucher-summary.js';
import { currentMonthly, nextMonthAmount, type DepreciationMethod } from '../lib/depreciation.js';
import { voucherNumber } from '../lib/voucher-rules.js';
import { periodText } from '../lib/period-text.js';

/** 管理费用-折旧费 and 累计折旧 (seed-vouchers.ts; migration 0017 adds the first to older charts). */
const DEPRECIATION_DEBIT = '660201';
const DEPRECIATION_CREDIT = '1602';

export type DepreciationScope = { orgId: number; userId: number; userName: string };
export type DepreciationResult = { runId: number; voucherId: number; voucherNumber: string; cardCount: number; total: number };

const INSERT_CHUNK = 1000;

/**
 * The organisation's latest depreciated period, if any; locked when `engine` is given, so a run of the next
 * period and the reversal of this one (which both lock it) never interleave.
 */
export async function latestRun(trx: WriteTx | Db, orgId: number, engine?: Engine) {
  const query = trx.selectFrom('asset_depreciation_runs').select(['run_id', 'year', 'period', 'voucher_id']).where('org_id', '=', orgId).orderBy('year', 'desc').orderBy('period', 'desc').limit(1);
  return (engine ? lockRow(engine, query) : query).executeTakeFirst();
}

/** 409 unless `target` is the accounting period right after the latest run (any period before the first run). */
async function assertNextInOrder(trx: WriteTx, engine: Engine, orgId: number, target: { year: number; period: number }): Promise<void> {
  const latest = await latestRun(trx, orgId, engine);
  if (!latest) return;
  const label = periodText(target.year, target.period);
  const after = (p: { year: number; period: number }, q: { year: number; period: number }) => p.year > q.year || (p.year === q.year && p.period > q.period);
  if (!after(target, latest)) throw new HttpError(409, 'assetPeriodBeforeLatest', 'period', { period: label, latest: periodText(latest.year, latest.period) });
  const next = await trx
    .selectFrom('accounting_periods')
    .select(['year', 'period'])
    .where('org_id', '=', orgId)
    .where((eb) => eb.or([eb('year', '>', latest.year), eb.and([eb('year', '=', latest.year), eb('period', '>', latest.period)])]))
    .orderBy('year')
    .orderBy('period')
    .limit(1)
    .executeTakeFirst();
  if (next && after(target, next)) throw new HttpError(409, 'assetPeriodMissing', 'period', { period: label, missing: periodText(next.year, next.period) });
}

export async function depreciatePeriod(db: Db, engine: Engine, now: number, scope: DepreciationScope, target: { year: number; period: number }): Promise<DepreciationResult> {
  try {
    return await writeTransaction(db, engine, (trx) => depreciateIn(trx, engine, now, scope, target));
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, 'assetPeriodDepreciated', 'period', { period: periodText(target.year, target.period), no: '-' });
    throw error;
  }
}

/** The depreciation of `depreciatePeriod` inside the caller's write transaction (the demo books run it within the seed's). */
export async function depreciateIn(trx: WriteTx, engine: Engine, now: number, scope: DepreciationScope, target: { year: number; period: number }): Promise<DepreciationResult> {
  const { orgId } = scope;
  const label = periodText(target.year, target.period);
  const period = await lockRow(
    engine,
    trx.selectFrom('accounting_periods').select(['start_date', 'end_date', 'status']).where('org_id', '=', orgId).where('year', '=', target.year).where('period', '=', target.period),
  ).executeTakeFirst();
  if (!period) throw new HttpError(422, 'assetPeriodUnknown', 'period', { period: label });
  if (period.status !== '0') throw new HttpError(422, 'assetPeriodClosed', 'period', { period: label });
  const done = await trx
    .selectFrom('asset_depreciation_runs as r')
    .leftJoin('vouchers as v', 'v.voucher_id', 'r.voucher_id')
    .select(['v.voucher_word', 'v.voucher_no'])
    .where('r.org_id', '=', orgId)
    .where('r.year', '=', target.year)
    .where('r.period', '=', target.period)
    .executeTakeFirst();
  if (done) throw new HttpError(409, 'assetPeriodDepreciated', 'period', { period: label, no: done.voucher_word ? voucherNumber(done.voucher_word, done.voucher_no!) : '-' });
  await assertNextInOrder(trx, engine, orgId, target);

  // In use before the period starts: an asset starts depreciating the month after it is put to use.
  const cards = await trx
    .selectFrom('asset_cards')
    .select(['card_id', 'original_value', 'salvage_rate', 'life_months', 'accumulated_depreciation', 'depreciated_months', 'depreciation_method', 'monthly_depreciation'])
    .where('org_id', '=', orgId)
    .where('gen_status', '=', '1')
    .where('disposal_date', '=', '')
    .where('start_date', '<', period.start_date)
    .orderBy('card_id')
    .execute();
  const lines = cards
    .map((c) => {
      const accumulated = Number(c.accumulated_depreciation);
      const card = { originalValue: Number(c.original_value), salvageRate: c.salvage_rate, lifeMonths: c.life_months, method: c.depreciation_method as DepreciationMethod };
      const amount = nextMonthAmount({ ...card, accumulated, depreciatedMonths: c.depreciated_months });
      const monthly_after = currentMonthly({ ...card, depreciatedMonths: c.depreciated_months + 1 });
      return { card_id: c.card_id, org_id: orgId, amount, accumulated_after: accumulated + amount, monthly_before: Number(c.monthly_depreciation), monthly_after };
    })
    .filter((l) => l.amount > 0);
  const total = lines.reduce((sum, l) => sum + l.amount, 0);
  if (total === 0) throw new HttpError(422, 'assetNothingToDepreciate', 'period', { period: label });

  const summary = keyedSummary('assetDepreciationSummary', { period: label });
  const voucherId = await insertVoucher(trx, engine, {
    orgId,
    voucherDate: period.end_date,
    attachments: 0,
    remark: '',
    now,
    maker: { userId: scope.userId, userName: scope.userName },
    lines: [
      { ...summary, accountCode: DEPRECIATION_DEBIT, debit: total, credit: 0 },
      { ...summary, accountCode: DEPRECIATION_CREDIT, debit: 0, credit: total },
    ],
    // One line for all departments: the department split is in the run's per-card rows, not on the voucher.
    origin: 'system',
  });
  const run = await trx
    .insertInto('asset_depreciation_runs')
    .values({ org_id: orgId, year: target.year, period: target.period, card_count: lines.length, total, voucher_id: voucherId, user_id: scope.userId, user_name: scope.userName, created_at: now })
    .returning('run_id')
    .executeTakeFirstOrThrow();
  for (let from = 0; from < lines.length; from += INSERT_CHUNK) {
    await trx
      .insertInto('asset_depreciations')
      .values(lines.slice(from, from + INSERT_CHUNK).map((l) => ({ ...l, run_id: run.run_id })))
      .execute();
  }
  // One statement for every card of the run (no per-card round trips on PostgreSQL).
  await trx
    .updateTable('asset_cards')
    .set((eb) => ({
      accumulated_depreciation: eb.selectFrom('asset_depreciations as d').select('d.accumulated_after').where('d.run_id', '=', run.run_id).whereRef('d.card_id', '=', 'asset_cards.card_id'),
      monthly_depreciation: eb.selectFrom('asset_depreciations as d').select('d.monthly_after').where('d.run_id', '=', run.run_id).whereRef('d.card_id', '=', 'asset_cards.card_id'),
      depreciated_months: eb('depreciated_months', '+', 1),
      version: eb('version', '+', 1),
      updated_at: now,
    }))
    .where('card_id', 'in', trx.selectFrom('asset_depreciations as d').select('d.card_id').where('d.run_id', '=', run.run_id))
    .execute();
  const voucher = await trx.selectFrom('vouchers').select(['voucher_word', 'voucher_no']).where('voucher_id', '=', voucherId).executeTakeFirstOrThrow();
  return { runId: run.run_id, voucherId, voucherNumber: voucherNumber(voucher.voucher_word, voucher.voucher_no), cardCount: lines.length, total };
}
