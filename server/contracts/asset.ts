/**
 * Fixed assets on the wire (module 1002, /htservice/assets). Types only.
 * Money leaves and arrives as yuan with at most two decimals (the card form's money fields); it is stored
 * in fen. The net salvage rate is a percent with at most two decimals (5 = 5 %).
 */

/** '0' to be generated, '1' generated (only generated cards are depreciated). */
export type AssetGenStatus = '0' | '1';
/** '0' never checked, '1' checked, '2' check loss. */
export type AssetCheckStatus = '0' | '1' | '2';

/** How the asset came to the hotel; 'opening' for a card already on the books before the system (no voucher). */
export type AcquisitionMethod = 'opening' | 'purchase' | 'transferIn' | 'donation' | 'investment' | 'selfBuilt';
/** Straight line, double-declining balance, sum of the years' digits (server/lib/depreciation.ts). */
export type DepreciationMethodCode = 'straightLine' | 'doubleDeclining' | 'sumOfYears';

export type AssetClass = { classId: number; classCode: string; className: string; lifeMonths: number; salvageRate: number };

/** GET /htservice/assets/card/list rows and GET /htservice/assets/card/{cardId}. */
export type AssetCardRow = {
  cardId: number;
  assetCode: string;
  assetName: string;
  classId: number;
  className: string;
  deptId: number;
  deptName: string;
  specification: string;
  originalValue: number;
  lifeMonths: number;
  salvageRate: number;
  startDate: string;
  accumulatedDepreciation: number;
  depreciatedMonths: number;
  monthlyDepreciation: number;
  netValue: number;
  genStatus: AssetGenStatus;
  checkStatus: AssetCheckStatus;
  remark: string;
  /** Where it stands and who keeps it. */
  locationBuilding: string;
  locationFloor: string;
  locationRoom: string;
  custodian: string;
  supplier: string;
  serialNo: string;
  /** YYYY-MM-DD or '' (not known). */
  purchaseDate: string;
  acquisitionMethod: AcquisitionMethod;
  depreciationMethod: DepreciationMethodCode;
  /** The voucher its generation posted (none for a card without an acquisition method). */
  acquisitionVoucherId: number | null;
  acquisitionVoucherNumber: string | null;
  /** YYYY-MM-DD once disposed of (清理), '' while in use. */
  disposalDate: string;
  version: number;
};

/** POST /htservice/assets/card/{cardId}/transfer: move a generated card to another department (and custodian). */
export type AssetTransferBody = { toDeptId: number; transferDate: string; custodian?: string; remark?: string };
/** POST /htservice/assets/card/{cardId}/dispose: proceeds in yuan, received on 1001, 1002 or 1221. */
export type AssetDisposalBody = { disposalDate: string; proceeds: number; proceedsAccount?: '1001' | '1002' | '1221'; remark?: string };

/** GET /htservice/assets/card/{cardId}/history: its transfers (oldest first) and its disposal. */
export type AssetTransferRow = {
  transferId: number; transferDate: string; fromDeptName: string; toDeptName: string; fromCustodian: string; toCustodian: string; remark: string; userName: string; createdAt: number;
};
export type AssetDisposalRow = {
  disposalDate: string; originalValue: number; accumulatedDepreciation: number; netValue: number; proceeds: number; gain: number;
  voucherId: number | null; voucherNumber: string | null; remark: string; userName: string;
};
export type AssetHistory = { transfers: AssetTransferRow[]; disposal: AssetDisposalRow | null };

/** POST /htservice/assets/card/{cardId}/copy: the copy's department (required) and, optionally, its code. */
export type AssetCopyBody = { deptId: number; assetCode?: string };

/** Options of the run tasks: POST /htservice/task/asset-depreciation and /htservice/task/asset-generation. */
export type DepreciationOptions = { year: number; period: number };
/** No ids: every card of the organisation still to be generated. */
export type GenerationOptions = { cardIds?: number[] };

/** GET /htservice/assets/depreciation/list rows: one per depreciated period. */
export type DepreciationRunRow = {
  runId: number;
  year: number;
  period: number;
  cardCount: number;
  total: number;
  voucherId: number | null;
  voucherNumber: string | null;
  userName: string;
  createdAt: number;
  /** The organisation's latest run: the only one that may be reversed (DELETE /htservice/assets/depreciation/{runId}). */
  latest: boolean;
};

/** GET /htservice/assets/depreciation/line/list?runId= rows: each card's amount in that period. */
export type DepreciationLineRow = { cardId: number; assetCode: string; assetName: string; deptName: string; amount: number; accumulatedAfter: number };

/** POST /htservice/assets/check: a department's generated cards, those in lostCardIds lost, the others checked. */
export type AssetCheckBody = { deptId: number; checkDate: string; lostCardIds: number[]; remark?: string };
export type AssetCheckRow = { checkId: number; deptId: number; deptName: string; checkDate: string; checkedCount: number; lossCount: number; remark: string; userName: string; createdAt: number };
