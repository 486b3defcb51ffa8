/**
 * The one money formatter (src/lib/money.ts) in both units the server sends, and the total in words
 * on screen: Chinese capitals in zh (as the printed voucher), English words in en.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { amountInWords, englishAmount } from '../../src/lib/amount-in-words';
import { formatDecimal, formatFen, formatYuan } from '../../src/lib/money';

test('fen and yuan give the same text: thousands separators, two decimals, a leading minus', () => {
  assert.is(formatFen(123_456_789), '1,234,567.89');
  assert.is(formatYuan(1_234_567.89), '1,234,567.89');
  assert.is(formatFen(0), '0.00');
  assert.is(formatFen(-5), '-0.05');
  assert.is(formatYuan(-1234.5), '-1,234.50');
  assert.is(formatYuan('930.5'), '930.50');
  assert.is(formatFen(100_000_000_000), '1,000,000,000.00');
});

test('rounding is half away from zero on the written decimal, and a rounded zero has no sign', () => {
  assert.is(formatYuan(1.005), '1.01');
  assert.is(formatYuan(2.675), '2.68');
  assert.is(formatYuan(-2.675), '-2.68');
  assert.is(formatYuan(0.004), '0.00');
  assert.is(formatYuan(-0.004), '0.00');
  assert.is(formatYuan(0.1 + 0.2), '0.30');
  assert.is(formatDecimal(1234.5678, 3), '1,234.568');
  assert.is(formatDecimal(7, 0), '7');
});

test('no value is an empty cell', () => {
  for (const none of [null, undefined]) {
    assert.is(formatFen(none), '');
    assert.is(formatYuan(none), '');
  }
  assert.is(formatYuan(''), '');
  assert.is(formatYuan(Number.NaN), '');
});

test('the amount in words follows the UI language', () => {
  assert.is(amountInWords(93_050, 'zh'), '玖佰叁拾元伍角整');
  assert.is(amountInWords(93_050, 'en'), 'Nine Hundred and Thirty Yuan Fifty Fen');
  assert.is(amountInWords(-2_300, 'zh'), '负贰拾叁元整');
});

test('English words: British "and", hyphenated tens, scales, "Only" without fen, "Minus" below zero', () => {
  const cases: Array<[number, string]> = [
    [0, 'Zero Yuan Only'],
    [1, 'One Fen'],
    [100, 'One Yuan Only'],
    [105, 'One Yuan Five Fen'],
    [123_450, 'One Thousand Two Hundred and Thirty-Four Yuan Fifty Fen'],
    [100_500, 'One Thousand and Five Yuan Only'],
    [1_100_000, 'Eleven Thousand Yuan Only'],
    [230_000_000, 'Two Million Three Hundred Thousand Yuan Only'],
    [100_000_002_000, 'One Billion and Twenty Yuan Only'],
    [1_999, 'Nineteen Yuan Ninety-Nine Fen'],
    [-2_300, 'Minus Twenty-Three Yuan Only'],
  ];
  for (const [fen, words] of cases) assert.is(englishAmount(fen), words, String(fen));
  assert.throws(() => englishAmount(1.5));
});

test.run();
