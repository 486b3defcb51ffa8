/**
 * The limits and choices of a fixed-asset card, written once: the asset contracts validate them, the
 * depreciation calculation (server/lib/depreciation.ts) and the card import rely on them. Pure code
 * without imports: shared/ is imported by the browser and the server.
 */

/** 99,999,999,999 fen, just under a billion yuan: original × rate (and × years) stays a safe integer. */
export const MAX_ORIGINAL = 99_999_999_999;

export const DEPRECIATION_METHODS = ['straightLine', 'doubleDeclining', 'sumOfYears'] as const;

/** Where a disposal's proceeds are received: cash, bank (the default), or still owed by the buyer. */
export const PROCEEDS_ACCOUNTS = ['1002', '1001', '1221'] as const;
