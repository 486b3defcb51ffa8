/**
 * Asset-card import (资产卡片, module 1002): each row is one card, added 'to be generated', or replacing
 * the card of the same asset code while that card is still to be generated (importing a file twice changes
 * nothing). A code already generated is refused: its amounts are on the books.
 * Class and department are given by name or code and must exist (the organisation's departments, the
 * asset classes); useful life and net salvage rate default to the class's. Money in yuan (stored in fen),
 * the salvage rate in percent with at most two decimals.
 */
import { z } from 'zod';
import { depreciableAmount, MAX_ORIGINAL, monthlyDepreciation } from '../../lib/depreciation.js';
import { formatFen } from '../../lib/voucher-rules.js';
import type { ImportKind, Values } from '../import-kind.js';
import type { Reason } from '../row-rules.js';
import { hundredths, integer, isoDate, text } from '../row-rules.js';
import type { Db } from '../../db/connect.js';
import { activeRule, mismatch } from '../../db/coding-rules.js';
import type { CodingRule } from '../../../shared/coding-rule.js';
import type { WriteTx } from '../../db/write-transaction.js';

type ClassInfo = { class_id: number; life_months: number; salvage_rate: number };
type Lookups = { classes: Map<string, ClassInfo>; depts: Map<string, number>; generated: Set<string>; rule: CodingRule | null };

/** Classes by name and by code; the organisation's departments by name and by code. */
async function references(db: Db | WriteTx, orgId: number): Promise<Pick<Lookups, 'classes' | 'depts'>> {
  const [classes, depts] = await Promise.all([
    db.selectFrom('asset_classes').select(['class_id', 'class_code', 'class_name', 'life_months', 'salvage_rate']).execute(),
    db.selectFrom('departments').select(['dept_id', 'dept_code', 'dept_name']).where('org_id', '=', orgId).execute(),
  ]);
  return {
    classes: new Map(classes.flatMap((c) => [[c.class_name, c], [c.class_code, c]] as const)),
    depts: new Map(depts.flatMap((d) => [[d.dept_name, d.dept_id], [d.dept_code, d.dept_id]] as const)),
  };
}

/** The card's figures with the class's defaults filled in. */
function figures(v: Values, cls: ClassInfo) {
  return {
    original_value: v.originalValue as number,
    life_months: v.lifeMonths === '' ? cls.life_months : (v.lifeMonths as number),
    salvage_rate: v.salvageRate === '' ? cls.salvage_rate : (v.salvageRate as number),
    accumulated_depreciation: v.accumulatedDepreciation as number,
    depreciated_months: v.depreciatedMonths as number,
  };
}

const optionalRate = (raw: string) => (raw === '' ? { ok: true as const, value: '' } : hundredths({ msg: 'rowMoney' })(raw));

export const assetCardImport: ImportKind<object> = {
  kind: 'asset-card-import',
  permission: 'assets:card:import',
  columns: [
    { key: 'assetCode', zh: '资产编码', en: 'Asset code', check: text(40, { required: true, pattern: /^[A-Za-z0-9._-]+$/ }) },
    { key: 'assetName', zh: '资产名称', en: 'Asset name', check: text(100, { required: true }) },
    { key: 'className', zh: '资产类别', en: 'Asset class', check: text(50, { required: true }) },
    { key: 'deptName', zh: '使用部门', en: 'Department', check: text(50, { required: true }) },
    { key: 'specification', zh: '规格型号', en: 'Specification', check: text(100) },
    { key: 'originalValue', zh: '原值', en: 'Original value', check: hundredths({ required: true, msg: 'rowMoney' }) },
    { key: 'lifeMonths', zh: '使用年限（月）', en: 'Useful life (months)', check: integer(1, 1200) },
    { key: 'salvageRate', zh: '净残值率（%）', en: 'Net salvage rate (%)', check: optionalRate },
    { key: 'startDate', zh: '开始使用日期', en: 'Start date', check: isoDate({ required: true }) },
    { key: 'accumulatedDepreciation', zh: '累计折旧', en: 'Accumulated depreciation', check: hundredths({ msg: 'rowMoney' }) },
    { key: 'depreciatedMonths', zh: '已提月份', en: 'Depreciated months', check: integer(0, 1200, { fallback: 0 }) },
  ],
  options: z.object({}),
  async lookups(db, orgId): Promise<Lookups> {
    const [refs, generated, rule] = await Promise.all([
      references(db, orgId),
      db.selectFrom('asset_cards').select('asset_code').where('org_id', '=', orgId).where('gen_status', '=', '1').execute(),
      activeRule(db, orgId, 'assetCard'),
    ]);
    return { ...refs, generated: new Set(generated.map((g) => g.asset_code)), rule };
  },
  checkRow(v, { classes, depts, generated, rule }: Lookups): Reason | null {
    // The organisation's asset-code rule, checked as every other card code is (db/coding-rules.ts).
    const misfit = mismatch(rule, [v.assetCode as string]);
    if (misfit) return { msg: misfit.msg, column: 'assetCode', params: misfit.params };
    const cls = classes.get(v.className as string);
    if (!cls) return { msg: 'rowClassUnknown', column: 'className', params: { value: v.className } };
    if (!depts.has(v.deptName as string)) return { msg: 'rowDeptUnknown', column: 'deptName', params: { value: v.deptName } };
    if (generated.has(v.assetCode as string)) return { msg: 'rowAssetGenerated', column: 'assetCode', params: { value: v.assetCode } };
    if ((v.originalValue as number) < 1 || (v.originalValue as number) > MAX_ORIGINAL) return { msg: 'rowRange', column: 'originalValue', params: { min: '0.01', max: formatFen(MAX_ORIGINAL) } };
    if (v.salvageRate !== '' && (v.salvageRate as number) > 10_000) return { msg: 'rowRange', column: 'salvageRate', params: { min: 0, max: 100 } };
    const f = figures(v, cls);
    const depreciable = depreciableAmount(f.original_value, f.salvage_rate);
    if (f.accumulated_depreciation > depreciable) return { msg: 'assetAccumulatedTooLarge', column: 'accumulatedDepreciation', params: { max: formatFen(depreciable) } };
    if (f.depreciated_months > f.life_months) return { msg: 'assetMonthsTooMany', column: 'depreciatedMonths', params: { life: f.life_months } };
    return null;
  },
  key: (v) => String(v.assetCode),
  async write(trx, { orgId, now }, rows: Values[]) {
    const { classes, depts } = await references(trx, orgId);
    const codes = rows.map((r) => r.assetCode as string);
    const had = new Set((await trx.selectFrom('asset_cards').select('asset_code').where('org_id', '=', orgId).where('asset_code', 'in', codes).execute()).map((r) => r.asset_code));
    await trx
      .insertInto('asset_cards')
      .values(rows.map((r) => {
        const cls = classes.get(r.className as string)!;
        const f = figures(r, cls);
        return {
          org_id: orgId, asset_code: r.assetCode as string, asset_name: r.assetName as string, class_id: cls.class_id, dept_id: depts.get(r.deptName as string)!,
          specification: r.specification as string, ...f, start_date: r.startDate as string,
          monthly_depreciation: monthlyDepreciation(f.original_value, f.salvage_rate, f.life_months), created_at: now, updated_at: now,
        };
      }))
      // A generated card (generated since the rows were checked) keeps its figures.
      .onConflict((oc) => oc.columns(['org_id', 'asset_code']).doUpdateSet((eb) => ({
        asset_name: eb.ref('excluded.asset_name'), class_id: eb.ref('excluded.class_id'), dept_id: eb.ref('excluded.dept_id'), specification: eb.ref('excluded.specification'),
        original_value: eb.ref('excluded.original_value'), life_months: eb.ref('excluded.life_months'), salvage_rate: eb.ref('excluded.salvage_rate'),
        start_date: eb.ref('excluded.start_date'), accumulated_depreciation: eb.ref('excluded.accumulated_depreciation'), depreciated_months: eb.ref('excluded.depreciated_months'),
        monthly_depreciation: eb.ref('excluded.monthly_depreciation'), updated_at: eb.ref('excluded.updated_at'), version: eb('asset_cards.version', '+', 1),
      })).where('asset_cards.gen_status', '=', '0'))
      .execute();
    return codes.map((code) => !had.has(code));
  },
};
