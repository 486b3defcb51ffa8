/**
 * The rules across an asset card's fields that the card routes (asset-card.ts) check beyond what their
 * contract (contracts/asset.ts) accepts: the figures hold together, the accelerated methods need whole
 * years, the purchase is not after the start of use; and which fields a generated card keeps fixed.
 * Money on the wire is integer fen, as stored; the salvage rate a percent.
 */
import { HttpError } from '../errors.js';
import { currentMonthly, depreciableAmount, WHOLE_YEAR_METHODS, type DepreciationMethod } from '../lib/depreciation.js';
import { formatFen } from '../lib/voucher-rules.js';

/** The register's fields by wire name → column (optional: '' when not given, an opening card's acquisition). */
const REGISTER = {
  locationBuilding: 'location_building',
  locationFloor: 'location_floor',
  locationRoom: 'location_room',
  custodian: 'custodian',
  supplier: 'supplier',
  serialNo: 'serial_no',
  purchaseDate: 'purchase_date',
  acquisitionMethod: 'acquisition_method',
} as const;
type RegisterValues = { [K in keyof typeof REGISTER as (typeof REGISTER)[K]]?: string };
export const registerColumns = (body: Partial<Record<keyof typeof REGISTER, string>>): RegisterValues =>
  Object.fromEntries(Object.entries(REGISTER).map(([wire, column]) => [column, body[wire as keyof typeof REGISTER]])) as RegisterValues;
/** The amounts fixed once a card is generated, by wire name → column. */
export const FIXED = {
  originalValue: 'original_value',
  lifeMonths: 'life_months',
  salvageRate: 'salvage_rate',
  startDate: 'start_date',
  accumulatedDepreciation: 'accumulated_depreciation',
  depreciatedMonths: 'depreciated_months',
  depreciationMethod: 'depreciation_method',
  acquisitionMethod: 'acquisition_method',
} as const;

type Figures = {
  original_value: number;
  salvage_rate: number;
  life_months: number;
  accumulated_depreciation: number;
  depreciated_months: number;
  depreciation_method: string;
  start_date: string;
  purchase_date: string;
};

/** 422 unless the card's figures hold together; answers the monthly depreciation. */
export function checkFigures(f: Figures): number {
  const depreciable = depreciableAmount(f.original_value, f.salvage_rate);
  const method = f.depreciation_method as DepreciationMethod;
  if (f.accumulated_depreciation > depreciable) throw new HttpError(422, 'assetAccumulatedTooLarge', 'accumulatedDepreciation', { max: formatFen(depreciable) });
  if (f.depreciated_months > f.life_months) throw new HttpError(422, 'assetMonthsTooMany', 'depreciatedMonths', { life: f.life_months });
  if (WHOLE_YEAR_METHODS.includes(method) && f.life_months % 12 !== 0) throw new HttpError(422, 'assetLifeWholeYears', 'lifeMonths');
  if (f.purchase_date && f.purchase_date > f.start_date) throw new HttpError(422, 'assetPurchaseAfterStart', 'purchaseDate');
  return currentMonthly({ originalValue: f.original_value, salvageRate: f.salvage_rate, lifeMonths: f.life_months, depreciatedMonths: f.depreciated_months, method });
}
