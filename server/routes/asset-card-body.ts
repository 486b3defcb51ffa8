/**
 * What the card routes accept (asset-card.ts): the card's fields as zod schemas (create, with the defaults
 * of a field left out, and update, every field optional) and the rules across fields: the figures hold
 * together, the accelerated methods need whole years, the purchase is not after the start of use.
 * Money on the wire is yuan with at most two decimals, stored in fen; the salvage rate a percent.
 */
import { z } from 'zod';
import { ACQUISITION_METHODS } from '../db/asset-acquisition.js';
import { HttpError } from '../errors.js';
import { currentMonthly, depreciableAmount, DEPRECIATION_METHODS, MAX_ORIGINAL, WHOLE_YEAR_METHODS, type DepreciationMethod } from '../lib/depreciation.js';
import { isIsoDate } from '../lib/time.js';
import { formatFen } from '../lib/voucher-rules.js';
import { numericId, versionNumber } from '../plugins/validate.js';

const twoPlaces = (v: number) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6;
/** Yuan with at most two decimals (a JSON number or numeric string) → fen, from 0 to `max` fen. */
export const money = (max: number) =>
  z
    .union([z.number().refine(twoPlaces), z.string().regex(/^\d{1,13}(\.\d{1,2})?$/).transform(Number)])
    .transform((v) => Math.round(v * 100))
    .pipe(z.number().int().min(0).max(max));
const intIn = (min: number, max: number) => z.union([z.number().int(), z.string().regex(/^\d{1,6}$/).transform(Number)]).pipe(z.number().int().min(min).max(max));

export const CODE = /^[A-Za-z0-9._-]{1,40}$/;
const editable = {
  assetCode: z.string().trim().regex(CODE),
  assetName: z.string().trim().min(1).max(100),
  classId: numericId,
  deptId: numericId,
  specification: z.string().trim().max(100),
  originalValue: money(MAX_ORIGINAL).refine((fen) => fen > 0),
  lifeMonths: intIn(1, 1200),
  /** Percent with two decimals → hundredths of a percent. */
  salvageRate: money(10_000),
  startDate: z.string().refine(isIsoDate),
  accumulatedDepreciation: money(MAX_ORIGINAL),
  depreciatedMonths: intIn(0, 1200),
  remark: z.string().max(500),
  locationBuilding: z.string().trim().max(50),
  locationFloor: z.string().trim().max(20),
  locationRoom: z.string().trim().max(20),
  custodian: z.string().trim().max(50),
  supplier: z.string().trim().max(100),
  serialNo: z.string().trim().max(60),
  purchaseDate: z.union([z.literal(''), z.string().refine(isIsoDate)]),
  acquisitionMethod: z.enum(ACQUISITION_METHODS),
  depreciationMethod: z.enum(DEPRECIATION_METHODS),
};
/** The register's fields by wire name → column (optional: '' when not given, an opening card's acquisition). */
const REGISTER = {
  locationBuilding: 'location_building', locationFloor: 'location_floor', locationRoom: 'location_room', custodian: 'custodian', supplier: 'supplier',
  serialNo: 'serial_no', purchaseDate: 'purchase_date', acquisitionMethod: 'acquisition_method',
} as const;
type RegisterValues = { [K in keyof typeof REGISTER as (typeof REGISTER)[K]]?: string };
export const registerColumns = (body: Partial<Record<keyof typeof REGISTER, string>>): RegisterValues =>
  Object.fromEntries(Object.entries(REGISTER).map(([wire, column]) => [column, body[wire as keyof typeof REGISTER]])) as RegisterValues;
/** An empty form field ('' or null) is a field not given: the class default, or 0. */
const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
// Not strict: the form sends back what it loaded (className, netValue…); unknown keys are dropped.
export const CreateBody = z.object({
  ...editable,
  specification: editable.specification.default(''),
  lifeMonths: z.preprocess(blank, editable.lifeMonths.optional()),
  salvageRate: z.preprocess(blank, editable.salvageRate.optional()),
  accumulatedDepreciation: z.preprocess(blank, editable.accumulatedDepreciation.default(0)),
  depreciatedMonths: z.preprocess(blank, editable.depreciatedMonths.default(0)),
  remark: editable.remark.default(''),
  locationBuilding: editable.locationBuilding.default(''),
  locationFloor: editable.locationFloor.default(''),
  locationRoom: editable.locationRoom.default(''),
  custodian: editable.custodian.default(''),
  supplier: editable.supplier.default(''),
  serialNo: editable.serialNo.default(''),
  purchaseDate: editable.purchaseDate.default(''),
  acquisitionMethod: editable.acquisitionMethod.default('opening'),
  depreciationMethod: z.preprocess(blank, editable.depreciationMethod.default('straightLine')),
});
export const UpdateBody = z.object(editable).partial().extend({ cardId: numericId, version: versionNumber });

/** The amounts fixed once a card is generated, by wire name → column. */
export const FIXED = {
  originalValue: 'original_value', lifeMonths: 'life_months', salvageRate: 'salvage_rate', startDate: 'start_date', accumulatedDepreciation: 'accumulated_depreciation',
  depreciatedMonths: 'depreciated_months', depreciationMethod: 'depreciation_method', acquisitionMethod: 'acquisition_method',
} as const;

type Figures = {
  original_value: number; salvage_rate: number; life_months: number; accumulated_depreciation: number; depreciated_months: number; depreciation_method: string;
  start_date: string; purchase_date: string;
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
