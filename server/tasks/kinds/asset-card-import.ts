/**
 * Asset-card import (资产卡片, module 1002): each row is one card, added 'to be generated', or replacing
 * the card of the same asset code while that card is still to be generated (importing a file twice changes
 * nothing). A code already generated is refused: its amounts are on the books.
 * Class and department are given by name or code and must exist (the organisation's departments, the
 * asset classes); useful life and net salvage rate default to the class's. Money in yuan (stored in fen),
 * the salvage rate in percent with at most two decimals. The register's columns (楼宇, 楼层, 房间/位置, 保管人,
 * 供应商, 序列号, 购置日期, 增加方式, 折旧方法) may be left out of the file, as files made before them do:
 * an empty acquisition is an opening card, an empty method straight line; methods are named in either
 * language or by their code, and checked as the card form's are (routes/asset-card-body.ts).
 */
import { z } from 'zod';
import { MAX_ORIGINAL } from '../../../shared/asset-rules.js';
import { currentMonthly, depreciableAmount, WHOLE_YEAR_METHODS, type DepreciationMethod } from '../../lib/depreciation.js';
import { formatFen } from '../../lib/voucher-rules.js';
import type { ImportKind, Values } from '../import-kind.js';
import type { Checked, Reason } from '../row-rules.js';
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
    classes: new Map(
      classes.flatMap(
        (c) =>
          [
            [c.class_name, c],
            [c.class_code, c],
          ] as const,
      ),
    ),
    depts: new Map(
      depts.flatMap(
        (d) =>
          [
            [d.dept_name, d.dept_id],
            [d.dept_code, d.dept_id],
          ] as const,
      ),
    ),
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
    depreciation_method: v.depreciationMethod as DepreciationMethod,
  };
}

/** [zh, en] names of the acquisition and depreciation methods a file may use (or their codes). */
const ACQUISITIONS: Record<string, [string, string]> = {
  purchase: ['购入', 'Purchase'],
  transferIn: ['调入', 'Transfer in'],
  donation: ['接受捐赠', 'Donation'],
  investment: ['投资者投入', 'Investment'],
  selfBuilt: ['自建', 'Self-built'],
  opening: ['原始卡片', 'Opening card'],
};
const METHODS: Record<string, [string, string]> = {
  straightLine: ['年限平均法', 'Straight line'],
  doubleDeclining: ['双倍余额递减法', 'Double-declining balance'],
  sumOfYears: ['年数总和法', "Sum of the years' digits"],
};
/** A cell naming one of `names` (its code, zh or en name, any case); empty is `fallback`. */
function named(names: Record<string, [string, string]>, fallback: string) {
  const byText = new Map(Object.entries(names).flatMap(([code, [zh, en]]) => [code, zh, en].map((s) => [s.toLowerCase(), code] as const)));
  const params = {
    optionsZh: Object.values(names)
      .map(([zh]) => zh)
      .join('、'),
    optionsEn: Object.values(names)
      .map(([, en]) => en)
      .join(', '),
  };
  return (raw: string): Checked<string> => {
    if (raw === '') return { ok: true, value: fallback };
    const code = byText.get(raw.toLowerCase());
    return code === undefined ? { ok: false, reason: { msg: 'rowOption', params } } : { ok: true, value: code };
  };
}
/** The register's columns (optional in the file) → card columns. */
const REGISTER_COLUMNS = {
  locationBuilding: 'location_building',
  locationFloor: 'location_floor',
  locationRoom: 'location_room',
  custodian: 'custodian',
  supplier: 'supplier',
  serialNo: 'serial_no',
  purchaseDate: 'purchase_date',
  acquisitionMethod: 'acquisition_method',
} as const;
const register = (v: Values) =>
  Object.fromEntries(Object.entries(REGISTER_COLUMNS).map(([key, column]) => [column, v[key] as string])) as Record<(typeof REGISTER_COLUMNS)[keyof typeof REGISTER_COLUMNS], string>;

const optionalRate = (raw: string) => (raw === '' ? { ok: true as const, value: '' } : hundredths({ msg: 'rowMoney' })(raw));

export const assetCardImport: ImportKind<object, Lookups> = {
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
    { key: 'locationBuilding', zh: '楼宇', en: 'Building', check: text(50), optional: true },
    { key: 'locationFloor', zh: '楼层', en: 'Floor', check: text(20), optional: true },
    { key: 'locationRoom', zh: '房间/位置', en: 'Room / place', check: text(20), optional: true },
    { key: 'custodian', zh: '保管人', en: 'Custodian', check: text(50), optional: true },
    { key: 'supplier', zh: '供应商', en: 'Supplier', check: text(100), optional: true },
    { key: 'serialNo', zh: '序列号', en: 'Serial number', check: text(60), optional: true },
    { key: 'purchaseDate', zh: '购置日期', en: 'Purchase date', check: isoDate(), optional: true },
    { key: 'acquisitionMethod', zh: '增加方式', en: 'Acquisition', check: named(ACQUISITIONS, 'opening'), optional: true },
    { key: 'depreciationMethod', zh: '折旧方法', en: 'Depreciation method', check: named(METHODS, 'straightLine'), optional: true },
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
    if (WHOLE_YEAR_METHODS.includes(f.depreciation_method) && f.life_months % 12 !== 0) return { msg: 'assetLifeWholeYears', column: 'lifeMonths' };
    if (v.purchaseDate && (v.purchaseDate as string) > (v.startDate as string)) return { msg: 'assetPurchaseAfterStart', column: 'purchaseDate' };
    return null;
  },
  key: (v) => String(v.assetCode),
  async write(trx, { orgId, now }, rows: Values[]) {
    const { classes, depts } = await references(trx, orgId);
    const codes = rows.map((r) => r.assetCode as string);
    const had = new Set((await trx.selectFrom('asset_cards').select('asset_code').where('org_id', '=', orgId).where('asset_code', 'in', codes).execute()).map((r) => r.asset_code));
    await trx
      .insertInto('asset_cards')
      .values(
        rows.map((r) => {
          const cls = classes.get(r.className as string)!;
          const f = figures(r, cls);
          return {
            org_id: orgId,
            asset_code: r.assetCode as string,
            asset_name: r.assetName as string,
            class_id: cls.class_id,
            dept_id: depts.get(r.deptName as string)!,
            specification: r.specification as string,
            ...f,
            ...register(r),
            start_date: r.startDate as string,
            created_at: now,
            updated_at: now,
            monthly_depreciation: currentMonthly({
              originalValue: f.original_value,
              salvageRate: f.salvage_rate,
              lifeMonths: f.life_months,
              depreciatedMonths: f.depreciated_months,
              method: f.depreciation_method,
            }),
          };
        }),
      )
      // A generated card (generated since the rows were checked) keeps its figures.
      .onConflict((oc) =>
        oc
          .columns(['org_id', 'asset_code'])
          .doUpdateSet((eb) => ({
            asset_name: eb.ref('excluded.asset_name'),
            class_id: eb.ref('excluded.class_id'),
            dept_id: eb.ref('excluded.dept_id'),
            specification: eb.ref('excluded.specification'),
            original_value: eb.ref('excluded.original_value'),
            life_months: eb.ref('excluded.life_months'),
            salvage_rate: eb.ref('excluded.salvage_rate'),
            start_date: eb.ref('excluded.start_date'),
            accumulated_depreciation: eb.ref('excluded.accumulated_depreciation'),
            depreciated_months: eb.ref('excluded.depreciated_months'),
            monthly_depreciation: eb.ref('excluded.monthly_depreciation'),
            updated_at: eb.ref('excluded.updated_at'),
            version: eb('asset_cards.version', '+', 1),
            depreciation_method: eb.ref('excluded.depreciation_method'),
            location_building: eb.ref('excluded.location_building'),
            location_floor: eb.ref('excluded.location_floor'),
            location_room: eb.ref('excluded.location_room'),
            custodian: eb.ref('excluded.custodian'),
            supplier: eb.ref('excluded.supplier'),
            serial_no: eb.ref('excluded.serial_no'),
            purchase_date: eb.ref('excluded.purchase_date'),
            acquisition_method: eb.ref('excluded.acquisition_method'),
          }))
          .where('asset_cards.gen_status', '=', '0'),
      )
      .execute();
    return codes.map((code) => !had.has(code));
  },
};
