/**
 * Voucher amounts: the total in Chinese capitals as printed (People's Bank rules for 零 and 整), the
 * lines grid's parsing of typed yuan into exact fen and its live totals and difference, and the
 * printed pages' 承前页/过次页 running totals.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { toFen as fen } from '../../shared/money';
import { rmbCapitals } from '../../shared/rmb-capitals';
import { formatFen, parseYuan, yuanInputText } from '../../src/lib/money';
import { emptyLine, filledLines, gridTotals } from '../../src/modules/accounting/voucher-lines';
import { paginate } from '../../server/lib/voucher-pages';

test('amounts in Chinese capitals', () => {
  const cases: Array<[number, string]> = [
    [0, '零元整'],
    [1, '壹分'],
    [10, '壹角整'],
    [100, '壹元整'],
    [105, '壹元零伍分'],
    [123_450, '壹仟贰佰叁拾肆元伍角整'],
    [1_000_500, '壹万零伍元整'],
    [10_000_000, '壹拾万元整'],
    [10_100_000, '壹拾万壹仟元整'],
    [100_001_000, '壹佰万零壹拾元整'],
    [4_860_000, '肆万捌仟陆佰元整'],
    [1_236_050, '壹万贰仟叁佰陆拾元伍角整'],
    [10_000_000_000, '壹亿元整'],
    [30_500_000_800, '叁亿零伍佰万零捌元整'],
    [-2_300, '负贰拾叁元整'],
  ];
  for (const [fen, words] of cases) assert.is(rmbCapitals(fen), words, String(fen));
  assert.throws(() => rmbCapitals(1.5));
});

test('typed yuan become exact fen; anything else is refused', () => {
  assert.is(parseYuan(''), 0);
  assert.is(parseYuan('1234.5'), 123_450);
  assert.is(parseYuan('1,234.56'), 123_456);
  assert.is(parseYuan('0.1'), 10);
  assert.is(parseYuan('0.07'), 7);
  for (const bad of ['1.234', 'abc', '-5', '1e3', '.5']) assert.is(parseYuan(bad), null, bad);
  assert.is(formatFen(123_456_789), '1,234,567.89');
  assert.is(formatFen(-5), '-0.05');
  assert.is(yuanInputText(123_450), '1234.50');
  assert.is(yuanInputText(null), '');
});

test('the grid totals add exactly (0.1 + 0.2 is 0.30) and give debit − credit', () => {
  const lines = [
    { ...emptyLine('a'), accountCode: '1001', debit: '0.1' },
    { ...emptyLine('a'), accountCode: '1002', debit: '0.2' },
    { ...emptyLine('a'), accountCode: '6001', credit: '0.3' },
    { ...emptyLine('x'), credit: 'oops' },
  ];
  assert.equal(gridTotals(lines), { debit: 30, credit: 30, difference: 0 });
  assert.equal(
    gridTotals([
      { ...emptyLine(), debit: '100' },
      { ...emptyLine(), credit: '99.99' },
    ]),
    { debit: 10_000, credit: 9_999, difference: 1 },
  );
  // The spare line (summary copied from above, nothing else) is not sent.
  assert.is(filledLines([...lines.slice(0, 3), emptyLine('a')]).length, 3);
});

test('printed pages carry the running totals forward and close with the voucher total', () => {
  const line = (n: number) => ({ lineNo: n, summary: 's', accountCode: '1001', accountName: '库存现金', debit: fen(n % 2 ? 100 : 0), credit: fen(n % 2 ? 0 : 100) });
  const pages = paginate(
    Array.from({ length: 14 }, (_, i) => line(i + 1)),
    6,
  );
  assert.is(pages.length, 3);
  assert.equal(
    pages.map((p) => p.lines.length),
    [6, 6, 2],
  );
  assert.is(pages[0].broughtForward, null);
  assert.equal(pages[1].broughtForward, { debit: 300, credit: 300 });
  assert.equal(pages[2].carried, { debit: 700, credit: 700 });
  assert.equal(
    pages.map((p) => p.last),
    [false, false, true],
  );
  assert.is(paginate([]).length, 1);
  // The printed PDF's default: 6 lines a sheet, so 120 lines are exactly 20 sheets and 121 are 21.
  assert.is(paginate(Array.from({ length: 120 }, (_, i) => line(i + 1))).length, 20);
  assert.equal(
    paginate(Array.from({ length: 121 }, (_, i) => line(i + 1)))
      .map((p) => p.lines.length)
      .slice(-2),
    [6, 1],
  );
});

test.run();
