/**
 * Depreciation of a fixed-asset card, in integer fen (exact on both engines, no floats).
 *
 * - Net salvage = original × rate, rate in hundredths of a percent (500 = 5 %), rounded half up to the fen.
 * - Depreciable amount = original − net salvage.
 * - Each month of the card's life has a planned amount by its method (rounded half up to the fen):
 *   - straight line (年限平均法): depreciable / life in months, every month alike;
 *   - double-declining balance (双倍余额递减法): each year's months take 2 / life-in-months of the book
 *     value (original − what the earlier years took) at the start of that year, salvage ignored, until the
 *     last two years, which spread what is left above the net salvage evenly over their months;
 *   - sum of the years' digits (年数总和法): year y (0-based) of N takes depreciable × (N − y) / (N(N+1)/2),
 *     a twelfth of it each month.
 *   The accelerated methods count in whole years (`WHOLE_YEAR_METHODS`: the life must be a multiple of 12).
 * - A month's amount is the planned one, except that it never exceeds what is left to depreciate and the
 *   card's last month of life takes the whole remainder: rounding differences end up in that month, and the
 *   total depreciated never exceeds the depreciable amount. A fully depreciated card gets nothing.
 * Original values are capped at MAX_ORIGINAL (shared/asset-rules.ts) so original × rate (and × years) stays a safe integer.
 */
import type { DEPRECIATION_METHODS } from '../../shared/asset-rules.js';

/** 100 % in hundredths of a percent. */
const FULL_RATE = 10_000;

export type DepreciationMethod = (typeof DEPRECIATION_METHODS)[number];
/** Methods whose rates are yearly: the useful life must be whole years. */
export const WHOLE_YEAR_METHODS: readonly DepreciationMethod[] = ['doubleDeclining', 'sumOfYears'];

const divHalfUp = (n: number, d: number) => Math.floor((2 * n + d) / (2 * d));

export type DepreciableCard = { originalValue: number; salvageRate: number; lifeMonths: number; accumulated: number; depreciatedMonths: number; method?: DepreciationMethod };
type Plan = Pick<DepreciableCard, 'originalValue' | 'salvageRate' | 'lifeMonths' | 'method'>;

export function depreciableAmount(originalValue: number, salvageRate: number): number {
  return originalValue - divHalfUp(originalValue * salvageRate, FULL_RATE);
}

/** The straight-line monthly figure. */
export function monthlyDepreciation(originalValue: number, salvageRate: number, lifeMonths: number): number {
  return divHalfUp(depreciableAmount(originalValue, salvageRate), lifeMonths);
}

function doubleDeclining(card: Plan, month: number): number {
  const { originalValue, lifeMonths } = card;
  const salvage = originalValue - depreciableAmount(originalValue, card.salvageRate);
  const switchYear = Math.max(0, lifeMonths / 12 - 2);
  const year = Math.floor(month / 12);
  let book = originalValue;
  for (let y = 0; y < Math.min(year, switchYear); y++) book -= 12 * divHalfUp(2 * book, lifeMonths);
  if (year < switchYear) return divHalfUp(2 * book, lifeMonths);
  return Math.max(0, divHalfUp(book - salvage, lifeMonths - switchYear * 12));
}

function sumOfYears(card: Plan, month: number): number {
  const years = card.lifeMonths / 12;
  const digits = (years * (years + 1)) / 2;
  return divHalfUp(depreciableAmount(card.originalValue, card.salvageRate) * (years - Math.floor(month / 12)), digits * 12);
}

/** The planned amount of month `month` (0-based) of the card's life, before the remainder rule. */
function plannedAmount(card: Plan, month: number): number {
  switch (card.method ?? 'straightLine') {
    case 'doubleDeclining':
      return doubleDeclining(card, month);
    case 'sumOfYears':
      return sumOfYears(card, month);
    default:
      return monthlyDepreciation(card.originalValue, card.salvageRate, card.lifeMonths);
  }
}

/** The card's monthly figure as shown: the plan of its next month (of its last, once past it). */
export function currentMonthly(card: Plan & { depreciatedMonths: number }): number {
  return plannedAmount(card, Math.min(card.depreciatedMonths, card.lifeMonths - 1));
}

/** What the card depreciates in its next month (0 once fully depreciated). */
export function nextMonthAmount(card: DepreciableCard): number {
  const left = depreciableAmount(card.originalValue, card.salvageRate) - card.accumulated;
  if (left <= 0) return 0;
  if (card.depreciatedMonths + 1 >= card.lifeMonths) return left;
  return Math.min(plannedAmount(card, card.depreciatedMonths), left);
}
