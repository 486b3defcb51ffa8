/**
 * Reading fixed-asset cards for the wire, shared by the card routes, the checks and the depreciation
 * results: the card's own columns, then class and department names in one query each for the whole page
 * (no per-row lookups). Money leaves as yuan (stored in fen), the salvage rate as a percent.
 */
import type { AssetCardRow } from '../contracts/asset.js';
import type { Db } from './connect.js';
import type { WriteTx } from './write-transaction.js';

export const CARD_COLUMNS = [
  'card_id', 'asset_code', 'asset_name', 'class_id', 'dept_id', 'specification', 'original_value', 'life_months', 'salvage_rate',
  'start_date', 'accumulated_depreciation', 'depreciated_months', 'monthly_depreciation', 'gen_status', 'check_status', 'remark', 'version',
] as const;

type CardColumns = {
  card_id: number; asset_code: string; asset_name: string; class_id: number; dept_id: number; specification: string; original_value: number | string;
  life_months: number; salvage_rate: number; start_date: string; accumulated_depreciation: number | string; depreciated_months: number;
  monthly_depreciation: number | string; gen_status: string; check_status: string; remark: string; version: number;
};

export const yuan = (fen: number | string) => Number(fen) / 100;

/** Names of the departments of `orgId` by id. */
export async function deptNames(db: Db | WriteTx, orgId: number, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('departments').select(['dept_id', 'dept_name']).where('org_id', '=', orgId).where('dept_id', 'in', [...new Set(ids)]).execute();
  return new Map(rows.map((r) => [r.dept_id, r.dept_name]));
}

export async function classNames(db: Db | WriteTx): Promise<Map<number, string>> {
  const rows = await db.selectFrom('asset_classes').select(['class_id', 'class_name']).execute();
  return new Map(rows.map((r) => [r.class_id, r.class_name]));
}

export async function toCardRows(db: Db | WriteTx, orgId: number, rows: readonly CardColumns[]): Promise<AssetCardRow[]> {
  const [classes, depts] = await Promise.all([classNames(db), deptNames(db, orgId, rows.map((r) => r.dept_id))]);
  return rows.map((r) => ({
    cardId: r.card_id,
    assetCode: r.asset_code,
    assetName: r.asset_name,
    classId: r.class_id,
    className: classes.get(r.class_id) ?? '',
    deptId: r.dept_id,
    deptName: depts.get(r.dept_id) ?? '',
    specification: r.specification,
    originalValue: yuan(r.original_value),
    lifeMonths: r.life_months,
    salvageRate: r.salvage_rate / 100,
    startDate: r.start_date,
    accumulatedDepreciation: yuan(r.accumulated_depreciation),
    depreciatedMonths: r.depreciated_months,
    monthlyDepreciation: yuan(r.monthly_depreciation),
    netValue: yuan(Number(r.original_value) - Number(r.accumulated_depreciation)),
    genStatus: r.gen_status as AssetCardRow['genStatus'],
    checkStatus: r.check_status as AssetCardRow['checkStatus'],
    remark: r.remark,
    version: r.version,
  }));
}
