/**
 * Fixed assets on the wire (module 1002, /htservice/assets), declared once: the routes validate with these
 * endpoints, the OpenAPI document is generated from them, the browser imports the types. Always the session's
 * organisation (another hotel's card is not found: 404).
 * Money leaves and arrives as integer fen (contracts/money.ts), as it is stored; the card import's
 * spreadsheet alone is in yuan. The net salvage rate is a percent with at most two decimals (5 = 5 %).
 */
import { z } from 'zod';
import { ZERO_FEN } from '../../shared/money.js';
import { DEPRECIATION_METHODS, MAX_ORIGINAL, PROCEEDS_ACCOUNTS } from '../../shared/asset-rules.js';
import { isIsoDate } from '../../shared/iso-date.js';
import { idList, numericId, textFilter, versionNumber } from './fields.js';
import { dataReply, endpoint, okReply, tableReply } from './endpoint.js';
import { fenAtLeastZero, fenSchema } from './money.js';

/** '0' to be generated, '1' generated (only generated cards are depreciated). */
export const AssetGenStatus = z.enum(['0', '1']);
export type AssetGenStatus = z.infer<typeof AssetGenStatus>;
/** '0' never checked, '1' checked, '2' check loss. */
export const AssetCheckStatus = z.enum(['0', '1', '2']);
export type AssetCheckStatus = z.infer<typeof AssetCheckStatus>;

/** How the asset came to the hotel; 'opening' for a card already on the books before the system (no voucher). */
export const AcquisitionMethod = z.enum(['opening', 'purchase', 'transferIn', 'donation', 'investment', 'selfBuilt']);
export type AcquisitionMethod = z.infer<typeof AcquisitionMethod>;
/** Straight line, double-declining balance, sum of the years' digits (server/lib/depreciation.ts). */
const DepreciationMethodCode = z.enum(DEPRECIATION_METHODS);

export const AssetClass = z.object({ classId: z.number().int(), classCode: z.string(), className: z.string(), lifeMonths: z.number().int(), salvageRate: z.number() });
export type AssetClass = z.infer<typeof AssetClass>;

/** GET /htservice/assets/card/list rows and GET /htservice/assets/card/{cardId}. */
export const AssetCardRow = z.object({
  cardId: z.number().int(),
  assetCode: z.string(),
  assetName: z.string(),
  classId: z.number().int(),
  className: z.string(),
  deptId: z.number().int(),
  deptName: z.string(),
  specification: z.string(),
  originalValue: fenSchema,
  lifeMonths: z.number().int(),
  salvageRate: z.number(),
  startDate: z.string(),
  accumulatedDepreciation: fenSchema,
  depreciatedMonths: z.number().int(),
  monthlyDepreciation: fenSchema,
  netValue: fenSchema,
  genStatus: AssetGenStatus,
  checkStatus: AssetCheckStatus,
  remark: z.string(),
  /** Where it stands and who keeps it. */
  locationBuilding: z.string(),
  locationFloor: z.string(),
  locationRoom: z.string(),
  custodian: z.string(),
  supplier: z.string(),
  serialNo: z.string(),
  /** YYYY-MM-DD or '' (not known). */
  purchaseDate: z.string(),
  acquisitionMethod: AcquisitionMethod,
  depreciationMethod: DepreciationMethodCode,
  /** The voucher its generation posted (none for a card without an acquisition method). */
  acquisitionVoucherId: z.number().int().nullable(),
  acquisitionVoucherNumber: z.string().nullable(),
  /** YYYY-MM-DD once disposed of (清理), '' while in use. */
  disposalDate: z.string(),
  version: z.number().int(),
});
export type AssetCardRow = z.infer<typeof AssetCardRow>;

const twoPlaces = (v: number) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6;
/** A percent with at most two decimals (a JSON number or numeric string) → hundredths of a percent, up to `max`. */
const hundredths = (max: number) =>
  z
    .union([
      z.number().refine(twoPlaces),
      z
        .string()
        .regex(/^\d{1,3}(\.\d{1,2})?$/)
        .transform(Number),
    ])
    .transform((v) => Math.round(v * 100))
    .pipe(z.number().int().min(0).max(max));
const intIn = (min: number, max: number) =>
  z
    .union([
      z.number().int(),
      z
        .string()
        .regex(/^\d{1,6}$/)
        .transform(Number),
    ])
    .pipe(z.number().int().min(min).max(max));
const isoDate = z.string().refine(isIsoDate);

const ASSET_CODE = /^[A-Za-z0-9._-]{1,40}$/;
const editable = {
  assetCode: z.string().trim().regex(ASSET_CODE),
  assetName: z.string().trim().min(1).max(100),
  classId: numericId,
  deptId: numericId,
  specification: z.string().trim().max(100),
  originalValue: fenAtLeastZero(MAX_ORIGINAL).refine((fen) => fen > 0),
  lifeMonths: intIn(1, 1200),
  /** Percent with two decimals → hundredths of a percent. */
  salvageRate: hundredths(10_000),
  startDate: isoDate,
  accumulatedDepreciation: fenAtLeastZero(MAX_ORIGINAL),
  depreciatedMonths: intIn(0, 1200),
  remark: z.string().max(500),
  locationBuilding: z.string().trim().max(50),
  locationFloor: z.string().trim().max(20),
  locationRoom: z.string().trim().max(20),
  custodian: z.string().trim().max(50),
  supplier: z.string().trim().max(100),
  serialNo: z.string().trim().max(60),
  purchaseDate: z.union([z.literal(''), isoDate]),
  acquisitionMethod: AcquisitionMethod,
  depreciationMethod: DepreciationMethodCode,
};
/** An empty form field ('' or null) is a field not given: the class default, or 0. */
const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
/**
 * `POST /htservice/assets/card`. Not strict: the form sends back what it loaded (className, netValue…);
 * unknown keys are dropped. The rules across fields are routes/asset-card-body.ts.
 */
const AssetCardBody = z.object({
  ...editable,
  specification: editable.specification.default(''),
  lifeMonths: z.preprocess(blank, editable.lifeMonths.optional()),
  salvageRate: z.preprocess(blank, editable.salvageRate.optional()),
  accumulatedDepreciation: z.preprocess(blank, editable.accumulatedDepreciation.default(ZERO_FEN)),
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
/** `PUT /htservice/assets/card`: cardId and the version read, every other field optional. */
const AssetCardUpdate = z.object(editable).partial().extend({ cardId: numericId, version: versionNumber });

/** POST /htservice/assets/card/{cardId}/copy: the copy's department (required: 422 without) and, optionally, its code. */
const AssetCopyBody = z.object({ deptId: z.union([numericId, z.literal(''), z.null()]).optional(), assetCode: z.string().trim().regex(ASSET_CODE).optional() });

/** POST /htservice/assets/card/{cardId}/transfer: move a generated card to another department (and custodian). */
export const AssetTransferBody = z.object({ toDeptId: numericId, transferDate: isoDate, custodian: z.string().trim().max(50).optional(), remark: z.string().max(500).default('') });
export type AssetTransferBody = z.input<typeof AssetTransferBody>;
/** POST /htservice/assets/card/{cardId}/dispose: proceeds in fen, received on 1002 (default), 1001 or 1221. */
export const AssetDisposalBody = z.object({
  disposalDate: isoDate,
  proceeds: fenAtLeastZero(MAX_ORIGINAL).default(ZERO_FEN),
  proceedsAccount: z.enum(PROCEEDS_ACCOUNTS).default('1002'),
  remark: z.string().max(500).default(''),
});
export type AssetDisposalBody = z.input<typeof AssetDisposalBody>;

/** GET /htservice/assets/card/{cardId}/history: its transfers (oldest first) and its disposal. */
const AssetTransferRow = z.object({
  transferId: z.number().int(),
  transferDate: z.string(),
  fromDeptName: z.string(),
  toDeptName: z.string(),
  fromCustodian: z.string(),
  toCustodian: z.string(),
  remark: z.string(),
  userName: z.string(),
  createdAt: z.number(),
});
const AssetDisposalRow = z.object({
  disposalDate: z.string(),
  originalValue: fenSchema,
  accumulatedDepreciation: fenSchema,
  netValue: fenSchema,
  proceeds: fenSchema,
  gain: fenSchema,
  voucherId: z.number().int().nullable(),
  voucherNumber: z.string().nullable(),
  remark: z.string(),
  userName: z.string(),
});
export const AssetHistory = z.object({ transfers: z.array(AssetTransferRow), disposal: AssetDisposalRow.nullable() });
export type AssetHistory = z.infer<typeof AssetHistory>;

/** GET /htservice/assets/depreciation/list rows: one per depreciated period; total in fen. */
export const DepreciationRunRow = z.object({
  runId: z.number().int(),
  year: z.number().int(),
  period: z.number().int(),
  cardCount: z.number().int(),
  total: fenSchema,
  voucherId: z.number().int().nullable(),
  voucherNumber: z.string().nullable(),
  userName: z.string(),
  createdAt: z.number(),
  /** The organisation's latest run: the only one that may be reversed (DELETE /htservice/assets/depreciation/{runId}). */
  latest: z.boolean(),
});
export type DepreciationRunRow = z.infer<typeof DepreciationRunRow>;

/** GET /htservice/assets/depreciation/line/list?runId= rows: each card's amount in that period (fen). */
export const DepreciationLineRow = z.object({ cardId: z.number().int(), assetCode: z.string(), assetName: z.string(), deptName: z.string(), amount: fenSchema, accumulatedAfter: fenSchema });
export type DepreciationLineRow = z.infer<typeof DepreciationLineRow>;

/** POST /htservice/assets/check: a department's cards in use, those in lostCardIds lost, the others checked. */
const AssetCheckBody = z.object({
  deptId: z.union([numericId, z.literal(''), z.null()]).optional(),
  checkDate: isoDate,
  lostCardIds: z.array(numericId).max(10_000).default([]),
  remark: z.string().max(500).default(''),
});
export const AssetCheckRow = z.object({
  checkId: z.number().int(),
  deptId: z.number().int(),
  deptName: z.string(),
  checkDate: z.string(),
  checkedCount: z.number().int(),
  lossCount: z.number().int(),
  remark: z.string(),
  userName: z.string(),
  createdAt: z.number(),
});
export type AssetCheckRow = z.infer<typeof AssetCheckRow>;

const CardParams = z.object({ cardId: numericId });

export const assetCardList = endpoint({
  summary: "A page of the organisation's asset cards (assetCode, assetName: contains; classId, deptId, genStatus, checkStatus)",
  list: z.object({
    assetCode: textFilter(),
    assetName: textFilter(),
    classId: numericId.optional(),
    deptId: numericId.optional(),
    genStatus: AssetGenStatus.optional(),
    checkStatus: AssetCheckStatus.optional(),
  }),
  reply: tableReply(AssetCardRow),
});
export const assetClasses = endpoint({ summary: 'The asset classes with their default life and salvage rate, for the card form', reply: dataReply(z.array(AssetClass)) });
export const assetDepartments = endpoint({
  summary: "The organisation's departments in use, for the asset pages' selects",
  reply: dataReply(z.array(z.object({ deptId: z.number().int(), deptCode: z.string(), deptName: z.string(), parentId: z.number().int() }))),
});
export const assetCardGet = endpoint({ summary: 'One asset card', params: CardParams, reply: dataReply(AssetCardRow), refusals: [404] });
export const assetCardAdd = endpoint({
  summary: 'Adds an asset card to be generated (its code fits the asset-code rule, unique in the organisation)',
  body: AssetCardBody,
  reply: dataReply(AssetCardRow),
  refusals: [409],
});
export const assetCardEdit = endpoint({
  summary: "Edits an asset card with the version read (a generated card's amounts and methods are fixed, its department moves by a transfer)",
  body: AssetCardUpdate,
  reply: dataReply(AssetCardRow),
  refusals: [404, 409],
});
export const assetCardRemove = endpoint({ summary: 'Deletes asset cards not yet generated, all or nothing', params: z.object({ cardIds: idList }), reply: okReply, refusals: [404, 409] });
export const assetCardCopy = endpoint({
  summary: 'Copies a card as a new card to be generated in the chosen department (code: the one given or the next free one)',
  params: CardParams,
  body: AssetCopyBody,
  reply: dataReply(AssetCardRow),
  refusals: [404, 409],
});

export const assetTransfer = endpoint({
  summary: 'Transfers a generated card to another department (and custodian)',
  params: CardParams,
  body: AssetTransferBody,
  reply: dataReply(AssetCardRow),
  refusals: [404, 409],
});
export const assetDispose = endpoint({
  summary: 'Disposes of a generated card (清理) with its voucher',
  params: CardParams,
  body: AssetDisposalBody,
  reply: dataReply(z.object({ card: AssetCardRow, voucherId: z.number().int(), voucherNumber: z.string() })),
  refusals: [404, 409],
});
export const assetHistory = endpoint({ summary: "A card's transfers, oldest first, and its disposal", params: CardParams, reply: dataReply(AssetHistory), refusals: [404] });

export const depreciationRunList = endpoint({
  summary: "The organisation's depreciated periods with card count, total (fen) and voucher (filter year)",
  list: z.object({
    year: z
      .string()
      .regex(/^\d{4}$/)
      .transform(Number)
      .optional(),
  }),
  reply: tableReply(DepreciationRunRow),
});
export const depreciationLineList = endpoint({ summary: "Each card's depreciation in one run", list: z.object({ runId: numericId }), reply: tableReply(DepreciationLineRow), refusals: [404] });
export const depreciationReverse = endpoint({
  summary: "Reverses the organisation's latest depreciation run (its voucher is removed while not booked)",
  params: z.object({ runId: numericId }),
  reply: dataReply(z.object({ period: z.string(), cardCount: z.number().int(), voucherNumber: z.string().nullable() })),
  refusals: [404, 409],
});

export const assetCheckList = endpoint({
  summary: "The organisation's asset checks with department, date and counts (filter deptId)",
  list: z.object({ deptId: numericId.optional() }),
  reply: tableReply(AssetCheckRow),
});
export const assetCheckCards = endpoint({
  summary: "A department's cards not disposed of, for the check dialog",
  query: z.object({ deptId: numericId }),
  reply: dataReply(z.array(z.object({ cardId: z.number().int(), assetCode: z.string(), assetName: z.string(), checkStatus: AssetCheckStatus }))),
});
export const assetCheckAdd = endpoint({
  summary: 'Checks every card in use of a department at once: those in lostCardIds lost, the others checked',
  body: AssetCheckBody,
  reply: dataReply(z.object({ checkId: z.number().int() })),
});
