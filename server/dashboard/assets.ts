/**
 * 固定资产's dashboard: the cards (count, original value, those still to be generated, per asset class)
 * from one GROUP BY over the organisation's cards, and whether the current period's depreciation has run
 * (its unique run row, with the voucher it posted).
 */
import type { AssetsDashboard } from '../contracts/dashboard.js';
import { toFen } from '../../shared/money.js';
import { formatDateTime } from '../lib/time.js';
import { voucherNumber } from '../lib/voucher-rules.js';
import { hasPermi } from '../plugins/permission.js';
import { num, type DashboardContext } from './context.js';
import { periodHolding } from './period.js';

/** gen_status of a card that is not yet depreciable (asset-generation registers it). */
const TO_BE_GENERATED = '0';

async function cardFigures(ctx: DashboardContext): Promise<NonNullable<AssetsDashboard['cards']>> {
  const rows = await ctx.deps.db
    .selectFrom('asset_cards as c')
    .innerJoin('asset_classes as k', 'k.class_id', 'c.class_id')
    .select(['c.class_id', 'k.class_name', 'c.gen_status', (eb) => eb.fn.countAll<number>().as('n'), (eb) => eb.fn.sum<number>('c.original_value').as('value')])
    .where('c.org_id', '=', ctx.auth.orgId)
    .groupBy(['c.class_id', 'k.class_name', 'c.gen_status'])
    .execute();
  const byClass = new Map<number, { classId: number; className: string; count: number; originalValue: number }>();
  let toGenerate = 0;
  for (const r of rows) {
    const entry = byClass.get(r.class_id) ?? { classId: r.class_id, className: r.class_name, count: 0, originalValue: 0 };
    entry.count += num(r.n);
    entry.originalValue += num(r.value);
    byClass.set(r.class_id, entry);
    if (r.gen_status === TO_BE_GENERATED) toGenerate += num(r.n);
  }
  const classes = [...byClass.values()].sort((a, b) => b.originalValue - a.originalValue || a.classId - b.classId);
  return {
    count: classes.reduce((sum, c) => sum + c.count, 0),
    originalValue: toFen(classes.reduce((sum, c) => sum + c.originalValue, 0)),
    toGenerate,
    byClass: classes.map((c) => ({ ...c, originalValue: toFen(c.originalValue) })),
  };
}

export async function assetsDashboard(ctx: DashboardContext): Promise<AssetsDashboard> {
  const { db } = ctx.deps;
  const orgId = ctx.auth.orgId;
  const period = await periodHolding(db, orgId, ctx.asOf);
  const [cards, run] = await Promise.all([
    hasPermi(ctx.auth, 'assets:card:list') ? cardFigures(ctx) : null,
    hasPermi(ctx.auth, 'assets:depreciation:list') && period
      ? db
          .selectFrom('asset_depreciation_runs as r')
          .leftJoin('vouchers as v', 'v.voucher_id', 'r.voucher_id')
          .select(['r.card_count', 'r.total', 'r.user_name', 'r.created_at', 'r.voucher_id', 'v.voucher_word', 'v.voucher_no'])
          .where('r.org_id', '=', orgId)
          .where('r.year', '=', period.year)
          .where('r.period', '=', period.period)
          .executeTakeFirst()
      : undefined,
  ]);
  const depreciation = !hasPermi(ctx.auth, 'assets:depreciation:list')
    ? null
    : {
        run: run
          ? {
              cardCount: run.card_count,
              total: toFen(num(run.total)),
              userName: run.user_name,
              createTime: formatDateTime(Number(run.created_at)),
              voucherId: run.voucher_id,
              voucherNumber: run.voucher_word && run.voucher_no !== null ? voucherNumber(run.voucher_word, run.voucher_no) : null,
            }
          : null,
      };
  return { asOf: ctx.asOf, period, cards, depreciation };
}
