/**
 * Straight-line depreciation of a fixed-asset card, in integer fen (exact on both engines, no floats).
 *
 * - Net salvage = original × rate, rate in hundredths of a percent (500 = 5 %), rounded half up to the fen.
 * - Depreciable amount = original − net salvage.
 * - Monthly depreciation = depreciable / useful life (months), rounded half up to the fen.
 * - A month's amount is the monthly figure, except that it never exceeds what is left to depreciate and the
 *   card's last month of life takes the whole remainder: rounding differences end up in that month, and the
 *   total depreciated never exceeds the depreciable amount. A fully depreciated card gets nothing.
 * Original values are capped at MAX_ORIGINAL so original × rate stays a safe integer.
 */

/** 99,999,999,999 fen: just under a billion yuan. */
export const MAX_ORIGINAL = 99_999_999_999;
/** 100 % in hundredths of a percent. */
export const FULL_RATE = 10_000;

const divHalfUp = (n: number, d: number) => Math.floor((2 * n + d) / (2 * d));

export type DepreciableCard = { originalValue: number; salvageRate: number; lifeMonths: number; accumulated: number; depreciatedMonths: number };

export function depreciableAmount(originalValue: number, salvageRate: number): number {
  return originalValue - divHalfUp(originalValue * salvageRate, FULL_RATE);
}

export function monthlyDepreciation(originalValue: number, salvageRate: number, lifeMonths: number): number {
  return divHalfUp(depreciableAmount(originalValue, salvageRate), lifeMonths);
}

/** What the card depreciates in its next month (0 once fully depreciated). */
export function nextMonthAmount(card: DepreciableCard): number {
  const left = depreciableAmount(card.originalValue, card.salvageRate) - card.accumulated;
  if (left <= 0) return 0;
  if (card.depreciatedMonths + 1 >= card.lifeMonths) return left;
  return Math.min(monthlyDepreciation(card.originalValue, card.salvageRate, card.lifeMonths), left);
}
