/**
 * Fixed assets on the wire (module 1002, /htservice/assets). Types only.
 * Money leaves and arrives as yuan with at most two decimals (the card form's money fields); it is stored
 * in fen. The net salvage rate is a percent with at most two decimals (5 = 5 %).
 */

/** '0' to be generated, '1' generated (only generated cards are depreciated). */
export type AssetGenStatus = '0' | '1';
/** '0' never checked, '1' checked, '2' check loss. */
export type AssetCheckStatus = '0' | '1' | '2';

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
  version: number;
};

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
};

/** GET /htservice/assets/depreciation/line/list?runId= rows: each card's amount in that period. */
export type DepreciationLineRow = { cardId: number; assetCode: string; assetName: string; deptName: string; amount: number; accumulatedAfter: number };

/** POST /htservice/assets/check: a department's generated cards, those in lostCardIds lost, the others checked. */
export type AssetCheckBody = { deptId: number; checkDate: string; lostCardIds: number[]; remark?: string };
export type AssetCheckRow = { checkId: number; deptId: number; deptName: string; checkDate: string; checkedCount: number; lossCount: number; remark: string; userName: string; createdAt: number };
