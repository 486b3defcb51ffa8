/**
 * Reading fixed-asset cards for the wire, shared by the card routes, the checks and the depreciation
 * results: the card's own columns, then class and department names in one query each for the whole page
 * (no per-row lookups), and the acquisition vouchers' numbers in one more. Money leaves in fen, as stored,
 * the salvage rate as a percent.
 */
import { toFen } from '../../shared/money.js';
import type { AssetCardRow } from '../contracts/asset.js';
import { voucherNumber } from '../lib/voucher-rules.js';
import type { Db } from './connect.js';
import type { WriteTx } from './write-transaction.js';

export const CARD_COLUMNS = [
  'card_id',
  'asset_code',
  'asset_name',
  'class_id',
  'dept_id',
  'specification',
  'original_value',
  'life_months',
  'salvage_rate',
  'start_date',
  'accumulated_depreciation',
  'depreciated_months',
  'monthly_depreciation',
  'gen_status',
  'check_status',
  'remark',
  'version',
  'location_building',
  'location_floor',
  'location_room',
  'custodian',
  'supplier',
  'serial_no',
  'purchase_date',
  'acquisition_method',
  'depreciation_method',
  'acquisition_voucher_id',
  'disposal_date',
] as const;

type CardColumns = {
  card_id: number;
  asset_code: string;
  asset_name: string;
  class_id: number;
  dept_id: number;
  specification: string;
  original_value: number | string;
  life_months: number;
  salvage_rate: number;
  start_date: string;
  accumulated_depreciation: number | string;
  depreciated_months: number;
  monthly_depreciation: number | string;
  gen_status: string;
  check_status: string;
  remark: string;
  version: number;
  location_building: string;
  location_floor: string;
  location_room: string;
  custodian: string;
  supplier: string;
  serial_no: string;
  purchase_date: string;
  acquisition_method: string;
  depreciation_method: string;
  acquisition_voucher_id: number | null;
  disposal_date: string;
};

/** Names of the departments of `orgId` by id. */
export async function deptNames(db: Db | WriteTx, orgId: number, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('departments')
    .select(['dept_id', 'dept_name'])
    .where('org_id', '=', orgId)
    .where('dept_id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((r) => [r.dept_id, r.dept_name]));
}

async function classNames(db: Db | WriteTx): Promise<Map<number, string>> {
  const rows = await db.selectFrom('asset_classes').select(['class_id', 'class_name']).execute();
  return new Map(rows.map((r) => [r.class_id, r.class_name]));
}

export async function toCardRows(db: Db | WriteTx, orgId: number, rows: readonly CardColumns[]): Promise<AssetCardRow[]> {
  const voucherIds = rows.flatMap((r) => (r.acquisition_voucher_id === null ? [] : [r.acquisition_voucher_id]));
  const [classes, depts, vouchers] = await Promise.all([
    classNames(db),
    deptNames(
      db,
      orgId,
      rows.map((r) => r.dept_id),
    ),
    voucherIds.length ? db.selectFrom('vouchers').select(['voucher_id', 'voucher_word', 'voucher_no']).where('org_id', '=', orgId).where('voucher_id', 'in', voucherIds).execute() : [],
  ]);
  const numbers = new Map(vouchers.map((v) => [v.voucher_id, voucherNumber(v.voucher_word, v.voucher_no)]));
  return rows.map((r) => ({
    cardId: r.card_id,
    assetCode: r.asset_code,
    assetName: r.asset_name,
    classId: r.class_id,
    className: classes.get(r.class_id) ?? '',
    deptId: r.dept_id,
    deptName: depts.get(r.dept_id) ?? '',
    specification: r.specification,
    originalValue: toFen(r.original_value),
    lifeMonths: r.life_months,
    salvageRate: r.salvage_rate / 100,
    startDate: r.start_date,
    accumulatedDepreciation: toFen(r.accumulated_depreciation),
    depreciatedMonths: r.depreciated_months,
    monthlyDepreciation: toFen(r.monthly_depreciation),
    netValue: toFen(Number(r.original_value) - Number(r.accumulated_depreciation)),
    genStatus: r.gen_status as AssetCardRow['genStatus'],
    checkStatus: r.check_status as AssetCardRow['checkStatus'],
    remark: r.remark,
    locationBuilding: r.location_building,
    locationFloor: r.location_floor,
    locationRoom: r.location_room,
    custodian: r.custodian,
    supplier: r.supplier,
    serialNo: r.serial_no,
    purchaseDate: r.purchase_date,
    acquisitionMethod: r.acquisition_method as AssetCardRow['acquisitionMethod'],
    depreciationMethod: r.depreciation_method as AssetCardRow['depreciationMethod'],
    acquisitionVoucherId: r.acquisition_voucher_id,
    acquisitionVoucherNumber: r.acquisition_voucher_id === null ? null : (numbers.get(r.acquisition_voucher_id) ?? null),
    disposalDate: r.disposal_date,
    version: r.version,
  }));
}
