/** The task kinds a caller can start, by the name in their path (`POST /htservice/task/{kind}`, `/ws/task/{kind}`). */
import type { ImportKind } from './import-kind.js';
import { assetCardImport } from './kinds/asset-card-import.js';
import { assetDepreciation } from './kinds/asset-depreciation.js';
import { assetGeneration } from './kinds/asset-generation.js';
import { dataSync } from './kinds/data-sync.js';
import { groupResult } from './kinds/group-result.js';
import { openingBalanceImport } from './kinds/opening-balance-import.js';
import { periodCarryForward } from './kinds/period-carry-forward.js';
import { reportCalculateKind } from './kinds/report-calculate.js';
import { reportExcelKind, reportPdfKind } from './kinds/report-export.js';
import { RECORD_IMPORTS } from './kinds/record-import.js';
import { stockImport } from './kinds/stock-import.js';
import { trialCalculation } from './kinds/trial-calculation.js';
import { voucherImport } from './kinds/voucher-import.js';
import { interfaceImport } from './kinds/interface-import.js';
import type { RunKind } from './run-kind.js';

export type AnyTaskKind = ImportKind | RunKind;

export const TASK_KINDS: Record<string, AnyTaskKind> = {
  [stockImport.kind]: stockImport,
  [openingBalanceImport.kind]: openingBalanceImport,
  [trialCalculation.kind]: trialCalculation,
  [voucherImport.kind]: voucherImport,
  [interfaceImport.kind]: interfaceImport,
  [groupResult.kind]: groupResult,
  [dataSync.kind]: dataSync,
  [reportPdfKind.kind]: reportPdfKind,
  [reportExcelKind.kind]: reportExcelKind,
  [reportCalculateKind.kind]: reportCalculateKind,
  [assetCardImport.kind]: assetCardImport,
  [assetGeneration.kind]: assetGeneration,
  [assetDepreciation.kind]: assetDepreciation,
  [periodCarryForward.kind]: periodCarryForward,
  // price-agreement-import, sale-agreement-import: from the record kinds that name an importTask.
  ...RECORD_IMPORTS,
};

/** Imports declare columns; run kinds a `run` function. */
export const isImportKind = (kind: AnyTaskKind): kind is ImportKind => 'columns' in kind;

/** Whoever holds one of these may list and watch their tasks. */
export const TASK_PERMISSIONS = [...new Set(Object.values(TASK_KINDS).map((k) => k.permission))];
