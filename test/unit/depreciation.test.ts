/** Straight-line depreciation in fen (server/lib/depreciation.ts), worked out by hand. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { depreciableAmount, monthlyDepreciation, nextMonthAmount } from '../../server/lib/depreciation';

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
  assert.equal([nextMonthAmount({ originalValue: 15, salvageRate: 333, lifeMonths: 2, accumulated: 0, depreciatedMonths: 0 }), nextMonthAmount({ originalValue: 15, salvageRate: 333, lifeMonths: 2, accumulated: 8, depreciatedMonths: 1 })], [8, 7]);
  // Rounded up every month, the amount stops at what is left before the last month.
  assert.is(nextMonthAmount({ originalValue: 100, salvageRate: 0, lifeMonths: 3, accumulated: 67, depreciatedMonths: 1 }), 33);
});

test.run();
