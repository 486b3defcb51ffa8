/** The task kinds a caller can start, by the name in their path (`POST /htservice/task/{kind}`, `/ws/task/{kind}`). */
import type { ImportKind } from './import-kind.js';
import { openingBalanceImport } from './kinds/opening-balance-import.js';
import { stockImport } from './kinds/stock-import.js';

export const TASK_KINDS: Record<string, ImportKind<any>> = {
  [stockImport.kind]: stockImport,
  [openingBalanceImport.kind]: openingBalanceImport,
};

/** Whoever holds one of these may list and watch their tasks. */
export const TASK_PERMISSIONS = Object.values(TASK_KINDS).map((k) => k.permission);
