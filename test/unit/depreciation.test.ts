/** Depreciation in fen by method (server/lib/depreciation.ts), worked out by hand. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { currentMonthly, depreciableAmount, monthlyDepreciation, nextMonthAmount, type DepreciationMethod } from '../../server/lib/depreciation';

test('net salvage and monthly figure are rounded half up to the fen', () => {
  // 10,000.00 at 5 %: salvage 500.00, depreciable 9,500.00; 950,000 / 36 = 26,388.89 → 26,389.
  assert.is(depreciableAmount(1_000_000, 500), 950_000);
  assert.is(monthlyDepreciation(1_000_000, 500, 36), 26_389);
  // 0.15 at 3.33 %: 15 × 0.0333 = 0.4995 → 0 fen salvage; 15 / 2 = 7.5 → 8.
  assert.is(depreciableAmount(15, 333), 15);
  assert.is(monthlyDepreciation(15, 333, 2), 8);
  // 1.50 at 50 %: 75 exactly.
  assert.is(depreciableAmount(150, 5000), 75);
});

test('the last month takes the remainder and the total never exceeds the depreciable amount', () => {
  const card = { originalValue: 1_000_000, salvageRate: 500, lifeMonths: 36, accumulated: 0, depreciatedMonths: 0 };
  let total = 0;
  const amounts: number[] = [];
  for (let m = 0; m < 40; m++) {
    const amount = nextMonthAmount({ ...card, accumulated: total, depreciatedMonths: m });
    amounts.push(amount);
    total += amount;
  }
  assert.is(total, 950_000);
  assert.equal(amounts.slice(0, 35), Array(35).fill(26_389));
  assert.is(amounts[35], 950_000 - 35 * 26_389);
  assert.equal(amounts.slice(36), [0, 0, 0, 0]);
  // 8 fen a month over 2 months of a 15-fen depreciable amount: 8, then the remaining 7.
  assert.equal(
    [
      nextMonthAmount({ originalValue: 15, salvageRate: 333, lifeMonths: 2, accumulated: 0, depreciatedMonths: 0 }),
      nextMonthAmount({ originalValue: 15, salvageRate: 333, lifeMonths: 2, accumulated: 8, depreciatedMonths: 1 }),
    ],
    [8, 7],
  );
  // Rounded up every month, the amount stops at what is left before the last month.
  assert.is(nextMonthAmount({ originalValue: 100, salvageRate: 0, lifeMonths: 3, accumulated: 67, depreciatedMonths: 1 }), 33);
});

/** Every month of the card's life from nothing depreciated, summed per year. */
function byYear(method: DepreciationMethod, originalValue: number, salvageRate: number, lifeMonths: number) {
  let accumulated = 0;
  const years: number[] = [];
  const months: number[] = [];
  for (let m = 0; m < lifeMonths + 2; m++) {
    const amount = nextMonthAmount({ originalValue, salvageRate, lifeMonths, accumulated, depreciatedMonths: m, method });
    accumulated += amount;
    months.push(amount);
    if (m < lifeMonths) years[Math.floor(m / 12)] = (years[Math.floor(m / 12)] ?? 0) + amount;
  }
  return { accumulated, years, months };
}

test('double-declining balance: 2/N of the year-start book value, straight line over the last two years', () => {
  // 10,000.00 over 5 years at 5 %: 4,000 / 2,400 / 1,440, then (2,160 − 500) / 2 = 830 a year.
  // Monthly 1,000,000 × 2 / 60 = 33,333.33 → 33,333 (399,996 the first year); book 600,004 → 20,000.13 → 20,000;
  // book 360,004 → 12,000.13 → 12,000; book 216,004 − salvage 50,000 = 166,004 over 24 months → 6,916.83 → 6,917,
  // the last month taking the remainder 166,004 − 23 × 6,917 = 6,913.
  const { accumulated, years, months } = byYear('doubleDeclining', 1_000_000, 500, 60);
  assert.is(accumulated, 950_000);
  assert.equal(years, [399_996, 240_000, 144_000, 83_004, 83_000]);
  assert.equal([months[0], months[12], months[24], months[36], months[58], months[59], months[60]], [33_333, 20_000, 12_000, 6_917, 6_917, 6_913, 0]);
  // A life of two years or less is straight line from the start.
  assert.equal(byYear('doubleDeclining', 1_000_000, 500, 24).months.slice(0, 23), Array(23).fill(monthlyDepreciation(1_000_000, 500, 24)));
});

test("sum of the years' digits: (N − y) / (N(N+1)/2) of the depreciable amount a year", () => {
  // 9,500.00 depreciable over 5 years: 5/15, 4/15, 3/15, 2/15, 1/15 → monthly 26,388.89 → 26,389; 21,111.11 → 21,111;
  // 15,833.33 → 15,833; 10,555.56 → 10,556; 5,277.78 → 5,278,
  // the last month taking what the first four years left, 63,332, less 11 × 5,278: 5,274.
  const { accumulated, years, months } = byYear('sumOfYears', 1_000_000, 500, 60);
  assert.is(accumulated, 950_000);
  assert.equal(years, [316_668, 253_332, 189_996, 126_672, 63_332]);
  assert.equal([months[0], months[12], months[24], months[36], months[48], months[59]], [26_389, 21_111, 15_833, 10_556, 5_278, 5_274]);
});

test('the shown monthly figure follows the method and the months already depreciated', () => {
  const card = { originalValue: 1_000_000, salvageRate: 500, lifeMonths: 60 };
  assert.is(currentMonthly({ ...card, depreciatedMonths: 0 }), 15_833);
  assert.is(currentMonthly({ ...card, depreciatedMonths: 12, method: 'doubleDeclining' }), 20_000);
  assert.is(currentMonthly({ ...card, depreciatedMonths: 60, method: 'sumOfYears' }), 5_278);
  // A card brought in with depreciation already taken: the plan of its month, capped by what is left.
  assert.is(nextMonthAmount({ ...card, method: 'sumOfYears', accumulated: 940_000, depreciatedMonths: 50 }), 5_278);
  assert.is(nextMonthAmount({ ...card, method: 'sumOfYears', accumulated: 948_000, depreciatedMonths: 50 }), 2_000);
});

test.run();
